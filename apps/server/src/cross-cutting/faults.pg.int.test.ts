// Faults, with real parts: the built server as a child process, talking to
// PostgreSQL through a TCP proxy on loopback that the test cuts and restores while buyers place
// orders. Every order acknowledged to a client exists exactly once with all its lines, no order is
// half-written, the server answers 503 quickly (no hang, no crash) while the database is away, and
// it recovers by itself. Runs only with DATABASE_URL (see vitest.config.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_BUYER,
  createCluster,
  logTail,
  orderableItemIds,
  placeOrder,
  tokenFor,
  type Cluster,
  type PlacedOrder,
  type ServerProc,
} from '../testing/processes';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';

/** How long the database stays away. */
const OUTAGE_MS = 8_000;
/**
 * The longest any answer may take, outage or not: a client must never be left hanging. A stalled
 * connection attempt is given up after CONNECT_TIMEOUT_MS (5 s, packages/db).
 */
const ANSWER_WITHIN_MS = 8_000;
/** Orders acknowledged so far, by idempotency key (both outages, one database). */
const acknowledged = new Map<string, number>();

let cluster: Cluster;
let proxy: TcpProxy;
let server: ServerProc;

beforeAll(async () => {
  cluster = await createCluster('faults');
  const db = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy({ host: db.hostname, port: Number(db.port || 5432) });
  server = await cluster.start('s', { DATABASE_URL: cluster.databaseUrl({ host: proxy.host, port: proxy.port }) });
}, 180_000);

