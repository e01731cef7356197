// The server's PDF renderer: a few worker threads (pdf-worker.ts) that draw invoices and
// statements off the event loop, so a burst of downloads neither blocks other requests nor waits
// on one core. A job goes to the worker with the fewest in hand; a worker that dies is replaced
// and its jobs fail (the request answers 500, the next one is drawn by the new worker).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PdfJob, PdfRenderer } from '@wholesale/services/pdf';

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

/** `size` workers (by default one per core but one, at least one and at most 4) from the bundled dist/pdf-worker.js. */
export function createPdfPool(workerUrl: URL, size = Math.min(4, Math.max(1, availableParallelism() - 1))): PdfPool {
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
