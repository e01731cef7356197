// Document uploads (multipart/form-data), one file per request:
// - POST /api/s3/upload/document       the signup's license and resale certificate
// - POST /api/inquiries/:id/documents  the contact form's files
// - POST /api/company/documents        a company's renewed license or resale certificate, with the
//   day it expires (fields `documentType`, `expiresOn`, `file`); the signed-in owner's session is
//   the credential (an admin names the company with ?company=ID). Answers { success, data: the
//   document as GET /api/company/documents shows it }
// Fields: `file`, `documentType`, `userEmail`; the upload token returned with the signup request or
// inquiry goes in the header `X-Upload-Token` or, for older clients, as the field `uploadToken`
// placed before the file. The token is the credential: the services bind it to that one request
// and check size, type and magic bytes. Answers are `{ url, key }`, or `{ error, message, code,
// name }` (storefront spec section 7).
//
// Nothing is read from an upload's body before its credential and its client are checked:
// an `onRequest` hook, on headers and path only, takes one of a few upload slots (per client
// address and in all), refuses a declared size over the limit, and checks the header's token (or the
// admin session, for the photo route) and the token's client's upload budgets. A token sent as a
// field is checked when the file part begins, before a byte of the file is read; a file ahead of
// its token is refused. The server's timeouts (build-server.ts) cut off a client that stalls.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@wholesale/rules';
import {
  CATALOGUE_ERRORS,
  INQUIRY_ERRORS,
  inquiryRef,
  isDomainError,
  itemRef,
  NotFoundError,
  photoPositionInput,
  requireAdmin,
  retryAfterOf,
  requireSignedIn,
  UNAVAILABLE,
  UPLOAD_ERRORS,
  VALIDATION_ERRORS,
  companyQuery,
  type CatalogueService,
  type CodedMessage,
  type DocumentsService,
  type InquiryService,
  type SignupService,
  type UploadInput,
  type UploadResult,
} from '@wholesale/contract';
import { isDatabaseUnavailable } from '@wholesale/db/availability';
import { parse } from './common';
import { actorOf } from '../auth/session';
import { codedBody, domainErrorBody, type ErrorBody } from '../plugins/errors';

/** How many uploads may be in progress at once: from one client address, and in all. */
export interface UploadConcurrency {
  perClient: number;
  total: number;
}

/**
 * An upload in progress holds up to 10 MB in memory until it is stored. The forms send their files
 * one at a time, so three at once from one address is generous; sixteen in all bounds the memory
 * at about 160 MB whatever the clients do.
 */
export const UPLOAD_CONCURRENCY: UploadConcurrency = { perClient: 3, total: 16 };
/** What Retry-After says when every slot is taken: uploads take seconds. */
const BUSY_RETRY_AFTER_SECONDS = 5;
/** Room for the multipart framing and the text fields around a file of the maximum size. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;
/**
 * A refused upload's body is read and dropped (not kept) so that a client that reads the answer
 * only after sending still gets it. One that announces more than this is
 * not a form: the connection is closed after the answer instead.
 */
const DISCARD_MAX_BYTES = 32 * 1024 * 1024;

/** How long the rest of a refused upload's body is read and dropped, at most, before the connection is closed. */
const DISCARD_MAX_MS = 10_000;

/**
 * After an answer sent while the body is still arriving (a refusal before or during the body), Node
 * reads the rest and drops it, so the connection can serve the client's next request; but it then
 * waits on the socket with the keep-alive timeout (72 s), not the idle one. Here the idle timeout
 * applies again until the body has ended, and the whole rest gets DISCARD_MAX_MS: a client that
 * stalls or trickles after its refusal is cut off like one that stalls mid-upload.
 */
function boundDiscard(request: FastifyRequest, server: { timeout: number; keepAliveTimeout: number }): void {
  const raw = request.raw;
  const socket = raw.socket;
  // (inject() has no real socket, and nothing to bound)
  const real = (socket as Partial<typeof socket> | undefined)?.setTimeout !== undefined;
  if (raw.complete || raw.destroyed || !real) return;
  if (server.timeout > 0) socket.setTimeout(server.timeout);
  const timer = setTimeout(() => socket.destroy(), DISCARD_MAX_MS);
  timer.unref();
  const done = (): void => {
    clearTimeout(timer);
    raw.off('end', ended).off('close', done);
  };
  const ended = (): void => {
    done();
    // Back to waiting for the next request on this connection.
    if (!socket.destroyed) socket.setTimeout(server.keepAliveTimeout);
  };
  raw.once('end', ended).once('close', done);
}

/** Counts the uploads in progress; `take` answers a release function, or who has too many. */
class UploadSlots {
  #total = 0;
  readonly #byClient = new Map<string, number>();

  constructor(private readonly limits: UploadConcurrency) {}

