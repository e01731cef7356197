// The accounts doors of the real server (REST /api and tRPC over HTTP at /trpc), driven with
// inject() on a test database (PGlite, or PostgreSQL when DATABASE_URL is set): sessions (cookie
// and bearer), the cross-site check, an authorization matrix over guest, pending account, buyer A,
// buyer B and admin for every account endpoint, uploads, signed document links, mail.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  CLIENT_LIMITS,
  PHOTO_MESSAGES,
  OutboxSealer,
  createCatalogueService,
  createMailTransport,
  createMailWorker,
  hashPassword,
  outboxBody,
  type Services,
} from '@wholesale/services';
import {
  BUSINESS_EMAIL,
  createAccountsWorld,
  JPG,
  PASSWORD,
  PDF,
  SESSION_SECRET,
  signupPayload,
  uniqueEmail,
  type AccountsWorld,
} from '@wholesale/services/testing';
import { buildServer, type ServerConfig } from './build-server';
import { CROSS_SITE_MESSAGE } from './auth/cross-site';
import { CONTROL_CHARACTERS } from '@wholesale/services/contract';

const PUBLIC_URL = 'http://localhost:3000';
const OWN_ORIGIN = { origin: PUBLIC_URL };
const EVIL_ORIGIN = { origin: 'https://evil.example' };

let w: AccountsWorld;
let app: FastifyInstance;
let tmp: string;
let services: Services;

type Headers = Record<string, string>;
const tokens: { a: string; b: string; admin: string } = { a: '', b: '', admin: '' };
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

function config(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { logLevel: 'silent', publicUrl: PUBLIC_URL, webDistDir: path.join(tmp, 'no-web'), ...overrides };
}

let ipCounter = 0;
/** A client address of its own, so that the per-client limits of the anonymous forms do not add up across tests. */
function freshIp(): string {
  ipCounter += 1;
  return `10.200.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** Each request from an address of its own unless it names one: the per-client limits are tested on their own. */
function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ remoteAddress: freshIp(), ...options });
}

async function restLogin(email: string, password = PASSWORD, remoteAddress?: string): Promise<LightMyRequestResponse> {
  return inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });
}

async function tokenFor(email: string): Promise<string> {
  const res = await restLogin(email);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

/**
 * A multipart/form-data body with the text fields first, then the file, as the storefront sends
 * it: a token sent as a field must come before the file (uploads.ts).
 */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer; field?: string },
): { payload: Buffer; headers: Headers } {
  const boundary = `----wholesale${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real (tiny) JPEG: the photo route decodes what it gets. */
function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: '#b03030' } }).jpeg().toBuffer();
}

const NEW_PRODUCT = { name: 'Matrix Brisket', name_ko: '매트릭스 양지', style: 'unprocessed', species: 'beef', spec: '20 lb - 10 lb x 2 packs', price: 99 } as const;

async function signup(email = uniqueEmail('signup')): Promise<{ email: string; id: number; uploadToken: string }> {
  const res = await inject({ method: 'POST', url: '/api/users/signup', payload: signupPayload(email) });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ signupRequestId: number; uploadToken: string; request: { id: number } }>();
  expect(body.request.id).toBe(body.signupRequestId);
  return { email, id: body.signupRequestId, uploadToken: body.uploadToken };
}

async function upload(
  email: string,
  uploadToken: string,
  file = { name: 'license.pdf', type: 'application/pdf', bytes: PDF },
  extra: Headers = {},
): Promise<LightMyRequestResponse> {
  const body = multipart({ documentType: 'business-license', userEmail: email, ...(uploadToken ? { uploadToken } : {}) }, file);
  return inject({ method: 'POST', url: '/api/s3/upload/document', payload: body.payload, headers: { ...body.headers, ...extra } });
}

function trpcGet(procedure: string, input: unknown, headers: Headers = {}): Promise<LightMyRequestResponse> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return inject({ method: 'GET', url: `/trpc/${procedure}${query}`, headers });
}

function trpcPost(procedure: string, input: unknown, headers: Headers = {}): Promise<LightMyRequestResponse> {
  return inject({
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: input === undefined ? '' : JSON.stringify(input),
  });
}

function setCookie(res: LightMyRequestResponse, name = 'session') {
  return res.cookies.find((c) => c.name === name);
}

