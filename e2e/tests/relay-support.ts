// The network really lost, for the specs of the service worker (offline.phone.spec.ts,
// offline-catalogue.phone.spec.ts): the pages reach the server through a TCP relay of the spec's own,
// which drops every connection and refuses new ones while "offline" (Playwright's setOffline does
// not reach a service worker's own requests). The relay's own origin gives each test a service
// worker of its own (the other specs block service workers: playwright.config.ts).
import net from 'node:net';
import type { Page } from '@playwright/test';
import { anyOf, expect, test as base } from './support';

export interface Relay {
  url: string;
  down(): void;
  up(): void;
  /** Holds back the answers to every request whose `METHOD /path?query` matches, until released. */
  hold(request: RegExp): Held;
  close(): Promise<void>;
}

/** Answers held on their way back: `arrived` once the first request went through, `release` lets them go on. */
export interface Held {
  arrived: Promise<void>;
  release(): void;
}

/** An HTTP/1.1 request line at the start of a line of what the browser sent. */
const REQUEST_LINE = /^([A-Z]+) (\S+) HTTP\/1\.[01]\r$/m;

/**
 * A TCP relay to the e2e server that can lose the network (every connection dropped, new ones
 * refused) or hold one answer back, as a slow bar of signal does. The browser sends one request
 * at a time on a connection (no pipelining), so whatever the server sends on it after a held
 * request is that request's answer.
 */
export function relayTo(port: number): Promise<Relay> {
  let up = true;
  const open = new Set<net.Socket>();
  let armed: { request: RegExp; arrived: () => void; released: Promise<void> } | null = null;
  const server = net.createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = net.connect(port, '127.0.0.1');
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', end);
      s.on('close', end);
    }
    // Answers on their way back to the browser: in order, each once the one before has gone.
    let back = Promise.resolve();
    let held: Promise<void> | null = null;
    client.on('data', (chunk: Buffer) => {
      const line = REQUEST_LINE.exec(chunk.toString('latin1'));
      if (line && armed && armed.request.test(`${line[1]} ${line[2]}`)) {
        held = armed.released;
        armed.arrived();
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      const wait = held;
      back = back.then(async () => {
        if (wait) await wait;
        if (!client.destroyed) client.write(chunk);
      });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port: relayPort } = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${relayPort}`,
        down: () => {
          up = false;
          for (const s of open) s.destroy();
          open.clear();
        },
        up: () => {
          up = true;
        },
        hold: (request) => {
          let arrived!: () => void;
          let release!: () => void;
          const arrivedP = new Promise<void>((resolve) => (arrived = resolve));
          const released = new Promise<void>((resolve) => (release = resolve));
          const hold = { request, arrived, released };
          armed = hold;
          return {
            arrived: arrivedP,
            release: () => {
              if (armed === hold) armed = null;
              release();
            },
          };
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

export const relayTest = base.extend<{ relay: Relay }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  relay: async ({}, use) => {
    const relay = await relayTo(Number(process.env.E2E_PORT ?? 3210));
    await use(relay);
    relay.up();
    await relay.close();
  },
  baseURL: async ({ relay }, use) => use(relay.url),
});
/** A spec's `test.use` through the relay: service workers allowed, and the network's failures expected. */
export const relayOptions = {
  serviceWorkers: 'allow' as const,
  // Offline, whatever the service worker has not kept fails, as it should.
  expectedErrors: anyOf(
    /ERR_INTERNET_DISCONNECTED/,
    /ERR_FAILED/,
    /ERR_CONNECTION_(RESET|REFUSED|CLOSED)/,
    /ERR_EMPTY_RESPONSE/,
    /Failed to load resource/,
    /Failed to fetch/,
  ),
};

export async function goOffline(page: Page, relay: Relay): Promise<void> {
  relay.down();
  await page.context().setOffline(true);
}
export async function goOnline(page: Page, relay: Relay): Promise<void> {
  relay.up();
  await page.context().setOffline(false);
}

/**
 * Waits until the service worker is installed (the app precached) and controls the page. The app
 * registers it only once the page is idle (up to 10 s after load), and its install downloads the
 * storefront: on a loaded 2-core machine that has taken past 20 s.
 */
export async function underServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      timeout: 40_000,
    })
    .toBe('activated');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 })
    .toBe(true);
}

/** Waits until the service worker keeps the whole catalogue (src/sw/catalogue.ts) for the one signed in. */
export async function catalogueKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = await (await caches.open('catalogue-v1')).match('/api/items');
          return kept ? ((await kept.json()) as { data: unknown[] }).data.length : 0;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(1);
}