  take(client: string): (() => void) | 'client' | 'server' {
    const mine = this.#byClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) return 'client';
    if (this.#total >= this.limits.total) return 'server';
    this.#total += 1;
    this.#byClient.set(client, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total -= 1;
      const left = (this.#byClient.get(client) ?? 1) - 1;
      if (left > 0) this.#byClient.set(client, left);
      else this.#byClient.delete(client);
    };
  }
}

interface UploadErrorBody extends ErrorBody {
  name: string;
}

class UploadRequestError extends Error {
  readonly code: string;
  constructor(
    readonly status: number,
    what: CodedMessage,
    readonly retryAfterSeconds?: number,
  ) {
    super(what.message);
    this.code = what.code;
    this.name = 'UploadError';
  }
}

/** Busboy's limits: one file of at most 10 MB and a handful of short fields. */
const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 4096, parts: 9, headerPairs: 50 } as const;

interface MultipartUpload {
  fields: Map<string, string>;
  file: { filename: string; contentType: string; bytes: Uint8Array };
}

/**
 * Reads a multipart body of one file (field `file`) and a few text fields. `beforeFile` runs on the
 * fields read so far when the file part begins, before any of its bytes are read; what it throws
 * refuses the upload, and the file is then dropped, not kept.
 */
async function readMultipart(
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
        const bytes = await part.toBuffer();
        file = {
          filename: part.filename,
          contentType: part.mimetype,
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        };
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

/** The `X-Upload-Token` header, when there is one. */
function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-upload-token'];
  return typeof header === 'string' ? header : undefined;
}

/**
 * A document upload as the services take it; they validate the values. A token in the header was
 * checked before the body (admitUpload); one in a field is checked with `checkToken` as the file
 * part begins, so it must come before the file.
 */
async function readUpload(request: FastifyRequest, checkToken: (token: string) => Promise<void>): Promise<UploadInput> {
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

const MULTIPART_ERRORS: Readonly<Record<string, { status: number; what: CodedMessage }>> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, what: VALIDATION_ERRORS.fileTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, what: UPLOAD_ERRORS.notMultipart },
  FST_FILES_LIMIT: { status: 400, what: UPLOAD_ERRORS.tooManyParts },
  FST_FIELDS_LIMIT: { status: 400, what: UPLOAD_ERRORS.tooManyParts },
  FST_PARTS_LIMIT: { status: 400, what: UPLOAD_ERRORS.tooManyParts },
  FST_PROTO_VIOLATION: { status: 400, what: UPLOAD_ERRORS.tooManyParts },
  FST_MP_PREMATURE_CLOSE: { status: 400, what: UPLOAD_ERRORS.incomplete },
};

function errorCode(err: unknown): string {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : '';
}

function sendUploadError(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const send = (status: number, body: UploadErrorBody) => reply.code(status).send(body);
  if (err instanceof UploadRequestError) {
    if (err.retryAfterSeconds !== undefined) void reply.header('retry-after', String(err.retryAfterSeconds));
    return send(err.status, { error: err.message, message: err.message, code: err.code, name: err.name });
  }
  if (isDomainError(err)) {
    const wait = retryAfterOf(err);
    if (wait !== undefined) void reply.header('retry-after', String(wait));
    return send(err.httpStatus, { ...domainErrorBody(err), name: err.name });
  }
  const code = errorCode(err);
  const known = MULTIPART_ERRORS[code];
  if (known) {
    request.log.info({ err }, 'upload refused');
    return send(known.status, { ...codedBody(known.what), name: 'UploadError' });
  }
  // The database away (a token look-up): not the storage's fault, and worth a retry.
  if (isDatabaseUnavailable(err)) {
    request.log.warn({ err }, 'database unavailable');
    void reply.header('retry-after', String(UNAVAILABLE.retryAfterSeconds));
    return send(503, { ...codedBody(UNAVAILABLE), name: 'UnavailableError' });
  }
  // Storage unreachable or full: the client's 'Storage service error'; details stay in the log.
  request.log.error({ err }, 'document upload failed');
  return send(500, { ...codedBody(UPLOAD_ERRORS.storage), name: 'StorageError' });
}

/**
 * The `onRequest` hook of an upload route: runs on the headers and the path only, before a byte of
 * the body is read. Takes an upload slot (released when the answer is sent or the connection
 * closes), refuses a declared size over the limit, then runs the route's own `check` (the
 * token's, the admin's). A refusal answers here; its body is dropped as it arrives.
 */
function admission(slots: UploadSlots, check: (request: FastifyRequest) => Promise<void>): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const slot = slots.take(request.ip);
    if (slot === 'client') {
      return refuseBeforeBody(
        request,
        reply,
        new UploadRequestError(429, UPLOAD_ERRORS.busyClient, BUSY_RETRY_AFTER_SECONDS),
      );
    }
    if (slot === 'server') {
      return refuseBeforeBody(
        request,
        reply,
        new UploadRequestError(503, UPLOAD_ERRORS.busyServer, BUSY_RETRY_AFTER_SECONDS),
      );
    }
    // 'finish' for an answer sent, 'close' for a connection gone (a timeout, a client that left).
    reply.raw.once('finish', slot).once('close', slot);
    try {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES) {
        throw new UploadRequestError(413, VALIDATION_ERRORS.fileTooLarge);
      }
      await check(request);
    } catch (err) {
      return refuseBeforeBody(request, reply, err);
    }
  };
}

