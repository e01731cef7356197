// The accounts routers through tRPC: the same services as REST, so these pin the door only —
// input shapes, the cookie capability, domain errors as tRPC codes — plus the access matrix.

import type { Actor, SessionControl } from '@wholesale/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// Test support of the services package (not part of its public entry points).
import {
  createAccountsWorld,
  parsedSignupPayload,
  PASSWORD,
  PDF,
  signupPayload,
  uniqueEmail,
  worldServices,
  type AccountsWorld,
} from '@wholesale/services/testing';
import { appRouter } from '../root';
import type { Context } from '../trpc';
import { trpcError } from '../testing/trpc-error';

// argon2id hashes and a PGlite start per file: generous limits for a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
}, 60_000);
afterAll(async () => {
  await w?.close();
});

/** A signup request straight through the service (set-up, not under test): the payload parsed as the doors do. */
const signupRequest = (email: string) => w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email));

interface Cookie {
  value: string | null;
  control: SessionControl;
}

function cookie(clientKey = '127.0.0.1'): Cookie {
  const c: Cookie = {
    value: null,
    control: {
      clientKey,
      set: (token) => {
        c.value = token;
      },
      clear: () => {
        c.value = null;
      },
    },
  };
  return c;
}

function caller(actor: Actor, jar: Cookie = cookie()) {
  const ctx: Context & { session: SessionControl } = {
    actor,
    services: worldServices(w, 'http://localhost:3000'),
    session: jar.control,
  };
  return appRouter.createCaller(ctx);
}

describe('auth router', () => {
  it('login sets the session through the door and returns the user, never the token', async () => {
    const jar = cookie();
    const res = await caller(w.guest, jar).auth.login({ email: 'alice@restaurant.test', password: PASSWORD });
    expect(res).toEqual({ success: true, user: expect.objectContaining({ id: w.buyerA.id, first_name: 'Alice' }) });
    expect(JSON.stringify(res)).not.toContain(jar.value!);
    expect(await w.services.auth.verifySession(jar.value!)).toEqual(w.buyerA.actor);

    const me = await caller(w.buyerA.actor).auth.me();
    expect(me.email).toBe('alice@restaurant.test');
    expect(me).not.toHaveProperty('password_hash');

    await caller(w.buyerA.actor, jar).auth.logout();
    expect(jar.value).toBeNull();
    // logout works (and clears) even without a session
    const stale = cookie();
    stale.value = 'expired';
    await caller(w.guest, stale).auth.logout();
    expect(stale.value).toBeNull();
  });

  it('session answers a guest with null (no failed request on a guest page load) and a signed-in user like me', async () => {
    expect(await caller(w.guest).auth.session()).toBeNull();
    const user = await caller(w.buyerA.actor).auth.session();
    expect(user).toEqual(await caller(w.buyerA.actor).auth.me());
    expect(user).not.toHaveProperty('password_hash');
    expect((await caller(w.admin.actor).auth.session())?.is_admin).toBe(true);
  });

  it('maps credentials, pending and rate-limit failures to tRPC codes with the spec messages', async () => {
    const jar = cookie('10.0.0.9');
    const bad = await trpcError(caller(w.guest, jar).auth.login({ email: 'bob@restaurant.test', password: 'nope' }));
    expect([bad.code, bad.message]).toEqual(['UNAUTHORIZED', 'Invalid credentials']);
    const unknown = await trpcError(
      caller(w.guest, jar).auth.login({ email: 'who@restaurant.test', password: 'nope' }),
    );
    expect([unknown.code, unknown.message]).toEqual(['UNAUTHORIZED', 'Invalid credentials']);

    const email = uniqueEmail('pend');
    await caller(w.guest).signup.create(signupPayload(email));
    const pending = await trpcError(caller(w.guest, jar).auth.login({ email, password: 'pending-pass' }));
    expect([pending.code, pending.message]).toEqual(['FORBIDDEN', 'Your signup request is still pending']);
    expect(jar.value).toBeNull();

    for (let i = 0; i < 4; i++)
      await trpcError(caller(w.guest, jar).auth.login({ email: 'bob@restaurant.test', password: 'nope' }));
    const limited = await trpcError(
      caller(w.guest, jar).auth.login({ email: 'bob@restaurant.test', password: PASSWORD }),
    );
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);

    const shape = await trpcError(caller(w.guest).auth.login({ email: 'not-an-email', password: 'x' }));
    expect([shape.code, shape.message]).toEqual(['BAD_REQUEST', 'Invalid email address']);
  });
});

