import { createDb, sql, type Database, type DbHandle, type Kysely } from '@wholesale/db';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailLogger } from './logger';
import { enqueueMail } from './outbox';
import type { MailTransport, OutgoingMail, SentMail } from './transports';
import { createMailWorker } from './worker';

const silent: MailLogger = { info() {}, warn() {}, error() {} };
const noJitter = () => 0.5;

let handle: TestDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => {
  await handle?.close();
});
afterEach(async () => {
  await handle.db.deleteFrom('mail_outbox').execute();
});

/** A transport whose behaviour each test scripts; it records what it was asked to send. */
class ScriptedTransport implements MailTransport {
  readonly kind = 'scripted';
  readonly sent: OutgoingMail[] = [];
  calls = 0;
  constructor(private readonly behaviour: (mail: OutgoingMail, call: number) => Promise<void> | void = () => {}) {}
  async send(mail: OutgoingMail): Promise<SentMail> {
    this.calls += 1;
    await this.behaviour(mail, this.calls);
    this.sent.push(mail);
    return { messageId: `<${mail.outboxId}@test>` };
  }
  async close(): Promise<void> {}
}

async function enqueue(db: Kysely<Database>, n = 1, to = 'jane@example.com'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const { id } = await enqueueMail(db, {
      to,
      template: 'signup-received',
      locale: 'en',
      data: { name: `Buyer ${i}` },
    });
    ids.push(id);
  }
  return ids;
}

async function row(id: number) {
  return handle.db
    .selectFrom('mail_outbox')
    .selectAll()
    .select(sql<number>`extract(epoch from next_attempt_at - now())`.as('due_in_s'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function makeDue(id: number) {
  await handle.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', id)
    .execute();
}

describe('mail worker: failures', () => {
  it('retries a failing send with exponential backoff, then sends it', async () => {
    const transport = new ScriptedTransport((_mail, call) => {
      if (call <= 2) throw new Error(`connection refused #${call}`);
    });
    const worker = createMailWorker({ db: handle.db, transport, logger: silent, random: noJitter, maxAttempts: 5 });
    const [id] = await enqueue(handle.db);

    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 0, retried: 1, failed: 0 });
    let r = await row(id!);
    expect(r).toMatchObject({
      attempts: 1,
      sent_at: null,
      failed_at: null,
      last_error: 'Error: connection refused #1',
    });
    expect(Number(r.due_in_s)).toBeGreaterThan(28);
    expect(Number(r.due_in_s)).toBeLessThanOrEqual(30);
    expect((await worker.runOnce()).claimed).toBe(0); // not due yet

    await makeDue(id!);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    r = await row(id!);
    expect(r.attempts).toBe(2);
    expect(r.last_error).toBe('Error: connection refused #2');
    expect(Number(r.due_in_s)).toBeGreaterThan(58); // 30 s x 2
    expect(Number(r.due_in_s)).toBeLessThanOrEqual(60);

    await makeDue(id!);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    r = await row(id!);
    expect(r.attempts).toBe(3);
    expect(r.sent_at).toBeInstanceOf(Date);
    expect(r.last_error).toBeNull();
    expect(transport.sent.map((m) => m.outboxId)).toEqual([id]);
  });

  it('marks the row failed after maxAttempts and leaves it alone afterwards', async () => {
    const transport = new ScriptedTransport(() => {
      throw new Error('timeout');
    });
    const worker = createMailWorker({ db: handle.db, transport, logger: silent, random: noJitter, maxAttempts: 2 });
    const [id] = await enqueue(handle.db);
    expect(await worker.runOnce()).toMatchObject({ retried: 1, failed: 0 });
    await makeDue(id!);
    expect(await worker.runOnce()).toMatchObject({ retried: 0, failed: 1 });
    const r = await row(id!);
    expect(r.failed_at).toBeInstanceOf(Date);
    expect(r.attempts).toBe(2);
    expect(r.last_error).toBe('Error: timeout');
    await makeDue(id!);
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(transport.calls).toBe(2);
  });

  it('gives up at once on a permanent (5xx) refusal', async () => {
    const transport = new ScriptedTransport(() => {
      throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
    });
    const worker = createMailWorker({ db: handle.db, transport, logger: silent, maxAttempts: 8 });
    const [id] = await enqueue(handle.db);
    expect(await worker.runOnce()).toMatchObject({ failed: 1, retried: 0 });
    expect((await row(id!)).failed_at).toBeInstanceOf(Date);
  });

  it('hands rows back unsent when the lease runs short, without counting an attempt', async () => {
    const transport = new ScriptedTransport(() => new Promise((resolve) => setTimeout(resolve, 150)));
    const worker = createMailWorker({ db: handle.db, transport, logger: silent, leaseMs: 200, batchSize: 3 });
    const ids = await enqueue(handle.db, 3);
    expect(await worker.runOnce()).toMatchObject({ claimed: 3, sent: 1, released: 2 });
    for (const id of ids.slice(1)) {
      const r = await row(id);
      expect(r.attempts).toBe(0);
      expect(r.sent_at).toBeNull();
      expect(Number(r.due_in_s)).toBeLessThanOrEqual(0);
    }
  });
});

describe('mail worker: loop', () => {
  it('stop() waits for the batch in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const transport = new ScriptedTransport(async () => {
      started();
      await gate;
    });
    const worker = createMailWorker({ db: handle.db, transport, logger: silent, intervalMs: 50 });
    const [id] = await enqueue(handle.db);
    worker.start();
    await sending;

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await row(id!)).sent_at).toBeInstanceOf(Date);
    // and no more polling after stop
    const calls = transport.calls;
    await enqueue(handle.db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(transport.calls).toBe(calls);
  });

  it('wake() delivers at once instead of after the poll interval', async () => {
    const transport = new ScriptedTransport();
    const worker = createMailWorker({ db: handle.db, transport, logger: silent, intervalMs: 60_000 });
    worker.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200)); // first (empty) poll, then a long sleep
      const [id] = await enqueue(handle.db);
      worker.wake();
      await vi.waitFor(() => expect(transport.sent.map((m) => m.outboxId)).toEqual([id]), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      await worker.stop();
    }
  });

  it('keeps polling after a failed batch (database error)', async () => {
    const errors: string[] = [];
    const logger: MailLogger = { ...silent, error: (_obj, msg) => errors.push(msg) };
    const broken = {
      transaction: () => {
        throw new Error('database unavailable');
      },
    } as unknown as Kysely<Database>;
    const worker = createMailWorker({ db: broken, transport: new ScriptedTransport(), logger, intervalMs: 20 });
    worker.start();
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 5_000, interval: 20 });
    await worker.stop();
    expect(errors[0]).toBe('mail worker batch failed');
  });
});

