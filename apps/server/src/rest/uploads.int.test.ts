// The multipart doors (uploads.ts) against broken bodies: a malformed or truncated multipart body
// is the client's fault, a 400 with a clear message, never a 500 logged as a storage failure.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

let t: TestServer;
const log: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      log.push(chunk.toString());
      done();
    },
  });
  t = await buildTestServer({
    tmpPrefix: 'server-uploads-',
    config: { logLevel: 'info' },
    deps: { logStream },
    signIn: [],
  });
}, 60_000);

afterAll(() => t?.close());

const BOUNDARY = '----wholesale-broken';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, origin: TEST_PUBLIC_URL };
const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="license.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 hello`;

const BROKEN: [string, string][] = [
  ['truncated in the middle of the file', filePart],
  ['without its closing boundary', `${filePart}\r\n`],
  ['a part without headers', `--${BOUNDARY}\r\n\r\nno headers here\r\n--${BOUNDARY}--\r\n`],
  ['not multipart at all inside', 'just some bytes, no boundary anywhere'],
];

describe('malformed multipart bodies', () => {
  for (const url of ['/api/s3/upload/document', '/api/inquiries/1/documents', '/api/admin/items/1/images']) {
    it.each(BROKEN)(`${url}: %s → 4xx with a message, nothing logged as a storage failure`, async (_name, payload) => {
      log.length = 0;
      const res = await t.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(typeof res.json<{ error?: unknown }>().error).toBe('string');
      expect(log.join('')).not.toMatch(/upload failed|"level":50/);
    });
  }
});