describe('signup, admin review and password reset through tRPC', () => {
  it('runs the whole flow', async () => {
    const email = uniqueEmail('trpc');
    const created = await caller(w.guest).signup.create(signupPayload(email));
    await w.services.signup.uploadSignupDocument(w.guest, {
      uploadToken: created.uploadToken,
      userEmail: email,
      documentType: 'business-license',
      filename: 'l.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    const admin = caller(w.admin.actor).admin.signupRequests;
    expect((await admin.list()).map((r) => r.id)).toContain(created.signupRequestId);
    const docs = await admin.documents({ email });
    expect(docs).toHaveLength(1);
    const { downloadUrl } = await admin.downloadLink({ email, documentId: docs[0]!.id });
    // The original file name rides along, as on the REST door, so the browser saves `l.pdf`.
    expect(downloadUrl).toMatch(
      /^\/files\/signed\?key=documents%2Fsignup%2F\d+%2F[0-9a-f-]+\.pdf&exp=\d+&sig=[\w-]+&name=l\.pdf$/,
    );
    const { userId } = await admin.approve({ id: created.signupRequestId });
    const again = await trpcError(admin.approve({ id: created.signupRequestId }));
    expect(again.code).toBe('CONFLICT');

    const jar = cookie();
    await caller(w.guest, jar).auth.login({ email, password: 'pending-pass' });
    const buyer: Actor = { kind: 'buyer', userId };
    expect(await w.services.auth.verifySession(jar.value!)).toEqual(buyer);
    const updated = await caller(buyer).account.update({ userId, name: 'Pat L.', phone_number: '213 555 0000' });
    expect(updated).toMatchObject({ name: 'Pat L.', phone_number: '213 555 0000' });
    const badEmail = await trpcError(caller(buyer).account.update({ userId, email: 'bad' }));
    expect([badEmail.code, badEmail.message]).toEqual(['BAD_REQUEST', 'Invalid email address']);

    const msg = await caller(w.guest).passwordReset.request({ email });
    expect(msg.message).toBe('If an account exists for this email, a password reset link has been sent.');
    expect(await caller(w.guest).passwordReset.request({ email: 'nobody@restaurant.test' })).toEqual(msg);
    const badReset = await trpcError(
      caller(w.guest).passwordReset.reset({ email, token: 'z'.repeat(43), newPassword: 'abcdef' }),
    );
    expect(badReset.code).toBe('BAD_REQUEST');
    const short = await trpcError(
      caller(w.guest).passwordReset.reset({ email, token: 'z'.repeat(43), newPassword: 'abc' }),
    );
    expect(short.message).toBe('Password must be at least 6 characters long');

    const inquiry = await caller(w.guest).inquiries.create({
      name: 'Guest',
      email: 'guest@diner.test',
      cart_items: [{ id: 1, quantity: 1 }],
      cart_total: 0,
    });
    expect(inquiry.id).toBeGreaterThan(0);
    expect(inquiry.uploadToken).toMatch(/^[\w-]{43}$/);
  });
});

describe('tRPC access matrix', () => {
  type Who = 'guest' | 'pending' | 'buyerA' | 'buyerB' | 'admin';
  const WHO: Who[] = ['guest', 'pending', 'buyerA', 'buyerB', 'admin'];
  const actor = (who: Who): Actor =>
    who === 'buyerA' ? w.buyerA.actor : who === 'buyerB' ? w.buyerB.actor : who === 'admin' ? w.admin.actor : w.guest;
  type Code = 'ok' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND';
  const ownerOrAdmin: Record<Who, Code> = {
    guest: 'UNAUTHORIZED',
    pending: 'UNAUTHORIZED',
    buyerA: 'ok',
    buyerB: 'FORBIDDEN',
    admin: 'ok',
  };
  const adminOnly: Record<Who, Code> = {
    guest: 'UNAUTHORIZED',
    pending: 'UNAUTHORIZED',
    buyerA: 'FORBIDDEN',
    buyerB: 'FORBIDDEN',
    admin: 'ok',
  };
  const signedIn: Record<Who, Code> = {
    guest: 'UNAUTHORIZED',
    pending: 'UNAUTHORIZED',
    buyerA: 'ok',
    buyerB: 'ok',
    admin: 'ok',
  };

  const cases: [string, Record<Who, Code>, (c: ReturnType<typeof caller>) => Promise<unknown>][] = [
    ['account.profile', ownerOrAdmin, (c) => c.account.profile({ userId: w.buyerA.id })],
    ['account.update', ownerOrAdmin, (c) => c.account.update({ userId: w.buyerA.id, phone_number: '1' })],
    ['account.addresses', ownerOrAdmin, (c) => c.account.addresses({ userId: w.buyerA.id })],
    ['orders.points', ownerOrAdmin, (c) => c.orders.points({ userId: w.buyerA.id })],
    ['orders.pointsTotal', ownerOrAdmin, (c) => c.orders.pointsTotal({ userId: w.buyerA.id })],
    ['orders.list', ownerOrAdmin, (c) => c.orders.list({ userId: w.buyerA.id })],
    ['orders.lines', { ...ownerOrAdmin, buyerB: 'NOT_FOUND' }, (c) => c.orders.lines({ orderId: w.buyerA.orderId })],
    ['orders.detail', { ...ownerOrAdmin, buyerB: 'NOT_FOUND' }, (c) => c.orders.detail({ orderId: w.buyerA.orderId })],
    ['orders.usualItems', ownerOrAdmin, (c) => c.orders.usualItems({ userId: w.buyerA.id })],
    ['orders.pickupSlots', { ...signedIn, admin: 'FORBIDDEN' }, (c) => c.orders.pickupSlots()],
    [
      'orders.place',
      { ...signedIn, admin: 'FORBIDDEN' },
      (c) => c.orders.place({ cart_items: [{ id: 1, quantity: 1 }] }),
    ],
    ['admin.orders.list', adminOnly, (c) => c.admin.orders.list({ q: 'WS' })],
    ['admin.dashboard.figures', adminOnly, (c) => c.admin.dashboard.figures({ period: 'weekly' })],
    ['admin.orders.detail', adminOnly, (c) => c.admin.orders.detail({ orderId: w.buyerA.orderId })],
    [
      'admin.orders.setStatus',
      adminOnly,
      (c) => c.admin.orders.setStatus({ orderId: w.buyerA.orderId, status: 'ready for pickup' }),
    ],
    ['admin.orders.pickList', adminOnly, (c) => c.admin.orders.pickList({ date: '2026-11-25' })],
    ['admin.items.list', adminOnly, (c) => c.admin.items.list()],
    ['admin.items.update', adminOnly, (c) => c.admin.items.update({ id: 2, update: { show: true } })],
    [
      'admin.items.create',
      adminOnly,
      (c) =>
        c.admin.items.create({
          name: 'Caller Brisket',
          name_ko: '양지',
          style: 'unprocessed',
          species: 'beef',
          spec: '20 lb - 10 lb x 2 packs',
          price: 9,
        }),
    ],
    ['auth.me', signedIn, (c) => c.auth.me()],
    ['auth.logoutEverywhere', signedIn, (c) => c.auth.logoutEverywhere()],
    ['admin.signupRequests.list', adminOnly, (c) => c.admin.signupRequests.list({ showRejected: true })],
    [
      'admin.signupRequests.documents',
      adminOnly,
      (c) => c.admin.signupRequests.documents({ email: 'alice@restaurant.test' }),
    ],
    [
      'admin.signupRequests.approve',
      adminOnly,
      async (c) => c.admin.signupRequests.approve({ id: (await signupRequest(uniqueEmail('m'))).signupRequestId }),
    ],
    [
      'admin.signupRequests.reject',
      adminOnly,
      async (c) => c.admin.signupRequests.reject({ id: (await signupRequest(uniqueEmail('m'))).signupRequestId }),
    ],
    [
      'admin.signupRequests.revert',
      adminOnly,
      async (c) => {
        const r = await signupRequest(uniqueEmail('m'));
        await w.services.signupAdmin.reject(w.admin.actor, r.signupRequestId);
        return c.admin.signupRequests.revert({ id: r.signupRequestId });
      },
    ],
  ];

  for (const [name, expected, run] of cases) {
    for (const who of WHO) {
      it(`${name} as ${who}: ${expected[who]}`, async () => {
        const promise = run(caller(actor(who)));
        if (expected[who] === 'ok') await promise;
        else expect((await trpcError(promise)).code).toBe(expected[who]);
      });
    }
  }

  it('admin.signupRequests.downloadLink only for the admin', async () => {
    const email = uniqueEmail('dl');
    const r = await signupRequest(email);
    await w.services.signup.uploadSignupDocument(w.guest, {
      uploadToken: r.uploadToken,
      userEmail: email,
      documentType: 'government-id',
      filename: 'id.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    const [doc] = await w.services.signupAdmin.documents(w.admin.actor, email);
    for (const who of ['guest', 'pending', 'buyerA', 'buyerB'] as const) {
      const err = await trpcError(caller(actor(who)).admin.signupRequests.downloadLink({ email, documentId: doc!.id }));
      expect(err.code).toBe(who === 'guest' || who === 'pending' ? 'UNAUTHORIZED' : 'FORBIDDEN');
    }
    expect(
      (await caller(w.admin.actor).admin.signupRequests.downloadLink({ email, documentId: doc!.id })).downloadUrl,
    ).toMatch(/^\/files\/signed\?/);
  });
});
