// Document uploads (multipart/form-data), one file per request:
// - POST /api/s3/upload/document       the signup's license and resale certificate
// - POST /api/inquiries/:id/documents  the contact form's files
// Fields: `file`, `documentType`, `userEmail`, and the upload token returned with the signup request
// or inquiry, as field `uploadToken` or header `X-Upload-Token`. The token is the credential: the
// services bind it to that one request and check size, type and magic bytes. Answers are
// `{ url, key }`, or `{ error, message, code, name }` (storefront spec section 7).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, VALIDATION_MESSAGES } from '@wholesale/rules';
import {
  NotFoundError,
  PRODUCT_NOT_FOUND,
  isDomainError,
  requireAdmin,
  type CatalogueService,
  type InquiryService,
  type SignupService,
  type UploadInput,
  type UploadResult,
} from '@wholesale/services';
import { INQUIRY_NOT_FOUND, inquiryRef, itemRef } from '@wholesale/services/contract';
import { actorFor } from '../auth/actor';

export const UPLOAD_MESSAGES = {
  tooLarge: VALIDATION_MESSAGES.fileTooLarge,
  noFile: 'No file uploaded',
  notMultipart: 'The upload must be sent as multipart/form-data',
  tooManyParts: 'Send one file per upload, with the fields file, documentType, userEmail and uploadToken',
  incomplete: 'The upload was interrupted. Please try again.',
  malformed: 'The upload could not be read (a malformed or cut-off multipart body). Please try again.',
  storage: 'Document upload failed',
} as const;

export interface UploadErrorBody {
  error: string;
  message: string;
  code: string;
  name: string;
}

class UploadRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Busboy's limits: one file of at most 10 MB and a handful of short fields. */
const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 4096, parts: 9, headerPairs: 50 } as const;

interface MultipartUpload {
  fields: Map<string, string>;
  file: { filename: string; contentType: string; bytes: Uint8Array };
}

/** Reads a multipart body of one file (field `file`) and a few text fields. */
async function readMultipart(request: FastifyRequest): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new UploadRequestError(400, 'NOT_MULTIPART', UPLOAD_MESSAGES.notMultipart);
  const fields = new Map<string, string>();
  let file: MultipartUpload['file'] | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume(); // drain it: the parser waits for every part to be consumed
          throw new UploadRequestError(400, 'UNEXPECTED_FILE', UPLOAD_MESSAGES.tooManyParts);
        }
        const bytes = await part.toBuffer();
        file = { filename: part.filename, contentType: part.mimetype, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    // Nothing is stored while the body is read: a failure here is the body's (the parser's
    // "Unexpected end of form", "Malformed part header", …), not the storage's.
    if (err instanceof UploadRequestError || MULTIPART_ERRORS[errorCode(err)]) throw err;
    throw new UploadRequestError(400, 'MALFORMED_MULTIPART', UPLOAD_MESSAGES.malformed);
  }
  if (!file) throw new UploadRequestError(400, 'NO_FILE', UPLOAD_MESSAGES.noFile);
  return { fields, file };
}

/** A document upload as the services take it; they validate the values. */
async function readUpload(request: FastifyRequest): Promise<UploadInput> {
  const { fields, file } = await readMultipart(request);
  const header = request.headers['x-upload-token'];
  return {
    uploadToken: fields.get('uploadToken') ?? (typeof header === 'string' ? header : ''),
    userEmail: fields.get('userEmail') ?? '',
    documentType: fields.get('documentType') ?? '',
    filename: file.filename,
    contentType: file.contentType,
    bytes: file.bytes,
  };
}

const MULTIPART_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: UPLOAD_MESSAGES.tooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: UPLOAD_MESSAGES.notMultipart },
  FST_FILES_LIMIT: { status: 400, message: UPLOAD_MESSAGES.tooManyParts },
  FST_FIELDS_LIMIT: { status: 400, message: UPLOAD_MESSAGES.tooManyParts },
  FST_PARTS_LIMIT: { status: 400, message: UPLOAD_MESSAGES.tooManyParts },
  FST_PROTO_VIOLATION: { status: 400, message: UPLOAD_MESSAGES.tooManyParts },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: UPLOAD_MESSAGES.incomplete },
};

function errorCode(err: unknown): string {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : '';
}

function sendUploadError(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const send = (status: number, body: UploadErrorBody) => reply.code(status).send(body);
  if (err instanceof UploadRequestError) return send(err.status, { error: err.message, message: err.message, code: err.code, name: err.name });
  if (isDomainError(err)) {
    return send(err.httpStatus, { error: err.message, message: err.message, code: err.code, name: err.name });
  }
  const code = errorCode(err);
  const known = MULTIPART_ERRORS[code];
  if (known) {
    request.log.info({ err }, 'upload refused');
    return send(known.status, { error: known.message, message: known.message, code, name: 'UploadError' });
  }
  // Storage unreachable or full: the client's 'Storage service error'; details stay in the log.
  request.log.error({ err }, 'document upload failed');
  return send(500, { error: UPLOAD_MESSAGES.storage, message: UPLOAD_MESSAGES.storage, code: 'STORAGE_ERROR', name: 'StorageError' });
}

export async function uploadRoutes(
  app: FastifyInstance,
  opts: { signup: SignupService; inquiries: InquiryService; catalogue: CatalogueService },
): Promise<void> {
  // In this encapsulated context only: the JSON routes never accept multipart bodies.
  await app.register(multipart, { limits: LIMITS });

  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    upload: (input: UploadInput) => Promise<UploadResult>,
  ): Promise<FastifyReply> => {
    try {
      const input = await readUpload(request);
      const { url, key } = await upload(input);
      return reply.code(200).send({ url, key });
    } catch (err) {
      return sendUploadError(request, reply, err);
    }
  };

  app.post('/s3/upload/document', async (request, reply) => {
    const actor = await actorFor(request);
    return handle(request, reply, (input) => opts.signup.uploadSignupDocument(actor, input));
  });

  // The file goes to the inquiry in the path; the upload token must be that inquiry's.
  app.post('/inquiries/:id/documents', async (request, reply) => {
    const params = inquiryRef.safeParse(request.params);
    if (!params.success) return sendUploadError(request, reply, new UploadRequestError(404, 'NOT_FOUND', INQUIRY_NOT_FOUND));
    const actor = await actorFor(request);
    return handle(request, reply, (input) => opts.inquiries.uploadInquiryDocument(actor, params.data.id, input));
  });

  // A product photo (the Item List, admins): `file`, and optionally `replace` = the photo number
  // to replace. Answers { success, data: the item as the Item List shows it }.
  app.post('/admin/items/:id/images', async (request, reply) => {
    try {
      const actor = await actorFor(request);
      requireAdmin(actor); // before reading 10 MB from someone who may not send it
      const params = itemRef.safeParse(request.params);
      if (!params.success) throw new NotFoundError(PRODUCT_NOT_FOUND);
      const { fields, file } = await readMultipart(request);
      const data = await opts.catalogue.addPhoto(actor, params.data.id, { bytes: file.bytes, replace: fields.get('replace') });
      return reply.code(200).send({ success: true, data });
    } catch (err) {
      return sendUploadError(request, reply, err);
    }
  });
}