let pending: { email: string; id: number; uploadToken: string };

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'server-accounts-'));
  w = await createAccountsWorld();
  services = { catalogue: createCatalogueService({ db: w.handle.db, storage: w.storage }), accounts: w.services, orders: w.orders, dashboard: w.dashboard, inquiries: w.inquiries, storage: w.storage };
  app = await buildServer(config(), { db: w.handle.db, storage: w.storage, services });
  await app.ready();
  tokens.a = await tokenFor(w.buyerA.email);
  tokens.b = await tokenFor(w.buyerB.email);
  tokens.admin = await tokenFor(w.admin.email);
  pending = await signup();
  const first = await upload(pending.email, pending.uploadToken);
  expect(first.statusCode, first.body).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await w?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('sign-in over REST', () => {
  it('answers {token} with the spec claims, and the bearer token works', async () => {
    const res = await restLogin(w.buyerA.email);
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ userId: w.buyerA.id, role: 'user' });
    expect(typeof claims.exp).toBe('number');
    const me = await inject({ method: 'GET', url: `/api/users/${w.buyerA.id}`, headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { id: w.buyerA.id, email: w.buyerA.email } });
    expect(me.json<{ user: Record<string, unknown> }>().user).not.toHaveProperty('password_hash');
  });

  it('gives a pending account 403 with the pending message, and wrong password or unknown e-mail the same 401', async () => {
    const pendingRes = await restLogin(pending.email, 'pending-pass');
    expect(pendingRes.statusCode).toBe(403);
    expect(pendingRes.json()).toMatchObject({ message: 'Your signup request is still pending' });

    const wrong = await restLogin(w.buyerB.email, 'not the password', '10.0.0.2');
    const unknown = await restLogin('nobody@example.com', 'not the password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid credentials', message: 'Invalid credentials', code: 'accounts.invalidCredentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rate limits repeated failures per client and account with 429, Retry-After and a clear message; the owner elsewhere is not locked out', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await restLogin(w.buyerB.email, 'guess', '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await restLogin(w.buyerB.email, 'guess', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<{ message: string }>().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    // even the right password from the attacker's address waits
    expect((await restLogin(w.buyerB.email, PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    // the owner, from another address, signs in (issue 10, item 4)
    const owner = await restLogin(w.buyerB.email, PASSWORD, '10.1.0.2');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('refuses malformed JSON and oversized bodies with 4xx, never 500', async () => {
    const malformed = await inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Malformed JSON body', message: 'Malformed JSON body', code: 'http.malformedJson' });
    const notObject = await inject({ method: 'POST', url: '/api/users/signup', payload: [1, 2] });
    expect(notObject.statusCode).toBe(400);
    const big = await inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    const missing = await inject({ method: 'POST', url: '/api/users/login', payload: {} });
    expect(missing.statusCode).toBe(400);
    const trpcMalformed = await inject({ method: 'POST', url: '/trpc/auth.login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(trpcMalformed.statusCode).toBe(400);
  });
});

describe('control characters (issue 10, item 2)', () => {
  it('refuses a NUL in every text door, REST and tRPC, with a 400 and a clear message, and logs no query parameters', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    const logged = await buildServer(config({ logLevel: 'info' }), { db: w.handle.db, storage: w.storage, services, logStream });
    // The original failure, forced past the door: a NUL reaching the database. Its 500 is logged
    // without the statement's parameters (the hash, the e-mail, the name).
    logged.get('/api/test-db-error', async () =>
      w.handle.db
        .insertInto('users')
        .values({ email: 'victim@example.com', name: 'Victim\u0000', first_name: 'V', password_hash: '$argon2id$v=19$SECRETHASH' })
        .execute(),
    );
    const NUL = '\u0000';
    const email = uniqueEmail('nul');
    const cases: { name: string; req: InjectOptions }[] = [
      { name: 'REST login', req: { method: 'POST', url: '/api/users/login', payload: { email: `a${NUL}@example.com`, password: `p${NUL}` } } },
      { name: 'REST signup', req: { method: 'POST', url: '/api/users/signup', payload: { ...signupPayload(email), firstName: `Kim${NUL}` } } },
      { name: 'REST signup password', req: { method: 'POST', url: '/api/users/signup', payload: { ...signupPayload(email), password: `secret${NUL}pass` } } },
      { name: 'REST forgot', req: { method: 'POST', url: '/api/users/forgot-password', payload: { email: `a${NUL}b@example.com` } } },
      { name: 'REST profile', req: { method: 'PUT', url: `/api/users/${w.buyerA.id}`, headers: bearer(tokens.a), payload: { name: `A${NUL}` } } },
      { name: 'REST inquiry', req: { method: 'POST', url: '/api/inquiries', payload: { name: 'Kim', email, message: `hello${NUL}` } } },
      { name: 'REST inquiry lone surrogate', req: { method: 'POST', url: '/api/inquiries', payload: { name: 'Kim\uD800', email } } },
      { name: 'REST inquiry bell', req: { method: 'POST', url: '/api/inquiries', payload: { name: 'Kim', email, company: 'A\u0007B' } } },
    ];
    const trpc = (procedure: string, input: unknown, headers: Headers = {}): InjectOptions => ({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers: { 'content-type': 'application/json', ...OWN_ORIGIN, ...headers },
      payload: JSON.stringify(input),
    });
    cases.push(
      { name: 'tRPC login', req: trpc('auth.login', { email: `a${NUL}@example.com`, password: 'x' }) },
      { name: 'tRPC signup', req: trpc('signup.create', { ...signupPayload(email), companyName: `Co${NUL}` }) },
      { name: 'tRPC forgot', req: trpc('passwordReset.request', { email: `a${NUL}b@example.com` }) },
      { name: 'tRPC profile', req: trpc('account.update', { userId: w.buyerA.id, name: `A${NUL}` }, bearer(tokens.a)) },
      { name: 'tRPC inquiry', req: trpc('inquiries.create', { name: `Kim${NUL}`, email }) },
      { name: 'tRPC search', req: { method: 'GET', url: `/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ q: `rib${NUL}` }))}` } },
    );
    try {
      for (const c of cases) {
        const res = await logged.inject(c.req);
        expect(res.statusCode, `${c.name}: ${res.body}`).toBe(400);
        expect(res.body, c.name).toContain(CONTROL_CHARACTERS);
      }
      // Tabs and line breaks are fine in a multi-line field.
      const ok = await logged.inject({ method: 'POST', url: '/api/inquiries', payload: { name: 'Kim', email, message: 'line one\r\n\tline two' } });
      expect(ok.statusCode, ok.body).toBe(201);
      const dbError = await logged.inject({ method: 'GET', url: '/api/test-db-error' });
      expect(dbError.statusCode).toBe(500);
    } finally {
      await logged.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).not.toMatch(/"(parameters|query)"|argon2|SECRETHASH|victim@example\.com|Kim\\u0000/);
  });

  it('never logs a database error\'s statement or parameters, keeping its SQLSTATE and message', async () => {
    const { serializeError } = await import('./plugins/logging');
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

describe('per-client limits of the anonymous forms (issue 10, items 3 and 5)', () => {
  async function exhaust(name: string, limit: number, send: () => Promise<LightMyRequestResponse>, pattern: RegExp) {
    for (let i = 0; i < limit; i += 1) {
      const res = await send();
      expect(res.statusCode, `${name} #${i + 1}: ${res.body}`).toBeLessThan(429);
    }
    const limited = await send();
    expect(limited.statusCode, `${name}: ${limited.body}`).toBe(429);
    // both doors say when to try again
    expect(Number(limited.headers['retry-after']), name).toBeGreaterThan(0);
    expect(limited.body, name).toMatch(pattern);
  }

  it('signup, inquiries, forgot-password and reset-password answer 429 with Retry-After and a clear message past the limit', async () => {
    const ip = '10.77.0.1';
    await exhaust(
      'signup',
      CLIENT_LIMITS.signup.limit,
      () => inject({ method: 'POST', url: '/api/users/signup', payload: signupPayload(uniqueEmail('flood')), remoteAddress: ip }),
      /Too many signup requests from your network\. Please try again in \d+ minutes?\./,
    );
    await exhaust(
      'inquiry',
      CLIENT_LIMITS.inquiry.limit,
      () => inject({ method: 'POST', url: '/api/inquiries', payload: { name: 'Q', email: uniqueEmail('q') }, remoteAddress: ip }),
      /Too many inquiries from your network\. Please try again in \d+ minutes?\./,
    );
    await exhaust(
      'forgot-password',
      CLIENT_LIMITS.forgotPassword.limit,
      () => inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: uniqueEmail('f') }, remoteAddress: ip }),
      /Too many password reset requests from your network\. Please try again in \d+ minutes?\./,
    );
    await exhaust(
      'reset-password',
      CLIENT_LIMITS.resetPassword.limit,
      () => inject({ method: 'POST', url: '/api/users/reset-password', payload: { email: w.buyerB.email, token: 'z'.repeat(43), newPassword: 'whatever 12345' }, remoteAddress: ip }),
      /Too many password reset attempts from your network\. Please try again in \d+ minutes?\./,
    );
    // the same limits through tRPC, for another client
    const other = '10.77.0.2';
    await exhaust(
      'tRPC signup.create',
      CLIENT_LIMITS.signup.limit,
      () =>
        inject({
          method: 'POST',
          url: '/trpc/signup.create',
          headers: { 'content-type': 'application/json', ...OWN_ORIGIN },
          payload: JSON.stringify(signupPayload(uniqueEmail('t'))),
          remoteAddress: other,
        }),
      /Too many signup requests from your network/,
    );
    // a third client is not affected
    expect((await inject({ method: 'POST', url: '/api/users/signup', payload: signupPayload(uniqueEmail('ok')), remoteAddress: '10.77.0.3' })).statusCode).toBe(201);
  });
});

describe('sessions in the web client: the httpOnly cookie', () => {
  it('tRPC login sets an httpOnly SameSite=Lax cookie, auth.me works with it, logout clears it', async () => {
    const login = await trpcPost('auth.login', { email: w.buyerA.email, password: PASSWORD }, OWN_ORIGIN);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.body).not.toContain('eyJ'); // the token never reaches browser code
    const cookie = setCookie(login);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 12 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();

    const jar = { cookie: `session=${cookie?.value}` };
    const me = await trpcGet('auth.me', undefined, jar);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ result: { data: { id: w.buyerA.id, first_name: 'Alice' } } });
    // The same cookie works for the REST reads of the web client.
    expect((await inject({ method: 'GET', url: `/api/users/${w.buyerA.id}`, headers: jar })).statusCode).toBe(200);

    const logout = await trpcPost('auth.logout', undefined, { ...jar, ...OWN_ORIGIN });
    expect(logout.statusCode).toBe(200);
    const cleared = setCookie(logout);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? (cleared?.maxAge ?? 1) * 1000).toBeLessThanOrEqual(Date.now());
    expect((await trpcGet('auth.me', undefined, {})).statusCode).toBe(401);
  });

  it('logout ends the session server-side: the same token then gets 401 as cookie and as Bearer (issue 10, item 6)', async () => {
    const login = await trpcPost('auth.login', { email: w.buyerA.email, password: PASSWORD }, OWN_ORIGIN);
    const token = setCookie(login)!.value;
    const jar = { cookie: `session=${token}` };
    expect((await trpcGet('auth.me', undefined, jar)).statusCode).toBe(200);
    const logout = await trpcPost('auth.logout', undefined, { ...jar, ...OWN_ORIGIN });
    expect(logout.statusCode).toBe(200);
    // a client that kept the cookie, or the token copied out of it
    expect((await trpcGet('auth.me', undefined, jar)).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: `/api/users/${w.buyerA.id}`, headers: jar })).statusCode).toBe(401);
    expect((await trpcGet('auth.me', undefined, bearer(token))).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: `/api/users/${w.buyerA.id}`, headers: bearer(token) })).statusCode).toBe(401);

    // A REST client's bearer token, logged out through the bearer header.
    const rest = await tokenFor(w.buyerB.email);
    expect((await inject({ method: 'GET', url: `/api/users/${w.buyerB.id}`, headers: bearer(rest) })).statusCode).toBe(200);
    expect((await trpcPost('auth.logout', undefined, bearer(rest))).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/users/${w.buyerB.id}`, headers: bearer(rest) })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: `/api/users/${w.buyerB.id}`, headers: { cookie: `session=${rest}` } })).statusCode).toBe(401);
    // other sessions of the same buyer go on
    expect((await inject({ method: 'GET', url: `/api/users/${w.buyerB.id}`, headers: bearer(tokens.b) })).statusCode).toBe(200);
  });

  it('renews an old cookie on use (sliding 12 h), and a session token lasts 12 hours', async () => {
    const login = await trpcPost('auth.login', { email: w.buyerA.email, password: PASSWORD }, OWN_ORIGIN);
    const token = setCookie(login)!.value;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number; iat: number; jti: string };
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
    expect(claims.jti).toBeTruthy();
    const fresh = await trpcGet('auth.me', undefined, { cookie: `session=${token}` });
    expect(setCookie(fresh)).toBeUndefined();
    w.advance(2 * 60 * 60 * 1000);
    try {
      const later = await trpcGet('auth.me', undefined, { cookie: `session=${token}` });
      expect(later.statusCode).toBe(200);
      const renewed = setCookie(later);
      expect(renewed?.value).toBeTruthy();
      expect(renewed?.value).not.toBe(token);
      // a bearer token is never renewed
      expect(setCookie(await trpcGet('auth.me', undefined, bearer(token)))).toBeUndefined();
    } finally {
      w.advance(-2 * 60 * 60 * 1000);
    }
  });

  it('marks the cookie Secure behind an https public URL', async () => {
    const httpsApp = await buildServer(config({ publicUrl: 'https://shop.example.com' }), { db: w.handle.db, storage: w.storage, services });
    try {
      const res = await httpsApp.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        headers: { 'content-type': 'application/json', origin: 'https://shop.example.com' },
        payload: JSON.stringify({ email: w.buyerB.email, password: PASSWORD }),
      });
      expect(res.statusCode).toBe(200);
      // named __Host-session there (issue 17, item 12; session-hardening.int.test.ts)
      expect(setCookie(res, '__Host-session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    } finally {
      await httpsApp.close();
    }
  });

  it('takes the client address (the rate-limit key) from X-Forwarded-For only as far as TRUST_PROXY allows', async () => {
    const ipOf = async (trustProxy: false | number) => {
      const probe = await buildServer(config({ trustProxy }), { db: w.handle.db, storage: w.storage, services });
      probe.get('/api/test-ip', async (request) => ({ ip: request.ip }));
      try {
        const res = await probe.inject({ method: 'GET', url: '/api/test-ip', remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': '6.6.6.6, 5.5.5.5' } });
        return res.json<{ ip: string }>().ip;
      } finally {
        await probe.close();
      }
    };
    expect(await ipOf(false)).toBe('10.9.9.9');
    // One proxy: its own entry (the right-most) names the client; what the client wrote to the left does not count.
    expect(await ipOf(1)).toBe('5.5.5.5');
    expect(await ipOf(2)).toBe('6.6.6.6');
  });

  it('refuses a cross-origin or origin-less state change made with the cookie, not one with a bearer token', async () => {
    const jar = { cookie: `session=${tokens.a}` };
    const update = { userId: w.buyerA.id, phone_number: '213-555-0101' };

    const evil = await trpcPost('account.update', update, { ...jar, ...EVIL_ORIGIN });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    const evilRest = await inject({ method: 'PUT', url: `/api/users/${w.buyerA.id}`, headers: { ...jar, ...EVIL_ORIGIN }, payload: { phone_number: '1' } });
    expect(evilRest.statusCode).toBe(403);
    const evilReferer = await inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...jar, referer: 'https://evil.example/page' },
      payload: { phone_number: '1' },
    });
    expect(evilReferer.statusCode).toBe(403);
    const noOrigin = await trpcPost('account.update', update, jar);
    expect(noOrigin.statusCode).toBe(403);
    // A cross-site login (login CSRF) is refused too, cookie or not.
    expect((await trpcPost('auth.login', { email: w.buyerA.email, password: PASSWORD }, EVIL_ORIGIN)).statusCode).toBe(403);

    const own = await trpcPost('account.update', update, { ...jar, ...OWN_ORIGIN });
    expect(own.statusCode, own.body).toBe(200);
    const sameHost = await inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...jar, host: 'shop.lan:8080', origin: 'http://shop.lan:8080' },
      payload: { phone_number: '213-555-0102' },
    });
    expect(sameHost.statusCode, sameHost.body).toBe(200);
    const viaReferer = await inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...jar, referer: `${PUBLIC_URL}/profile/user/x` },
      payload: { phone_number: '213-555-0103' },
    });
    expect(viaReferer.statusCode).toBe(200);
    // Bearer requests are not sent by browsers on their own: exempt.
    const withBearer = await inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...bearer(tokens.a), ...EVIL_ORIGIN },
      payload: { phone_number: '213-555-0104' },
    });
    expect(withBearer.statusCode).toBe(200);
    // Reads are not state changes.
    expect((await trpcGet('auth.me', undefined, { ...jar, ...EVIL_ORIGIN })).statusCode).toBe(200);
  });

  it('clears a cookie whose token no longer holds, and answers as for a guest', async () => {
    const res = await inject({ method: 'GET', url: `/api/users/${w.buyerA.id}`, headers: { cookie: 'session=not.a.token' } });
    expect(res.statusCode).toBe(401);
    expect(setCookie(res)?.value).toBe('');
  });
});

describe('password reset over REST', () => {
  it('answers alike for any e-mail, and a reset ends every session of that user', async () => {
    const email = uniqueEmail('carol');
    await w.handle.db
      .insertInto('users')
      .values({ email, name: 'Carol Park', first_name: 'Carol', last_name: 'Park', password_hash: await hashPassword(PASSWORD) })
      .execute();
    const oldToken = await tokenFor(email);
    const user = await w.handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect((await inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(oldToken) })).statusCode).toBe(200);

    const known = await inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
    const unknown = await inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: uniqueEmail('ghost') } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    await services.accounts.passwordReset.idle(); // the link is prepared off the request path
    const mail = await w.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('template', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    // the reset mail is stored sealed (issue 10, item 10)
    const link = /https?:\/\/\S+reset-password\S+/.exec(outboxBody(mail, new OutboxSealer(SESSION_SECRET)).text)?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(16);

    const reset = await inject({ method: 'POST', url: '/api/users/reset-password', payload: { email, token, newPassword: 'a brand new secret 1' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successfully! You can now log in with your new password.' });
    expect((await inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(oldToken) })).statusCode).toBe(401);
    expect((await restLogin(email, 'a brand new secret 1')).statusCode).toBe(200);
    const again = await inject({ method: 'POST', url: '/api/users/reset-password', payload: { email, token, newPassword: 'another secret 22' } });
    expect(again.statusCode).toBe(400);
  });
});

describe('document uploads (multipart)', () => {
  it('stores a good PDF and a JPG bound to the signup request, under generated keys', async () => {
    const req = await signup();
    const pdf = await upload(req.email, req.uploadToken, { name: '../../etc/사업자 license.pdf', type: 'application/pdf', bytes: PDF });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { url, key } = pdf.json<{ url: string; key: string }>();
    expect(key).toMatch(new RegExp(`^documents/signup/${req.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(url).not.toContain('license');
    const jpg = await upload(req.email, '', { name: 'resale.jpg', type: 'image/jpeg', bytes: JPG }, { 'x-upload-token': req.uploadToken });
    expect(jpg.statusCode, jpg.body).toBe(200);
    expect(await w.storage.head(key)).not.toBeNull();
  });

  it('refuses bad magic bytes, an oversized file, a wrong token and a non-multipart body with the spec texts', async () => {
    const req = await signup();
    const fake = await upload(req.email, req.uploadToken, { name: 'license.pdf', type: 'application/pdf', bytes: Buffer.from('MZ this is not a pdf') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ error: 'Only PDF, JPG, and PNG files are allowed', message: 'Only PDF, JPG, and PNG files are allowed' });
    expect(fake.json()).toHaveProperty('code');
    expect(fake.json()).toHaveProperty('name');

    const huge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const big = await upload(req.email, req.uploadToken, { name: 'license.pdf', type: 'application/pdf', bytes: huge });
    expect([400, 413]).toContain(big.statusCode);
    expect(big.json()).toMatchObject({ message: 'File size must be less than 10MB' });

    const wrong = await upload(req.email, 'x'.repeat(43));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'This upload link is invalid or has expired. Please submit the form again.' });
    // Another request's valid token does not open this e-mail's request.
    expect((await upload(req.email, pending.uploadToken)).statusCode).toBe(401);
    expect((await upload(req.email, '')).statusCode).toBe(400);

    const json = await inject({ method: 'POST', url: '/api/s3/upload/document', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: expect.any(String), name: expect.any(String) });
    const noFile = multipart({ documentType: 'business-license', userEmail: req.email, uploadToken: req.uploadToken });
    const none = await inject({ method: 'POST', url: '/api/s3/upload/document', payload: noFile.payload, headers: noFile.headers });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'No file uploaded' });
  });

  it('takes an inquiry as JSON and its document with the inquiry token', async () => {
    const res = await inject({ method: 'POST', url: '/api/inquiries', payload: { name: 'Min Choi', email: 'min@restaurant.test', message: 'Prices for 40 lb?' } });
    expect(res.statusCode, res.body).toBe(201);
    const { data, uploadToken, success } = res.json<{ success: boolean; data: { id: number }; uploadToken: string }>();
    expect(success).toBe(true);
    // The business inbox gets the inquiry, with the customer as Reply-To.
    const mail = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'reply_to', 'template'])
      .where('template', '=', 'inquiry-received')
      .where('reply_to', '=', 'min@restaurant.test')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(BUSINESS_EMAIL);
    const body = multipart(
      { documentType: 'business-license', userEmail: 'min@restaurant.test', uploadToken },
      { name: 'license.png', type: 'image/png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(50)]) },
    );
    // The path names the inquiry: the token of this one does not upload to another.
    const other = await inject({ method: 'POST', url: '/api/inquiries', payload: { name: 'Other', email: 'other@restaurant.test' } });
    const elsewhere = await inject({ method: 'POST', url: `/api/inquiries/${other.json<{ data: { id: number } }>().data.id}/documents`, payload: body.payload, headers: body.headers });
    expect(elsewhere.statusCode, elsewhere.body).toBe(401);
    const doc = await inject({ method: 'POST', url: `/api/inquiries/${data.id}/documents`, payload: body.payload, headers: body.headers });
    expect(doc.statusCode, doc.body).toBe(200);
    const uploaded = doc.json<{ key: string; url: string }>();
    expect(uploaded.key).toMatch(new RegExp(`^documents/inquiries/${data.id}/`));
    // The answer's URL exists: an admin gets the file's short-lived link from it.
    const link = await inject({ method: 'GET', url: uploaded.url, headers: bearer(tokens.admin) });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<{ downloadUrl: string }>().downloadUrl).toMatch(/^\/files\/signed\?/);
    // A signup token does not upload to inquiries, nor the other way round.
    const cross = multipart({ documentType: 'business-license', userEmail: pending.email, uploadToken: pending.uploadToken }, { name: 'a.pdf', type: 'application/pdf', bytes: PDF });
    expect((await inject({ method: 'POST', url: `/api/inquiries/${data.id}/documents`, payload: cross.payload, headers: cross.headers })).statusCode).toBe(401);
    const missing = await inject({ method: 'POST', url: '/api/inquiries', payload: { email: 'min@restaurant.test' } });
    expect(missing.statusCode).toBe(400);
  });
});

