// The authorization matrix of the tRPC doors (/trpc over HTTP) at the real server (inject): every
// account procedure called as guest, pending account, buyer A, buyer B and admin
// (testing/authorization-matrix). The REST doors' matrix: authorization-rest.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signupPayload, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { createPendingAccount, createSignupRequest, NEW_PRODUCT, seedChangeableOrder, type SignupRequest } from './testing/accounts';
import { ADMIN_ONLY, ANYONE_200, OWN_ONLY, runMatrixRow, type MatrixRow } from './testing/authorization-matrix';
import { trpcMutation, trpcQuery, type Headers } from './testing/requests';
import { buildTestServer, type TestServer } from './testing/test-server';

let t: TestServer;
let w: AccountsWorld;
let pending: SignupRequest;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-authz-trpc-', freshClientAddresses: true, signIn: ['buyer', 'buyerB', 'admin'] });
  w = t.world;
  pending = await createPendingAccount(t);
});

afterAll(() => t?.close());

describe('authorization matrix: tRPC over HTTP', () => {
  const rows: MatrixRow[] = [];
  let toApprove: SignupRequest;
  let toReject: SignupRequest;
  let docId = 0;
  let toChange = 0;
  let toCancel = 0;
  let toRepeat = 0;
  let standingOfA = 0;
  let matrixListId = 0;
  let memberOfA = 0;
  let invitationOfA = 0;

  beforeAll(async () => {
    invitationOfA = (await w.company.invite(w.buyerA.actor, { email: 'cancel-me-trpc@restaurant.test', role: 'viewer', locale: 'en', order_limit: null })).id;
    matrixListId = (await w.prices.createPriceList(w.admin.actor, { name: 'Matrix (tRPC)', prices: [] })).id;
    memberOfA = (await w.handle.db.insertInto('users').values({ email: 'member-of-a-trpc@restaurant.test', name: 'Member of A', password_hash: 'x', owner_id: w.buyerA.id, company_role: 'orderer' }).returning('id').executeTakeFirstOrThrow()).id;
    toApprove = await createSignupRequest(t);
    toReject = await createSignupRequest(t);
    toChange = await seedChangeableOrder(t, w.buyerA.id);
    toCancel = await seedChangeableOrder(t, w.buyerA.id);
    toRepeat = await seedChangeableOrder(t, w.buyerA.id);
    standingOfA = (await w.orders.standing.repeat(w.buyerA.actor, await seedChangeableOrder(t, w.buyerA.id), { every_weeks: 1 })).id;
    const doc = await w.handle.db.selectFrom('user_documents').select('id').where('email', '=', pending.email).executeTakeFirstOrThrow();
    docId = doc.id;
  });

  const q = (procedure: string, input: () => unknown) => (auth: Headers) => t.inject(trpcQuery(procedure, input(), auth));
  const m = (procedure: string, input: () => unknown) => (auth: Headers) => t.inject(trpcMutation(procedure, input(), auth));
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
    { name: 'orders.detail(changeable order of A)', expect: [401, 401, 200, 404, 200], call: q('orders.detail', () => ({ orderId: toChange })) },
    {
      name: 'orders.change(order of A)',
      expect: [401, 401, 200, 404, 200],
      call: (auth, actor) => t.inject(trpcMutation('orders.change', { orderId: toChange, cart_items: [{ id: 1, quantity: actor === 'admin' ? 3 : 2 }], idempotency_key: `matrix-change-${actor}` }, auth)),
    },
    { name: 'orders.cancel(order of A)', expect: [401, 401, 200, 404, 200], call: m('orders.cancel', () => ({ orderId: toCancel })) },
    { name: 'orders.repeat(order of A)', expect: [401, 401, 200, 404, 403], call: m('orders.repeat', () => ({ orderId: toRepeat, every_weeks: 1 })) },
    { name: 'orders.standing.list', expect: [401, 401, 200, 200, 403], call: q('orders.standing.list', () => undefined) },
    { name: 'orders.standing.update(of A)', expect: [401, 401, 200, 404, 403], call: m('orders.standing.update', () => ({ standingOrderId: standingOfA, every_weeks: 2 })) },
    { name: 'orders.standing.skip(of A)', expect: [401, 401, 200, 404, 403], call: m('orders.standing.skip', () => ({ standingOrderId: standingOfA })) },
    { name: 'orders.standing.end(of A)', expect: [401, 401, 200, 404, 403], call: m('orders.standing.end', () => ({ standingOrderId: standingOfA })) },
    { name: 'admin.orders.recordPayment', expect: ADMIN_ONLY, call: m('admin.orders.recordPayment', () => ({ orderId: w.buyerA.orderId, amount: 1, method: 'card', kind: 'prepayment' })) },
    { name: 'admin.prices.buyerPrices(A)', expect: ADMIN_ONLY, call: q('admin.prices.buyerPrices', A) },
    { name: 'admin.prices.setBuyerPrices(A)', expect: ADMIN_ONLY, call: m('admin.prices.setBuyerPrices', () => ({ ...A(), prices: [{ item_id: 1, price: 9.5 }] })) },
    { name: 'admin.prices.buyerChanges(A)', expect: ADMIN_ONLY, call: q('admin.prices.buyerChanges', A) },
    { name: 'admin.prices.lists', expect: ADMIN_ONLY, call: q('admin.prices.lists', () => undefined) },
    { name: 'admin.prices.createList', expect: ADMIN_ONLY, call: m('admin.prices.createList', () => ({ name: 'Matrix tRPC list', prices: [{ item_id: 1, price: 8 }] })) },
    { name: 'admin.prices.list', expect: ADMIN_ONLY, call: q('admin.prices.list', () => ({ priceListId: matrixListId })) },
    { name: 'admin.prices.listChanges', expect: ADMIN_ONLY, call: q('admin.prices.listChanges', () => ({ priceListId: matrixListId })) },
    { name: 'admin.prices.updateList', expect: ADMIN_ONLY, call: m('admin.prices.updateList', () => ({ priceListId: matrixListId, name: 'Matrix tRPC 2', prices: [] })) },
    { name: 'admin.prices.assignPriceList(A)', expect: ADMIN_ONLY, call: m('admin.prices.assignPriceList', () => ({ ...A(), price_list_id: matrixListId })) },
    { name: 'admin.prices.exportList', expect: ADMIN_ONLY, call: q('admin.prices.exportList', () => ({ priceListId: matrixListId })) },
    { name: 'admin.prices.importList', expect: ADMIN_ONLY, call: m('admin.prices.importList', () => ({ priceListId: matrixListId, csv: 'item_id,min_quantity,price\n1,1,9.99\n' })) },
    { name: 'admin.customers.list', expect: ADMIN_ONLY, call: q('admin.customers.list', () => ({ q: 'a' })) },
    { name: 'admin.customers.detail(A)', expect: ADMIN_ONLY, call: q('admin.customers.detail', A) },
    { name: 'admin.prices.deleteList', expect: ADMIN_ONLY, call: m('admin.prices.deleteList', () => ({ priceListId: matrixListId })) },
    { name: 'company.team', expect: [401, 401, 200, 200, 404], call: q('company.team', () => ({})) },
    { name: 'company.team(A)', expect: [401, 401, 200, 200, 200], call: q('company.team', () => ({ companyId: w.buyerA.id })) },
    { name: 'company.invite', expect: [401, 401, 200, 200, 404], call: (auth, actor) => t.inject(trpcMutation('company.invite', { email: `matrix-trpc-${actor}@restaurant.test`, role: 'orderer', order_limit: 500 }, auth)) },
    { name: 'company.cancelInvitation(of A)', expect: [401, 401, 200, 404, 404], call: m('company.cancelInvitation', () => ({ invitationId: invitationOfA })) },
    { name: 'company.updateMember(member of A)', expect: [401, 401, 200, 404, 200], call: m('company.updateMember', () => ({ userId: memberOfA, role: 'viewer' })) },
    { name: 'company.removeMember(member of A)', expect: [401, 401, 200, 404, 404], call: m('company.removeMember', () => ({ userId: memberOfA })) },
    { name: 'company.acceptInvitation (no such link)', expect: [400, 400, 400, 400, 400], call: m('company.acceptInvitation', () => ({ token: 'z'.repeat(43), name: 'Nobody', password: 'long enough password' })) },
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
    await runMatrixRow(t, row);
  });

  it('admin data never reaches a buyer in an error body', async () => {
    const res = await t.injectAs('buyer', trpcQuery('admin.signupRequests.list', {}));
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(pending.email);
  });
});
