// Many fetch wrappers send `Content-Type: application/json` on every call, with an
// empty body on the calls that take none. On /api an empty JSON body is no body: every mutating
// route answers it exactly as the same call without a Content-Type (never 400 'Empty JSON body'),
// and the documented body-less calls (approve-signup, revert, the inquiry status toggle) and those
// whose body may be `{}` (reject without a reason, a profile update with nothing in it) do their
// normal work. tRPC keeps its own parsing.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signupPayload, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server';

const EMPTY_JSON = { 'content-type': 'application/json' };
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestServer;
let w: AccountsWorld;

/** Each call from an address of its own (freshClientAddresses): the anonymous forms' per-client limits stay out of it. */
const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => t.inject(options);

async function signupRequest(): Promise<number> {
  const res = await inject({
    method: 'POST',
    url: '/api/users/signup',
    payload: signupPayload(uniqueEmail('empty-body')),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ signupRequestId: number }>().signupRequestId;
}

/** The call as such a fetch wrapper makes it: JSON content type, nothing after it. */
function emptyJson(method: string, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return inject({
    method: method as InjectOptions['method'],
    url,
    headers: { ...EMPTY_JSON, ...headers },
    payload: '',
  });
}

/**
 * The mutating routes under /api, from the server's own route table (printRoutes, one method at a
 * time, without common prefixes): so a route added later is covered without being listed here.
 */
function mutatingApiRoutes(server: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  for (const method of MUTATING) {
    const stack: string[] = [];
    for (const line of server.printRoutes({ method: method as 'POST', commonPrefix: false }).split('\n')) {
      const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      const full = (stack[depth - 1] ?? '') + (match[2] ?? '');
      stack[depth] = full;
      stack.length = depth + 1;
      if (match[3]?.split(', ').includes(method) && full.startsWith('/api/')) routes.push({ method, url: full });
    }
  }
  return routes;
}

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-empty-json-', freshClientAddresses: true });
  w = t.world;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('an empty JSON body is no body, on every mutating /api route', () => {
  it('answers exactly as the same call without a Content-Type, never 400 "Empty JSON body"', async () => {
    const routes = mutatingApiRoutes(t.app);
    // The documented body-less calls are among them (the table is read, not assumed): 20 routes today.
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/users/approve-signup/:id' },
        { method: 'PUT', url: '/api/users/signup-requests/revert/:id' },
        { method: 'PUT', url: '/api/inquiries/:id/status' },
      ]),
    );
    for (const { method, url } of routes) {
      // A guest, and an id nobody has: nothing changes, each route says what it says without a body.
      const concrete = url.replace(/:[A-Za-z]+/g, '999999');
      const empty = await emptyJson(method, concrete);
      const none = await inject({ method: method as InjectOptions['method'], url: concrete });
      const label = `${method} ${url}: ${empty.statusCode} ${empty.body}`;
      expect(empty.body, label).not.toContain('Empty JSON body');
      expect(empty.statusCode, label).toBe(none.statusCode);
      expect(empty.body, label).toBe(none.body);
    }
  });

  it('POST /api/users/approve-signup/:id (admin) approves', async () => {
    const id = await signupRequest();
    const res = await emptyJson('POST', `/api/users/approve-signup/${id}`, t.headersAs('admin'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { userId: expect.any(Number) } });
  });

  it('PUT /api/users/reject-signup/:id (admin) rejects without a reason, then PUT /api/users/signup-requests/revert/:id reverts', async () => {
    const id = await signupRequest();
    const rejected = await emptyJson('PUT', `/api/users/reject-signup/${id}`, t.headersAs('admin'));
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toEqual({ success: true });
    const reverted = await emptyJson('PUT', `/api/users/signup-requests/revert/${id}`, t.headersAs('admin'));
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toEqual({ success: true });
  });

  it('PUT /api/inquiries/:id/status (admin) toggles the status, and back', async () => {
    const created = await inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Kim', email: uniqueEmail('inquiry') },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    const first = await emptyJson('PUT', `/api/inquiries/${id}/status`, t.headersAs('admin'));
    expect(first.statusCode, first.body).toBe(200);
    const second = await emptyJson('PUT', `/api/inquiries/${id}/status`, t.headersAs('admin'));
    expect(second.statusCode, second.body).toBe(200);
    const [a, b] = [
      first.json<{ data: { id: number; status: unknown } }>().data,
      second.json<{ data: { id: number; status: unknown } }>().data,
    ];
    expect(a.id).toBe(id);
    expect(b.status).not.toEqual(a.status);
  });

  it('PUT /api/users/:userId (the buyer) with nothing to change answers the profile as it is', async () => {
    const res = await emptyJson('PUT', `/api/users/${w.buyerA.id}`, t.headersAs('buyer'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: w.buyerA.id, email: w.buyerA.email } });
  });

  it('a route that needs a body still names what is missing', async () => {
    const res = await emptyJson('POST', '/api/users/login');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('Empty JSON body');
  });

  it('malformed JSON is still refused as such, and tRPC keeps its own parsing', async () => {
    const malformed = await inject({
      method: 'PUT',
      url: `/api/users/${w.buyerA.id}`,
      headers: { ...EMPTY_JSON, ...t.headersAs('buyer') },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'Malformed JSON body' });
    const trpc = await inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { ...EMPTY_JSON, origin: TEST_PUBLIC_URL },
      payload: JSON.stringify({ email: w.buyerB.email, password: PASSWORD }),
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
  });
});
