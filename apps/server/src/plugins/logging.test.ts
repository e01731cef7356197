import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import { FileTransport, LocalDiskStorage, renderMail } from '@wholesale/services';
import { buildServer } from '../build-server';
import type { LogLevel } from '../config';
import { createRootLogger, requestLoggerFactory, redactUrl, requestIdOf } from './logging';

describe('redactUrl', () => {
  it('hides the values of secret-bearing query parameters', () => {
    expect(redactUrl('/reset-password?email=a%40b.c&token=abc123')).toBe(
      '/reset-password?email=[email]&token=[redacted]',
    );
    expect(redactUrl('/x?Password=p&newPassword=q&page=2')).toBe(
      '/x?Password=[redacted]&newPassword=[redacted]&page=2',
    );
    expect(redactUrl('/api/items?ids=1,2')).toBe('/api/items?ids=1,2');
    expect(redactUrl('/api/items')).toBe('/api/items');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/api/s3/upload/document?uploadToken=u1&upload_token=u2')).toBe(
      '/api/s3/upload/document?uploadToken=[redacted]&upload_token=[redacted]',
    );
    expect(redactUrl('/files/signed?key=documents%2F1%2Fa.pdf&exp=1700000000&sig=s1&name=a.pdf')).toBe(
      '/files/signed?key=[redacted]&exp=1700000000&sig=[redacted]&name=a.pdf',
    );
  });

  it('hides e-mail addresses in the path and the query, encoded or not', () => {
    expect(redactUrl('/api/users/a%40b.com/documents')).toBe('/api/users/[email]/documents');
    expect(redactUrl('/api/users/a@b.com/documents/3/download')).toBe('/api/users/[email]/documents/3/download');
    expect(redactUrl('/api/users/first.last+tag%40shop.co.kr/documents')).toBe('/api/users/[email]/documents');
    expect(redactUrl('/x?userEmail=kim%40example.com&page=2')).toBe('/x?userEmail=[email]&page=2');
    // tRPC's JSON input keeps its shape, minus the address.
    const input = encodeURIComponent(JSON.stringify({ email: 'kim@example.com', page: 2 }));
    expect(redactUrl(`/trpc/x?input=${input}`)).toBe('/trpc/x?input=%7B%22email%22:%22[email]%22,%22page%22:2%7D');
    expect(redactUrl('/api/users/17/documents')).toBe('/api/users/17/documents');
  });
});

