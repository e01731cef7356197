// The authorization matrix of the REST doors (/api) at the real server (inject): every account
// endpoint called as guest, pending account, buyer A, buyer B and admin (testing/authorization-matrix).
// The tRPC doors' matrix: authorization-trpc.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPG, PASSWORD, signupPayload, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { createPendingAccount, createSignupRequest, NEW_PRODUCT, seedChangeableOrder, smallJpeg, type SignupRequest } from './testing/accounts';
import { ADMIN_ONLY, ANYONE_200, ANYONE_201, OWN_ONLY, runMatrixRow, type MatrixRow } from './testing/authorization-matrix';
import { multipart, type Headers } from './testing/requests';
import { buildTestServer, type TestServer } from './testing/test-server';

let t: TestServer;
let w: AccountsWorld;
let pending: SignupRequest;

beforeAll(async () => {
  t = await buildTestServer({ tmpPrefix: 'server-authz-rest-', freshClientAddresses: true, signIn: ['buyer', 'buyerB', 'admin'] });
  w = t.world;
  pending = await createPendingAccount(t);
});

afterAll(() => t?.close());

describe('authorization matrix: REST', () => {
  const rows: MatrixRow[] = [];
  const get = (url: () => string) => (auth: Headers) => t.inject({ method: 'GET', url: url(), headers: auth });
  let toApprove: SignupRequest;
  let toReject: SignupRequest;
  let toChange = 0;
  let toCancel = 0;
  let toRepeat = 0;
  let standingOfA = 0;
  let matrixListId = 0;
  let memberOfA = 0;
  let invitationOfA = 0;

  beforeAll(async () => {
    invitationOfA = (await w.company.invite(w.buyerA.actor, { email: 'cancel-me-rest@restaurant.test', role: 'viewer', locale: 'en', order_limit: null })).id;
    matrixListId = (await w.prices.createPriceList(w.admin.actor, { name: 'Matrix (REST)', prices: [] })).id;
    memberOfA = (await w.handle.db.insertInto('users').values({ email: 'member-of-a-rest@restaurant.test', name: 'Member of A', password_hash: 'x', owner_id: w.buyerA.id, company_role: 'orderer' }).returning('id').executeTakeFirstOrThrow()).id;
    toApprove = await createSignupRequest(t);
    toReject = await createSignupRequest(t);
    toChange = await seedChangeableOrder(t, w.buyerA.id);
    toCancel = await seedChangeableOrder(t, w.buyerA.id);
    toRepeat = await seedChangeableOrder(t, w.buyerA.id);
    standingOfA = (await w.orders.standing.repeat(w.buyerA.actor, await seedChangeableOrder(t, w.buyerA.id), { every_weeks: 1 })).id;
  });

  rows.push(
    { name: 'GET /api/users/:A', expect: OWN_ONLY, call: get(() => `/api/users/${w.buyerA.id}`) },
    {
      name: 'PUT /api/users/:A',
      expect: OWN_ONLY,
      call: (auth) => t.inject({ method: 'PUT', url: `/api/users/${w.buyerA.id}`, headers: auth, payload: { phone_number: '213-555-0111' } }),
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
      call: (auth) => t.inject({ method: 'POST', url: '/api/orders', headers: auth, payload: { user_id: w.buyerA.id, order_type: 'pickup', cart_items: [{ id: 1, quantity: 1 }] } }),
    },
    {
      // replaying a line of A's order: only A may
      name: 'POST /api/order-items (a line of A’s order)',
      expect: [401, 401, 200, 404, 403],
      call: (auth) => t.inject({ method: 'POST', url: '/api/order-items', headers: auth, payload: { order_id: w.buyerA.orderId, item_id: 1, quantity: 3, unit_price: 1 } }),
    },
    // Order changes (issue 20): the owner before the cutoff, an admin until complete; another buyer's reads as missing.
    { name: 'GET /api/orders/:orderOfA', expect: [401, 401, 200, 404, 200], call: get(() => `/api/orders/${toChange}`) },
    {
      name: 'PATCH /api/orders/:orderOfA',
      expect: [401, 401, 200, 404, 200],
      call: (auth, actor) =>
        t.inject({ method: 'PATCH', url: `/api/orders/${toChange}`, headers: { ...auth, 'idempotency-key': `matrix-change-${actor}` }, payload: { cart_items: [{ id: 1, quantity: actor === 'admin' ? 3 : 2 }] } }),
    },
    { name: 'POST /api/orders/:orderOfA/cancel', expect: [401, 401, 200, 404, 200], call: (auth) => t.inject({ method: 'POST', url: `/api/orders/${toCancel}/cancel`, headers: auth, payload: {} }) },
    { name: 'GET /api/orders/:orderOfA/invoice.pdf', expect: [401, 401, 200, 404, 200], call: get(() => `/api/orders/${w.buyerA.orderId}/invoice.pdf`) },
    // Standing orders are a buyer's own: another buyer's reads as missing, admins have none.
    { name: 'POST /api/orders/:orderOfA/repeat', expect: [401, 401, 201, 404, 403], call: (auth) => t.inject({ method: 'POST', url: `/api/orders/${toRepeat}/repeat`, headers: auth, payload: { every_weeks: 2 } }) },
    { name: 'GET /api/standing-orders', expect: [401, 401, 200, 200, 403], call: get(() => '/api/standing-orders') },
    { name: 'PATCH /api/standing-orders/:ofA', expect: [401, 401, 200, 404, 403], call: (auth) => t.inject({ method: 'PATCH', url: `/api/standing-orders/${standingOfA}`, headers: auth, payload: { every_weeks: 2 } }) },
    { name: 'POST /api/standing-orders/:ofA/skip', expect: [401, 401, 200, 404, 403], call: (auth) => t.inject({ method: 'POST', url: `/api/standing-orders/${standingOfA}/skip`, headers: auth }) },
    { name: 'DELETE /api/standing-orders/:ofA', expect: [401, 401, 200, 404, 403], call: (auth) => t.inject({ method: 'DELETE', url: `/api/standing-orders/${standingOfA}`, headers: auth }) },
    {
      name: 'POST /api/orders/:orderOfA/payments',
      expect: [401, 401, 403, 403, 201],
      call: (auth) => t.inject({ method: 'POST', url: `/api/orders/${w.buyerA.orderId}/payments`, headers: auth, payload: { amount: 1, method: 'cash', kind: 'prepayment' } }),
    },
    { name: 'GET /api/orders', expect: ADMIN_ONLY, call: get(() => '/api/orders?status=pending') },
    { name: 'GET /api/inquiries', expect: ADMIN_ONLY, call: get(() => '/api/inquiries') },
    { name: 'GET /api/users', expect: ADMIN_ONLY, call: get(() => '/api/users') },
    { name: 'GET /api/addresses', expect: ADMIN_ONLY, call: get(() => '/api/addresses') },
    {
      name: 'PUT /api/inquiries/:id/status',
      expect: ADMIN_ONLY,
      call: async (auth) => {
        const { id } = await w.services.inquiries.createInquiry(w.guest, { name: 'Q', email: 'q@restaurant.test', cart_items: [] });
        return t.inject({ method: 'PUT', url: `/api/inquiries/${id}/status`, headers: auth });
      },
    },
    {
      name: 'POST /api/email/send-inquiry-response',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({ method: 'POST', url: '/api/email/send-inquiry-response', headers: auth, payload: { email: 'q@restaurant.test', customerName: 'Q', responseMessage: 'Thanks!' } }),
    },
    {
      name: 'PATCH /api/items/:id',
      expect: ADMIN_ONLY,
      call: (auth) => t.inject({ method: 'PATCH', url: '/api/items/2', headers: auth, payload: { id: 2, show: true } }),
    },
    {
      name: 'POST /api/items',
      expect: [401, 401, 403, 403, 201],
      call: (auth) => t.inject({ method: 'POST', url: '/api/items', headers: auth, payload: NEW_PRODUCT }),
    },
    {
      name: 'POST /api/admin/items/:id/images',
      expect: ADMIN_ONLY,
      call: async (auth) => {
        const body = multipart({}, { name: 'photo.jpg', type: 'image/jpeg', bytes: await smallJpeg() });
        return t.inject({ method: 'POST', url: '/api/admin/items/2/images', headers: { ...auth, ...body.headers }, payload: body.payload });
      },
    },
    // Prices (issue 21): admins only, before the body is read; a buyer never reads another's prices (or their own list's name).
    { name: 'GET /api/users/:A/prices', expect: ADMIN_ONLY, call: get(() => `/api/users/${w.buyerA.id}/prices`) },
    { name: 'PUT /api/users/:A/prices', expect: ADMIN_ONLY, call: (auth) => t.inject({ method: 'PUT', url: `/api/users/${w.buyerA.id}/prices`, headers: auth, payload: { prices: [{ item_id: 1, price: 9.5 }] } }) },
    { name: 'GET /api/users/:A/price-changes', expect: ADMIN_ONLY, call: get(() => `/api/users/${w.buyerA.id}/price-changes`) },
    { name: 'GET /api/price-lists', expect: ADMIN_ONLY, call: get(() => '/api/price-lists') },
    {
      name: 'POST /api/price-lists',
      expect: [401, 401, 403, 403, 201],
      call: (auth) => t.inject({ method: 'POST', url: '/api/price-lists', headers: auth, payload: { name: 'Matrix list', prices: [{ item_id: 1, price: 8, min_quantity: 2 }] } }),
    },
    { name: 'GET /api/price-lists/:id', expect: ADMIN_ONLY, call: get(() => `/api/price-lists/${matrixListId}`) },
    { name: 'GET /api/price-lists/:id/changes', expect: ADMIN_ONLY, call: get(() => `/api/price-lists/${matrixListId}/changes`) },
    { name: 'PUT /api/price-lists/:id', expect: ADMIN_ONLY, call: (auth) => t.inject({ method: 'PUT', url: `/api/price-lists/${matrixListId}`, headers: auth, payload: { name: 'Matrix list 2', prices: [] } }) },
    { name: 'PUT /api/users/:A/price-list', expect: ADMIN_ONLY, call: (auth) => t.inject({ method: 'PUT', url: `/api/users/${w.buyerA.id}/price-list`, headers: auth, payload: { price_list_id: matrixListId } }) },
    { name: 'GET /api/price-lists/:id/export.csv', expect: ADMIN_ONLY, call: get(() => `/api/price-lists/${matrixListId}/export.csv`) },
    { name: 'POST /api/price-lists/:id/import', expect: ADMIN_ONLY, call: (auth) => t.inject({ method: 'POST', url: `/api/price-lists/${matrixListId}/import`, headers: auth, payload: { csv: 'item_id,min_quantity,price\n1,1,9.99\n' } }) },
    { name: 'GET /api/admin/customers', expect: ADMIN_ONLY, call: get(() => '/api/admin/customers?q=a') },
    { name: 'GET /api/admin/customers/:A', expect: ADMIN_ONLY, call: get(() => `/api/admin/customers/${w.buyerA.id}`) },
    { name: 'DELETE /api/price-lists/:id', expect: ADMIN_ONLY, call: (auth) => t.inject({ method: 'DELETE', url: `/api/price-lists/${matrixListId}`, headers: auth }) },
    // A company's team (issue 21): each owner manages their own company; an admin names one (none named: 404).
    { name: 'GET /api/company/members', expect: [401, 401, 200, 200, 404], call: get(() => '/api/company/members') },
    { name: 'GET /api/company/members?company=A', expect: [401, 401, 200, 200, 200], call: get(() => `/api/company/members?company=${w.buyerA.id}`) },
    {
      name: 'POST /api/company/invitations',
      expect: [401, 401, 201, 201, 404],
      call: (auth, actor) => t.inject({ method: 'POST', url: '/api/company/invitations', headers: auth, payload: { email: `matrix-${actor}@restaurant.test`, role: 'viewer' } }),
    },
    {
      name: 'DELETE /api/company/invitations/:ofA',
      expect: [401, 401, 200, 404, 404],
      call: (auth) => t.inject({ method: 'DELETE', url: `/api/company/invitations/${invitationOfA}`, headers: auth }),
    },
    { name: 'PATCH /api/company/members/:memberOfA', expect: [401, 401, 200, 404, 200], call: (auth) => t.inject({ method: 'PATCH', url: `/api/company/members/${memberOfA}`, headers: auth, payload: { order_limit: 500 } }) },
    { name: 'DELETE /api/company/members/:memberOfA', expect: [401, 401, 200, 404, 404], call: (auth) => t.inject({ method: 'DELETE', url: `/api/company/members/${memberOfA}`, headers: auth }) },
    { name: 'POST /api/users/accept-invitation (no such link)', expect: [400, 400, 400, 400, 400], call: (auth) => t.inject({ method: 'POST', url: '/api/users/accept-invitation', headers: auth, payload: { token: 'z'.repeat(43), name: 'Nobody', password: 'long enough password' } }) },
    { name: 'GET /api/order-items', expect: ADMIN_ONLY, call: get(() => '/api/order-items') },
    { name: 'GET /api/admin/orders/export.csv', expect: ADMIN_ONLY, call: get(() => '/api/admin/orders/export.csv?status=pending') },
    { name: 'GET /api/admin/orders/statements/:A.pdf', expect: ADMIN_ONLY, call: get(() => `/api/admin/orders/statements/${w.buyerA.id}.pdf?month=2026-11`) },
    { name: 'GET /api/admin/orders/lines.csv', expect: ADMIN_ONLY, call: get(() => '/api/admin/orders/lines.csv?status=pending') },
    {
      name: 'PUT /api/orders/:id/status',
      expect: ADMIN_ONLY,
      call: (auth) => t.inject({ method: 'PUT', url: `/api/orders/${w.buyerA.orderId}/status`, headers: auth, payload: { status: 'contacted' } }),
    },
    { name: 'GET /api/users/signup-requests', expect: ADMIN_ONLY, call: get(() => '/api/users/signup-requests?showRejected=true') },
    {
      name: 'POST /api/users/approve-signup/:id',
      expect: ADMIN_ONLY,
      call: (auth) => t.inject({ method: 'POST', url: `/api/users/approve-signup/${toApprove.id}`, headers: auth }),
    },
    {
      name: 'PUT /api/users/reject-signup/:id',
      expect: ADMIN_ONLY,
      call: (auth) => t.inject({ method: 'PUT', url: `/api/users/reject-signup/${toReject.id}`, headers: auth, payload: { reason: 'License expired' } }),
    },
    {
      name: 'PUT /api/users/signup-requests/revert/:id',
      expect: ADMIN_ONLY,
      call: (auth) => t.inject({ method: 'PUT', url: `/api/users/signup-requests/revert/${toReject.id}`, headers: auth }),
    },
    { name: 'GET /api/users/:email/documents', expect: ADMIN_ONLY, call: get(() => `/api/users/${encodeURIComponent(pending.email)}/documents`) },
    {
      name: 'GET /api/users/:email/documents/:id/download',
      expect: ADMIN_ONLY,
      call: async (auth) => {
        const doc = await w.handle.db.selectFrom('user_documents').select('id').where('email', '=', pending.email).executeTakeFirstOrThrow();
        return t.inject({ method: 'GET', url: `/api/users/${encodeURIComponent(pending.email)}/documents/${doc.id}/download`, headers: auth });
      },
    },
    // The public doors answer everyone alike; what they open is bound to the request, not the caller.
    { name: 'POST /api/users/login (A’s credentials)', expect: ANYONE_200, call: (auth) => t.inject({ method: 'POST', url: '/api/users/login', headers: auth, payload: { email: w.buyerA.email, password: PASSWORD } }) },
    { name: 'POST /api/users/signup', expect: ANYONE_201, call: (auth) => t.inject({ method: 'POST', url: '/api/users/signup', headers: auth, payload: signupPayload(uniqueEmail('m')) }) },
    { name: 'POST /api/users/forgot-password', expect: ANYONE_200, call: (auth) => t.inject({ method: 'POST', url: '/api/users/forgot-password', headers: auth, payload: { email: w.buyerB.email } }) },
    {
      name: 'POST /api/users/reset-password (bad token)',
      expect: [400, 400, 400, 400, 400],
      call: (auth) => t.inject({ method: 'POST', url: '/api/users/reset-password', headers: auth, payload: { email: w.buyerB.email, token: 'y'.repeat(43), newPassword: 'whatever 12345' } }),
    },
    { name: 'POST /api/inquiries', expect: ANYONE_201, call: (auth) => t.inject({ method: 'POST', url: '/api/inquiries', headers: auth, payload: { name: 'Q', email: 'q@restaurant.test' } }) },
    {
      name: 'POST /api/s3/upload/document (the request’s token)',
      expect: ANYONE_200,
      call: (auth) => {
        const body = multipart({ documentType: 'resale-certificate', userEmail: pending.email, uploadToken: pending.uploadToken }, { name: 'r.jpg', type: 'image/jpeg', bytes: JPG });
        return t.inject({ method: 'POST', url: '/api/s3/upload/document', headers: { ...auth, ...body.headers }, payload: body.payload });
      },
    },
  );

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    await runMatrixRow(t, row);
  });

  it('approval created the account and its address; the rejected request is pending again', async () => {
    const list = await t.injectAs('admin', { method: 'GET', url: '/api/users/signup-requests' });
    const ids = list.json<{ id: number; status: string }[]>().map((r) => r.id);
    expect(ids).toContain(toReject.id);
    expect(ids).not.toContain(toApprove.id);
    const user = await w.handle.db.selectFrom('users').select('id').where('signup_request_id', '=', toApprove.id).executeTakeFirst();
    expect(user).toBeDefined();
  });
});
