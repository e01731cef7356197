// The multipart doors (uploads.ts) against broken bodies: a malformed or truncated multipart body
// is the client's fault, a 400 with a clear message, never a 500 logged as a storage failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { LocalDiskStorage } from '@wholesale/services';
import { buildServer } from './build-server';

let tmp: string;
let db: TestDbHandle;
let app: FastifyInstance;
const log: string[] = [];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'server-uploads-'));
  db = await createTestDb({ seedCatalogue: true });
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      log.push(chunk.toString());
      done();
    },
  });
  app = await buildServer(
    { logLevel: 'info', publicUrl: 'http://localhost:3000', webDistDir: path.join(tmp, 'no-web') },
    { db: db.db, storage: new LocalDiskStorage(path.join(tmp, 'files')), logStream },
  );
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const BOUNDARY = '----wholesale-broken';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, origin: 'http://localhost:3000' };
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
      const res = await app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(typeof res.json<{ error?: unknown }>().error).toBe('string');
      expect(log.join('')).not.toMatch(/upload failed|"level":50/);
    });
  }
});
