// Control characters at the real server's doors (inject): a NUL, a lone
// surrogate or a bell in any text field is refused with a 400 and a clear message through REST and
// tRPC alike, before it reaches the database; and a database error that does happen is logged
// without its statement or parameters.
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS } from '@wholesale/contract';
import { signupPayload, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { bearer, trpcMutation, trpcQuery } from '../testing/requests';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

let t: TestServer;
let w: AccountsWorld;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-control-chars-', freshClientAddresses: true, signIn: ['buyer'] });
  w = t.world;
});

afterAll(() => t?.close());

describe('control characters', () => {
  it('refuses a NUL in every text door, REST and tRPC, with a 400 and a clear message, and logs no query parameters', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    const logged = await t.buildAnother({ config: { logLevel: 'info' }, deps: { logStream } });
    // The original failure, forced past the door: a NUL reaching the database. Its 500 is logged
    // without the statement's parameters (the hash, the e-mail, the name).
    logged.app.get('/api/test-db-error', async () =>
      w.handle.db
        .insertInto('users')
        .values({
          email: 'victim@example.com',
          name: 'Victim\u0000',
          first_name: 'V',
          password_hash: '$argon2id$v=19$SECRETHASH',
        })
        .execute(),
    );
    const NUL = '\u0000';
    const email = uniqueEmail('nul');
    const tokenA = t.tokenOf('buyer');
    const cases: { name: string; req: InjectOptions }[] = [
      {
        name: 'REST login',
        req: {
          method: 'POST',
          url: '/api/users/login',
          payload: { email: `a${NUL}@example.com`, password: `p${NUL}` },
        },
      },
      {
        name: 'REST signup',
        req: { method: 'POST', url: '/api/users/signup', payload: { ...signupPayload(email), firstName: `Kim${NUL}` } },
      },
      {
        name: 'REST signup password',
        req: {
          method: 'POST',
          url: '/api/users/signup',
          payload: { ...signupPayload(email), password: `secret${NUL}pass` },
        },
      },
      {
        name: 'REST forgot',
        req: { method: 'POST', url: '/api/users/forgot-password', payload: { email: `a${NUL}b@example.com` } },
      },
      {
        name: 'REST profile',
        req: { method: 'PUT', url: `/api/users/${w.buyerA.id}`, headers: bearer(tokenA), payload: { name: `A${NUL}` } },
      },
      {
        name: 'REST inquiry',
        req: { method: 'POST', url: '/api/inquiries', payload: { name: 'Kim', email, message: `hello${NUL}` } },
      },
      {
        name: 'REST inquiry lone surrogate',
        req: { method: 'POST', url: '/api/inquiries', payload: { name: 'Kim\uD800', email } },
      },
      {
        name: 'REST inquiry bell',
        req: { method: 'POST', url: '/api/inquiries', payload: { name: 'Kim', email, company: 'A\u0007B' } },
      },
    ];
    const OWN_ORIGIN = { origin: TEST_PUBLIC_URL };
    cases.push(
      {
        name: 'tRPC login',
        req: trpcMutation('auth.login', { email: `a${NUL}@example.com`, password: 'x' }, OWN_ORIGIN),
      },
      {
        name: 'tRPC signup',
        req: trpcMutation('signup.create', { ...signupPayload(email), companyName: `Co${NUL}` }, OWN_ORIGIN),
      },
      {
        name: 'tRPC forgot',
        req: trpcMutation('passwordReset.request', { email: `a${NUL}b@example.com` }, OWN_ORIGIN),
      },
      {
        name: 'tRPC profile',
        req: trpcMutation(
          'account.update',
          { userId: w.buyerA.id, name: `A${NUL}` },
          { ...OWN_ORIGIN, ...bearer(tokenA) },
        ),
      },
      { name: 'tRPC inquiry', req: trpcMutation('inquiries.create', { name: `Kim${NUL}`, email }, OWN_ORIGIN) },
      { name: 'tRPC search', req: trpcQuery('catalogue.search', { q: `rib${NUL}` }) },
    );
    try {
      for (const c of cases) {
        const res = await logged.app.inject(c.req);
        expect(res.statusCode, `${c.name}: ${res.body}`).toBe(400);
        expect(res.body, c.name).toContain(CONTROL_CHARACTERS);
      }
      // Tabs and line breaks are fine in a multi-line field.
      const ok = await logged.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { name: 'Kim', email, message: 'line one\r\n\tline two' },
      });
      expect(ok.statusCode, ok.body).toBe(201);
      const dbError = await logged.app.inject({ method: 'GET', url: '/api/test-db-error' });
      expect(dbError.statusCode).toBe(500);
    } finally {
      await logged.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).not.toMatch(/"(parameters|query)"|argon2|SECRETHASH|victim@example\.com|Kim\\u0000/);
  });

  it("never logs a database error's statement or parameters, keeping its SQLSTATE and message", async () => {
    const { serializeError } = await import('../plugins/logging');
    const err = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      query: 'insert into signup_requests ...',
      parameters: ['$argon2id$v=19$m=19456...', 'victim@example.com'],
      detail: 'Key (email)=(victim@example.com) already exists.',
    });
    const out = JSON.stringify(serializeError(err));
    expect(out).toContain('22021');
    expect(out).toContain('invalid byte sequence');
    expect(out).not.toMatch(/argon2id|victim@example\.com|insert into/);
  });
});
