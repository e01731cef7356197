// Who may read or change what, for every accounts use case: guest, a pending applicant (who has
// no session, so acts as a guest, and whose login is refused), buyer A, buyer B and an admin.
// The targets are always buyer A's records (or admin-only objects).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@wholesale/contract';
import {
  ACCOUNT_MESSAGES,
  adminOrderExportInput,
  adminOrderListInput,
  ForbiddenError,
  forgotPasswordInput,
  inquiryInput,
  NotFoundError,
  parseInput,
  placeOrderInput,
  UnauthorizedError,
} from '@wholesale/contract';
import { expectError } from './expect-error';
import { parsedSignupPayload, PDF, uniqueEmail, useAccountsWorld } from './testing';

// argon2id hashes and a PGlite start per file: generous limits for a loaded machine.
const w = useAccountsWorld();
let pendingEmail: string;
let pendingDocId: number;
beforeAll(async () => {
  pendingEmail = uniqueEmail('pending');
  const req = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(pendingEmail));
  await w.services.signup.uploadSignupDocument(w.guest, {
    uploadToken: req.uploadToken,
    userEmail: pendingEmail,
    documentType: 'business-license',
    filename: 'l.pdf',
    contentType: 'application/pdf',
    bytes: PDF,
  });
  pendingDocId = (await w.services.signupAdmin.documents(w.admin.actor, pendingEmail))[0]!.id;
});

type Who = 'guest' | 'pending' | 'buyerA' | 'buyerB' | 'admin';
type Outcome = 'ok' | typeof UnauthorizedError | typeof ForbiddenError | typeof NotFoundError;
const WHO: Who[] = ['guest', 'pending', 'buyerA', 'buyerB', 'admin'];

function actorOf(who: Who): Actor {
  switch (who) {
    case 'guest':
    case 'pending':
      return w.guest;
    case 'buyerA':
      return w.buyerA.actor;
    case 'buyerB':
      return w.buyerB.actor;
    case 'admin':
      return w.admin.actor;
  }
}

const U = UnauthorizedError;
const F = ForbiddenError;
const N = NotFoundError;
const ownerOrAdmin: Record<Who, Outcome> = { guest: U, pending: U, buyerA: 'ok', buyerB: F, admin: 'ok' };
const adminOnly: Record<Who, Outcome> = { guest: U, pending: U, buyerA: F, buyerB: F, admin: 'ok' };
const signedIn: Record<Who, Outcome> = { guest: U, pending: U, buyerA: 'ok', buyerB: 'ok', admin: 'ok' };
const anyone: Record<Who, Outcome> = { guest: 'ok', pending: 'ok', buyerA: 'ok', buyerB: 'ok', admin: 'ok' };

interface Case {
  name: string;
  expect: Record<Who, Outcome>;
  run(actor: Actor, who: Who): Promise<unknown>;
  /** checks that a refused call changed nothing */
  unchanged?(): Promise<void>;
}

