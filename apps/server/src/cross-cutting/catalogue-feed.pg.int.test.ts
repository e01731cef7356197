// The catalogue's change feed over a connection that goes silent: a NAT or a
// firewall that forgets the listening connection drops it without a FIN or a RST, so neither end
// hears of it, and the notifications of every later change are lost. The feed's heartbeat must
// notice within its window, drop the cache (the changed price is served within seconds, not at the
// next restart) and listen again (a later change arrives by notification). The listening
// connection goes through a TCP proxy the test silences; the reads and the change go straight to
// PostgreSQL, as another process's would. Runs only with DATABASE_URL (see vitest.config.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, type Listen } from '@wholesale/db';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { CatalogueCache, LocalDiskStorage, createCatalogueService, followCatalogueChanges } from '@wholesale/services';
import { GUEST } from '@wholesale/contract';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';

/** Short, so the test takes seconds: a silent connection is noticed 1 to 1.5 s after it fell silent. */
const HEARTBEAT = { intervalMs: 500, timeoutMs: 1_000 };

let handle: TestDbHandle;
let proxy: TcpProxy;
let viaProxy: DbHandle;
let files: string;

beforeAll(async () => {
  handle = await createTestDb({ seedCatalogue: true });
  const db = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy({ host: db.hostname, port: Number(db.port || 5432) });
  const proxied = new URL(db);
  proxied.hostname = proxy.host;
  proxied.port = String(proxy.port);
  // The server process's side: its listening connections go through the proxy.
  viaProxy = await createDb({
    databaseUrl: proxied.toString(),
    schema: handle.schema,
    maxConnections: 1,
    listenHeartbeat: HEARTBEAT,
  });
  files = mkdtempSync(path.join(tmpdir(), 'wholesale-feed-'));
}, 60_000);

afterAll(async () => {
  await viaProxy?.close();
  await proxy?.close();
  await handle?.close();
  if (files) rmSync(files, { recursive: true, force: true });
});

describe('the catalogue feed on a connection that goes silent', () => {
  it(
    'notices within the heartbeat’s window, serves the new price, and listens again',
    { timeout: 30_000 },
    async () => {
      const cache = new CatalogueCache({ trusted: false });
      // Every gap the feed reports (false: lost, true: listening again), with when.
      const gaps: { connected: boolean; at: number }[] = [];
      const listen: Listen = (channel, listener) =>
        viaProxy.listen(channel, {
          message: (payload) => listener.message(payload),
          gap: (connected) => {
            gaps.push({ connected, at: Date.now() });
            listener.gap(connected);
          },
        });
      const unfollow = await followCatalogueChanges(handle.db, listen, cache);
      const catalogue = createCatalogueService({ db: handle.db, storage: new LocalDiskStorage(files), cache });
      const item = (await catalogue.list(GUEST, { style: 'marinated' }))[0]!;
      const price = async () => (await catalogue.byId(GUEST, item.id)).price;
      const setPrice = (cents: number) =>
        handle.db.updateTable('items').set({ price_cents: cents }).where('id', '=', item.id).execute();
      const cents = Math.round(item.price * 100);
      try {
        // Cached: the same (frozen) answer twice.
        expect(await catalogue.byId(GUEST, item.id)).toBe(await catalogue.byId(GUEST, item.id));

        // The connection falls silent; another process changes the price.
        expect(proxy.blackhole()).toBeGreaterThan(0);
        await setPrice(cents + 100);
        const changedAt = Date.now();
        // The notification is lost: time enough for it to arrive, and the old price is still served
        // (unless the heartbeat noticed already: no beat is missed sooner than timeoutMs after the
        // silence began, which a very slow machine might reach by now).
        await new Promise((resolve) => setTimeout(resolve, 200));
        const stale = await price();
        if (gaps.length === 0) expect(stale).toBe(item.price);
        // ...until the heartbeat misses and the cache is dropped.
        await expect.poll(price, { timeout: 10_000, interval: 50 }).toBe(item.price + 1);
        const seenAfterMs = Date.now() - changedAt;
        expect(gaps[0]?.connected).toBe(false);
        expect(seenAfterMs).toBeLessThan(3_000);

        // Back: a new connection through the proxy listens.
        await expect.poll(() => gaps.at(-1)?.connected, { timeout: 10_000, interval: 50 }).toBe(true);
        const backAfterMs = gaps.at(-1)!.at - changedAt;
        expect(proxy.open()).toBeGreaterThan(0);

        // A later change arrives by notification: cached again, then dropped without another gap.
        const gapsBefore = gaps.length;
        expect(await catalogue.byId(GUEST, item.id)).toBe(await catalogue.byId(GUEST, item.id));
        await setPrice(cents + 200);
        const secondAt = Date.now();
        await expect.poll(price, { timeout: 5_000, interval: 20 }).toBe(item.price + 2);
        const notifiedAfterMs = Date.now() - secondAt;
        expect(gaps.length, 'the change came by notification, not by another reconnect').toBe(gapsBefore);
        expect(notifiedAfterMs).toBeLessThan(1_000);
        console.log(
          `catalogue feed, heartbeat every ${HEARTBEAT.intervalMs} ms within ${HEARTBEAT.timeoutMs} ms: a change behind a silent connection seen after ${seenAfterMs} ms,` +
            ` listening again after ${backAfterMs} ms, the next change seen after ${notifiedAfterMs} ms (by notification)`,
        );
      } finally {
        await setPrice(cents);
        await unfollow();
      }
    },
  );
});