describe('secrets in the log lines of a real server', () => {
  const SECRETS = {
    reset: 'RESET-TOKEN-0123456789abcdef',
    upload: 'UPLOAD-TOKEN-0123456789abcdef',
    sig: 'SIGNATURE-0123456789abcdef',
  };
  const ADDRESS = 'jane.kim@example.com';
  const ENCODED = encodeURIComponent(ADDRESS);
  let tmp: string;
  let testDb: TestDbHandle;
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  /** Nothing secret, and no address, anywhere in what was logged. */
  const expectClean = (log: string) => {
    for (const secret of Object.values(SECRETS)) expect(log).not.toContain(secret);
    expect(log).not.toContain(ADDRESS);
    expect(log).not.toContain(ENCODED);
    expect(log).not.toContain('jane.kim');
  };

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'server-logging-'));
    fs.mkdirSync(path.join(tmp, 'web'), { recursive: true });
    fs.writeFileSync(
      path.join(tmp, 'web', 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    testDb = await createTestDb();
  }, 60_000);

  afterAll(async () => {
    await testDb?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('logs request URLs without reset tokens, upload tokens, signatures or e-mail addresses, in every line', async () => {
    lines.length = 0;
    const app = await buildServer(
      { logLevel: 'info', publicUrl: 'http://localhost:3000', webDistDir: path.join(tmp, 'web') },
      { db: testDb.db, storage: new LocalDiskStorage(path.join(tmp, 'files')), logStream },
    );
    // Code that writes a URL into a message, a field, or an error of its own.
    app.get('/api/test-log-url', async (request) => {
      request.log.warn({ link: request.url, links: [request.url] }, `followed ${request.url}`);
      throw new Error(`could not serve ${request.url}`);
    });
    try {
      const reset = await app.inject({ method: 'GET', url: `/reset-password?email=${ENCODED}&token=${SECRETS.reset}` });
      expect(reset.statusCode).toBe(200);
      const BOUNDARY = '----wholesale-log';
      const upload = await app.inject({
        method: 'POST',
        url: `/api/s3/upload/document?uploadToken=${SECRETS.upload}`,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          origin: 'http://localhost:3000',
          'x-upload-token': SECRETS.upload,
        },
        payload:
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nbusiness-license\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="userEmail"\r\n\r\n${ADDRESS}\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="license.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 hello\r\n--${BOUNDARY}--\r\n`,
      });
      expect(upload.statusCode).toBeGreaterThanOrEqual(400);
      const documents = await app.inject({ method: 'GET', url: `/api/users/${ENCODED}/documents` });
      expect(documents.statusCode).toBe(401);
      const signed = await app.inject({
        method: 'GET',
        url: `/files/signed?key=documents%2F1%2Flicense.pdf&exp=1&sig=${SECRETS.sig}`,
      });
      expect(signed.statusCode).toBeGreaterThanOrEqual(400);
      const crash = await app.inject({
        method: 'GET',
        url: `/api/test-log-url?email=${ENCODED}&token=${SECRETS.reset}`,
      });
      expect(crash.statusCode).toBe(500);
    } finally {
      await app.close();
    }
    const log = lines.join('\n');
    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url?: string } })
      .flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toEqual([
      '/reset-password?email=[email]&token=[redacted]',
      '/api/s3/upload/document?uploadToken=[redacted]',
      '/api/users/[email]/documents',
      '/files/signed?key=[redacted]&exp=1&sig=[redacted]',
      '/api/test-log-url?email=[email]&token=[redacted]',
    ]);
    expect(log).toContain('followed /api/test-log-url?email=[email]&token=[redacted]');
    expect(log).toContain('"link":"/api/test-log-url?email=[email]&token=[redacted]"');
    expect(log).toContain('could not serve /api/test-log-url?email=[email]&token=[redacted]');
    expectClean(log);
  });

  it('logs a mail written to a file with its reset link redacted', async () => {
    lines.length = 0;
    const root = createRootLogger('info', logStream);
    const transport = new FileTransport(path.join(tmp, 'mail'), { from: 'Shop <no-reply@shop.example>', logger: root });
    const mail = renderMail({
      template: 'password-reset',
      locale: 'en',
      data: { email: ADDRESS, token: SECRETS.reset, publicUrl: 'https://shop.example' },
    });
    await transport.send({ to: 'buyer@example.com', ...mail, outboxId: 1 });
    await transport.close();
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { msg: string; links: string[] };
    expect(line.links).toEqual(['https://shop.example/reset-password?email=[email]&token=[redacted]']);
    expect(line.msg).toContain('https://shop.example/reset-password?email=[email]&token=[redacted]');
    expectClean(lines[0]!);
    // The file itself still holds the link the buyer follows.
    const [file] = fs.readdirSync(path.join(tmp, 'mail'));
    expect(fs.readFileSync(path.join(tmp, 'mail', file!), 'utf8')).toContain(SECRETS.reset);
  });
});

describe('requestIdOf', () => {
  const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
  it('keeps a well-formed incoming id and replaces a missing or unsafe one', () => {
    expect(requestIdOf(req('abc-123.DEF_4'))).toBe('abc-123.DEF_4');
    expect(requestIdOf(req())).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(req('bad id'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(req('x'.repeat(65)))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('LazyRequestLogger', () => {
  /** A pino root writing JSON lines into an array, as Fastify's logger does to stdout. */
  function rootLogger(level: LogLevel) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    let children = 0;
    const root = pino({ level }, stream);
    const counted = Object.assign(Object.create(root) as typeof root, {
      child: (...args: Parameters<typeof root.child>) => {
        children += 1;
        return root.child(...args);
      },
    });
    return { root: counted, lines, children: () => children };
  }

  it('makes no child logger for a request that writes nothing at an enabled level', () => {
    const { root, lines, children } = rootLogger('warn');
    const log = requestLoggerFactory(root)(root, { reqId: 'r-1' }, {});
    log.info('incoming request');
    log.debug('details');
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('logs through one child with the request bindings once a line is written', () => {
    const { root, lines, children } = rootLogger('info');
    const log = requestLoggerFactory(root)(root, { reqId: 'r-2' }, {});
    log.info({ path: '/x' }, 'first');
    log.warn('second');
    expect(children()).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.level])).toEqual([
      ['r-2', 'first', 30],
      ['r-2', 'second', 40],
    ]);
    expect(lines[0]!.path).toBe('/x');
  });

  it('honours a route log level given in the options (e.g. probes at warn)', () => {
    const { root, lines } = rootLogger('info');
    const log = requestLoggerFactory(root)(root, { reqId: 'r-3' }, { level: 'warn' });
    log.info('quiet');
    log.error('loud');
    expect(lines.map((l) => l.msg)).toEqual(['loud']);
  });
});