function refuseBeforeBody(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const declared = Number(request.headers['content-length']);
  if (!Number.isFinite(declared) || declared > DISCARD_MAX_BYTES) void reply.header('connection', 'close');
  return sendUploadError(request, reply, err);
}

export async function uploadRoutes(
  app: FastifyInstance,
  opts: {
    signup: SignupService;
    inquiries: InquiryService;
    catalogue: CatalogueService;
    documents: DocumentsService;
    concurrency?: Partial<UploadConcurrency> | undefined;
  },
): Promise<void> {
  // In this encapsulated context only: the JSON routes never accept multipart bodies.
  await app.register(multipart, { limits: LIMITS });
  const slots = new UploadSlots({ ...UPLOAD_CONCURRENCY, ...opts.concurrency });
  app.addHook('onResponse', (request, _reply, done) => {
    boundDiscard(request, app.server);
    done();
  });

  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    checkToken: (token: string) => Promise<void>,
    upload: (input: UploadInput) => Promise<UploadResult>,
  ): Promise<FastifyReply> => {
    try {
      const input = await readUpload(request, checkToken);
      const { url, key } = await upload(input);
      return reply.code(200).send({ url, key });
    } catch (err) {
      return sendUploadError(request, reply, err);
    }
  };

  const signupToken = async (request: FastifyRequest, token: string) =>
    opts.signup.checkUploadToken(await actorOf(request), token);
  app.post(
    '/s3/upload/document',
    {
      onRequest: admission(slots, async (request) => {
        const token = headerToken(request);
        if (token !== undefined) await signupToken(request, token);
      }),
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      return handle(
        request,
        reply,
        (token) => signupToken(request, token),
        (input) => opts.signup.uploadSignupDocument(actor, input),
      );
    },
  );

  // The file goes to the inquiry in the path; the upload token must be that inquiry's.
  const inquiryId = (request: FastifyRequest): number => {
    const params = inquiryRef.safeParse(request.params);
    if (!params.success) throw new UploadRequestError(404, INQUIRY_ERRORS.notFound);
    return params.data.id;
  };
  const inquiryToken = async (request: FastifyRequest, token: string) =>
    opts.inquiries.checkUploadToken(await actorOf(request), inquiryId(request), token);
  app.post(
    '/inquiries/:id/documents',
    {
      onRequest: admission(slots, async (request) => {
        const id = inquiryId(request);
        const token = headerToken(request);
        if (token !== undefined) await opts.inquiries.checkUploadToken(await actorOf(request), id, token);
      }),
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      return handle(
        request,
        reply,
        (token) => inquiryToken(request, token),
        (input) => opts.inquiries.uploadInquiryDocument(actor, inquiryId(request), input),
      );
    },
  );

  // A product photo (the Item List, admins): `file`, and optionally `replace` = the photo number
  // to replace. Answers { success, data: the item as the Item List shows it }.
  app.post(
    '/admin/items/:id/images',
    {
      // The admin session before a byte of the photo: a guest sends nothing.
      onRequest: admission(slots, async (request) => {
        requireAdmin(await actorOf(request));
      }),
    },
    async (request, reply) => {
      try {
        const actor = await actorOf(request);
        requireAdmin(actor);
        const params = itemRef.safeParse(request.params);
        if (!params.success) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
        const { fields, file } = await readMultipart(request);
        const replace = parse(photoPositionInput, fields.get('replace'));
        const data = await opts.catalogue.addPhoto(actor, params.data.id, { bytes: file.bytes, replace });
        return reply.code(200).send({ success: true, data });
      } catch (err) {
        return sendUploadError(request, reply, err);
      }
    },
  );

  // A company's renewed business license or resale certificate: the owner, or
  // an admin naming the company (?company=ID). The session and the company's upload budget are
  // checked before a byte of the file; the service checks the file as the signup's and the date.
  const companyOf = (request: FastifyRequest): number | undefined => parse(companyQuery, request.query ?? {}).company;
  app.post(
    '/company/documents',
    {
      onRequest: admission(slots, async (request) => {
        await opts.documents.checkUpload(requireSignedIn(await actorOf(request)), companyOf(request));
      }),
    },
    async (request, reply) => {
      try {
        const actor = requireSignedIn(await actorOf(request));
        const { fields, file } = await readMultipart(request);
        const input = {
          documentType: fields.get('documentType') ?? '',
          expiresOn: fields.get('expiresOn') ?? '',
          ...file,
        };
        const data = await opts.documents.upload(actor, input, companyOf(request));
        return reply.code(201).send({ success: true, data });
      } catch (err) {
        return sendUploadError(request, reply, err);
      }
    },
  );
}
