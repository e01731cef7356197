// How an upload route refuses: the error it throws while admitting or reading an upload, and the
// answer every upload route sends for a failure, `{ error, message, code, name }` (storefront spec
// section 7).
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isDomainError,
  retryAfterOf,
  UNAVAILABLE,
  UPLOAD_ERRORS,
  VALIDATION_ERRORS,
  type CodedMessage,
} from '@wholesale/contract';
import { isDatabaseUnavailable } from '@wholesale/db/availability';
import { codedBody, domainErrorBody, type ErrorBody } from '../plugins/errors';

interface UploadErrorBody extends ErrorBody {
  name: string;
}

export class UploadRequestError extends Error {
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

/** The multipart parser's own errors (by their `code`), as the client is told them. */
export const MULTIPART_ERRORS: Readonly<Record<string, { status: number; what: CodedMessage }>> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, what: VALIDATION_ERRORS.fileTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, what: UPLOAD_ERRORS.notMultipart },
  FST_FILES_LIMIT: { status: 400, what: UPLOAD_ERRORS.tooManyParts },
  FST_FIELDS_LIMIT: { status: 400, what: UPLOAD_ERRORS.tooManyParts },
  FST_PARTS_LIMIT: { status: 400, what: UPLOAD_ERRORS.tooManyParts },
  FST_PROTO_VIOLATION: { status: 400, what: UPLOAD_ERRORS.tooManyParts },
  FST_MP_PREMATURE_CLOSE: { status: 400, what: UPLOAD_ERRORS.incomplete },
};

export function errorCode(err: unknown): string {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : '';
}

export function sendUploadError(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
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