describe('mail worker: concurrency', () => {
  it('two workers on separate connections send each row exactly once', async () => {
    // On PostgreSQL the second worker gets its own pool, as a second server process would;
    // PGlite has one connection, so there the two workers simply interleave.
    const url = process.env.DATABASE_URL;
    let second: DbHandle | undefined;
    if (url) second = await createDb({ databaseUrl: url, schema: handle.schema, maxConnections: 3 });
    try {
      const n = 120;
      const ids = await enqueue(handle.db, n);
      const sends = new Map<number, number>();
      const jittery = () =>
        new ScriptedTransport(async (mail) => {
          sends.set(mail.outboxId!, (sends.get(mail.outboxId!) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        });
      const a = createMailWorker({ db: handle.db, transport: jittery(), logger: silent, batchSize: 7 });
      const b = createMailWorker({ db: second?.db ?? handle.db, transport: jittery(), logger: silent, batchSize: 7 });
      const drain = async (worker: typeof a) => {
        let sent = 0;
        for (;;) {
          const result = await worker.runOnce();
          sent += result.sent;
          if (result.claimed === 0) return sent;
        }
      };
      const [sentA, sentB] = await Promise.all([drain(a), drain(b)]);

      expect(sentA + sentB).toBe(n);
      expect([...sends.keys()].sort((x, y) => x - y)).toEqual(ids);
      expect([...sends.values()].every((count) => count === 1)).toBe(true);
      const unsent = await handle.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
      expect(unsent).toEqual([]);
      const attempts = await handle.db.selectFrom('mail_outbox').select('attempts').distinct().execute();
      expect(attempts).toEqual([{ attempts: 1 }]);
      if (url) {
        // both really took part
        expect(sentA).toBeGreaterThan(0);
        expect(sentB).toBeGreaterThan(0);
      }
    } finally {
      await second?.close();
    }
  }, 60_000);
});
