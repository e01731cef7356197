// Reading an upload's multipart/form-data body: one file (field `file`) and a few short text
// fields, held in memory until the services store it.
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@wholesale/rules';
import { UPLOAD_ERRORS, type CodedMessage, type UploadInput } from '@wholesale/contract';
import { errorCode, MULTIPART_ERRORS, UploadRequestError } from './upload-errors';

/** Busboy's limits: one file of at most 10 MB and a handful of short fields. */
export const LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 8,
  fieldSize: 4096,
  parts: 9,
  headerPairs: 50,
} as const;

/** An uploaded file, whole, as the services take it. */
interface UploadedFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

interface MultipartUpload {
  fields: Map<string, string>;
  file: UploadedFile;
}

/** Reads a file part to its end. */
async function readFilePart(part: MultipartFile): Promise<UploadedFile> {
  const bytes = await part.toBuffer();
  return {
    filename: part.filename,
    contentType: part.mimetype,
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

/**
 * Reads a multipart body of one file (field `file`) and a few text fields. `beforeFile` runs on the
 * fields read so far when the file part begins, before any of its bytes are read; what it throws
 * refuses the upload, and the file is then dropped, not kept.
 */
export async function readMultipart(
  request: FastifyRequest,
  beforeFile?: (fields: Map<string, string>) => Promise<void>,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new UploadRequestError(400, UPLOAD_ERRORS.notMultipart);
  const fields = new Map<string, string>();
  let file: MultipartUpload['file'] | undefined;
  let refusal: unknown;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume(); // drain it: the parser waits for every part to be consumed
          throw new UploadRequestError(400, UPLOAD_ERRORS.tooManyParts);
        }
        if (beforeFile) {
          try {
            await beforeFile(fields);
          } catch (err) {
            part.file.resume(); // dropped as it arrives, never buffered
            refusal = err;
            throw err;
          }
        }
        file = await readFilePart(part);
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    // Nothing is stored while the body is read: a failure here is the body's (the parser's
    // "Unexpected end of form", "Malformed part header", …), not the storage's.
    if (err === refusal || err instanceof UploadRequestError || MULTIPART_ERRORS[errorCode(err)]) throw err;
    throw new UploadRequestError(400, UPLOAD_ERRORS.malformed);
  }
  if (!file) throw new UploadRequestError(400, UPLOAD_ERRORS.noFile);
  return { fields, file };
}

/** Several files under one field name (a claim's photos), with a few short text fields. */
export interface MultipartFiles {
  fields: Map<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart body of text fields and at most `maxFiles` files under `field` (none is fine).
 * More files than that are refused with `tooMany` as the first extra one begins, before its bytes.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  options: { field: string; maxFiles: number; tooMany: CodedMessage },
): Promise<MultipartFiles> {
  if (!request.isMultipart()) throw new UploadRequestError(400, UPLOAD_ERRORS.notMultipart);
  const fields = new Map<string, string>();
  const files: MultipartFiles['files'] = [];
  try {
    const limits = { ...LIMITS, files: options.maxFiles + 1, parts: LIMITS.fields + options.maxFiles + 1 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== options.field || files.length >= options.maxFiles) {
          part.file.resume();
          throw new UploadRequestError(
            400,
            part.fieldname !== options.field ? UPLOAD_ERRORS.tooManyParts : options.tooMany,
          );
        }
        files.push(await readFilePart(part));
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    if (err instanceof UploadRequestError || MULTIPART_ERRORS[errorCode(err)]) throw err;
    throw new UploadRequestError(400, UPLOAD_ERRORS.malformed);
  }
  return { fields, files };
}

/** The `X-Upload-Token` header, when there is one. */
export function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-upload-token'];
  return typeof header === 'string' ? header : undefined;
}

/**
 * A document upload as the services take it; they validate the values. A token in the header was
 * checked before the body (`admission`, upload-admission.ts); one in a field is checked with
 * `checkToken` as the file part begins, so it must come before the file.
 */
export async function readUpload(
  request: FastifyRequest,
  checkToken: (token: string) => Promise<void>,
): Promise<UploadInput> {
  const header = headerToken(request);
  const beforeFile =
    header === undefined
      ? async (fields: Map<string, string>) => {
          const token = fields.get('uploadToken');
          if (token === undefined) throw new UploadRequestError(400, UPLOAD_ERRORS.tokenFirst);
          await checkToken(token);
        }
      : undefined;
  const { fields, file } = await readMultipart(request, beforeFile);
  return {
    uploadToken: header ?? fields.get('uploadToken') ?? '',
    userEmail: fields.get('userEmail') ?? '',
    documentType: fields.get('documentType') ?? '',
    filename: file.filename,
    contentType: file.contentType,
    bytes: file.bytes,
  };
}