afterAll(async () => {
  await cluster?.close();
  await proxy?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Attempt {
  key: string;
  status: number | string;
  ms: number;
  at: number;
  order?: PlacedOrder;
  message?: string;
}

describe('the database going away and coming back', () => {
  const outages = [
    ['reset', 'connections reset and refused (a restart, a failover)'],
    ['stall', 'connections reset, new ones never answered (a host gone from the network)'],
  ] as const;
  for (const [mode, what] of outages)
    it(
      `${mode}: ${what} — acknowledges only orders that exist once and whole, answers 503 meanwhile, recovers by itself`,
      { timeout: 60_000 },
      async () => {
        const token = await tokenFor(server.base, DEMO_BUYER);
        const cart = (await orderableItemIds(server.base, 2)).map((id, i) => ({ id, quantity: i + 1 }));
        const attempts: Attempt[] = [];
        const t0 = Date.now();
        let stop = false;

        async function place(key: string): Promise<Attempt> {
          const started = Date.now();
          try {
            const res = await placeOrder(server.base, token, cart, {
              idempotencyKey: key,
              timeoutMs: ANSWER_WITHIN_MS + 7_000,
            });
            const body = (await res.json()) as { data?: PlacedOrder; message?: string };
            return {
              key,
              status: res.status,
              ms: Date.now() - started,
              at: started - t0,
              ...(body.data ? { order: body.data } : {}),
              ...(body.message ? { message: body.message } : {}),
            };
          } catch (error) {
            // A reset connection or a timeout: exactly what must not happen.
            const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
            return { key, status: cause, ms: Date.now() - started, at: started - t0 };
          }
        }

        // Four buyers' sessions (one account) ordering back to back.
        const buyers = Array.from({ length: 4 }, async () => {
          while (!stop) {
            attempts.push(await place(randomUUID()));
            await sleep(50);
          }
        });

        await sleep(1_500);
        const cutAt = Date.now() - t0;
        proxy.cut(mode);
        const readyDuringOutage: (number | string)[] = [];
        // tRPC too: a query that reads the database (search is never cached), and the session check
        // a signed-in call starts with. Each a 503 with Retry-After, like REST.
        const trpcDuringOutage: string[] = [];
        const trpcAnswer = (path: string, headers: Record<string, string> = {}) =>
          fetch(`${server.base}/trpc/${path}`, { headers, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).then(
            (res) => `${res.status} retry-after ${res.headers.get('retry-after')}`,
            (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name,
          );
        while (Date.now() - t0 < cutAt + OUTAGE_MS) {
          if (Date.now() - t0 > cutAt + 500) {
            trpcDuringOutage.push(
              await trpcAnswer(`catalogue.search?input=${encodeURIComponent(JSON.stringify({ q: 'beef' }))}`),
            );
            trpcDuringOutage.push(await trpcAnswer('auth.me', { authorization: `Bearer ${token}` }));
          }
          readyDuringOutage.push(
            await fetch(`${server.base}/readyz`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).then(
              (res) => res.status,
              (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name,
            ),
          );
          await sleep(500);
        }
        const restoredAt = Date.now() - t0;
        proxy.restore();
        // Recovery: the first order placed after the restore that the server acknowledges.
        let recoveredAt: number | undefined;
        while (recoveredAt === undefined && Date.now() - t0 < restoredAt + 20_000) {
          const ok = attempts.find((a) => a.at >= restoredAt && a.status === 201);
          if (ok) recoveredAt = ok.at + ok.ms;
          else await sleep(100);
        }
        await sleep(1_000);
        stop = true;
        await Promise.all(buyers);

        const during = attempts.filter((a) => a.at > cutAt + 500 && a.at + a.ms < restoredAt);
        const statuses = [...new Set(attempts.map((a) => a.status))].sort();
        const slowest = Math.max(...attempts.map((a) => a.ms));
        console.log(
          `faults (${mode}): ${attempts.length} orders tried; cut at ${cutAt} ms, restored at ${restoredAt} ms, first order acknowledged after the restore at ${recoveredAt} ms` +
            ` (recovery ${recoveredAt === undefined ? '—' : recoveredAt - restoredAt} ms); statuses ${statuses.join(', ')}; slowest answer ${slowest} ms;` +
            ` during the outage ${during.length} answers, ${during.filter((a) => a.status === 503).length} of them 503, /readyz ${readyDuringOutage.join(',')}`,
        );

        await sleep(200);
        expect(server.proc.child.exitCode, `the server is still running:\n${logTail(server)}`).toBeNull();
        // Every answer is an order or a 503: no 500, no reset connection, no time-out.
        expect(
          statuses.filter((s) => s !== 201 && s !== 503),
          JSON.stringify(attempts.filter((a) => a.status !== 201 && a.status !== 503).slice(0, 3)),
        ).toEqual([]);
        expect(slowest).toBeLessThan(ANSWER_WITHIN_MS);
        expect(during.length).toBeGreaterThan(0);
        expect(during.every((a) => a.status === 503)).toBe(true);
        expect(during.find((a) => a.status === 503)?.message).toMatch(/temporarily unavailable/i);
        expect(readyDuringOutage.every((s) => s === 503)).toBe(true);
        expect(trpcDuringOutage.length).toBeGreaterThan(0);
        expect([...new Set(trpcDuringOutage)]).toEqual(['503 retry-after 5']);
        expect(recoveredAt, 'an order is acknowledged again after the restore').toBeDefined();
        expect(recoveredAt! - restoredAt).toBeLessThan(10_000);

        // A 503 may have come after the order was committed (the answer to the commit was lost): the
        // client retries with its key, as it must, and gets that order back, or a first one.
        const retried = await Promise.all(attempts.filter((a) => a.status === 503).map((a) => place(a.key)));
        expect(retried.map((a) => a.status).filter((s) => s !== 201 && s !== 200)).toEqual([]);
        for (const a of [...attempts, ...retried].filter((x) => x.order)) {
          const seen = acknowledged.get(a.key);
          if (seen !== undefined) expect(a.order!.id, 'one key, one order').toBe(seen);
          acknowledged.set(a.key, a.order!.id);
        }

        // The database holds exactly those orders, each once, each with both its lines.
        const orders = await cluster.handle.db
          .selectFrom('orders as o')
          .leftJoin('order_items as l', 'l.order_id', 'o.id')
          .select(['o.id', 'o.order_number', (eb) => eb.fn.count<number>('l.id').as('lines')])
          .groupBy(['o.id', 'o.order_number'])
          .execute();
        expect(orders.map((o) => o.id).sort((x, y) => x - y)).toEqual(
          [...new Set(acknowledged.values())].sort((x, y) => x - y),
        );
        expect(
          orders.filter((o) => Number(o.lines) !== cart.length),
          'no half-written order',
        ).toEqual([]);
        expect(new Set(orders.map((o) => o.order_number)).size).toBe(orders.length);
      },
    );
});