const cases: Case[] = [
  { name: 'profile.getUser(A)', expect: ownerOrAdmin, run: (a) => w.services.profile.getUser(a, w.buyerA.id) },
  {
    name: 'profile.updateProfile(A)',
    expect: ownerOrAdmin,
    run: (a, who) =>
      w.services.profile.updateProfile(a, w.buyerA.id, { phone_number: who === 'admin' ? '111' : '222' }),
    unchanged: async () => {
      const row = await w.handle.db
        .selectFrom('users')
        .select('phone_number')
        .where('id', '=', w.buyerA.id)
        .executeTakeFirstOrThrow();
      expect(['111', '222', null]).toContain(row.phone_number);
    },
  },
  { name: 'profile.addresses(A)', expect: ownerOrAdmin, run: (a) => w.services.profile.addresses(a, w.buyerA.id) },
  { name: 'orders.points(A)', expect: ownerOrAdmin, run: (a) => w.orders.points(a, w.buyerA.id) },
  { name: 'orders.pointsTotal(A)', expect: ownerOrAdmin, run: (a) => w.orders.pointsTotal(a, w.buyerA.id) },
  { name: 'orders.orders(A)', expect: ownerOrAdmin, run: (a) => w.orders.orders(a, w.buyerA.id) },
  {
    name: 'orders.orderLines(order of A)',
    // someone else's order answers like a missing one
    expect: { guest: U, pending: U, buyerA: 'ok', buyerB: N, admin: 'ok' },
    run: (a) => w.orders.orderLines(a, w.buyerA.orderId),
  },
  {
    name: 'orders.order(order of A)',
    expect: { guest: U, pending: U, buyerA: 'ok', buyerB: N, admin: 'ok' },
    run: (a) => w.orders.order(a, w.buyerA.orderId),
  },
  { name: 'orders.usualItems(A)', expect: ownerOrAdmin, run: (a) => w.orders.usualItems(a, w.buyerA.id) },
  { name: 'orders.pickupSlots', expect: signedIn, run: (a) => w.orders.pickupSlots(a) },
  {
    // Buyers order for themselves only (a user_id in the body is ignored); admins have no cart.
    name: 'orders.placeOrder',
    expect: { guest: U, pending: U, buyerA: 'ok', buyerB: 'ok', admin: F },
    run: (a) =>
      w.orders.placeOrder(
        a,
        parseInput(placeOrderInput, { user_id: w.buyerA.id, cart_items: [{ id: 1, quantity: 1 }] }),
      ),
  },
  {
    // a replayed line of A's order: only A may replay it
    name: 'orders.addOrderLine(order of A)',
    expect: { guest: U, pending: U, buyerA: 'ok', buyerB: N, admin: F },
    run: (a) => w.orders.addOrderLine(a, { order_id: w.buyerA.orderId, item_id: 1, quantity: 3 }),
  },
  {
    name: 'orders.admin.list',
    expect: adminOnly,
    run: (a) => w.orders.admin.list(a, parseInput(adminOrderListInput, {})),
  },
  { name: 'dashboard.figures', expect: adminOnly, run: (a) => w.dashboard.figures(a, { period: 'monthly' }) },
  {
    name: 'orders.admin.detail(order of A)',
    expect: adminOnly,
    run: (a) => w.orders.admin.detail(a, w.buyerA.orderId),
  },
  {
    name: 'orders.admin.setStatus(order of A)',
    expect: adminOnly,
    run: (a) => w.orders.admin.setStatus(a, w.buyerA.orderId, 'ready for pickup'),
  },
  { name: 'orders.admin.pickList', expect: adminOnly, run: (a) => w.orders.admin.pickList(a, '2026-11-25') },
  {
    name: 'orders.admin.week',
    expect: adminOnly,
    run: (a) => w.orders.admin.week(a, { from: '2026-11-22', to: '2026-11-28' }),
  },
  {
    name: 'orders.admin.forecast',
    expect: adminOnly,
    run: (a) => w.orders.admin.forecast(a, { from: '2026-11-22', to: '2026-11-28' }),
  },
  {
    name: 'orders.admin.exportCsv',
    expect: adminOnly,
    run: (a) => w.orders.admin.exportCsv(a, parseInput(adminOrderExportInput, {})),
  },
  {
    name: 'orders.admin.exportLinesCsv',
    expect: adminOnly,
    run: (a) => w.orders.admin.exportLinesCsv(a, parseInput(adminOrderExportInput, {})),
  },
  { name: 'orders.admin.pickList(next day with pickups)', expect: adminOnly, run: (a) => w.orders.admin.pickList(a) },
  { name: 'orders.admin.allLines', expect: adminOnly, run: (a) => w.orders.admin.allLines(a) },
  // how the deposit is collected: the storefront reads it (anyone), admins write it
  { name: 'orders.deposit.terms', expect: anyone, run: () => w.orders.deposit.terms() },
  { name: 'orders.deposit.setting', expect: adminOnly, run: (a) => w.orders.deposit.setting(a) },
  {
    name: 'orders.deposit.setTerms',
    expect: adminOnly,
    run: (a) => w.orders.deposit.setTerms(a, { en: 'Pay by card on the phone.', ko: '전화로 카드 결제해 주세요.' }),
  },
  { name: 'auth.me', expect: signedIn, run: (a) => w.services.auth.me(a) },
  { name: 'auth.logout', expect: signedIn, run: (a) => w.services.auth.logout(a) },
  { name: 'signupAdmin.list', expect: adminOnly, run: (a) => w.services.signupAdmin.list(a, { showRejected: true }) },
  { name: 'signupAdmin.documents', expect: adminOnly, run: (a) => w.services.signupAdmin.documents(a, pendingEmail) },
  {
    name: 'signupAdmin.downloadLink',
    expect: adminOnly,
    run: (a) => w.services.signupAdmin.downloadLink(a, pendingEmail, pendingDocId),
  },
  {
    name: 'signupAdmin.approve',
    expect: adminOnly,
    run: async (a) => {
      const r = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(uniqueEmail('ap')));
      return w.services.signupAdmin.approve(a, r.signupRequestId);
    },
  },
  {
    name: 'signupAdmin.reject and revert',
    expect: adminOnly,
    run: async (a) => {
      const r = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(uniqueEmail('rj')));
      await w.services.signupAdmin.reject(a, r.signupRequestId, 'no');
      await w.services.signupAdmin.revert(a, r.signupRequestId);
    },
  },
  {
    name: 'signupAdmin.revert of a rejected request',
    expect: adminOnly,
    run: async (a) => {
      const r = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(uniqueEmail('rv')));
      await w.services.signupAdmin.reject(w.admin.actor, r.signupRequestId);
      await w.services.signupAdmin.revert(a, r.signupRequestId);
    },
  },
  {
    name: 'signup.createSignupRequest',
    expect: anyone,
    run: (a) => w.services.signup.createSignupRequest(a, parsedSignupPayload(uniqueEmail('any'))),
  },
  {
    name: 'passwordReset.requestReset',
    expect: anyone,
    run: (a) =>
      w.services.passwordReset.requestReset(a, parseInput(forgotPasswordInput, { email: 'alice@restaurant.test' })),
  },
  {
    name: 'inquiries.createInquiry',
    expect: anyone,
    run: (a) => w.services.inquiries.createInquiry(a, parseInput(inquiryInput, { name: 'Q', email: 'q@diner.test' })),
  },
];

