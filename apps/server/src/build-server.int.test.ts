import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { catalogueItemSchema, productImagePath, type CatalogueItem } from '@wholesale/rules';
import { LocalDiskStorage } from '@wholesale/services';
import { buildServer, type ServerConfig } from './build-server';
import { DOCUMENT_ONLY_HEADERS, isSubresourceType } from './plugins/security';
import { HASHED_ASSET_CACHE_CONTROL, JS_TYPE } from './site/spa';
import { STORAGE_FILE_CACHE_CONTROL } from './site/storage-files';
import { rawJsonPost } from './testing/requests';

const BANNER_PRELOAD =
  '<link rel="preload" as="image" href="/banners/en/01.avif" type="image/avif" fetchpriority="high" />';
const INDEX_HTML = `<!doctype html><html><head>${BANNER_PRELOAD}<script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>`;
const ASSET_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
// A built file with the .br/.gz siblings apps/web's build writes (distinct bodies, so the test
// can tell which file was sent).
const PRE_JS = `export const x = ${JSON.stringify('y'.repeat(3000))};\n`;
const PRE_BR = zlib.brotliCompressSync(PRE_JS);
const PRE_GZ = zlib.gzipSync(PRE_JS);
const IMAGE_KEY = 'products/marinated/signature-la-galbi/01.jpg';
const IMAGE_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

let tmp: string;
let testDb: TestDbHandle;
let app: FastifyInstance;
let hiddenItemId: number;

/** A refusal as the server answers it: the words as both `error` and `message`, and the code. */
const refusal = (words: string, code: string) => ({ error: words, message: words, code });
const FETCH_FAILED = refusal('Failed to fetch products', 'catalogue.fetchFailed');
const PRODUCT_NOT_FOUND = refusal('Product not found', 'catalogue.productNotFound');

/** Each URL (a GET) answers `status` with exactly `body`. */
async function expectEachAnswers(urls: string[], status: number, body: unknown): Promise<void> {
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(status);
    expect(res.json(), url).toEqual(body);
  }
}

