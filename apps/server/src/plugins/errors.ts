// One error handler for everything Fastify serves outside tRPC (which maps errors itself):
// domain errors keep their user-facing message and status; client mistakes Fastify detects
// (malformed JSON, oversized body, wrong content type) stay 4xx; anything else is a logged 500
// whose details never reach the client.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError, isDomainError } from '@wholesale/services';

/** `error` is what the catalogue reads, `message` what the account calls read: both carry the text. */
export interface ErrorBody {
  error: string;
  message: string;
}

export function errorBody(text: string): ErrorBody {
  return { error: text, message: text };
}

// Friendly, stable wording for the errors Fastify raises before a handler runs.
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
};

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (isDomainError(error)) {
    if (error instanceof RateLimitedError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    void reply.code(error.httpStatus).send(errorBody(error.message));
    return;
  }

  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
    // The built-in JSON parser reports a SyntaxError with status 400.
    const message = known ?? (error instanceof SyntaxError ? 'Malformed JSON body' : error.message);
    request.log.info({ err: error }, 'client error');
    void reply.code(status).send(errorBody(message));
    return;
  }

  request.log.error({ err: error }, 'unhandled error');
  void reply.code(500).send(errorBody('Internal server error'));
}

export function sendNotFound(reply: FastifyReply): void {
  void reply.code(404).send(errorBody('Not found'));
}
