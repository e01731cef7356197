// A worker thread that draws the server's PDFs (invoices, statements): a job comes in as a
// message, its bytes go back whole, transferred rather than copied. Bundled beside main.js as
// dist/pdf-worker.js (build.mjs); started by pdf-pool.ts. Its fonts are parsed once, on its first job.
import { parentPort } from 'node:worker_threads';
import { drawPdf, type PdfJob } from '@wholesale/services/pdf';

if (!parentPort) throw new Error('pdf-worker.js runs as a worker thread');
const port = parentPort;

port.on('message', (message: { id: number; job: PdfJob }) => {
  void (async () => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of drawPdf(message.job)) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      // A copy of its own, so the whole buffer can move to the main thread.
      const out = new Uint8Array(bytes);
      port.postMessage({ id: message.id, bytes: out }, [out.buffer]);
    } catch (err) {
      port.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) });
    }
  })();
});
