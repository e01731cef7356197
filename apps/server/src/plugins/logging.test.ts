import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { LogLevel } from '../config';
import { requestLoggerFactory, redactUrl, requestIdOf } from './logging';

describe('redactUrl', () => {
  it('hides the values of secret-bearing query parameters only', () => {
    expect(redactUrl('/reset-password?email=a%40b.c&token=abc123')).toBe('/reset-password?email=a%40b.c&token=[redacted]');
    expect(redactUrl('/x?Password=p&newPassword=q&page=2')).toBe('/x?Password=[redacted]&newPassword=[redacted]&page=2');
    expect(redactUrl('/api/items?ids=1,2')).toBe('/api/items?ids=1,2');
    expect(redactUrl('/api/items')).toBe('/api/items');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
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
