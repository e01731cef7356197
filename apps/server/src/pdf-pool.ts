// The server's PDF renderer: a few worker threads (pdf-worker.ts) that draw invoices and
// statements off the event loop, so a burst of downloads neither blocks other requests nor waits
// on one core. A job goes to the worker with the fewest in hand; a worker that dies is replaced
// and its jobs fail (the request answers 500, the next one is drawn by the new worker).
// The queue is bounded: once every worker has `jobsPerWorker` in hand, a new job is refused at
// once with an UnavailableError (503 with Retry-After through either door), not queued without end.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { COMMON_ERRORS, UnavailableError } from '@wholesale/contract';
import type { PdfJob, PdfRenderer } from '@wholesale/services/pdf';

/**
 * Jobs one worker may have in hand (being drawn or waiting) by default. An invoice is about 12 ms
 * of a worker’s time (bench/README.md), so a full worker’s last job waits about 0.8 s; a burst of 60 downloads is drawn whole by one worker.
 */
export const PDF_JOBS_PER_WORKER = 64;
/** What Retry-After says when the pool is full: it drains well within that. */
export const PDF_RETRY_AFTER_SECONDS = 2;

/** One whole buffer as a stream of one chunk (what the HTTP layer and the services read). */
async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

interface Pending {
  resolve(bytes: Uint8Array): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

export interface PdfPool {
  render: PdfRenderer;
  close(): Promise<void>;
}

export interface PdfPoolOptions {
  /** Worker threads: by default one per core but one, at least one and at most 4. */
  size?: number;
  /** Jobs one worker may have in hand before the pool refuses more (default PDF_JOBS_PER_WORKER). */
  jobsPerWorker?: number;
}

/** Workers started from `workerUrl` (the bundled dist/pdf-worker.js). */
export function createPdfPool(workerUrl: URL, options: PdfPoolOptions = {}): PdfPool {
  const size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  const jobsPerWorker = options.jobsPerWorker ?? PDF_JOBS_PER_WORKER;
  let nextId = 0;
  let closed = false;
  const slots: Slot[] = [];

  const start = (): Slot => {
    const slot: Slot = { worker: new Worker(workerUrl), pending: new Map() };
    slot.worker.on('message', (m: { id: number; bytes?: Uint8Array; error?: string }) => {
      const p = slot.pending.get(m.id);
      if (!p) return;
      slot.pending.delete(m.id);
      if (m.bytes) p.resolve(m.bytes);
      else p.reject(new Error(`PDF not drawn: ${m.error ?? 'unknown error'}`));
    });
    const fail = (err: Error) => {
      for (const p of slot.pending.values()) p.reject(err);
      slot.pending.clear();
      const i = slots.indexOf(slot);
      if (i >= 0 && !closed) slots[i] = start();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (!closed) fail(new Error(`the PDF worker stopped (exit ${code})`));
    });
    // Idle workers do not keep the process alive.
    slot.worker.unref();
    return slot;
  };
  for (let i = 0; i < size; i += 1) slots.push(start());

  return {
    render(job: PdfJob) {
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      // The least busy worker is full: they all are.
      if (slot.pending.size >= jobsPerWorker)
        return Promise.reject(new UnavailableError(COMMON_ERRORS.busy, PDF_RETRY_AFTER_SECONDS));
      const id = (nextId += 1);
      return new Promise<AsyncIterable<Uint8Array>>((resolve, reject) => {
        slot.pending.set(id, { resolve: (bytes) => resolve(once(bytes)), reject });
        slot.worker.postMessage({ id, job });
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
