// One error handler for everything Fastify serves outside tRPC (which maps errors itself):
// domain errors keep their user-facing message and status (with Retry-After when they name a
// wait: a rate limit's 429, a full queue's 503); client mistakes Fastify detects (malformed JSON,
// oversized body, wrong content type) stay 4xx; the database out of reach is a 503 with
// Retry-After; anything else is a logged 500 whose details never reach the client.
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  COMMON_ERRORS,
  HTTP_ERRORS,
  UNAVAILABLE,
  ValidationError,
  isDomainError,
  retryAfterOf,
  type CodedMessage,
  type DomainError,
  type ErrorParams,
  type FieldErrors,
} from '@wholesale/contract';
import { isDatabaseUnavailable } from '@wholesale/db/availability';

/**
 * `error` is what the catalogue reads, `message` what the account calls read: both carry the text.
 * `code` is its stable key (the services' registry of error codes), which clients translate by;
 * `params` what a parametrised message fills in; `fields` the per-field errors of a refused input.
 */
export interface ErrorBody {
  error: string;
  message: string;
  code: string;
  params?: ErrorParams;
  fields?: FieldErrors;
}

export function codedBody(what: CodedMessage, fields?: FieldErrors): ErrorBody {
  return {
    error: what.message,
    message: what.message,
    code: what.code,
    ...(what.params ? { params: what.params } : {}),
    ...(fields ? { fields } : {}),
  };
}

export function domainErrorBody(error: DomainError): ErrorBody {
  return codedBody(error, error instanceof ValidationError ? error.fields : undefined);
}

// Friendly, stable wording for the errors Fastify raises before a handler runs.
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, CodedMessage>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_ERRORS.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_ERRORS.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_ERRORS.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_ERRORS.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: HTTP_ERRORS.badContentLength,
};

/**
 * A body over the limit is read and dropped, up to these bounds, before the 413 goes out. Fastify
 * answers at once and closes the connection (it must: the client is still sending); closed with
 * the upload's rest unread, the socket is reset, and a client that reads the answer only after
 * sending (or one on a slow link) never sees it: ECONNRESET or EPIPE instead of 413.
 * Discarding a few megabytes costs next to nothing; beyond the bounds the client is
 * cut off (an upload that large to a JSON route is not a client waiting for an answer).
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** Resolves once the request's body has been read to its end, or the bounds are reached. */
export function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_MAX_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      // Stop reading (a body past the bounds stays unread; the connection closes after the 413).
      raw.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    raw.on('data', onData).on('end', finish).on('error', finish).on('close', finish);
    raw.resume();
  });
}

export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void | Promise<FastifyReply> {
  if (isDomainError(error)) {
    const wait = retryAfterOf(error);
    if (wait !== undefined) void reply.header('retry-after', String(wait));
    void reply.code(error.httpStatus).send(domainErrorBody(error));
    return;
  }

  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
    // The built-in JSON parser reports a SyntaxError; another client error keeps its own words.
    const what =
      known ??
      (error instanceof SyntaxError
        ? HTTP_ERRORS.malformedJson
        : { code: COMMON_ERRORS.invalidRequest.code, message: error.message });
    request.log.info({ err: error }, 'client error');
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return drainBody(request.raw).then(() => reply.code(status).send(codedBody(what)));
    }
    void reply.code(status).send(codedBody(what));
    return;
  }

  // The database restarting or out of reach: not a bug in this request, and
  // nothing a 500 would tell the client to do. A checkout retried with its Idempotency-Key after
  // this answer gets its order back if it was committed after all.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    void reply.code(503).header('retry-after', String(UNAVAILABLE.retryAfterSeconds)).send(codedBody(UNAVAILABLE));
    return;
  }

  request.log.error({ err: error }, 'unhandled error');
  void reply.code(500).send(codedBody({ code: COMMON_ERRORS.internal.code, message: 'Internal server error' }));
}

export function sendNotFound(reply: FastifyReply): void {
  void reply.code(404).send(codedBody(COMMON_ERRORS.notFound));
}