describe('product photos (multipart, admins)', () => {
  it('adds a product, turns an uploaded photo into the AVIF + JPEG pair the storefront serves, and lists it', async () => {
    const created = await inject({ method: 'POST', url: '/api/items', headers: bearer(tokens.admin), payload: { ...NEW_PRODUCT, name: 'Photo Brisket' } });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{ success: true; data: { id: number; slug: string; images: number } }>().data;
    expect(item).toMatchObject({ slug: 'photo-brisket', images: 0 });

    const body = multipart({}, { name: 'brisket.jpg', type: 'image/jpeg', bytes: await smallJpeg() });
    const res = await inject({ method: 'POST', url: `/api/admin/items/${item.id}/images`, headers: { ...bearer(tokens.admin), ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id: item.id, images: 1 } });
    const avif = await inject({ method: 'GET', url: `/products/unprocessed/${item.slug}/01.avif` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await inject({ method: 'GET', url: `/products/unprocessed/${item.slug}/01.jpg` })).headers['content-type']).toBe('image/jpeg');
    const listing = await inject({ method: 'GET', url: '/api/items/style/unprocessed' });
    expect(listing.json<{ data: { id: number; images: number }[] }>().data.find((i) => i.id === item.id)).toMatchObject({ images: 1 });
  });

  it('refuses a lying file, a missing file and an unknown product with a 4xx and a clear message', async () => {
    const lying = multipart({}, { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('GIF89a? no: plain text pretending to be a photo') });
    const res = await inject({ method: 'POST', url: '/api/admin/items/2/images', headers: { ...bearer(tokens.admin), ...lying.headers }, payload: lying.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PHOTO_MESSAGES.notImage });
    const none = multipart({ replace: '1' });
    const missing = await inject({ method: 'POST', url: '/api/admin/items/2/images', headers: { ...bearer(tokens.admin), ...none.headers }, payload: none.payload });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'No file uploaded' });
    const photo = multipart({}, { name: 'photo.jpg', type: 'image/jpeg', bytes: await smallJpeg() });
    const unknown = await inject({ method: 'POST', url: '/api/admin/items/999999/images', headers: { ...bearer(tokens.admin), ...photo.headers }, payload: photo.payload });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Product not found' });
  });
});

