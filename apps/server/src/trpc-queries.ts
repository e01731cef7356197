// The commonest tRPC request — a GET of queries: every catalogue read of the storefront, batched
// by the client's httpBatchLink — answered without tRPC's Fetch round trip (a Request with its
// AbortController, a combined AbortController per call, a Response whose body is a web stream
// read back into bytes). Those cost more CPU per call than the catalogue query itself.
//
// It follows tRPC's HTTP RPC specification for that one case only, through tRPC's public
// server API (`callTRPCProcedure`, `getErrorShape`, `transformTRPCResponse`, `getHTTPStatusCode`,
// the router's data transformer): parse `input` (and `batch=1`), call each procedure as a query,
// and answer `{ result: { data } }` or `{ error }` per call (an array of them for a batch), with the
// status `resolveResponse` would give. Whatever is decided before any procedure runs gives `null`,
// and the caller hands the request to tRPC's `resolveResponse`: other methods, streaming (jsonl) or
// connection params, an unknown path or a procedure that is not a query, bad input JSON, a batch
// larger than `maxBatchSize`. Once procedures ran, the answer is given here, failures included:
// a batch is never run twice (a failing call used to send the whole batch to tRPC again).
// trpc-queries.int.test.ts compares both answers, byte for byte, for every case.
import {
  callTRPCProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  TRPCError,
  type AnyTRPCRouter,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
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
function inputsOf(
  searchParams: URLSearchParams,
  count: number,
  batch: boolean,
  deserialize: (value: unknown) => unknown,
): unknown[] | null {
  const raw = searchParams.get('input');
  const parsed: unknown = raw ? JSON.parse(raw) : undefined;
  if (!batch) return [parsed === undefined ? undefined : deserialize(parsed)];
  if (parsed === undefined) return Array.from({ length: count }, () => undefined);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const byIndex = parsed as Record<string, unknown>;
  return Array.from({ length: count }, (_, i) => (byIndex[i] === undefined ? undefined : deserialize(byIndex[i])));
}

export interface QueriesAnswer {
  status: number;
  /** JSON, sent with `QUERY_ANSWER_HEADERS` */
  body: string;
  /** the calls' failures (the caller adds headers such as Retry-After from them) */
  errors: TRPCError[];
}

export interface QueriesOptions {
  /** Calls in one batch at most (tRPC's `maxBatchSize`): a larger batch is tRPC's to refuse. */
  maxBatchSize: number;
  /** Told of every failed call, as `resolveResponse`'s onError is. */
  onError?: (failure: { error: TRPCError; path: string }) => void;
}

const STREAM_IN_PLAIN_ANSWER = 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink';

/**
 * What tRPC would answer to this GET of queries, or null when `resolveResponse` must answer it
 * (decided before anything runs).
 */
export async function answerQueries(
  router: AnyTRPCRouter,
  request: QueriesRequest,
  ctx: () => Promise<unknown>,
  options: QueriesOptions,
): Promise<QueriesAnswer | null> {
  if (wantsStream(request.headers)) return null;
  const q = request.url.indexOf('?');
  const searchParams = new URLSearchParams(q < 0 ? '' : request.url.slice(q + 1));
  if (searchParams.has('connectionParams')) return null;
  const config = router._def._config;
  const batch = searchParams.get('batch') === '1';
  let paths: string[];
  let inputs: unknown[] | null;
  let context: unknown;
  try {
    const path = decodeURIComponent(request.path);
    paths = batch ? path.split(',') : [path];
    if (paths.length > options.maxBatchSize) return null;
    // Only known queries: an unknown path, or a mutation sent as GET, gets tRPC's own refusal.
    const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
    if (!paths.every((p) => procedures[p]?._def.type === 'query')) return null;
    inputs = inputsOf(searchParams, paths.length, batch, (value) => config.transformer.input.deserialize(value));
    if (inputs === null) return null;
    context = await ctx();
  } catch {
    return null;
  }
  const callInputs = inputs;

  const settled = await Promise.all(
    paths.map(async (callPath, batchIndex): Promise<{ data: unknown } | { error: TRPCError }> => {
      try {
        const data = await callTRPCProcedure({
          router,
          path: callPath,
          type: 'query',
          ctx: context,
          getRawInput: async () => callInputs[batchIndex],
          signal: undefined,
          batchIndex,
        });
        // A query answering a stream or an async iterator needs tRPC's streaming answer.
        if (isStreamLike(data))
          return { error: new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: STREAM_IN_PLAIN_ANSWER }) };
        return { data };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError?.({ error, path: callPath });
        return { error };
      }
    }),
  );

  if (settled.every((r): r is { data: unknown } => 'data' in r)) {
    // What tRPC's transformTRPCResponse makes of a success, without its generic object copies:
    // each result's data through the router's output transformer (the identity without one).
    const results = settled.map((r) => ({ result: { data: config.transformer.output.serialize(r.data) as unknown } }));
    return { status: 200, body: JSON.stringify(batch ? results : results[0]), errors: [] };
  }
  const envelopes = settled.map((r, i) =>
    'error' in r
      ? {
          error: getErrorShape({
            config,
            ctx: context,
            error: r.error,
            input: callInputs[i],
            path: paths[i]!,
            type: 'query',
          }),
        }
      : { result: { data: r.data } },
  );
  return {
    status: getHTTPStatusCode(envelopes),
    body: JSON.stringify(transformTRPCResponse(config, batch ? envelopes : envelopes[0]!)),
    errors: settled.flatMap((r) => ('error' in r ? [r.error] : [])),
  };
}

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAsyncIterable = (value: unknown): boolean => isPlainObject(value) && Symbol.asyncIterator in value;
const isThenable = (value: unknown): boolean =>
  (isPlainObject(value) || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function';

/** As tRPC decides that a result must be streamed: an async iterable, or an object holding a promise or one. */
function isStreamLike(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  return Object.values(value).some((v) => isThenable(v) || isAsyncIterable(v));
}