function config(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { logLevel: 'silent', publicUrl: 'http://localhost:3000', webDistDir: path.join(tmp, 'web'), ...overrides };
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'server-int-'));
  fs.mkdirSync(path.join(tmp, 'web', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'web', 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(tmp, 'web', 'assets', 'index-a1b2c3.js'), ASSET_JS);
  fs.writeFileSync(path.join(tmp, 'web', 'assets', 'pre-d4e5f6.js'), PRE_JS);
  fs.writeFileSync(path.join(tmp, 'web', 'assets', 'pre-d4e5f6.js.br'), PRE_BR);
  fs.writeFileSync(path.join(tmp, 'web', 'assets', 'pre-d4e5f6.js.gz'), PRE_GZ);
  fs.writeFileSync(path.join(tmp, 'web', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(tmp, 'web', '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(tmp, 'web', '.vite', 'manifest.json'),
    '{"src/routes/admin/AdminDashboard.tsx":{"file":"assets/admin.js"}}',
  );

  testDb = await createTestDb({ seedCatalogue: true });
  const hidden = await testDb.db.selectFrom('items').select('id').where('show', '=', false).executeTakeFirstOrThrow();
  hiddenItemId = hidden.id;
  const storage = new LocalDiskStorage(path.join(tmp, 'files'));
  await storage.put(IMAGE_KEY, IMAGE_BYTES, { contentType: 'image/jpeg' });

  app = await buildServer(config(), { db: testDb.db, storage });
  // A JSON route for the body-parsing checks (no documented POST route exists in this slice yet).
  app.post('/api/test-echo', async (request) => ({ received: request.body }));
  app.get('/api/test-crash', async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('REST /api/items', () => {
  it('lists visible items as CatalogueItem, without discounted_price for a guest', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/items' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<{ data: unknown[] }>();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.length).toBeGreaterThan(5);
    for (const entry of body.data) {
      const item = catalogueItemSchema.parse(entry);
      expect(item.show).toBe(true);
      expect(entry).not.toHaveProperty('discounted_price');
    }
    expect(body.data.some((entry) => (entry as { id: number }).id === hiddenItemId)).toBe(false);
  });

  it('answers ?ids= with success and only the visible requested items', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/items?ids=2,1,${hiddenItemId},2` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; data: Array<{ id: number }> }>();
    expect(body.success).toBe(true);
    expect(body.data.map((item) => item.id).sort()).toEqual([1, 2]);
    for (const entry of body.data) expect(entry).not.toHaveProperty('discounted_price');

    const empty = await app.inject({ method: 'GET', url: '/api/items?ids=' });
    expect(empty.json()).toEqual({ success: true, data: [] });
  });

  it('rejects a malformed or oversized ids list with 400', async () => {
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    await expectEachAnswers(
      ['/api/items?ids=1,abc', '/api/items?ids=0', '/api/items?ids=1&ids=2', `/api/items?ids=${many}`],
      400,
      FETCH_FAILED,
    );
  });

  it('lists one style, and refuses an unknown style with the spec wording', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/items/style/marinated' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Array<{ style: string }> }>();
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((item) => item.style))).toEqual(new Set(['marinated']));

    await expectEachAnswers(['/api/items/style/frozen'], 400, FETCH_FAILED);
  });

  it('returns one item, 400 for a bad id, 404 for a missing or hidden one', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/items/1' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Record<string, unknown> }>();
    expect(catalogueItemSchema.parse(data).id).toBe(1);
    expect(data).not.toHaveProperty('discounted_price');

    const badIds = ['/api/items/abc', '/api/items/-1', '/api/items/1.5', '/api/items/99999999999'];
    await expectEachAnswers(badIds, 400, PRODUCT_NOT_FOUND);
    await expectEachAnswers(['/api/items/999999', `/api/items/${hiddenItemId}`], 404, PRODUCT_NOT_FOUND);
  });

  it('marks API answers as not cacheable by shared caches', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/items/1' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('tRPC /trpc', () => {
  it('answers a query with the same item as REST, without discounted_price for a guest', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/catalogue.byId?input=${encodeURIComponent('{"id":1}')}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ result: { data: Record<string, unknown> } }>();
    const rest = await app.inject({ method: 'GET', url: '/api/items/1' });
    expect(body.result.data).toEqual(rest.json<{ data: unknown }>().data);
    expect(body.result.data).not.toHaveProperty('discounted_price');
  });

  it('accepts a batched GET whose path is longer than the default 100-character limit', async () => {
    const calls = Array.from({ length: 12 }, () => 'catalogue.byId');
    const input = Object.fromEntries(calls.map((_, i) => [String(i), { id: (i % 3) + 1 }]));
    const url = `/trpc/${calls.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    expect(calls.join(',').length).toBeGreaterThan(100);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json<Array<{ result: { data: { id: number } } }>>();
    expect(body.map((entry) => entry.result.data.id)).toEqual(calls.map((_, i) => (i % 3) + 1));
  });

  it('sends a JSON answer in one piece with its length, never stored by shared caches, with the subresource headers', async () => {
    for (const url of [
      `/trpc/catalogue.byId?input=${encodeURIComponent('{"id":1}')}`,
      `/trpc/catalogue.byId?input=${encodeURIComponent('{"id":999999}')}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-length'], url).toBe(String(res.rawPayload.length));
      expect(res.headers['transfer-encoding'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it("passes a JSON body to tRPC as it came, and answers tRPC's own errors for a bad method or path", async () => {
    // A query sent as POST is tRPC's METHOD_NOT_SUPPORTED; an unknown procedure its NOT_FOUND.
    const post = await app.inject(rawJsonPost('/trpc/catalogue.byId', JSON.stringify({ id: 1 })));
    expect(post.statusCode).toBe(405);
    const unknown = await app.inject({ method: 'GET', url: '/trpc/catalogue.nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { data: { code: string } } }>().error.data.code).toBe('NOT_FOUND');
  });

  it('maps a domain error to its tRPC code', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/catalogue.byId?input=${encodeURIComponent('{"id":999999}')}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { message: string } }>().error.message).toBe('Product not found');
    // NODE_ENV is unset in demo mode: tRPC must still not put stack traces into replies.
    expect(res.body).not.toContain('"stack"');
  });
});

describe('errors', () => {
  it('answers an unknown /api route with a JSON 404, even for a browser', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/nothing-here', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refusal('Not found', 'common.notFound'));
    }
  });

  it('answers malformed JSON, an empty JSON body and an oversized body with 4xx, not 500', async () => {
    const malformed = await app.inject(rawJsonPost('/api/test-echo', '{"a":'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(refusal('Malformed JSON body', 'http.malformedJson'));

    const empty = await app.inject(rawJsonPost('/api/test-echo', ''));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(refusal('Empty JSON body', 'http.emptyJson'));

    const big = await app.inject(rawJsonPost('/api/test-echo', JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) })));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(refusal('Request body is too large', 'http.bodyTooLarge'));

    const ok = await app.inject({ method: 'POST', url: '/api/test-echo', payload: { a: 1 } });
    expect(ok.json()).toEqual({ received: { a: 1 } });
  });
});

describe('logging', () => {
  /** A server writing its log lines into `lines`. */
  async function loggedServer(logLevel: 'info' | 'warn') {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    const storage = new LocalDiskStorage(path.join(tmp, 'files'));
    const server = await buildServer(config({ logLevel }), { db: testDb.db, storage, logStream });
    server.get('/api/test-crash', async () => {
      throw new Error('database password is hunter2');
    });
    return { server, lines };
  }

  it('logs requests with an id and without credentials or secret query values', async () => {
    const { server: logged, lines } = await loggedServer('info');
    try {
      await logged.inject({
        method: 'GET',
        url: '/reset-password?email=a%40b.c&token=SECRET-TOKEN',
        headers: {
          accept: 'text/html',
          authorization: 'Bearer SECRET-JWT',
          cookie: 'session=SECRET-COOKIE',
          'x-request-id': 'req-42',
        },
      });
    } finally {
      await logged.close();
    }
    const text = lines.join('\n');
    expect(text).toContain('/reset-password?email=[email]&token=[redacted]');
    expect(text).not.toMatch(/SECRET-(TOKEN|JWT|COOKIE)/);
    const entries = lines.map(
      (line) =>
        JSON.parse(line) as { reqId?: string; msg?: string; res?: { statusCode: number }; responseTime?: number },
    );
    const ours = entries.filter((entry) => entry.reqId === 'req-42');
    expect(ours.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(ours[1]!.res?.statusCode).toBe(200);
    expect(ours[1]!.responseTime).toBeGreaterThan(0);
  });

  it('at warn level writes nothing for an ordinary request, and a failure with its request id', async () => {
    const { server, lines } = await loggedServer('warn');
    try {
      expect((await server.inject({ method: 'GET', url: '/api/items/1' })).statusCode).toBe(200);
      expect(lines).toEqual([]);
      const crash = await server.inject({
        method: 'GET',
        url: '/api/test-crash',
        headers: { 'x-request-id': 'req-500' },
      });
      expect(crash.statusCode).toBe(500);
    } finally {
      await server.close();
    }
    const entries = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; level: number; err?: { message: string } },
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ reqId: 'req-500', level: 50, err: { message: 'database password is hunter2' } });
  });

  it('answers an unexpected failure with a bare 500, details only in the log', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(refusal('Internal server error', 'common.internal'));
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers on pages', async () => {
    for (const url of ['/', '/wholesale/shop-all']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      // Plain-http public URL: upgrading would break the page, HSTS would be ignored.
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps only the subresource headers on scripts, JSON and images', async () => {
    for (const url of ['/assets/index-a1b2c3.js', '/assets/pre-d4e5f6.js', '/api/items/1', `/${IMAGE_KEY}`]) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
    // Anything a browser could render as a document keeps the full set, e.g. an SVG or an error page.
    expect(isSubresourceType('image/svg+xml')).toBe(false);
    expect(isSubresourceType('text/html; charset=utf-8')).toBe(false);
    expect(isSubresourceType(undefined)).toBe(false);
    expect(isSubresourceType('application/json; charset=utf-8')).toBe(true);
  });

  it('adds HSTS and upgrade-insecure-requests behind an https public URL', async () => {
    const storage = new LocalDiskStorage(path.join(tmp, 'files'));
    const httpsApp = await buildServer(config({ publicUrl: 'https://shop.example.com' }), { db: testDb.db, storage });
    try {
      const res = await httpsApp.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const api = await httpsApp.inject({ method: 'GET', url: '/healthz' });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await httpsApp.close();
    }
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const given = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const bad = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'evil\nline' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('compression', () => {
  it('negotiates brotli, then gzip, and leaves small or unasked responses alone', async () => {
    const br = await app.inject({ method: 'GET', url: '/api/items', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const none = await app.inject({ method: 'GET', url: '/api/items', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
    const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's pre-compressed .br/.gz files as they are, keyed by Accept-Encoding", async () => {
    const url = '/assets/pre-d4e5f6.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(PRE_BR)).toBe(true);
    // No charset: a script is read as UTF-8 whatever the header says (22 bytes a script saved).
    expect(br.headers['content-type']).toBe(JS_TYPE);
    expect(br.headers['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);
    expect(br.headers.vary).toBe('accept-encoding');
    // Never asked again: no ETag, no ranges, no request id (bytes on every script of a first load).
    expect(br.headers.etag).toBeUndefined();
    expect(br.headers['accept-ranges']).toBeUndefined();
    expect(br.headers['x-request-id']).toBeUndefined();
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(PRE_GZ)).toBe(true);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRE_JS);
    expect(plain.headers.vary).toBe('accept-encoding');
  });
});

describe('health', () => {
  it('/healthz is live and /readyz checks the database', async () => {
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when the database is gone', async () => {
    // Every query through this handle fails, as with a database that went away.
    const unreachable = testDb.db.withPlugin({
      transformQuery() {
        throw new Error('connection refused');
      },
      transformResult: async ({ result }) => result,
    });
    const storage = new LocalDiskStorage(path.join(tmp, 'files'));
    const lonely = await buildServer(config(), { db: unreachable, storage });
    try {
      const res = await lonely.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', error: 'Database unreachable' });
      expect((await lonely.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await lonely.close();
    }
  });
});

describe('product images and banners', () => {
  it('streams a stored image with type, ETag and cache headers, and 304 on a matching If-None-Match', async () => {
    const res = await app.inject({ method: 'GET', url: `/${IMAGE_KEY}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(STORAGE_FILE_CACHE_CONTROL);
    expect(res.rawPayload.equals(IMAGE_BYTES)).toBe(true);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await app.inject({ method: 'GET', url: `/${IMAGE_KEY}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const changed = await app.inject({ method: 'GET', url: `/${IMAGE_KEY}`, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);

    const head = await app.inject({ method: 'HEAD', url: `/${IMAGE_KEY}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(IMAGE_BYTES.length));
    expect(head.headers.etag).toBe(etag);
    expect(head.rawPayload.length).toBe(0);
  });

  it('finds a product’s photos by its name too (the spec’s path shape), by a redirect to its folder', async () => {
    const item = await testDb.db
      .selectFrom('items')
      .select(['slug', 'name', 'name_ko'])
      .where('style', '=', 'marinated')
      .where('show', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const name of [item.name, item.name_ko, item.name.toUpperCase()]) {
      const res = await app.inject({ method: 'GET', url: `/products/marinated/${encodeURIComponent(name)}/01.avif` });
      expect(res.statusCode, name).toBe(301);
      expect(res.headers.location, name).toBe(`/products/marinated/${item.slug}/01.avif`);
    }
    const unknown = await app.inject({
      method: 'GET',
      url: `/products/marinated/${encodeURIComponent('No Such Product')}/01.avif`,
    });
    expect(unknown.statusCode).toBe(400);
    const otherStyle = await app.inject({
      method: 'GET',
      url: `/products/premium/${encodeURIComponent(item.name)}/01.avif`,
    });
    expect(otherStyle.statusCode).toBe(400);
  });

  it('answers 404 for a missing file and refuses paths that leave the store', async () => {
    const missing = await app.inject({ method: 'GET', url: '/banners/en/01.avif' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal('Not found', 'common.notFound'));
    for (const url of [
      '/products/../files/.meta/x',
      '/products/..%2F..%2Fetc%2Fpasswd',
      '/products/marinated/.meta/x',
      '/banners/',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});

describe('the SPA', () => {
  it('serves hashed assets as immutable and index.html as no-cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);
    expect(asset.headers['content-type']).toBe(JS_TYPE);

    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-request-id']).toBeDefined();
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    // index.html with the page's head added (page-language.int.test.ts reads it in full).
    expect(home.body.startsWith(INDEX_HTML.slice(0, INDEX_HTML.indexOf('</head>')))).toBe(true);
    expect(home.body).toContain('<link rel="canonical" href="http://localhost:3000/">');

    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes, with a working ETag', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wholesale/shop-all?tab=beef',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    // index.html, without the home page's banner preload.
    expect(res.body).toContain('<script type="module" src="/assets/index-a1b2c3.js"></script>');
    expect(res.body).not.toContain(BANNER_PRELOAD);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      method: 'GET',
      url: '/wholesale/shop-all?tab=pork',
      headers: { accept: 'text/html', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('preloads the LCP photo and the data of listing and product pages', async () => {
    const items = (await app.inject({ method: 'GET', url: '/api/items/style/marinated' })).json<{
      data: CatalogueItem[];
    }>().data;
    const first = items.find((i) => i.show && i.images > 0);
    expect(first).toBeDefined();
    const listing = await app.inject({ method: 'GET', url: '/wholesale/marinated', headers: { accept: 'text/html' } });
    expect(listing.body).toContain(
      `<link rel="preload" as="image" type="image/avif" href="${productImagePath(first!, 1, 'avif')}" fetchpriority="high">`,
    );
    expect(listing.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/items/style/marinated">');
    expect(listing.body).not.toContain('/banners/');

    const product = await app.inject({
      method: 'GET',
      url: `/wholesale/product/${first!.id}`,
      headers: { accept: 'text/html' },
    });
    expect(product.body).toContain(`href="${productImagePath(first!, 1, 'avif')}"`);
    expect(product.body).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/items/${first!.id}">`);
    // The ETag follows the body, so a page whose hints changed is not answered with 304.
    expect(product.headers.etag).not.toBe(listing.headers.etag);

    // A hidden product: the data preload only (the page shows "not found"), no photo of it.
    const hidden = await app.inject({
      method: 'GET',
      url: `/wholesale/product/${hiddenItemId}`,
      headers: { accept: 'text/html' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toContain(`href="/api/items/${hiddenItemId}"`);
    expect(hidden.body).not.toContain('as="image"');

    // The home page keeps index.html's own banner preload.
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain(BANNER_PRELOAD);
  });

  it('does not answer with index.html for assets, server paths or non-browser requests', async () => {
    const cases: Array<[string, string]> = [
      ['/assets/index-missing.js', 'text/html'],
      ['/trpc', 'text/html'],
      ['/products/nothing.jpg', 'text/html'],
      ['/some/page', 'application/json'],
    ];
    for (const [url, accept] of cases) {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(refusal('Not found', 'common.notFound'));
    }
    const post = await app.inject({ method: 'POST', url: '/some/page', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });

  it('serves the app at its pages to any client, whatever the Accept header; other paths stay 404', async () => {
    for (const url of [
      '/wholesale/marinated',
      '/wholesale/product/1',
      '/admin/dashboard',
      '/profile/user/abc-12',
      '/login?next=%2F',
      '/cookie/',
    ]) {
      for (const headers of [{ accept: '*/*' }, {}, { accept: 'application/json' }]) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      }
    }
    const unknown = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: '*/*' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refusal('Not found', 'common.notFound'));
    // A browser gets the app's own Not Found page, with the status saying so.
    const browser = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(browser.statusCode).toBe(404);
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
  });

  it('does not serve the build’s metadata', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json', headers: { accept } });
      expect(res.statusCode, accept).toBe(404);
      expect(res.body).not.toContain('AdminDashboard');
    }
  });

  it('serves a placeholder page when the web app has not been built', async () => {
    const storage = new LocalDiskStorage(path.join(tmp, 'files'));
    const bare = await buildServer(config({ webDistDir: path.join(tmp, 'no-such-dist') }), { db: testDb.db, storage });
    try {
      const res = await bare.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('has not been built yet');
      expect((await bare.inject({ method: 'GET', url: '/api/items' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
