// What the server's thread and PGlite's worker thread (pglite-thread.ts, pglite-worker.ts) say
// to each other. No imports with effects: the worker's bundle carries PGlite and this, nothing more.
import type { PgliteResults } from './pglite-driver';

/** What the worker is started with (its workerData). */
export interface PgliteWorkerData {
  /** PGlite's directory; unset: in memory. */
  dataDir: string | undefined;
}

/** What the worker is asked to do. */
export type WorkerRequest =
  { op: 'query'; sql: string; params: unknown[] } | { op: 'listen' | 'unlisten'; channel: string } | { op: 'close' };

/** A message to the worker: a request and the number its answer comes back with. */
export type ToWorker = WorkerRequest & { id: number };

/** An error as it crosses the thread: its message, name and PostgreSQL's fields. */
export type SerializedError = Record<string, string | number> & { message: string };

/** A message from the worker: ready, an answer to message `id`, or a notification. */
export type FromWorker =
  | { ready: true }
  | { id: number; result: PgliteResults<unknown> | null }
  | { id: number; error: SerializedError }
  | { channel: string; payload: string };

/** Its own fields (string and number ones: PostgreSQL's `code`, `detail`, `constraint` ...) travel with the message. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: SerializedError = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

export function deserializeError(serialized: SerializedError): Error {
  const { message, name, ...fields } = serialized;
  const error = Object.assign(new Error(message), fields);
  if (typeof name === 'string') error.name = name;
  return error;
}
