// Two real server processes on one PostgreSQL and one Redis, as production scales out:
// orders placed through both at once get distinct numbers; the login limits are one set
// of counters; both run the outbox worker against one SMTP server and every mail goes out exactly
// once; a change made through one is served by the other at once (each has its own in-memory
// catalogue cache). PGlite is one process by design, so this file runs only with DATABASE_URL and
// REDIS_URL set (see vitest.config.ts), as .ci/run's second pass sets them.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@wholesale/db';
import { LOGIN_LIMITS, enqueueMail } from '@wholesale/services';
import { startTestSmtpServer, type TestSmtpServer } from '@wholesale/services/testing';
import {
  DEMO_ADMIN,
  DEMO_BUYER,
  createCluster,
  login,
  orderableItemIds,
  placeOrder,
  tokenFor,
  type Cluster,
  type PlacedOrder,
  type ServerProc,
} from '../testing/processes';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let cluster: Cluster;
let smtp: TestSmtpServer;
let a: ServerProc;
let b: ServerProc;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  cluster = await createCluster('multi');
  // One proxy hop believed, so each test can be a client of its own (X-Forwarded-For) on the Redis
  // that other runs share. One after the other: the first migrates and seeds, the second finds it done.
  const env = { REDIS_URL, SMTP_URL: smtp.url, TRUST_PROXY: '1' };
  a = await cluster.start('a', env);
  b = await cluster.start('b', env);
}, 180_000);

afterAll(async () => {
  await cluster?.close();
  await smtp?.close();
});

const product = async (base: string, id: number) => {
  const res = await fetch(`${base}/api/items/${id}`);
  return {
    status: res.status,
    name: res.status === 200 ? ((await res.json()) as { data: { name: string } }).data.name : null,
  };
};