describe('signed document links', () => {
  it('downloads for five minutes as an attachment with its original name, and never when tampered', async () => {
    const res = await inject({ method: 'GET', url: `/api/users/${encodeURIComponent(pending.email)}/documents`, headers: bearer(tokens.admin) });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ documents: { id: number; originalFilename: string }[] }>().documents.find((d) => d.originalFilename === 'license.pdf');
    expect(doc).toBeDefined();
    const link = await inject({
      method: 'GET',
      url: `/api/users/${encodeURIComponent(pending.email)}/documents/${doc?.id}/download`,
      headers: bearer(tokens.admin),
    });
    expect(link.statusCode).toBe(200);
    const { downloadUrl } = link.json<{ downloadUrl: string }>();
    expect(downloadUrl).toMatch(/^\/files\/signed\?/);

    const file = await inject({ method: 'GET', url: downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="license.pdf"; filename*=UTF-8''license.pdf`);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const url = new URL(downloadUrl, PUBLIC_URL);
    const tampered = (change: (p: URLSearchParams) => void) => {
      const params = new URLSearchParams(url.search);
      change(params);
      return `${url.pathname}?${params.toString()}`;
    };
    for (const bad of [
      tampered((p) => p.set('sig', `${p.get('sig')?.slice(0, -2)}AA`)),
      tampered((p) => p.set('exp', String(Number(p.get('exp')) + 3600))),
      tampered((p) => p.set('key', (p.get('key') ?? '').replace(/\.pdf$/, '.png'))),
      tampered((p) => p.delete('sig')),
    ]) {
      expect((await inject({ method: 'GET', url: bad })).statusCode, bad).toBe(403);
    }
    // A hostile display name cannot break the header.
    const named = await inject({ method: 'GET', url: tampered((p) => p.set('name', '검사"\r\nX-Evil: 1.pdf')) });
    expect(named.statusCode).toBe(200);
    expect(named.headers['x-evil']).toBeUndefined();
    expect(named.headers['content-disposition']).toMatch(/^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);

    // Links the service signed 4:50 ago still work; those signed 5:01 ago have expired.
    w.advance(-(4 * 60 + 50) * 1000);
    const fresh = await services.accounts.signupAdmin.downloadLink(w.admin.actor, pending.email, doc?.id ?? 0);
    w.advance(-11 * 1000);
    const stale = await services.accounts.signupAdmin.downloadLink(w.admin.actor, pending.email, doc?.id ?? 0);
    w.advance((5 * 60 + 1) * 1000);
    expect((await inject({ method: 'GET', url: fresh.downloadUrl })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: stale.downloadUrl })).statusCode).toBe(403);
  });
});

describe('mail', () => {
  it('puts the signup mail in the outbox, and the worker writes it as an .eml file', async () => {
    const req = await signup(uniqueEmail('mailcheck'));
    const row = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['id', 'subject', 'template'])
      .where('to_address', '=', req.email)
      .executeTakeFirstOrThrow();
    expect(row.template).toBe('signup-received');
    const mailDir = path.join(tmp, 'data');
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const transport = createMailTransport({ dataDir: mailDir, from: '"Wholesale Meat Co." <no-reply@localhost>', logger: quiet });
    const worker = createMailWorker({ db: w.handle.db, transport, logger: quiet, batchSize: 100 });
    try {
      let sent = 0;
      for (let i = 0; i < 5; i += 1) sent += (await worker.runOnce()).sent;
      expect(sent).toBeGreaterThan(0);
    } finally {
      await worker.stop();
      await transport.close();
    }
    const files = fs.readdirSync(path.join(mailDir, 'mail')).filter((f) => f.endsWith('.eml'));
    const mine = files.map((f) => fs.readFileSync(path.join(mailDir, 'mail', f), 'utf8')).find((text) => text.includes(`To: ${req.email}`));
    expect(mine).toBeDefined();
    expect(mine).toContain('From: "Wholesale Meat Co." <no-reply@localhost>');
  });
});

// ---------------------------------------------------------------------------------------------
// The authorization matrix: every account endpoint, five actors. Expected statuses in the order
// guest, pending account, buyer A, buyer B, admin. Rows that change state run the refusals first
// and the permitted call last.
// ---------------------------------------------------------------------------------------------

type ActorName = 'guest' | 'pending' | 'buyerA' | 'buyerB' | 'admin';
const ACTORS: readonly ActorName[] = ['guest', 'pending', 'buyerA', 'buyerB', 'admin'];
type Expect = readonly [number | number[], number | number[], number | number[], number | number[], number | number[]];

function authOf(actor: ActorName): Headers {
  switch (actor) {
    case 'guest':
      return {};
    // A pending account cannot sign in (403 above), so it holds no session; whatever it sends
    // as a token is not one.
    case 'pending':
      return bearer('eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjEsInJvbGUiOiJhZG1pbiJ9.forged');
    case 'buyerA':
      return bearer(tokens.a);
    case 'buyerB':
      return bearer(tokens.b);
    case 'admin':
      return bearer(tokens.admin);
  }
}

interface Row {
  name: string;
  expect: Expect;
  call: (auth: Headers, actor: ActorName) => Promise<LightMyRequestResponse>;
}

function matches(status: number, expected: number | number[]): boolean {
  return Array.isArray(expected) ? expected.includes(status) : status === expected;
}

async function runRow(row: Row): Promise<void> {
  const seen: string[] = [];
  let failed = false;
  for (const [i, actor] of ACTORS.entries()) {
    const res = await row.call(authOf(actor), actor);
    const expected = row.expect[i] as number | number[];
    seen.push(`${actor}=${res.statusCode}`);
    if (!matches(res.statusCode, expected)) {
      failed = true;
      seen.push(`(expected ${JSON.stringify(expected)}: ${res.body.slice(0, 200)})`);
    }
  }
  expect(failed, `${row.name}: ${seen.join(' ')}`).toBe(false);
}

const OWN_ONLY: Expect = [401, 401, 200, 403, 200];
const ADMIN_ONLY: Expect = [401, 401, 403, 403, 200];
const ANYONE_200: Expect = [200, 200, 200, 200, 200];
const ANYONE_201: Expect = [201, 201, 201, 201, 201];

describe('authorization matrix: REST', () => {
  const rows: Row[] = [];
  const get = (url: () => string) => (auth: Headers) => inject({ method: 'GET', url: url(), headers: auth });
  let toApprove: { id: number };
  let toReject: { id: number };

  beforeAll(async () => {
    toApprove = await signup();
    toReject = await signup();
  });

  rows.push(
    { name: 'GET /api/users/:A', expect: OWN_ONLY, call: get(() => `/api/users/${w.buyerA.id}`) },
    {
      name: 'PUT /api/users/:A',
      expect: OWN_ONLY,
      call: (auth) => inject({ method: 'PUT', url: `/api/users/${w.buyerA.id}`, headers: auth, payload: { phone_number: '213-555-0111' } }),
    },
    { name: 'GET /api/addresses/user/:A', expect: OWN_ONLY, call: get(() => `/api/addresses/user/${w.buyerA.id}`) },
    { name: 'GET /api/points/user/:A', expect: OWN_ONLY, call: get(() => `/api/points/user/${w.buyerA.id}`) },
    { name: 'GET /api/points/user/:A/total', expect: OWN_ONLY, call: get(() => `/api/points/user/${w.buyerA.id}/total`) },
    { name: 'GET /api/orders/user/:A', expect: OWN_ONLY, call: get(() => `/api/orders/user/${w.buyerA.id}`) },
    // Someone else's order answers like a missing one (ids are guessable).
    { name: 'GET /api/order-items/orders/:orderOfA', expect: [401, 401, 200, 404, 200], call: get(() => `/api/order-items/orders/${w.buyerA.orderId}`) },
    {
      // Buyers order for themselves: a user_id in the body is ignored; admins have no cart.
      name: 'POST /api/orders',
      expect: [401, 401, 201, 201, 403],
      call: (auth) => inject({ method: 'POST', url: '/api/orders', headers: auth, payload: { user_id: w.buyerA.id, order_type: 'pickup', cart_items: [{ id: 1, quantity: 1 }] } }),
    },
    {
      // replaying a line of A's order: only A may
      name: 'POST /api/order-items (a line of A’s order)',
      expect: [401, 401, 200, 404, 403],
      call: (auth) => inject({ method: 'POST', url: '/api/order-items', headers: auth, payload: { order_id: w.buyerA.orderId, item_id: 1, quantity: 3, unit_price: 1 } }),
    },
    { name: 'GET /api/orders', expect: ADMIN_ONLY, call: get(() => '/api/orders?status=pending') },
    { name: 'GET /api/inquiries', expect: ADMIN_ONLY, call: get(() => '/api/inquiries') },
    { name: 'GET /api/users', expect: ADMIN_ONLY, call: get(() => '/api/users') },
    { name: 'GET /api/addresses', expect: ADMIN_ONLY, call: get(() => '/api/addresses') },
    {
      name: 'PUT /api/inquiries/:id/status',
      expect: ADMIN_ONLY,
      call: async (auth) => {
        const { id } = await w.services.inquiries.createInquiry(w.guest, { name: 'Q', email: 'q@restaurant.test' });
        return inject({ method: 'PUT', url: `/api/inquiries/${id}/status`, headers: auth });
      },
    },
    {
      name: 'POST /api/email/send-inquiry-response',
      expect: ADMIN_ONLY,
      call: (auth) =>
        inject({ method: 'POST', url: '/api/email/send-inquiry-response', headers: auth, payload: { email: 'q@restaurant.test', customerName: 'Q', responseMessage: 'Thanks!' } }),
    },
    {
      name: 'PATCH /api/items/:id',
      expect: ADMIN_ONLY,
      call: (auth) => inject({ method: 'PATCH', url: '/api/items/2', headers: auth, payload: { id: 2, show: true } }),
    },
    {
      name: 'POST /api/items',
      expect: [401, 401, 403, 403, 201],
      call: (auth) => inject({ method: 'POST', url: '/api/items', headers: auth, payload: NEW_PRODUCT }),
    },
    {
      name: 'POST /api/admin/items/:id/images',
      expect: ADMIN_ONLY,
      call: async (auth) => {
        const body = multipart({}, { name: 'photo.jpg', type: 'image/jpeg', bytes: await smallJpeg() });
        return inject({ method: 'POST', url: '/api/admin/items/2/images', headers: { ...auth, ...body.headers }, payload: body.payload });
      },
    },
    { name: 'GET /api/order-items', expect: ADMIN_ONLY, call: get(() => '/api/order-items') },
    { name: 'GET /api/admin/orders/export.csv', expect: ADMIN_ONLY, call: get(() => '/api/admin/orders/export.csv?status=pending') },
    { name: 'GET /api/admin/orders/lines.csv', expect: ADMIN_ONLY, call: get(() => '/api/admin/orders/lines.csv?status=pending') },
    {
      name: 'PUT /api/orders/:id/status',
      expect: ADMIN_ONLY,
      call: (auth) => inject({ method: 'PUT', url: `/api/orders/${w.buyerA.orderId}/status`, headers: auth, payload: { status: 'contacted' } }),
    },
    { name: 'GET /api/users/signup-requests', expect: ADMIN_ONLY, call: get(() => '/api/users/signup-requests?showRejected=true') },
    {
      name: 'POST /api/users/approve-signup/:id',
      expect: ADMIN_ONLY,
      call: (auth) => inject({ method: 'POST', url: `/api/users/approve-signup/${toApprove.id}`, headers: auth }),
    },
    {
      name: 'PUT /api/users/reject-signup/:id',
      expect: ADMIN_ONLY,
      call: (auth) => inject({ method: 'PUT', url: `/api/users/reject-signup/${toReject.id}`, headers: auth, payload: { reason: 'License expired' } }),
    },
    {
      name: 'PUT /api/users/signup-requests/revert/:id',
      expect: ADMIN_ONLY,
      call: (auth) => inject({ method: 'PUT', url: `/api/users/signup-requests/revert/${toReject.id}`, headers: auth }),
    },
    { name: 'GET /api/users/:email/documents', expect: ADMIN_ONLY, call: get(() => `/api/users/${encodeURIComponent(pending.email)}/documents`) },
    {
      name: 'GET /api/users/:email/documents/:id/download',
      expect: ADMIN_ONLY,
      call: async (auth) => {
        const doc = await w.handle.db.selectFrom('user_documents').select('id').where('email', '=', pending.email).executeTakeFirstOrThrow();
        return inject({ method: 'GET', url: `/api/users/${encodeURIComponent(pending.email)}/documents/${doc.id}/download`, headers: auth });
      },
    },
    // The public doors answer everyone alike; what they open is bound to the request, not the caller.
    { name: 'POST /api/users/login (A’s credentials)', expect: ANYONE_200, call: (auth) => inject({ method: 'POST', url: '/api/users/login', headers: auth, payload: { email: w.buyerA.email, password: PASSWORD } }) },
    { name: 'POST /api/users/signup', expect: ANYONE_201, call: (auth) => inject({ method: 'POST', url: '/api/users/signup', headers: auth, payload: signupPayload(uniqueEmail('m')) }) },
    { name: 'POST /api/users/forgot-password', expect: ANYONE_200, call: (auth) => inject({ method: 'POST', url: '/api/users/forgot-password', headers: auth, payload: { email: w.buyerB.email } }) },
    {
      name: 'POST /api/users/reset-password (bad token)',
      expect: [400, 400, 400, 400, 400],
      call: (auth) => inject({ method: 'POST', url: '/api/users/reset-password', headers: auth, payload: { email: w.buyerB.email, token: 'y'.repeat(43), newPassword: 'whatever 12345' } }),
    },
    { name: 'POST /api/inquiries', expect: ANYONE_201, call: (auth) => inject({ method: 'POST', url: '/api/inquiries', headers: auth, payload: { name: 'Q', email: 'q@restaurant.test' } }) },
    {
      name: 'POST /api/s3/upload/document (the request’s token)',
      expect: ANYONE_200,
      call: (auth) => {
        const body = multipart({ documentType: 'resale-certificate', userEmail: pending.email, uploadToken: pending.uploadToken }, { name: 'r.jpg', type: 'image/jpeg', bytes: JPG });
        return inject({ method: 'POST', url: '/api/s3/upload/document', headers: { ...auth, ...body.headers }, payload: body.payload });
      },
    },
  );

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    await runRow(row);
  });

  it('approval created the account and its address; the rejected request is pending again', async () => {
    const list = await inject({ method: 'GET', url: '/api/users/signup-requests', headers: bearer(tokens.admin) });
    const ids = list.json<{ id: number; status: string }[]>().map((r) => r.id);
    expect(ids).toContain(toReject.id);
    expect(ids).not.toContain(toApprove.id);
    const user = await w.handle.db.selectFrom('users').select('id').where('signup_request_id', '=', toApprove.id).executeTakeFirst();
    expect(user).toBeDefined();
  });
});

describe('authorization matrix: tRPC over HTTP', () => {
  const rows: Row[] = [];
  let toApprove: { id: number };
  let toReject: { id: number };
  let docId = 0;

  beforeAll(async () => {
    toApprove = await signup();
    toReject = await signup();
    const doc = await w.handle.db.selectFrom('user_documents').select('id').where('email', '=', pending.email).executeTakeFirstOrThrow();
    docId = doc.id;
  });

  const q = (procedure: string, input: () => unknown) => (auth: Headers) => trpcGet(procedure, input(), auth);
  const m = (procedure: string, input: () => unknown) => (auth: Headers) => trpcPost(procedure, input(), auth);
  const A = () => ({ userId: w.buyerA.id });

  rows.push(
    { name: 'auth.me', expect: [401, 401, 200, 200, 200], call: q('auth.me', () => undefined) },
    { name: 'account.profile(A)', expect: OWN_ONLY, call: q('account.profile', A) },
    { name: 'account.update(A)', expect: OWN_ONLY, call: m('account.update', () => ({ ...A(), phone_number: '213-555-0120' })) },
    { name: 'account.addresses(A)', expect: OWN_ONLY, call: q('account.addresses', A) },
    { name: 'orders.points(A)', expect: OWN_ONLY, call: q('orders.points', A) },
    { name: 'orders.pointsTotal(A)', expect: OWN_ONLY, call: q('orders.pointsTotal', A) },
    { name: 'orders.list(A)', expect: OWN_ONLY, call: q('orders.list', A) },
    { name: 'orders.usualItems(A)', expect: OWN_ONLY, call: q('orders.usualItems', A) },
    { name: 'orders.lines(order of A)', expect: [401, 401, 200, 404, 200], call: q('orders.lines', () => ({ orderId: w.buyerA.orderId })) },
    { name: 'orders.detail(order of A)', expect: [401, 401, 200, 404, 200], call: q('orders.detail', () => ({ orderId: w.buyerA.orderId })) },
    { name: 'orders.pickupSlots', expect: [401, 401, 200, 200, 403], call: q('orders.pickupSlots', () => undefined) },
    { name: 'orders.place', expect: [401, 401, 200, 200, 403], call: m('orders.place', () => ({ user_id: w.buyerA.id, cart_items: [{ id: 1, quantity: 2 }] })) },
    { name: 'admin.orders.list', expect: ADMIN_ONLY, call: q('admin.orders.list', () => ({ status: 'pending' })) },
    { name: 'admin.dashboard.figures', expect: ADMIN_ONLY, call: q('admin.dashboard.figures', () => ({ period: 'monthly' })) },
    { name: 'admin.items.list', expect: ADMIN_ONLY, call: q('admin.items.list', () => undefined) },
    { name: 'admin.inquiries.list', expect: ADMIN_ONLY, call: q('admin.inquiries.list', () => undefined) },
    { name: 'admin.inquiries.reply', expect: ADMIN_ONLY, call: m('admin.inquiries.reply', () => ({ email: 'q@restaurant.test', responseMessage: 'Thanks!' })) },
    { name: 'admin.items.update', expect: ADMIN_ONLY, call: m('admin.items.update', () => ({ id: 2, update: { show: true } })) },
    { name: 'admin.items.create', expect: ADMIN_ONLY, call: m('admin.items.create', () => NEW_PRODUCT) },
    { name: 'admin.orders.detail', expect: ADMIN_ONLY, call: q('admin.orders.detail', () => ({ orderId: w.buyerA.orderId })) },
    { name: 'admin.orders.setStatus', expect: ADMIN_ONLY, call: m('admin.orders.setStatus', () => ({ orderId: w.buyerA.orderId, status: 'contacted' })) },
    { name: 'admin.orders.pickList', expect: ADMIN_ONLY, call: q('admin.orders.pickList', () => ({ date: '2026-11-25' })) },
    { name: 'admin.signupRequests.list', expect: ADMIN_ONLY, call: q('admin.signupRequests.list', () => ({ showRejected: true })) },
    { name: 'admin.signupRequests.approve', expect: ADMIN_ONLY, call: m('admin.signupRequests.approve', () => ({ id: toApprove.id })) },
    { name: 'admin.signupRequests.reject', expect: ADMIN_ONLY, call: m('admin.signupRequests.reject', () => ({ id: toReject.id, reason: 'Unreadable' })) },
    { name: 'admin.signupRequests.revert', expect: ADMIN_ONLY, call: m('admin.signupRequests.revert', () => ({ id: toReject.id })) },
    { name: 'admin.signupRequests.documents', expect: ADMIN_ONLY, call: q('admin.signupRequests.documents', () => ({ email: pending.email })) },
    { name: 'admin.signupRequests.downloadLink', expect: ADMIN_ONLY, call: m('admin.signupRequests.downloadLink', () => ({ email: pending.email, documentId: docId })) },
    { name: 'auth.login (A’s credentials)', expect: ANYONE_200, call: m('auth.login', () => ({ email: w.buyerA.email, password: PASSWORD })) },
    { name: 'signup.create', expect: ANYONE_200, call: m('signup.create', () => signupPayload(uniqueEmail('t'))) },
    { name: 'passwordReset.request', expect: ANYONE_200, call: m('passwordReset.request', () => ({ email: w.buyerB.email })) },
    { name: 'inquiries.create', expect: ANYONE_200, call: m('inquiries.create', () => ({ name: 'Q', email: 'q@restaurant.test' })) },
  );

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    await runRow(row);
  });

  it('admin data never reaches a buyer in an error body', async () => {
    const res = await trpcGet('admin.signupRequests.list', {}, bearer(tokens.a));
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(pending.email);
  });
});
