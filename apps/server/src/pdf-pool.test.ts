// The PDF worker pool's own mechanics, with a stand-in worker (the real one, dist/pdf-worker.js,
// is exercised by the e2e specs that download invoices from the built server): answers come back
// to the job that asked, a worker's refusal rejects that job only, a worker that dies fails
// its jobs and is replaced, and a full pool refuses at once (503 with Retry-After).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_ERRORS, UnavailableError } from '@wholesale/contract';
import type { PdfJob } from '@wholesale/services/pdf';
import { createPdfPool, PDF_RETRY_AFTER_SECONDS } from './pdf-pool';

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-pool-'));
const workerFile = path.join(dir, 'stand-in.mjs');
// Echoes the job's number back as its bytes after a short wait (numbers starting 'slow' after a
// long one); 'fail' refuses, 'die' exits.
writeFileSync(
  workerFile,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, job }) => {
  if (job.data.number === 'die') process.exit(3);
  if (job.data.number === 'fail') return parentPort.postMessage({ id, error: 'no font' });
  setTimeout(() => {
    const bytes = new TextEncoder().encode(job.data.number);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  }, job.data.number.startsWith('slow') ? 300 : 5);
});
`,
);
const pool = createPdfPool(pathToFileURL(workerFile), { size: 2 });
// One worker that takes three jobs at most.
const small = createPdfPool(pathToFileURL(workerFile), { size: 1, jobsPerWorker: 3 });
afterAll(async () => {
  await pool.close();
  await small.close();
  rmSync(dir, { recursive: true, force: true });
});

const job = (number: string) => ({ kind: 'invoice', data: { number } }) as unknown as PdfJob;
async function text(content: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of content) parts.push(chunk);
  return Buffer.concat(parts).toString();
}

describe('the PDF worker pool', () => {
  it('answers each job with its own bytes, many at once across its workers', async () => {
    const numbers = Array.from({ length: 20 }, (_, i) => `INV-${1000 + i}`);
    const answers = await Promise.all(numbers.map(async (n) => text(await pool.render(job(n)))));
    expect(answers).toEqual(numbers);
  });

  it('rejects only the job a worker refused', async () => {
    const [bad, good] = await Promise.allSettled([pool.render(job('fail')), pool.render(job('INV-2000'))]);
    expect(bad.status === 'rejected' && (bad.reason as Error).message).toBe('PDF not drawn: no font');
    expect(good.status === 'fulfilled' && (await text(good.value))).toBe('INV-2000');
  });

  it('fails the jobs of a worker that dies, and draws the next ones on its replacement', async () => {
    await expect(pool.render(job('die'))).rejects.toThrow(/the PDF worker stopped \(exit 3\)/);
    const after = await Promise.all(
      ['INV-3000', 'INV-3001', 'INV-3002'].map(async (n) => text(await pool.render(job(n)))),
    );
    expect(after).toEqual(['INV-3000', 'INV-3001', 'INV-3002']);
  });

  it('refuses a job at once when every worker has its fill, and takes jobs again once they are drawn', async () => {
    const held = ['slow-1', 'slow-2', 'slow-3'].map(async (n) => text(await small.render(job(n))));
    const started = performance.now();
    const refused = await small.render(job('INV-4000')).then(
      () => null,
      (err: unknown) => err,
    );
    // Refused without waiting for the three in hand (each takes 300 ms).
    expect(performance.now() - started).toBeLessThan(100);
    expect(refused).toBeInstanceOf(UnavailableError);
    expect(refused).toMatchObject({
      httpStatus: 503,
      code: COMMON_ERRORS.busy.code,
      retryAfterSeconds: PDF_RETRY_AFTER_SECONDS,
    });
    expect(await Promise.all(held)).toEqual(['slow-1', 'slow-2', 'slow-3']);
    expect(await text(await small.render(job('INV-4001')))).toBe('INV-4001');
  });
});