/** A client address nobody else uses, on a Redis that other test runs share. */
const freshClient = () => ({ 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('give orders placed through both at once distinct numbers, each order whole', async () => {
    const token = await tokenFor(a.base, DEMO_BUYER);
    const [first, second] = await orderableItemIds(a.base, 2);
    const perProcess = 15;
    const responses = await Promise.all(
      [a, b].flatMap((server) =>
        Array.from({ length: perProcess }, () =>
          placeOrder(
            server.base,
            token,
            [
              { id: first!, quantity: 1 },
              { id: second!, quantity: 2 },
            ],
            { idempotencyKey: randomUUID() },
          ),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 201));
    const placed = await Promise.all(responses.map(async (r) => ((await r.json()) as { data: PlacedOrder }).data));
    const numbers = placed.map((o) => o.order_number);
    expect(new Set(numbers).size).toBe(2 * perProcess);
    const lines = await cluster.handle.db
      .selectFrom('order_items')
      .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where(
        'order_id',
        'in',
        placed.map((o) => o.id),
      )
      .groupBy('order_id')
      .execute();
    expect(lines.map((l) => Number(l.n))).toEqual(placed.map(() => 2));
  });

  it('share the login limits: failures through A count on B', async () => {
    const client = freshClient();
    const wrong = { email: DEMO_BUYER.email, password: 'not the password' };
    const statuses: number[] = [];
    // Alternating processes: with counters of their own, each would allow perClientAccount failures.
    for (let i = 0; i < 2 * LOGIN_LIMITS.perClientAccount && !statuses.includes(429); i += 1) {
      statuses.push((await login((i % 2 === 0 ? a : b).base, wrong, client)).status);
    }
    expect(statuses).toEqual([...Array.from({ length: LOGIN_LIMITS.perClientAccount }, () => 401), 429]);
    // Even the right password, from this client, through the other process.
    expect((await login(b.base, DEMO_BUYER, client)).status).toBe(429);
    expect((await login(a.base, DEMO_BUYER, client)).status).toBe(429);
    // Another client is not locked out by it.
    expect((await login(b.base, DEMO_BUYER, freshClient())).status).toBe(200);
  });

  it('deliver every outbox mail exactly once, though both run the worker', async () => {
    const marker = randomUUID().slice(0, 8);
    const count = 120;
    // Written straight into the shared outbox, held back an hour so that no worker's poll sees them.
    // Only this test's rows are touched: pushing back or bringing forward a row that a worker has
    // claimed and is sending (the previous test's order mails) would hand it to the other worker,
    // and the test itself would cause the double delivery it looks for.
    const ours = `%.${marker}@example.com`;
    await cluster.handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i += 1) {
        await enqueueMail(trx, {
          to: `buyer${i}.${marker}@example.com`,
          template: 'signup-received',
          locale: 'en',
          data: { name: `Buyer ${i}` },
        });
      }
      await trx
        .updateTable('mail_outbox')
        .set({ next_attempt_at: sql<Date>`now() + interval '1 hour'` })
        .where('to_address', 'like', ours)
        .execute();
    });
    // Then all due at once, and an order through each process wakes both workers together: they
    // claim batches of the same rows side by side.
    await cluster.handle.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('to_address', 'like', ours)
      .execute();
    const token = await tokenFor(a.base, DEMO_BUYER);
    const [item] = await orderableItemIds(a.base, 1);
    const orders = await Promise.all(
      [a, b].map((server) => placeOrder(server.base, token, [{ id: item!, quantity: 1 }])),
    );
    expect(orders.map((r) => r.status)).toEqual([201, 201]);

    const mine = () => smtp.received.filter((m) => m.envelopeTo.some((to) => to.endsWith(`.${marker}@example.com`)));
    await expect.poll(() => mine().length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(count);
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // one more poll each (5 s): nothing more may arrive
    const recipients = mine().flatMap((m) => m.envelopeTo);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    // And the orders' mails (two per order, from either process) went out once each.
    const rows = await cluster.handle.db.selectFrom('mail_outbox').select(['id', 'sent_at']).execute();
    expect(rows.filter((r) => r.sent_at === null)).toEqual([]);
    const delivered = smtp.received.map((m) => `${m.envelopeTo.join(',')}|${m.parsed.subject ?? ''}`);
    expect(delivered).toHaveLength(rows.length);
    expect(new Set(delivered).size).toBe(delivered.length);
  });

  it('serve an admin’s edit and a hidden product from the other process within a moment', async () => {
    const listing = (await (await fetch(`${b.base}/api/items/style/marinated`)).json()) as {
      data: { id: number; name: string }[];
    };
    const item = listing.data[0]!;
    // Warm B's cache with the product and the listing.
    expect(await product(b.base, item.id)).toEqual({ status: 200, name: item.name });

    const token = await tokenFor(a.base, DEMO_ADMIN);
    const patch = (body: object) =>
      fetch(`${a.base}/api/items/${item.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const started = Date.now();
    expect((await patch({ name: `${item.name} (renamed)` })).status).toBe(200);
    await expect
      .poll(async () => (await product(b.base, item.id)).name, { timeout: 3000, interval: 20 })
      .toBe(`${item.name} (renamed)`);
    const seenAfterMs = Date.now() - started;
    expect(seenAfterMs).toBeLessThan(1000);

    expect((await patch({ show: false })).status).toBe(200);
    await expect.poll(async () => (await product(b.base, item.id)).status, { timeout: 3000, interval: 20 }).toBe(404);
    const hiddenListing = (await (await fetch(`${b.base}/api/items/style/marinated`)).json()) as {
      data: { id: number }[];
    };
    expect(hiddenListing.data.map((i) => i.id)).not.toContain(item.id);

    expect((await patch({ show: true, name: item.name })).status).toBe(200);
    await expect
      .poll(async () => await product(b.base, item.id), { timeout: 3000, interval: 20 })
      .toEqual({ status: 200, name: item.name });
  });
});
