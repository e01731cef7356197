// The commonest tRPC request — a GET of queries: every catalogue read of the storefront, batched
// by the client's httpBatchLink — answered without tRPC's Fetch round trip (a Request with its
// AbortController, a combined AbortController per call, a Response whose body is a web stream
// read back into bytes). Those cost more CPU per call than the catalogue query itself.
//
// It follows tRPC's HTTP RPC specification for that one case only, through tRPC's public
// server API (`callTRPCProcedure`, the router's data transformer): parse `input` (and `batch=1`), call
// each procedure as a query, and when all of them succeed, answer `{ result: { data } }` (an array
// of them for a batch), as `resolveResponse` would. Anything else gives `null`, and the caller
// hands the request to tRPC's `resolveResponse` as usual: other methods, streaming (jsonl) or
// connection params, an unknown path or a procedure that is not a query, bad input JSON, and any
// failed call (so error shapes, status codes and the onError log stay tRPC's own; a query is a
// read, so running it again there is harmless). trpc-queries.int.test.ts compares the two answers.
import { callTRPCProcedure, type AnyTRPCRouter } from '@trpc/server';
import type { IncomingHttpHeaders } from 'node:http';

export interface QueriesRequest {
  /** The request target: path and query string, e.g. `/trpc/catalogue.byId?input=%7B%22id%22%3A1%7D`. */
  url: string;
  /** The procedure path(s) as routed (Fastify has URL-decoded the segment once already). */
  path: string;
  headers: IncomingHttpHeaders;
}

/** The headers tRPC's own answer carries. */
export const QUERY_ANSWER_HEADERS = { 'content-type': 'application/json', vary: 'trpc-accept, accept' } as const;

function wantsStream(headers: IncomingHttpHeaders): boolean {
  if (headers['trpc-accept'] !== undefined) return true;
  const accept = headers.accept;
  return typeof accept === 'string' && accept.includes('application/jsonl');
}

/** Every input of the call, by batch index, or null when tRPC should judge them itself. */
function inputsOf(searchParams: URLSearchParams, count: number, batch: boolean, deserialize: (value: unknown) => unknown): unknown[] | null {
  const raw = searchParams.get('input');
  const parsed: unknown = raw ? JSON.parse(raw) : undefined;
  if (!batch) return [parsed === undefined ? undefined : deserialize(parsed)];
  if (parsed === undefined) return Array.from({ length: count }, () => undefined);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const byIndex = parsed as Record<string, unknown>;
  return Array.from({ length: count }, (_, i) => (byIndex[i] === undefined ? undefined : deserialize(byIndex[i])));
}

/**
 * The JSON text tRPC would answer (status 200, `QUERY_ANSWER_HEADERS`) to this GET of queries if
 * every query succeeds; null in every other case, for `resolveResponse` to answer.
 */
export async function answerQueries(router: AnyTRPCRouter, request: QueriesRequest, ctx: () => Promise<unknown>): Promise<string | null> {
  if (wantsStream(request.headers)) return null;
  const q = request.url.indexOf('?');
  const searchParams = new URLSearchParams(q < 0 ? '' : request.url.slice(q + 1));
  if (searchParams.has('connectionParams')) return null;
  try {
    const config = router._def._config;
    const batch = searchParams.get('batch') === '1';
    const path = decodeURIComponent(request.path);
    const paths = batch ? path.split(',') : [path];
    const inputs = inputsOf(searchParams, paths.length, batch, (value) => config.transformer.input.deserialize(value));
    if (inputs === null) return null;
    const context = await ctx();
    const data = await Promise.all(
      paths.map(
        async (callPath, batchIndex): Promise<unknown> =>
          callTRPCProcedure({
            router,
            path: callPath,
            type: 'query',
            ctx: context,
            getRawInput: async () => inputs[batchIndex],
            signal: undefined,
            batchIndex,
          }),
      ),
    );
    // A query answering a stream or an async iterator needs tRPC's streaming answer.
    if (data.some(isStreamLike)) return null;
    // What tRPC's transformTRPCResponse makes of a success, without its generic object copies:
    // each result's data through the router's output transformer (the identity without one).
    const results = data.map((value) => ({ result: { data: config.transformer.output.serialize(value) as unknown } }));
    return JSON.stringify(batch ? results : results[0]);
  } catch {
    return null;
  }
}

const isPlainObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAsyncIterable = (value: unknown): boolean => isPlainObject(value) && Symbol.asyncIterator in value;
const isThenable = (value: unknown): boolean =>
  (isPlainObject(value) || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function';

/** As tRPC decides that a result must be streamed: an async iterable, or an object holding a promise or one. */
function isStreamLike(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  return Object.values(value).some((v) => isThenable(v) || isAsyncIterable(v));
}
