// The authorization matrix of the REST doors (/api) at the real server (inject): every endpoint
// called as the eight actors of testing/authorization-matrix (signed out, company B's owner and
// orderer, company A's viewer, orderer and owner, an admin). The tRPC doors' matrix:
// authorization-trpc.int.test.ts; what one company's answers hold of another's:
// company-isolation.int.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { JPG, PASSWORD, signupPayload, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { createSignupRequest, NEW_PRODUCT, smallJpeg, type SignupRequest } from '../testing/accounts';
import {
  A_OWNER_CHANGES,
  ADMIN_ONLY,
  AWAITING_ANSWER,
  anyone,
  ANYONE_200,
  ANYONE_201,
  BUYERS,
  COMPANY_A,
  COMPANY_A_RECORD,
  ACCOUNT_READERS,
  OWNERS,
  runMatrixRow,
  SELF_ONLY,
  SIGNED_IN,
  useMatrix,
  type Matrix,
  type MatrixRow,
} from '../testing/authorization-matrix';
import { seedMatrixObjects, type MatrixObjects } from '../testing/matrix-objects';
import { orderGuideRows } from '../testing/order-guide-matrix';
import { invite } from '../testing/company';
import { multipartPost, type Headers } from '../testing/requests';
import type { TestServer } from '../testing/test-server';

let m: Matrix;
let t: TestServer;
let w: AccountsWorld;

useMatrix('server-authz-rest-', (built) => {
  m = built;
  t = built.t;
  w = built.w;
});

