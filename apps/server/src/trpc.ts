// tRPC at /trpc, for the React client. tRPC itself resolves every call (`resolveResponse`:
// procedure lookup, batching, input parsing, error shapes and status codes); this module only
// carries a Fastify request to it and its answer back, except for GETs of queries that all
// succeed, which trpc-queries.ts answers the same way more cheaply.
// It replaces `fastifyTRPCPlugin`, which on every call tied an AbortController to the socket
// (aborted, with a fresh DOMException, each time a response closed) and piped the answer through
// a web ReadableStream into Fastify, chunked and without Content-Length: that cost more CPU than
// the catalogue query itself (docs/decisions.md, "API speed"). Registered in its own
// encapsulated context: its string JSON parser must not reach the REST routes.
import type { TRPCError } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appRouter, createContext, toTRPCError } from '@wholesale/api';
import { TRPC_MAX_BATCH } from '@wholesale/rules';
import { retryAfterOf, UNAVAILABLE } from '@wholesale/contract';
import { type Services } from '@wholesale/services';
import { actorOf, sessionControl } from './auth/session';
import { answerQueries, QUERY_ANSWER_HEADERS } from './trpc-queries';

/** Largest answer to a batch: sixteen listings fit many times over; more is one client hoarding. */
const TRPC_MAX_BATCH_REPLY_BYTES = 4 * 1024 * 1024;
const BATCH_TOO_LARGE = 'The answer to this batch is too large: ask for fewer calls at once';

/** tRPC's own headers for a query answer, and (as every tRPC reply here) no shared caching. */
const QUERY_REPLY_HEADERS = { ...QUERY_ANSWER_HEADERS, 'cache-control': 'no-store' } as const;

/** tRPC reads only the path and query of the URL; the origin is a constant so a Host header cannot break it. */
const URL_BASE = 'http://trpc.invalid';

/** The request as tRPC takes it: a Fetch Request. Fastify has already read (and size-limited) any body. */
function toFetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  const raw = request.headers;
  for (const name in raw) {
    const value = raw[name];
    if (typeof value === 'string') headers.append(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string';
  return new Request(URL_BASE + request.url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body as string } : {}),
  });
}

async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  batch: boolean,
): Promise<FastifyReply | void> {
  void reply.code(response.status);
  response.headers.forEach((value, name) => {
    // Cookies are set on the reply itself (sessionControl), never through tRPC's headers.
    if (name !== 'set-cookie') void reply.header(name, value);
  });
  // Every tRPC answer depends on who asks (prices, own records): never stored by shared caches.
  void reply.header('cache-control', 'no-store');
  const type = response.headers.get('content-type') ?? '';
  // A whole JSON answer (queries, mutations, batches) is sent as the bytes tRPC encoded, in one
  // piece with its length (not decoded to a string and encoded again); anything else (a streamed
  // answer) goes through as the stream it is.
  if (!type.startsWith('application/json')) return reply.send(response);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (batch && bytes.byteLength > TRPC_MAX_BATCH_REPLY_BYTES) return refuseLargeBatch(reply);
  await reply.send(bytes);
}

export async function trpcRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  // tRPC parses bodies itself: hand them over as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const context = async () => {
      // The session check reads the database: when it is away, tRPC answers 503 (not a 500), as REST does.
      const actor = await actorOf(request).catch((err: unknown) => {
        throw toTRPCError(err);
      });
      return createContext({ services: opts.services, actor, session: sessionControl(request, reply) });
    };
    if (request.method === 'GET') {
      // Queries that all succeed: answered here, exactly as tRPC would (see trpc-queries.ts).
      const answer = await answerQueries(
        appRouter,
        { url: request.url, path: request.params.path, headers: request.headers },
        context,
        {
          maxBatchSize: TRPC_MAX_BATCH,
          onError: ({ error, path }) => logFailure(request, error, path),
        },
      );
      if (answer !== null) {
        if (isBatch(request) && Buffer.byteLength(answer.body) > TRPC_MAX_BATCH_REPLY_BYTES)
          return refuseLargeBatch(reply);
        return reply
          .code(answer.status)
          .headers({ ...QUERY_REPLY_HEADERS, ...retryHeaders(answer.errors) })
          .send(answer.body);
      }
    }
    let response: Response;
    try {
      response = await resolveResponse({
        router: appRouter,
        req: toFetchRequest(request),
        path: request.params.path,
        error: null,
        // `session` lets sign-in set (and sign-out clear) the httpOnly cookie on this reply.
        createContext: context,
        maxBatchSize: TRPC_MAX_BATCH,
        onError: ({ error, path }) => logFailure(request, error, path),
        // A rate-limited call, one refused by a full queue, or one that found the database away,
        // says when to try again, as REST does.
        responseMeta: ({ errors }) => ({ headers: retryHeaders(errors) }),
      });
    } catch (err) {
      // Only a malformed request line can get here (tRPC answers everything else itself).
      request.log.warn({ err }, 'tRPC request refused');
      return reply.code(400).send({ error: 'Bad request' });
    }
    return sendFetchResponse(reply, response, isBatch(request));
  });
}

/** The longest wait any call of the request asks for: rate-limited, a full queue, or the database away. */
function longestWait(errors: readonly TRPCError[]): number | undefined {
  const waits = errors.flatMap((e) => {
    const wait = retryAfterOf(e.cause);
    if (wait !== undefined) return [wait];
    return e.code === 'SERVICE_UNAVAILABLE' ? [UNAVAILABLE.retryAfterSeconds] : [];
  });
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

/** Retry-After for the calls that ask for one (see longestWait). */
function retryHeaders(errors: readonly TRPCError[]): Record<string, string> {
  const wait = longestWait(errors);
  return wait === undefined ? {} : { 'retry-after': String(wait) };
}

/** Domain errors are mapped to 4xx codes by packages/api; only real failures are logged loudly. */
function logFailure(request: FastifyRequest, error: TRPCError, path: string | undefined): void {
  if (error.code === 'INTERNAL_SERVER_ERROR') request.log.error({ err: error, path }, 'tRPC procedure failed');
}

function isBatch(request: FastifyRequest): boolean {
  return (request.query as Record<string, unknown> | undefined)?.batch === '1';
}

/** tRPC's error envelope, as its own refusal of a too-large batch looks. */
function refuseLargeBatch(reply: FastifyReply): FastifyReply {
  return reply
    .code(413)
    .headers(QUERY_REPLY_HEADERS)
    .send(
      JSON.stringify({
        error: { message: BATCH_TOO_LARGE, code: -32600, data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } },
      }),
    );
}
