// Faults: the SMTP server stops while mails are queued, and some are queued
// while it is away. The running worker (real SMTP transport, real SMTP server on a real port, real
// database) keeps them, retries, and once the server is back delivers each exactly once.
// SMTP_OUTAGE_MS sets how long the server is away (default 4 s: the retries, 250 ms doubling to 1 s,
// try each waiting mail several times over it; a minute works too, at a minute's cost).
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailLogger } from './logger';
import { enqueueMail } from './outbox';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp';
import { SmtpTransport } from './transports';
import { createMailWorker, type MailWorker } from './worker';

const OUTAGE_MS = Number(process.env.SMTP_OUTAGE_MS ?? 4_000);
const silent: MailLogger = { info() {}, warn() {}, error() {} };

let handle: TestDbHandle;
let smtp: TestSmtpServer;
let transport: SmtpTransport;
let worker: MailWorker;

beforeAll(async () => {
  handle = await createTestDb();
  smtp = await startTestSmtpServer();
  transport = new SmtpTransport(smtp.url, { from: 'Shop <no-reply@shop.example.com>', logger: silent });
  // The production policy (30 s doubling to 1 h, 8 tries) scaled to the outage: retries outlast it,
  // and the first retry after the return comes within a few seconds.
  worker = createMailWorker({
    db: handle.db,
    transport,
    logger: silent,
    intervalMs: 200,
    maxAttempts: 50,
    retry: { baseMs: 250, maxMs: Math.max(1_000, OUTAGE_MS / 5) },
  });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await transport?.close();
  await smtp?.close();
  await handle?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function queue(prefix: string, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    await enqueueMail(handle.db, {
      to: `${prefix}${i}@example.com`,
      template: 'signup-received',
      locale: 'en',
      data: { name: `Buyer ${i}` },
    });
  }
  worker.wake();
}

describe('the SMTP server away for a while', () => {
  it(
    `keeps the queued mails and delivers each exactly once when it is back (${OUTAGE_MS} ms away)`,
    { timeout: OUTAGE_MS + 45_000 },
    async () => {
      worker.start();
      await queue('before', 3);
      await expect.poll(() => smtp.received.length, { timeout: 10_000, interval: 50 }).toBe(3);

      await smtp.stop();
      const stoppedAt = Date.now();
      await queue('during', 10);
      await sleep(OUTAGE_MS / 2);
      await queue('late', 10);
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));
      // Nothing got through, nothing was given up.
      expect(smtp.received).toHaveLength(3);
      const waiting = await handle.db
        .selectFrom('mail_outbox')
        .select(['attempts', 'failed_at', 'last_error'])
        .where('sent_at', 'is', null)
        .execute();
      expect(waiting).toHaveLength(20);
      expect(waiting.filter((r) => r.failed_at !== null)).toEqual([]);
      expect(Math.max(...waiting.map((r) => r.attempts))).toBeGreaterThan(1);
      expect(waiting[0]?.last_error).toMatch(/ECONNREFUSED/);

      await smtp.start();
      const backAt = Date.now();
      await expect.poll(() => smtp.received.length, { timeout: OUTAGE_MS / 5 + 15_000, interval: 50 }).toBe(23);
      const deliveredAfterMs = Date.now() - backAt;
      await sleep(1_500); // a few more polls: nothing is sent twice
      const recipients = smtp.received.flatMap((m) => m.envelopeTo);
      expect(recipients).toHaveLength(23);
      expect(new Set(recipients).size).toBe(23);
      const unsent = await handle.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
      expect(unsent).toEqual([]);
      console.log(
        `smtp outage: away ${OUTAGE_MS} ms; all 20 waiting mails delivered ${deliveredAfterMs} ms after it came back, once each`,
      );
    },
  );
});