describe('accounts authorization matrix', () => {
  for (const c of cases) {
    for (const who of WHO) {
      const outcome = c.expect[who];
      it(`${c.name} as ${who}: ${outcome === 'ok' ? 'allowed' : outcome.name}`, async () => {
        const promise = c.run(actorOf(who), who);
        if (outcome === 'ok') await promise;
        else await expectError(promise, outcome as abstract new (...args: never[]) => Error);
        await c.unchanged?.();
      });
    }
  }

  it("a refused caller never changes buyer A's records", async () => {
    const db = w.handle.db;
    const snapshot = async () => ({
      user: await db.selectFrom('users').selectAll().where('id', '=', w.buyerA.id).executeTakeFirstOrThrow(),
      addresses: await db.selectFrom('addresses').selectAll().where('user_id', '=', w.buyerA.id).execute(),
      points: await db.selectFrom('points').selectAll().where('user_id', '=', w.buyerA.id).execute(),
      orders: await db.selectFrom('orders').selectAll().where('user_id', '=', w.buyerA.id).execute(),
      lines: await db.selectFrom('order_items').selectAll().where('order_id', '=', w.buyerA.orderId).execute(),
    });
    const before = await snapshot();
    for (const who of ['guest', 'buyerB'] as const) {
      await expect(
        w.services.profile.updateProfile(actorOf(who), w.buyerA.id, {
          name: 'Mallory',
          email: 'mallory@evil.test',
          phone_number: '666',
        }),
      ).rejects.toThrow();
      await expect(
        w.orders.addOrderLine(actorOf(who), { order_id: w.buyerA.orderId, item_id: 2, quantity: 5 }),
      ).rejects.toThrow();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the pending applicant cannot sign in: 403 with the spec text', async () => {
    await expectError(
      w.services.auth.login(w.guest, { email: pendingEmail, password: 'pending-pass' }, 'm'),
      ForbiddenError,
      ACCOUNT_MESSAGES.pending,
    );
  });

  it('buyer B gets no signup request data through an error either', async () => {
    const err = await expectError(w.services.signupAdmin.documents(w.buyerB.actor, pendingEmail), ForbiddenError);
    expect(err.message).not.toContain(pendingEmail);
  });
});