describe('authorization matrix: REST', () => {
  const rows: MatrixRow[] = [];
  let o: MatrixObjects;
  const get = (url: () => string) => (auth: Headers) => t.inject({ method: 'GET', url: url(), headers: auth });
  /** A claim on the line, with one photo. */
  const postClaim = (auth: Headers, line: { orderId: number; lineId: number }) => {
    const fields = { order_item_id: String(line.lineId), reason: 'damaged', quantity: '1', unit: 'box' };
    const photo = { name: 'p.jpg', type: 'image/jpeg', bytes: JPG, field: 'photos' };
    return t.inject(multipartPost(`/api/orders/${line.orderId}/claims`, fields, photo, auth));
  };
  let uploader: SignupRequest;
  let styleOfItem1 = '';
  let inquiryToUpload = { id: 0, uploadToken: '' };
  let inquiryDocument = { inquiryId: 0, documentId: 0 };

  beforeAll(async () => {
    o = await seedMatrixObjects(m, 'rest');
    uploader = await createSignupRequest(t);
    styleOfItem1 = (await w.handle.db.selectFrom('items').select('style').where('id', '=', 1).executeTakeFirstOrThrow())
      .style;
    const created = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Upload', email: 'upload@restaurant.test' },
    });
    expect(created.statusCode, created.body).toBe(201);
    inquiryToUpload = {
      id: created.json<{ data: { id: number } }>().data.id,
      uploadToken: created.json<{ uploadToken: string }>().uploadToken,
    };
    inquiryDocument = await inquiryWithDocument();
  });

  /** An inquiry with one document (its upload as the form sends it). */
  async function inquiryWithDocument(): Promise<{ inquiryId: number; documentId: number }> {
    const created = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Doc', email: 'doc@restaurant.test' },
    });
    const { data, uploadToken } = created.json<{ data: { id: number }; uploadToken: string }>();
    const res = await t.inject(
      multipartPost(
        `/api/inquiries/${data.id}/documents`,
        { documentType: 'business-license', userEmail: 'doc@restaurant.test', uploadToken },
        { name: 'd.jpg', type: 'image/jpeg', bytes: JPG },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const doc = await w.handle.db
      .selectFrom('inquiry_documents')
      .select('id')
      .where('inquiry_id', '=', data.id)
      .executeTakeFirstOrThrow();
    return { inquiryId: data.id, documentId: doc.id };
  }

  rows.push(
    // A user's own account: only the user (or an admin), not even a colleague or their owner.
    { name: 'GET /api/users/:A', expect: SELF_ONLY, call: get(() => `/api/users/${w.buyerA.id}`) },
    {
      name: 'PUT /api/users/:A',
      expect: SELF_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: `/api/users/${w.buyerA.id}`,
          headers: auth,
          payload: { phone_number: '213-555-0111' },
        }),
    },
    {
      name: 'GET /api/users/:ordererA',
      expect: { ...SELF_ONLY, buyerA: 403, ordererA: 200 },
      call: get(() => `/api/users/${m.ordererA.id}`),
    },
    { name: 'GET /api/addresses/user/:A', expect: SELF_ONLY, call: get(() => `/api/addresses/user/${w.buyerA.id}`) },
    // A company's orders, points and usual items are every member's to read, named by any member's id.
    { name: 'GET /api/points/user/:A', expect: COMPANY_A, call: get(() => `/api/points/user/${w.buyerA.id}`) },
    {
      name: 'GET /api/points/user/:A/total',
      expect: COMPANY_A,
      call: get(() => `/api/points/user/${w.buyerA.id}/total`),
    },
    { name: 'GET /api/orders/user/:A', expect: COMPANY_A, call: get(() => `/api/orders/user/${w.buyerA.id}`) },
    { name: 'GET /api/orders/user/:ordererA', expect: COMPANY_A, call: get(() => `/api/orders/user/${m.ordererA.id}`) },
    { name: 'GET /api/orders/user/:viewerA', expect: COMPANY_A, call: get(() => `/api/orders/user/${m.viewerA.id}`) },
    // Another company's order answers like a missing one (ids are guessable).
    {
      name: 'GET /api/order-items/orders/:orderOfA',
      expect: COMPANY_A_RECORD,
      call: get(() => `/api/order-items/orders/${w.buyerA.orderId}`),
    },
    {
      // Buyers order for themselves: a user_id in the body is ignored; a viewer cannot order; admins have no cart.
      name: 'POST /api/orders',
      expect: { ...BUYERS, buyerB: 201, ordererB: 201, viewerA: 403, ordererA: 201, buyerA: 201 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/orders',
          headers: auth,
          payload: { user_id: w.buyerA.id, order_type: 'pickup', cart_items: [{ id: 1, quantity: 1 }] },
        }),
    },
    {
      // replaying a line of A's order (the documented client's follow-up of its own checkout): only
      // the buyer who placed it; anyone else reads it as missing
      name: 'POST /api/order-items (a line of A’s order)',
      expect: { ...COMPANY_A_RECORD, viewerA: 404, ordererA: 404, admin: 403 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/order-items',
          headers: auth,
          payload: { order_id: w.buyerA.orderId, item_id: 1, quantity: 3, unit_price: 1 },
        }),
    },
    // Order changes: the company's owner changes any of its orders, an orderer the
    // ones they placed, a viewer none, before the cutoff; an admin until complete; another company's reads as missing.
    { name: 'GET /api/orders/:orderOfA', expect: COMPANY_A_RECORD, call: get(() => `/api/orders/${o.toChange}`) },
    {
      name: 'PATCH /api/orders/:orderOfA',
      expect: A_OWNER_CHANGES,
      call: (auth, actor) =>
        t.inject({
          method: 'PATCH',
          url: `/api/orders/${o.toChange}`,
          headers: { ...auth, 'idempotency-key': `matrix-change-${actor}` },
          payload: { cart_items: [{ id: 1, quantity: actor === 'admin' ? 3 : 2 }] },
        }),
    },
    {
      name: 'POST /api/orders/:orderOfA/cancel',
      expect: A_OWNER_CHANGES,
      call: (auth) => t.inject({ method: 'POST', url: `/api/orders/${o.toCancel}/cancel`, headers: auth, payload: {} }),
    },
    // An order's documents are its company's: every member and staff read them.
    {
      name: 'GET /api/orders/:orderOfA/confirmation.pdf',
      expect: COMPANY_A_RECORD,
      call: get(() => `/api/orders/${w.buyerA.orderId}/confirmation.pdf`),
    },
    {
      name: 'GET /api/orders/:completedOfA/invoice.pdf',
      expect: COMPANY_A_RECORD,
      call: get(() => `/api/orders/${o.completedOfA}/invoice.pdf`),
    },
    {
      name: 'GET /api/orders/:orderOfOrdererA',
      expect: COMPANY_A_RECORD,
      call: get(() => `/api/orders/${o.ordererToChange}`),
    },
    {
      name: 'PATCH /api/orders/:orderOfOrdererA',
      expect: { ...COMPANY_A_RECORD, viewerA: 403 },
      call: (auth, actor) =>
        t.inject({
          method: 'PATCH',
          url: `/api/orders/${o.ordererToChange}`,
          headers: { ...auth, 'idempotency-key': `matrix-orderer-change-${actor}` },
          payload: { cart_items: [{ id: 1, quantity: actor === 'admin' ? 4 : actor === 'buyerA' ? 3 : 2 }] },
        }),
    },
    {
      name: 'POST /api/orders/:orderOfOrdererA/cancel',
      expect: { ...COMPANY_A_RECORD, viewerA: 403 },
      call: (auth) =>
        t.inject({ method: 'POST', url: `/api/orders/${o.ordererToCancel}/cancel`, headers: auth, payload: {} }),
    },
    {
      name: 'GET /api/orders/:orderOfOrdererA/confirmation.pdf',
      expect: COMPANY_A_RECORD,
      call: get(() => `/api/orders/${o.ordererToChange}/confirmation.pdf`),
    },
    {
      name: 'GET /api/orders/:completedOfOrdererA/invoice.pdf',
      expect: COMPANY_A_RECORD,
      call: get(() => `/api/orders/${o.completedOfOrderer}/invoice.pdf`),
    },
    // Claims: every member and staff read a company's; the owner, the orderer who placed the order
    // and staff report a problem (a viewer never); staff decide. After the first report on a line,
    // the next authorized report is refused as a second open claim on it (409), past the checks.
    { name: 'GET /api/claims', expect: SIGNED_IN, call: get(() => '/api/claims') },
    {
      name: 'GET /api/orders/:completedOfA/claims',
      expect: COMPANY_A_RECORD,
      call: get(() => `/api/orders/${o.claimLineOfA.orderId}/claims`),
    },
    {
      name: 'POST /api/orders/:completedOfA/claims',
      expect: { ...A_OWNER_CHANGES, buyerA: 201, admin: 409 },
      call: (auth) => postClaim(auth, o.claimLineOfA),
    },
    {
      name: 'POST /api/orders/:completedOfOrdererA/claims',
      expect: { ...COMPANY_A_RECORD, viewerA: 403, ordererA: 201, buyerA: 409, admin: 409 },
      call: (auth) => postClaim(auth, o.claimLineOfOrderer),
    },
    {
      name: 'GET /api/claims/:claimOfA/photos/:photo',
      expect: COMPANY_A_RECORD,
      call: get(() => `/api/claims/${o.claimOfA.claimId}/photos/${o.claimOfA.photoId}`),
    },
    {
      name: 'POST /api/claims/:claim/decision (approve)',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/claims/${o.claimToApprove}/decision`,
          headers: auth,
          payload: { approve_cents: 50 },
        }),
    },
    {
      name: 'POST /api/claims/:claim/decision (refuse)',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/claims/${o.claimToRefuse}/decision`,
          headers: auth,
          payload: { refuse_reason: 'As sold' },
        }),
    },
    {
      name: 'POST /api/admin/orders/:held/credit-hold/release',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/admin/orders/${o.heldOrder}/credit-hold/release`,
          headers: auth,
          payload: {},
        }),
    },
    {
      name: 'POST /api/company/statements/:month/mail?company=A',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/company/statements/2026-10/mail?company=${w.buyerA.id}`,
          headers: auth,
          payload: {},
        }),
    },
    {
      name: 'POST /api/finance-charges/:chargeOfA/settle',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/finance-charges/${o.financeChargeOfA}/settle`,
          headers: auth,
          payload: { settled: 'paid', method: 'cash' },
        }),
    },
    {
      name: 'GET /api/credit-memos/:memoOfA.pdf',
      expect: COMPANY_A_RECORD,
      call: get(() => `/api/credit-memos/${o.creditMemoOfA}.pdf`),
    },
    // Standing orders are the company's: every member reads them; changed as its orders are; admins have none.
    {
      name: 'POST /api/orders/:orderOfA/repeat',
      expect: { ...A_OWNER_CHANGES, buyerA: 201, admin: 403 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/orders/${o.toRepeat}/repeat`,
          headers: auth,
          payload: { every_weeks: 2 },
        }),
    },
    {
      // the orderer repeats their own order; the owner may too, but one standing order per order (409)
      name: 'POST /api/orders/:orderOfOrdererA/repeat',
      expect: { ...COMPANY_A_RECORD, viewerA: 403, ordererA: 201, buyerA: 409, admin: 403 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/orders/${o.ordererToRepeat}/repeat`,
          headers: auth,
          payload: { every_weeks: 2 },
        }),
    },
    { name: 'GET /api/standing-orders', expect: BUYERS, call: get(() => '/api/standing-orders') },
    {
      name: 'PATCH /api/standing-orders/:ofA',
      expect: { ...A_OWNER_CHANGES, admin: 403 },
      call: (auth) =>
        t.inject({
          method: 'PATCH',
          url: `/api/standing-orders/${o.standingOfA}`,
          headers: auth,
          payload: { every_weeks: 2 },
        }),
    },
    {
      name: 'POST /api/standing-orders/:ofA/skip',
      expect: { ...A_OWNER_CHANGES, admin: 403 },
      call: (auth) => t.inject({ method: 'POST', url: `/api/standing-orders/${o.standingOfA}/skip`, headers: auth }),
    },
    {
      // after the row above: the owner's skip is there to undo
      name: 'DELETE /api/standing-orders/:ofA/skip',
      expect: { ...A_OWNER_CHANGES, admin: 403 },
      call: (auth) => t.inject({ method: 'DELETE', url: `/api/standing-orders/${o.standingOfA}/skip`, headers: auth }),
    },
    {
      name: 'PATCH /api/standing-orders/:ofOrdererA',
      expect: { ...COMPANY_A_RECORD, viewerA: 403, admin: 403 },
      call: (auth, actor) =>
        t.inject({
          method: 'PATCH',
          url: `/api/standing-orders/${o.standingOfOrderer}`,
          headers: auth,
          payload: { every_weeks: actor === 'buyerA' ? 1 : 2 },
        }),
    },
    {
      name: 'DELETE /api/standing-orders/:ofA',
      expect: { ...A_OWNER_CHANGES, admin: 403 },
      call: (auth) => t.inject({ method: 'DELETE', url: `/api/standing-orders/${o.standingOfA}`, headers: auth }),
    },
    // An orderer's order over their limit: only the company's owner answers it; its orderer,
    // a viewer and staff are refused; another company reads it as missing.
    {
      name: 'POST /api/orders/:awaitingOfA/approve',
      expect: AWAITING_ANSWER,
      call: (auth) => t.inject({ method: 'POST', url: `/api/orders/${o.awaitingToApprove}/approve`, headers: auth }),
    },
    {
      name: 'POST /api/orders/:awaitingOfA/decline',
      expect: AWAITING_ANSWER,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/orders/${o.awaitingToDecline}/decline`,
          headers: auth,
          payload: { reason: 'Not this week' },
        }),
    },
    {
      name: 'POST /api/orders/:orderOfA/payments',
      expect: { ...ADMIN_ONLY, admin: 201 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/orders/${w.buyerA.orderId}/payments`,
          headers: auth,
          payload: { amount: 1, method: 'cash', kind: 'prepayment' },
        }),
    },
    // Money going back and credit moving: staff only.
    {
      name: 'POST /api/orders/:orderOfA/payments/:paymentId/void',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/orders/${o.paymentToVoid.orderId}/payments/${o.paymentToVoid.paymentId}/void`,
          headers: auth,
          payload: { reason: 'Recorded twice' },
        }),
    },
    {
      name: 'POST /api/orders/:orderOfA/refunds',
      expect: { ...ADMIN_ONLY, admin: 201 },
      call: (auth, actor) =>
        t.inject({
          method: 'POST',
          url: `/api/orders/${o.heldToRefund}/refunds`,
          headers: { ...auth, 'idempotency-key': `matrix-refund-${actor}` },
          payload: { amount: 1, method: 'cash', reason: 'Short weight' },
        }),
    },
    {
      name: 'POST /api/company-credits/apply',
      expect: { ...ADMIN_ONLY, admin: 201 },
      call: (auth, actor) =>
        t.inject({
          method: 'POST',
          url: '/api/company-credits/apply',
          headers: { ...auth, 'idempotency-key': `matrix-credit-${actor}` },
          payload: { from_order_id: o.creditFrom, to_order_id: o.creditTo, amount: 5 },
        }),
    },
    {
      name: 'PUT /api/users/:buyerA/terms',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: `/api/users/${w.buyerA.id}/terms`,
          headers: auth,
          payload: { terms: 'pickup', credit_limit: null },
        }),
    },
    { name: 'GET /api/admin/receivables', expect: ADMIN_ONLY, call: get(() => '/api/admin/receivables?sort=overdue') },
    { name: 'GET /api/admin/receivables.csv', expect: ADMIN_ONLY, call: get(() => '/api/admin/receivables.csv') },
    {
      name: 'GET /api/admin/exports/accounting.zip',
      expect: ADMIN_ONLY,
      call: get(() => '/api/admin/exports/accounting.zip?from=2026-11-01&to=2026-11-30'),
    },
    { name: 'GET /api/orders', expect: ADMIN_ONLY, call: get(() => '/api/orders?status=pending') },
    { name: 'GET /api/inquiries', expect: ADMIN_ONLY, call: get(() => '/api/inquiries') },
    { name: 'GET /api/users', expect: ADMIN_ONLY, call: get(() => '/api/users') },
    { name: 'GET /api/addresses', expect: ADMIN_ONLY, call: get(() => '/api/addresses') },
    {
      name: 'PUT /api/inquiries/:id/status',
      expect: ADMIN_ONLY,
      call: async (auth) => {
        const { id } = await w.services.inquiries.createInquiry(w.guest, {
          name: 'Q',
          email: 'q@restaurant.test',
          cart_items: [],
        });
        return t.inject({ method: 'PUT', url: `/api/inquiries/${id}/status`, headers: auth });
      },
    },
    {
      name: 'GET /api/admin/inquiries/:id/documents/:documentId/download',
      expect: ADMIN_ONLY,
      call: get(
        () => `/api/admin/inquiries/${inquiryDocument.inquiryId}/documents/${inquiryDocument.documentId}/download`,
      ),
    },
    {
      name: 'POST /api/email/send-inquiry-response',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/email/send-inquiry-response',
          headers: auth,
          payload: { email: 'q@restaurant.test', customerName: 'Q', responseMessage: 'Thanks!' },
        }),
    },
    // The catalogue is everyone's to read; what each signed-in reader pays is their company's (company-isolation.int.test.ts).
    { name: 'GET /api/items', expect: ANYONE_200, call: get(() => '/api/items') },
    { name: 'GET /api/items?ids=1,2', expect: ANYONE_200, call: get(() => '/api/items?ids=1,2') },
    { name: 'GET /api/items/style/:style', expect: ANYONE_200, call: get(() => `/api/items/style/${styleOfItem1}`) },
    { name: 'GET /api/items/:id', expect: ANYONE_200, call: get(() => '/api/items/1') },
    {
      name: 'PATCH /api/items/:id',
      expect: ADMIN_ONLY,
      call: (auth) => t.inject({ method: 'PATCH', url: '/api/items/2', headers: auth, payload: { id: 2, show: true } }),
    },
    {
      name: 'POST /api/items',
      expect: { ...ADMIN_ONLY, admin: 201 },
      call: (auth) => t.inject({ method: 'POST', url: '/api/items', headers: auth, payload: NEW_PRODUCT }),
    },
    {
      name: 'POST /api/admin/items/:id/images',
      expect: ADMIN_ONLY,
      call: async (auth) => {
        const photo = { name: 'photo.jpg', type: 'image/jpeg', bytes: await smallJpeg() };
        return t.inject(multipartPost('/api/admin/items/2/images', {}, photo, auth));
      },
    },
    // Prices: admins only, before the body is read; a buyer never reads another's prices (or their own list's name).
    { name: 'GET /api/users/:A/prices', expect: ADMIN_ONLY, call: get(() => `/api/users/${w.buyerA.id}/prices`) },
    {
      name: 'PUT /api/users/:A/prices',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: `/api/users/${w.buyerA.id}/prices`,
          headers: auth,
          payload: { prices: [{ item_id: 1, price: 9.5 }] },
        }),
    },
    {
      name: 'GET /api/users/:A/price-changes',
      expect: ADMIN_ONLY,
      call: get(() => `/api/users/${w.buyerA.id}/price-changes`),
    },
    { name: 'GET /api/price-lists', expect: ADMIN_ONLY, call: get(() => '/api/price-lists') },
    {
      name: 'POST /api/price-lists',
      expect: { ...ADMIN_ONLY, admin: 201 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/price-lists',
          headers: auth,
          payload: { name: 'Matrix list', prices: [{ item_id: 1, price: 8, min_quantity: 2 }] },
        }),
    },
    { name: 'GET /api/price-lists/:id', expect: ADMIN_ONLY, call: get(() => `/api/price-lists/${o.matrixListId}`) },
    {
      name: 'GET /api/price-lists/:id/changes',
      expect: ADMIN_ONLY,
      call: get(() => `/api/price-lists/${o.matrixListId}/changes`),
    },
    {
      name: 'PUT /api/price-lists/:id',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: `/api/price-lists/${o.matrixListId}`,
          headers: auth,
          payload: { name: 'Matrix list 2', prices: [] },
        }),
    },
    {
      name: 'PUT /api/users/:A/price-list',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: `/api/users/${w.buyerA.id}/price-list`,
          headers: auth,
          payload: { price_list_id: o.matrixListId },
        }),
    },
    {
      name: 'GET /api/price-lists/:id/export.csv',
      expect: ADMIN_ONLY,
      call: get(() => `/api/price-lists/${o.matrixListId}/export.csv`),
    },
    {
      name: 'POST /api/price-lists/:id/import',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/price-lists/${o.matrixListId}/import`,
          headers: auth,
          payload: { csv: 'item_id,min_quantity,price\n1,1,9.99\n' },
        }),
    },
    { name: 'GET /api/admin/customers', expect: ADMIN_ONLY, call: get(() => '/api/admin/customers?q=a') },
    { name: 'GET /api/admin/customers/:A', expect: ADMIN_ONLY, call: get(() => `/api/admin/customers/${w.buyerA.id}`) },
    {
      // Lifting (false), so that the other rows' checkouts still go through.
      name: 'PUT /api/admin/customers/:A/ordering',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: `/api/admin/customers/${w.buyerA.id}/ordering`,
          headers: auth,
          payload: { suspended: false },
        }),
    },
    {
      name: 'DELETE /api/price-lists/:id',
      expect: ADMIN_ONLY,
      call: (auth) => t.inject({ method: 'DELETE', url: `/api/price-lists/${o.matrixListId}`, headers: auth }),
    },
    // A company's team: each owner manages their own company (a ?company= of a buyer's is
    // not read); its members do not manage it; an admin names one (none named: 404).
    // A company's account: its owner and viewers (each their own company); staff name one.
    { name: 'GET /api/company/account', expect: ACCOUNT_READERS, call: get(() => '/api/company/account') },
    {
      name: 'GET /api/company/account?company=A',
      expect: { ...ACCOUNT_READERS, admin: 200 },
      call: get(() => `/api/company/account?company=${w.buyerA.id}`),
    },
    {
      name: 'GET /api/company/statements/:month.pdf?company=A',
      expect: { ...ACCOUNT_READERS, admin: 200 },
      call: get(() => `/api/company/statements/2026-10.pdf?company=${w.buyerA.id}`),
    },
    { name: 'GET /api/company/members', expect: OWNERS, call: get(() => '/api/company/members') },
    {
      name: 'GET /api/company/members?company=A',
      expect: { ...OWNERS, admin: 200 },
      call: get(() => `/api/company/members?company=${w.buyerA.id}`),
    },
    {
      name: 'POST /api/company/invitations',
      expect: { ...OWNERS, buyerB: 201, buyerA: 201 },
      call: (auth, actor) =>
        t.inject({
          method: 'POST',
          url: '/api/company/invitations',
          headers: auth,
          payload: { email: `matrix-${actor}@restaurant.test`, role: 'viewer' },
        }),
    },
    {
      name: 'DELETE /api/company/invitations/:ofA',
      expect: { ...OWNERS, buyerB: 404 },
      call: (auth) => t.inject({ method: 'DELETE', url: `/api/company/invitations/${o.invitationOfA}`, headers: auth }),
    },
    {
      name: 'PATCH /api/company/members/:o.memberOfA',
      expect: { ...OWNERS, buyerB: 404, admin: 200 },
      call: (auth) =>
        t.inject({
          method: 'PATCH',
          url: `/api/company/members/${o.memberOfA}`,
          headers: auth,
          payload: { order_limit: 500 },
        }),
    },
    {
      // a member does not change their own role or limit
      name: 'PATCH /api/company/members/:ordererA',
      expect: { ...OWNERS, buyerB: 404, buyerA: 200, admin: 200 },
      call: (auth) =>
        t.inject({
          method: 'PATCH',
          url: `/api/company/members/${m.ordererA.id}`,
          headers: auth,
          payload: { order_limit: null },
        }),
    },
    {
      name: 'DELETE /api/company/members/:o.memberOfA',
      expect: { ...OWNERS, buyerB: 404 },
      call: (auth) => t.inject({ method: 'DELETE', url: `/api/company/members/${o.memberOfA}`, headers: auth }),
    },
    {
      name: 'POST /api/users/accept-invitation (no such link)',
      expect: anyone(400),
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/users/accept-invitation',
          headers: auth,
          payload: { token: 'z'.repeat(43), name: 'Nobody', password: 'long enough password' },
        }),
    },
    {
      // a working link joins whoever holds it, whatever session comes with it (a link each)
      name: 'POST /api/users/accept-invitation (a working link)',
      expect: ANYONE_200,
      call: async (auth, actor) => {
        const token = await invite(t, m.authOf('buyerA'), {
          email: `joins-as-${actor}-rest@restaurant.test`,
          role: 'viewer',
        });
        return t.inject({
          method: 'POST',
          url: '/api/users/accept-invitation',
          headers: auth,
          payload: { token, name: 'New Member', password: PASSWORD },
        });
      },
    },
    { name: 'GET /api/order-items', expect: ADMIN_ONLY, call: get(() => '/api/order-items') },
    {
      name: 'GET /api/admin/orders/export.csv',
      expect: ADMIN_ONLY,
      call: get(() => '/api/admin/orders/export.csv?status=pending'),
    },
    {
      name: 'GET /api/admin/orders/statements/:A.pdf',
      expect: ADMIN_ONLY,
      call: get(() => `/api/admin/orders/statements/${w.buyerA.id}.pdf?month=2026-11`),
    },
    {
      name: 'GET /api/admin/orders/:id/notes',
      expect: ADMIN_ONLY,
      call: get(() => `/api/admin/orders/${w.buyerA.orderId}/notes`),
    },
    {
      name: 'GET /api/admin/customers/:A/notes',
      expect: ADMIN_ONLY,
      call: get(() => `/api/admin/customers/${w.buyerA.id}/notes`),
    },
    {
      name: 'POST /api/admin/notes',
      expect: { ...ADMIN_ONLY, admin: 201 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/admin/notes',
          headers: auth,
          payload: { order_id: w.buyerA.orderId, body: 'Back door' },
        }),
    },
    {
      name: 'POST /api/admin/orders/parse',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({ method: 'POST', url: '/api/admin/orders/parse', headers: auth, payload: { text: '갈비 3박스' } }),
    },
    {
      name: 'GET /api/admin/orders/lines.csv',
      expect: ADMIN_ONLY,
      call: get(() => '/api/admin/orders/lines.csv?status=pending'),
    },
    {
      // an order taken by phone, entered for buyer A: staff only, whatever the body claims
      name: 'POST /api/admin/orders',
      expect: { ...ADMIN_ONLY, admin: 201 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/admin/orders',
          headers: auth,
          payload: { user_id: w.buyerA.id, cart_items: [{ id: 1, quantity: 1 }] },
        }),
    },
    // Production lots: staff only
    {
      name: 'POST /api/lots',
      expect: { ...ADMIN_ONLY, admin: 201 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/lots',
          headers: auth,
          payload: {
            item_id: 1,
            lot_code: 'MATRIX-1',
            establishment: 'EST. 1',
            produced_on: '2026-11-20',
            packed_on: '2026-11-21',
            cases: 1,
          },
        }),
    },
    {
      name: 'POST /api/lots/import',
      expect: { ...ADMIN_ONLY, admin: 201 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/lots/import',
          headers: auth,
          payload: {
            csv: 'item,lot_code,establishment,produced_on,packed_on,cases\n1,MATRIX-2,EST. 1,2026-11-20,2026-11-21,2',
          },
        }),
    },
    { name: 'GET /api/lots', expect: ADMIN_ONLY, call: get(() => '/api/lots?q=matrix') },
    // an unknown lot: staff read "not found", everyone else is refused before the look-up
    { name: 'GET /api/lots/:id', expect: { ...ADMIN_ONLY, admin: 404 }, call: get(() => '/api/lots/987654') },
    // Cases weighed at the scale: staff only; an unknown order reads "not found" to staff
    {
      name: 'POST /api/orders/:id/cases',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/orders/987654/cases',
          headers: auth,
          payload: { line_id: 1, lot_id: 1, net_lbs: 40 },
        }),
    },
    {
      name: 'GET /api/orders/:id/cases',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: get(() => '/api/orders/987654/cases'),
    },
    {
      name: 'DELETE /api/orders/:id/cases/:caseId',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: (auth) => t.inject({ method: 'DELETE', url: '/api/orders/987654/cases/1', headers: auth }),
    },
    { name: 'GET /api/gs1/products', expect: ADMIN_ONLY, call: get(() => '/api/gs1/products') },
    {
      name: 'PUT /api/gs1/products/:itemId',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: (auth) =>
        t.inject({ method: 'PUT', url: '/api/gs1/products/987654', headers: auth, payload: { gtin: null } }),
    },
    {
      name: 'POST /api/gs1/parse',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/gs1/parse',
          headers: auth,
          payload: { barcode: '(01)10088123450015(3202)004000(10)MATRIX' },
        }),
    },
    // The shipment record (for the inspector): staff only, as a CSV or a PDF
    {
      name: 'GET /api/admin/shipments.csv',
      expect: ADMIN_ONLY,
      call: get(() => '/api/admin/shipments.csv?from=2026-11-01&to=2026-11-30'),
    },
    {
      name: 'GET /api/admin/shipments.pdf',
      expect: ADMIN_ONLY,
      call: get(() => '/api/admin/shipments.pdf?from=2026-11-01&to=2026-11-30'),
    },
    // Recalls: staff only; a notice's link by its token alone (an unknown token reads "not valid" to anyone)
    {
      name: 'POST /api/recalls',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/recalls',
          headers: auth,
          payload: { item_id: 1, produced_from: '2001-01-01', produced_to: '2001-01-02', reason: 'matrix' },
        }),
    },
    { name: 'GET /api/recalls', expect: ADMIN_ONLY, call: get(() => '/api/recalls') },
    { name: 'GET /api/recalls/:id', expect: { ...ADMIN_ONLY, admin: 404 }, call: get(() => '/api/recalls/987654') },
    {
      name: 'POST /api/recalls/:id/notices',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: (auth) => t.inject({ method: 'POST', url: '/api/recalls/987654/notices', headers: auth }),
    },
    {
      name: 'POST /api/recalls/:id/close',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: (auth) => t.inject({ method: 'POST', url: '/api/recalls/987654/close', headers: auth }),
    },
    {
      name: 'GET /api/recalls/:id/report.pdf',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: get(() => '/api/recalls/987654/report.pdf'),
    },
    {
      name: 'GET /api/recalls/:id/report.csv',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: get(() => '/api/recalls/987654/report.csv'),
    },
    {
      name: 'GET /api/recalls/notice',
      expect: anyone(404),
      call: get(() => `/api/recalls/notice?token=${'m'.repeat(43)}`),
    },
    {
      name: 'POST /api/recalls/acknowledge',
      expect: anyone(404),
      call: (auth) =>
        t.inject({ method: 'POST', url: `/api/recalls/acknowledge?token=${'m'.repeat(43)}`, headers: auth }),
    },
    // The buyer's own cutoff reminder: every member sets their own; staff have none.
    { name: 'GET /api/reminders/cutoff', expect: BUYERS, call: get(() => '/api/reminders/cutoff') },
    {
      name: 'PUT /api/reminders/cutoff',
      expect: BUYERS,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: '/api/reminders/cutoff',
          headers: auth,
          payload: { enabled: false, hours_before: 24 },
        }),
    },
    // The mail's stop link, by its signed token alone: a forged one is refused to anyone.
    {
      name: 'POST /api/reminders/cutoff/stop',
      expect: anyone(400),
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/reminders/cutoff/stop',
          headers: auth,
          payload: { token: `1.9999999999.${'m'.repeat(43)}` },
        }),
    },
    {
      name: 'GET /api/admin/orders/week',
      expect: ADMIN_ONLY,
      call: get(() => '/api/admin/orders/week?from=2026-11-22&to=2026-11-28'),
    },
    // The Orders page's bulk work and the packing slips: staff only.
    {
      name: 'POST /api/admin/orders/bulk-status',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/admin/orders/bulk-status',
          headers: auth,
          payload: { order_ids: [w.buyerA.orderId], status: 'ready for pickup', notify: false },
        }),
    },
    {
      name: 'GET /api/admin/orders/selection',
      expect: ADMIN_ONLY,
      call: get(() => '/api/admin/orders/selection?status=pending'),
    },
    {
      name: 'GET /api/admin/orders/:id/packing-slip.pdf',
      expect: ADMIN_ONLY,
      call: get(() => `/api/admin/orders/${w.buyerA.orderId}/packing-slip.pdf`),
    },
    {
      name: 'GET /api/admin/packing-slips.pdf?ids',
      expect: ADMIN_ONLY,
      call: get(() => `/api/admin/packing-slips.pdf?ids=${w.buyerA.orderId},${w.buyerB.orderId}`),
    },
    {
      name: 'GET /api/admin/standing-orders/forecast',
      expect: ADMIN_ONLY,
      call: get(() => '/api/admin/standing-orders/forecast?from=2026-11-22&to=2026-11-28'),
    },
    {
      name: 'PUT /api/orders/:id/status',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: `/api/orders/${w.buyerA.orderId}/status`,
          headers: auth,
          payload: { status: 'ready for pickup' },
        }),
    },
    // The warehouse calendar and the business settings: admins only.
    { name: 'GET /api/calendar/closed-days', expect: ADMIN_ONLY, call: get(() => '/api/calendar/closed-days') },
    {
      name: 'PUT /api/calendar/closed-days',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({ method: 'PUT', url: '/api/calendar/closed-days', headers: auth, payload: { dates: [] } }),
    },
    { name: 'GET /api/calendar/affected-orders', expect: ADMIN_ONLY, call: get(() => '/api/calendar/affected-orders') },
    { name: 'GET /api/calendar/special-hours', expect: ADMIN_ONLY, call: get(() => '/api/calendar/special-hours') },
    {
      name: 'PUT /api/calendar/special-hours',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({ method: 'PUT', url: '/api/calendar/special-hours', headers: auth, payload: { hours: [] } }),
    },
    {
      name: 'GET /api/calendar/orders-outside-hours',
      expect: ADMIN_ONLY,
      call: get(() => '/api/calendar/orders-outside-hours'),
    },
    { name: 'GET /api/calendar/order-counts', expect: ADMIN_ONLY, call: get(() => '/api/calendar/order-counts') },
    { name: 'GET /api/calendar/pickup-windows', expect: ADMIN_ONLY, call: get(() => '/api/calendar/pickup-windows') },
    {
      name: 'POST /api/calendar/move-orders',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({ method: 'POST', url: '/api/calendar/move-orders', headers: auth, payload: { order_ids: [1] } }),
    },
    { name: 'GET /api/settings/deposit', expect: ADMIN_ONLY, call: get(() => '/api/settings/deposit') },
    // A company's documents that expire: every member reads the company's; the owner
    // (or an admin naming the company) uploads a renewal; dates and the checkout setting are the admin's.
    {
      name: 'GET /api/company/documents',
      expect: { ...SIGNED_IN, admin: 404 },
      call: get(() => '/api/company/documents'),
    },
    {
      name: 'GET /api/company/documents?company=A',
      expect: COMPANY_A,
      call: get(() => `/api/company/documents?company=${w.buyerA.id}`),
    },
    {
      name: 'POST /api/company/documents',
      expect: { ...OWNERS, buyerA: 201, buyerB: 201 },
      call: (auth) => {
        const certificate = { name: 'r.jpg', type: 'image/jpeg', bytes: JPG };
        const fields = { documentType: 'resale-certificate', expiresOn: '2099-06-30' };
        return t.inject(multipartPost('/api/company/documents', fields, certificate, auth));
      },
    },
    {
      name: 'PUT /api/admin/documents/:o.certificateOfA/expiry',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: `/api/admin/documents/${o.certificateOfA}/expiry`,
          headers: auth,
          payload: { expires_on: '2099-12-30' },
        }),
    },
    // An owner's renewal waits for staff: only an admin lists, accepts or refuses one.
    { name: 'GET /api/admin/documents/renewals', expect: ADMIN_ONLY, call: get(() => '/api/admin/documents/renewals') },
    {
      name: 'POST /api/admin/documents/:renewal/accept',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/admin/documents/${o.renewalToAccept}/accept`,
          headers: auth,
          payload: { expires_on: '2099-06-30' },
        }),
    },
    {
      name: 'POST /api/admin/documents/:renewal/refuse',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: `/api/admin/documents/${o.renewalToRefuse}/refuse`,
          headers: auth,
          payload: { reason: 'Not a resale certificate' },
        }),
    },
    {
      name: 'GET /api/settings/resale-certificate',
      expect: ADMIN_ONLY,
      call: get(() => '/api/settings/resale-certificate'),
    },
    {
      name: 'PUT /api/settings/resale-certificate',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: '/api/settings/resale-certificate',
          headers: auth,
          payload: { allow_expired: false },
        }),
    },
    {
      name: 'PUT /api/settings/deposit',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: '/api/settings/deposit',
          headers: auth,
          payload: { en: 'Half at ordering, by card.', ko: '주문 시 절반, 카드로.' },
        }),
    },
    { name: 'GET /api/settings/books', expect: ADMIN_ONLY, call: get(() => '/api/settings/books') },
    // The launch deal: the Deals page's count for anyone, a buyer's own place, staff's settings.
    // Staff's start and end answer 409 here (no product chosen, never started): nothing changes.
    { name: 'GET /api/deals/launch', expect: anyone(200), call: get(() => '/api/deals/launch') },
    { name: 'GET /api/deals/launch/mine', expect: SIGNED_IN, call: get(() => '/api/deals/launch/mine') },
    { name: 'GET /api/settings/launch-deal', expect: ADMIN_ONLY, call: get(() => '/api/settings/launch-deal') },
    {
      name: 'PUT /api/settings/launch-deal/items',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({ method: 'PUT', url: '/api/settings/launch-deal/items', headers: auth, payload: { item_ids: [] } }),
    },
    {
      name: 'POST /api/settings/launch-deal/start',
      expect: { ...ADMIN_ONLY, admin: 409 },
      call: (auth) => t.inject({ method: 'POST', url: '/api/settings/launch-deal/start', headers: auth }),
    },
    {
      name: 'POST /api/settings/launch-deal/end',
      expect: { ...ADMIN_ONLY, admin: 409 },
      call: (auth) => t.inject({ method: 'POST', url: '/api/settings/launch-deal/end', headers: auth }),
    },
    {
      name: 'PUT /api/settings/books',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: '/api/settings/books',
          headers: auth,
          payload: { seller_permit: '102-345678' },
        }),
    },
    {
      name: 'GET /api/users/signup-requests',
      expect: ADMIN_ONLY,
      call: get(() => '/api/users/signup-requests?showRejected=true'),
    },
    {
      name: 'POST /api/users/approve-signup/:id',
      expect: ADMIN_ONLY,
      call: (auth) => t.inject({ method: 'POST', url: `/api/users/approve-signup/${o.toApprove.id}`, headers: auth }),
    },
    {
      name: 'PUT /api/users/reject-signup/:id',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({
          method: 'PUT',
          url: `/api/users/reject-signup/${o.toReject.id}`,
          headers: auth,
          payload: { reason: 'License expired' },
        }),
    },
    {
      name: 'PUT /api/users/signup-requests/revert/:id',
      expect: ADMIN_ONLY,
      call: (auth) =>
        t.inject({ method: 'PUT', url: `/api/users/signup-requests/revert/${o.toReject.id}`, headers: auth }),
    },
    {
      name: 'GET /api/users/:email/documents',
      expect: ADMIN_ONLY,
      call: get(() => `/api/users/${encodeURIComponent(m.pending.email)}/documents`),
    },
    {
      name: 'GET /api/users/:email/documents/:id/download',
      expect: ADMIN_ONLY,
      call: async (auth) => {
        const doc = await w.handle.db
          .selectFrom('user_documents')
          .select('id')
          .where('email', '=', m.pending.email)
          .executeTakeFirstOrThrow();
        return t.inject({
          method: 'GET',
          url: `/api/users/${encodeURIComponent(m.pending.email)}/documents/${doc.id}/download`,
          headers: auth,
        });
      },
    },
    // The public doors answer everyone alike; what they open is bound to the request, not the caller.
    {
      name: 'POST /api/users/login (A’s credentials)',
      expect: ANYONE_200,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/users/login',
          headers: auth,
          payload: { email: w.buyerA.email, password: PASSWORD },
        }),
    },
    {
      name: 'POST /api/users/signup',
      expect: ANYONE_201,
      call: (auth) =>
        t.inject({ method: 'POST', url: '/api/users/signup', headers: auth, payload: signupPayload(uniqueEmail('m')) }),
    },
    {
      name: 'POST /api/users/forgot-password',
      expect: ANYONE_200,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          headers: auth,
          payload: { email: w.buyerB.email },
        }),
    },
    {
      name: 'POST /api/users/reset-password (bad token)',
      expect: anyone(400),
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/users/reset-password',
          headers: auth,
          payload: { email: w.buyerB.email, token: 'y'.repeat(43), newPassword: 'whatever 12345' },
        }),
    },
    {
      name: 'POST /api/inquiries',
      expect: ANYONE_201,
      call: (auth) =>
        t.inject({
          method: 'POST',
          url: '/api/inquiries',
          headers: auth,
          payload: { name: 'Q', email: 'q@restaurant.test' },
        }),
    },
    {
      name: 'POST /api/inquiries/:id/documents (the inquiry’s token)',
      expect: ANYONE_200,
      call: (auth) => {
        const fields = {
          documentType: 'business-license',
          userEmail: 'upload@restaurant.test',
          uploadToken: inquiryToUpload.uploadToken,
        };
        const license = { name: 'i.jpg', type: 'image/jpeg', bytes: JPG };
        return t.inject(multipartPost(`/api/inquiries/${inquiryToUpload.id}/documents`, fields, license, auth));
      },
    },
    {
      name: 'POST /api/s3/upload/document (the request’s token)',
      expect: ANYONE_200,
      call: (auth) => {
        const fields = {
          documentType: 'resale-certificate',
          userEmail: uploader.email,
          uploadToken: uploader.uploadToken,
        };
        const certificate = { name: 'r.jpg', type: 'image/jpeg', bytes: JPG };
        return t.inject(multipartPost('/api/s3/upload/document', fields, certificate, auth));
      },
    },
  );

  // Order guides: the company's, read by every member, written by its owner and orderers.
  rows.push(...orderGuideRows(() => m, 'rest'));

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    await runMatrixRow(m, row);
  });

  it('approval created the account and its address; the rejected request is pending again', async () => {
    const list = await t.injectAs('admin', { method: 'GET', url: '/api/users/signup-requests' });
    const ids = list.json<{ id: number; status: string }[]>().map((r) => r.id);
    expect(ids).toContain(o.toReject.id);
    expect(ids).not.toContain(o.toApprove.id);
    const user = await w.handle.db
      .selectFrom('users')
      .select('id')
      .where('signup_request_id', '=', o.toApprove.id)
      .executeTakeFirst();
    expect(user).toBeDefined();
  });
});
