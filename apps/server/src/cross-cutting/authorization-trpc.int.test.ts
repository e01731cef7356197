// The authorization matrix of the tRPC doors (/trpc over HTTP) at the real server (inject): every
// procedure called as the eight actors of testing/authorization-matrix (signed out, company B's
// owner and orderer, company A's viewer, orderer and owner, an admin). The REST doors' matrix:
// authorization-rest.int.test.ts; what one company's answers hold of another's:
// company-isolation.int.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import { PASSWORD, signupPayload, uniqueEmail, type AccountsWorld } from '@wholesale/services/testing';
import { checkoutAs, lineIdOf, NEW_PRODUCT } from '../testing/accounts';
import {
  A_OWNER_CHANGES,
  ADMIN_ONLY,
  AWAITING_ANSWER,
  anyone,
  ANYONE_200,
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
import { trpcMutation, trpcQuery, type Headers } from '../testing/requests';
import type { TestServer } from '../testing/test-server';

let m: Matrix;
let t: TestServer;
let w: AccountsWorld;

useMatrix('server-authz-trpc-', (built) => {
  m = built;
  t = built.t;
  w = built.w;
});

describe('authorization matrix: tRPC over HTTP', () => {
  const rows: MatrixRow[] = [];
  let o: MatrixObjects;
  let docId = 0;
  let inquiryDocument = { id: 0, documentId: 0 };
  let toToggle = 0;
  let weighable = { orderId: 0, lineId: 0 };

  beforeAll(async () => {
    o = await seedMatrixObjects(m, 'trpc');
    const doc = await w.handle.db
      .selectFrom('user_documents')
      .select('id')
      .where('email', '=', m.pending.email)
      .executeTakeFirstOrThrow();
    docId = doc.id;
    toToggle = (
      await w.services.inquiries.createInquiry(w.guest, {
        name: 'Toggle',
        email: 'toggle@restaurant.test',
        cart_items: [],
      })
    ).id;
    inquiryDocument = await inquiryWithDocument();
    weighable = await orderWithCatchWeight();
  });

  /** An inquiry with one document (the form's upload). */
  async function inquiryWithDocument(): Promise<{ id: number; documentId: number }> {
    const { id } = await w.services.inquiries.createInquiry(w.guest, {
      name: 'Doc',
      email: 'doc@restaurant.test',
      cart_items: [],
    });
    const row = await w.handle.db
      .insertInto('inquiry_documents')
      .values({
        inquiry_id: id,
        document_type: 'business-license',
        storage_key: `documents/inquiries/${id}/matrix.pdf`,
        original_filename: 'matrix.pdf',
        content_type: 'application/pdf',
        file_size: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, documentId: row.id };
  }

  /** An order of A's (placed at the REST door) with a catch-weight line to weigh. */
  async function orderWithCatchWeight(): Promise<{ orderId: number; lineId: number }> {
    const cw = await w.handle.db
      .selectFrom('items')
      .select('id')
      .where('spec', '=', CATCH_WEIGHT_SPEC)
      .where('show', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: orderId } = await checkoutAs(t, m.authOf('buyerA'), [{ id: cw.id, quantity: 1 }]);
    return { orderId, lineId: await lineIdOf(t, orderId) };
  }

  const q = (procedure: string, input: () => unknown) => (auth: Headers) =>
    t.inject(trpcQuery(procedure, input(), auth));
  const mu = (procedure: string, input: () => unknown) => (auth: Headers) =>
    t.inject(trpcMutation(procedure, input(), auth));
  const A = () => ({ userId: w.buyerA.id });

  rows.push(
    { name: 'auth.me', expect: SIGNED_IN, call: q('auth.me', () => undefined) },
    { name: 'auth.session', expect: ANYONE_200, call: q('auth.session', () => undefined) },
    {
      // ends the session it is sent with (a fresh one each, not the matrix's)
      name: 'auth.logout',
      expect: ANYONE_200,
      call: async (_auth, actor) => t.inject(trpcMutation('auth.logout', undefined, await m.freshAuth(actor))),
    },
    {
      // ends every session of the actor's: they sign in again for the rows after
      name: 'auth.logoutEverywhere',
      expect: SIGNED_IN,
      call: async (auth, actor) => {
        const res = await t.inject(trpcMutation('auth.logoutEverywhere', undefined, auth));
        await m.renew(actor);
        return res;
      },
    },
    // A user's own account: only the user (or an admin), not even a colleague or their owner.
    { name: 'account.profile(A)', expect: SELF_ONLY, call: q('account.profile', A) },
    {
      name: 'account.update(A)',
      expect: SELF_ONLY,
      call: mu('account.update', () => ({ ...A(), phone_number: '213-555-0120' })),
    },
    {
      name: 'account.profile(ordererA)',
      expect: { ...SELF_ONLY, buyerA: 403, ordererA: 200 },
      call: q('account.profile', () => ({ userId: m.ordererA.id })),
    },
    { name: 'account.addresses(A)', expect: SELF_ONLY, call: q('account.addresses', A) },
    // A company's orders, points and usual items are every member's to read, named by any member's id.
    { name: 'orders.points(A)', expect: COMPANY_A, call: q('orders.points', A) },
    { name: 'orders.pointsTotal(A)', expect: COMPANY_A, call: q('orders.pointsTotal', A) },
    { name: 'orders.list(A)', expect: COMPANY_A, call: q('orders.list', A) },
    { name: 'orders.list(ordererA)', expect: COMPANY_A, call: q('orders.list', () => ({ userId: m.ordererA.id })) },
    { name: 'orders.usualItems(A)', expect: COMPANY_A, call: q('orders.usualItems', A) },
    {
      name: 'orders.usualItems(viewerA)',
      expect: COMPANY_A,
      call: q('orders.usualItems', () => ({ userId: m.viewerA.id })),
    },
    // Another company's order answers like a missing one (ids are guessable).
    {
      name: 'orders.lines(order of A)',
      expect: COMPANY_A_RECORD,
      call: q('orders.lines', () => ({ orderId: w.buyerA.orderId })),
    },
    {
      name: 'orders.detail(order of A)',
      expect: COMPANY_A_RECORD,
      call: q('orders.detail', () => ({ orderId: w.buyerA.orderId })),
    },
    { name: 'orders.pickupSlots', expect: BUYERS, call: q('orders.pickupSlots', () => undefined) },
    { name: 'orders.depositTerms', expect: ANYONE_200, call: q('orders.depositTerms', () => undefined) },
    // Buyers order for themselves (a user_id is not read); a viewer cannot order; admins have no cart.
    {
      name: 'orders.place',
      expect: { ...BUYERS, viewerA: 403 },
      call: mu('orders.place', () => ({ user_id: w.buyerA.id, cart_items: [{ id: 1, quantity: 2 }] })),
    },
    // Order changes: the company's owner changes any of its orders, an orderer the
    // ones they placed, a viewer none, before the cutoff; an admin until complete.
    {
      name: 'orders.detail(changeable order of A)',
      expect: COMPANY_A_RECORD,
      call: q('orders.detail', () => ({ orderId: o.toChange })),
    },
    {
      name: 'orders.change(order of A)',
      expect: A_OWNER_CHANGES,
      call: (auth, actor) =>
        t.inject(
          trpcMutation(
            'orders.change',
            {
              orderId: o.toChange,
              cart_items: [{ id: 1, quantity: actor === 'admin' ? 3 : 2 }],
              idempotency_key: `matrix-change-${actor}`,
            },
            auth,
          ),
        ),
    },
    {
      name: 'orders.cancel(order of A)',
      expect: A_OWNER_CHANGES,
      call: mu('orders.cancel', () => ({ orderId: o.toCancel })),
    },
    {
      name: 'orders.detail(order of ordererA)',
      expect: COMPANY_A_RECORD,
      call: q('orders.detail', () => ({ orderId: o.ordererToChange })),
    },
    {
      name: 'orders.change(order of ordererA)',
      expect: { ...COMPANY_A_RECORD, viewerA: 403 },
      call: (auth, actor) =>
        t.inject(
          trpcMutation(
            'orders.change',
            {
              orderId: o.ordererToChange,
              cart_items: [{ id: 1, quantity: actor === 'admin' ? 4 : actor === 'buyerA' ? 3 : 2 }],
              idempotency_key: `matrix-orderer-change-${actor}`,
            },
            auth,
          ),
        ),
    },
    {
      name: 'orders.cancel(order of ordererA)',
      expect: { ...COMPANY_A_RECORD, viewerA: 403 },
      call: mu('orders.cancel', () => ({ orderId: o.ordererToCancel })),
    },
    // Standing orders are the company's: every member reads them; changed as its orders are; admins have none.
    {
      name: 'orders.repeat(order of A)',
      expect: { ...A_OWNER_CHANGES, admin: 403 },
      call: mu('orders.repeat', () => ({ orderId: o.toRepeat, every_weeks: 1 })),
    },
    {
      // the orderer repeats their own order; the owner may too, but one standing order per order (409)
      name: 'orders.repeat(order of ordererA)',
      expect: { ...COMPANY_A_RECORD, viewerA: 403, buyerA: 409, admin: 403 },
      call: mu('orders.repeat', () => ({ orderId: o.ordererToRepeat, every_weeks: 1 })),
    },
    { name: 'orders.standing.list', expect: BUYERS, call: q('orders.standing.list', () => undefined) },
    {
      name: 'orders.standing.update(of A)',
      expect: { ...A_OWNER_CHANGES, admin: 403 },
      call: mu('orders.standing.update', () => ({ standingOrderId: o.standingOfA, every_weeks: 2 })),
    },
    {
      name: 'orders.standing.skip(of A)',
      expect: { ...A_OWNER_CHANGES, admin: 403 },
      call: mu('orders.standing.skip', () => ({ standingOrderId: o.standingOfA })),
    },
    {
      // after the row above: the owner's skip is there to undo
      name: 'orders.standing.unskip(of A)',
      expect: { ...A_OWNER_CHANGES, admin: 403 },
      call: mu('orders.standing.unskip', () => ({ standingOrderId: o.standingOfA })),
    },
    {
      name: 'orders.standing.update(of ordererA)',
      expect: { ...COMPANY_A_RECORD, viewerA: 403, admin: 403 },
      call: (auth, actor) =>
        t.inject(
          trpcMutation(
            'orders.standing.update',
            { standingOrderId: o.standingOfOrderer, every_weeks: actor === 'buyerA' ? 1 : 2 },
            auth,
          ),
        ),
    },
    {
      name: 'orders.standing.end(of A)',
      expect: { ...A_OWNER_CHANGES, admin: 403 },
      call: mu('orders.standing.end', () => ({ standingOrderId: o.standingOfA })),
    },
    // An orderer's order over their limit: only the company's owner answers it.
    {
      name: 'orders.approve(awaiting of A)',
      expect: AWAITING_ANSWER,
      call: mu('orders.approve', () => ({ orderId: o.awaitingToApprove })),
    },
    {
      name: 'orders.decline(awaiting of A)',
      expect: AWAITING_ANSWER,
      call: mu('orders.decline', () => ({ orderId: o.awaitingToDecline, reason: 'Not this week' })),
    },
    {
      name: 'admin.orders.recordPayment',
      expect: ADMIN_ONLY,
      call: mu('admin.orders.recordPayment', () => ({
        orderId: w.buyerA.orderId,
        amount: 1,
        method: 'card',
        kind: 'prepayment',
      })),
    },
    {
      name: 'admin.books.voidPayment',
      expect: ADMIN_ONLY,
      call: mu('admin.books.voidPayment', () => ({ ...o.paymentToVoid, reason: 'Recorded twice' })),
    },
    {
      name: 'admin.books.refund',
      expect: ADMIN_ONLY,
      call: mu('admin.books.refund', () => ({
        orderId: o.heldToRefund,
        amount: 1,
        method: 'cash',
        reason: 'Short weight',
        idempotency_key: 'matrix-refund-key',
      })),
    },
    // Claims: every member and staff read a company's (reports carry photos: REST only); staff decide.
    { name: 'claims.list', expect: SIGNED_IN, call: q('claims.list', () => ({})) },
    {
      name: 'claims.forOrder(completedOfA)',
      expect: COMPANY_A_RECORD,
      call: q('claims.forOrder', () => ({ orderId: o.claimLineOfA.orderId })),
    },
    {
      name: 'admin.claims.decide (approve)',
      expect: ADMIN_ONLY,
      call: mu('admin.claims.decide', () => ({ claimId: o.claimToApprove, decision: { approve_cents: 50 } })),
    },
    {
      name: 'admin.claims.decide (refuse)',
      expect: ADMIN_ONLY,
      call: mu('admin.claims.decide', () => ({ claimId: o.claimToRefuse, decision: { refuse_reason: 'As sold' } })),
    },
    {
      name: 'admin.books.mailStatement',
      expect: ADMIN_ONLY,
      call: mu('admin.books.mailStatement', () => ({ month: '2026-10', companyId: w.buyerA.id })),
    },
    {
      name: 'admin.books.settleFinanceCharge',
      expect: ADMIN_ONLY,
      call: mu('admin.books.settleFinanceCharge', () => ({
        chargeId: o.financeChargeOfA,
        settlement: { settled: 'waived', reason: 'Goodwill' },
      })),
    },
    {
      name: 'admin.books.releaseCreditHold',
      expect: ADMIN_ONLY,
      call: mu('admin.books.releaseCreditHold', () => ({ orderId: o.heldOrder })),
    },
    {
      name: 'admin.books.applyCredit',
      expect: ADMIN_ONLY,
      call: mu('admin.books.applyCredit', () => ({
        from_order_id: o.creditFrom,
        to_order_id: o.creditTo,
        amount: 5,
        idempotency_key: 'matrix-credit-key',
      })),
    },
    {
      name: 'admin.books.receivables',
      expect: ADMIN_ONLY,
      call: q('admin.books.receivables', () => ({ sort: 'balance' })),
    },
    {
      name: 'admin.books.setTerms',
      expect: ADMIN_ONLY,
      call: mu('admin.books.setTerms', () => ({ userId: w.buyerA.id, terms: 'pickup', credit_limit: null })),
    },
    {
      name: 'admin.orders.weigh',
      expect: ADMIN_ONLY,
      call: mu('admin.orders.weigh', () => ({
        orderId: weighable.orderId,
        weights: [{ line_id: weighable.lineId, weighed_lbs: null }],
      })),
    },
    // The catalogue is everyone's to read; what each signed-in reader pays is their company's (company-isolation.int.test.ts).
    { name: 'catalogue.list', expect: ANYONE_200, call: q('catalogue.list', () => undefined) },
    { name: 'catalogue.byId', expect: ANYONE_200, call: q('catalogue.byId', () => ({ id: 1 })) },
    { name: 'catalogue.byIds', expect: ANYONE_200, call: q('catalogue.byIds', () => ({ ids: [1, 2] })) },
    { name: 'catalogue.search', expect: ANYONE_200, call: q('catalogue.search', () => ({ q: 'beef', limit: 5 })) },
    // Prices: admins only.
    { name: 'admin.prices.buyerPrices(A)', expect: ADMIN_ONLY, call: q('admin.prices.buyerPrices', A) },
    {
      name: 'admin.prices.setBuyerPrices(A)',
      expect: ADMIN_ONLY,
      call: mu('admin.prices.setBuyerPrices', () => ({ ...A(), prices: [{ item_id: 1, price: 9.5 }] })),
    },
    { name: 'admin.prices.buyerChanges(A)', expect: ADMIN_ONLY, call: q('admin.prices.buyerChanges', A) },
    { name: 'admin.prices.lists', expect: ADMIN_ONLY, call: q('admin.prices.lists', () => undefined) },
    {
      name: 'admin.prices.createList',
      expect: ADMIN_ONLY,
      call: mu('admin.prices.createList', () => ({ name: 'Matrix tRPC list', prices: [{ item_id: 1, price: 8 }] })),
    },
    {
      name: 'admin.prices.list',
      expect: ADMIN_ONLY,
      call: q('admin.prices.list', () => ({ priceListId: o.matrixListId })),
    },
    {
      name: 'admin.prices.listChanges',
      expect: ADMIN_ONLY,
      call: q('admin.prices.listChanges', () => ({ priceListId: o.matrixListId })),
    },
    {
      name: 'admin.prices.updateList',
      expect: ADMIN_ONLY,
      call: mu('admin.prices.updateList', () => ({ priceListId: o.matrixListId, name: 'Matrix tRPC 2', prices: [] })),
    },
    {
      name: 'admin.prices.assignPriceList(A)',
      expect: ADMIN_ONLY,
      call: mu('admin.prices.assignPriceList', () => ({ ...A(), price_list_id: o.matrixListId })),
    },
    {
      name: 'admin.prices.exportList',
      expect: ADMIN_ONLY,
      call: q('admin.prices.exportList', () => ({ priceListId: o.matrixListId })),
    },
    {
      name: 'admin.prices.importList',
      expect: ADMIN_ONLY,
      call: mu('admin.prices.importList', () => ({
        priceListId: o.matrixListId,
        csv: 'item_id,min_quantity,price\n1,1,9.99\n',
      })),
    },
    { name: 'admin.customers.list', expect: ADMIN_ONLY, call: q('admin.customers.list', () => ({ q: 'a' })) },
    { name: 'admin.customers.detail(A)', expect: ADMIN_ONLY, call: q('admin.customers.detail', A) },
    {
      // Lifting (false), so that the other rows' checkouts still go through.
      name: 'admin.customers.setOrdering(A)',
      expect: ADMIN_ONLY,
      call: mu('admin.customers.setOrdering', () => ({ userId: w.buyerA.id, suspended: false })),
    },
    {
      name: 'admin.prices.deleteList',
      expect: ADMIN_ONLY,
      call: mu('admin.prices.deleteList', () => ({ priceListId: o.matrixListId })),
    },
    // A company's team: each owner manages their own company (a companyId of a buyer's
    // is not read); its members do not manage it; an admin names one (none named: 404).
    { name: 'company.account', expect: ACCOUNT_READERS, call: q('company.account', () => ({})) },
    {
      name: 'company.account(A)',
      expect: { ...ACCOUNT_READERS, admin: 200 },
      call: q('company.account', () => ({ companyId: w.buyerA.id })),
    },
    { name: 'company.team', expect: OWNERS, call: q('company.team', () => ({})) },
    {
      name: 'company.team(A)',
      expect: { ...OWNERS, admin: 200 },
      call: q('company.team', () => ({ companyId: w.buyerA.id })),
    },
    {
      name: 'company.invite',
      expect: OWNERS,
      call: (auth, actor) =>
        t.inject(
          trpcMutation(
            'company.invite',
            { email: `matrix-trpc-${actor}@restaurant.test`, role: 'orderer', order_limit: 500 },
            auth,
          ),
        ),
    },
    {
      name: 'company.cancelInvitation(of A)',
      expect: { ...OWNERS, buyerB: 404 },
      call: mu('company.cancelInvitation', () => ({ invitationId: o.invitationOfA })),
    },
    {
      name: 'company.updateMember(member of A)',
      expect: { ...OWNERS, buyerB: 404, admin: 200 },
      call: mu('company.updateMember', () => ({ userId: o.memberOfA, role: 'viewer' })),
    },
    // a member does not change their own role or limit
    {
      name: 'company.updateMember(ordererA)',
      expect: { ...OWNERS, buyerB: 404, admin: 200 },
      call: mu('company.updateMember', () => ({ userId: m.ordererA.id, order_limit: null })),
    },
    {
      name: 'company.removeMember(member of A)',
      expect: { ...OWNERS, buyerB: 404 },
      call: mu('company.removeMember', () => ({ userId: o.memberOfA })),
    },
    {
      name: 'company.acceptInvitation (no such link)',
      expect: anyone(400),
      call: mu('company.acceptInvitation', () => ({
        token: 'z'.repeat(43),
        name: 'Nobody',
        password: 'long enough password',
      })),
    },
    {
      // a working link joins whoever holds it, whatever session comes with it (a link each)
      name: 'company.acceptInvitation (a working link)',
      expect: ANYONE_200,
      call: async (auth, actor) => {
        const token = await invite(t, m.authOf('buyerA'), {
          email: `joins-as-${actor}-trpc@restaurant.test`,
          role: 'viewer',
        });
        return t.inject(
          trpcMutation('company.acceptInvitation', { token, name: 'New Member', password: PASSWORD }, auth),
        );
      },
    },
    { name: 'admin.orders.list', expect: ADMIN_ONLY, call: q('admin.orders.list', () => ({ status: 'pending' })) },
    {
      name: 'admin.dashboard.figures',
      expect: ADMIN_ONLY,
      call: q('admin.dashboard.figures', () => ({ period: 'monthly' })),
    },
    { name: 'admin.items.list', expect: ADMIN_ONLY, call: q('admin.items.list', () => undefined) },
    { name: 'admin.items.page', expect: ADMIN_ONLY, call: q('admin.items.page', () => ({ q: 'beef' })) },
    { name: 'admin.inquiries.list', expect: ADMIN_ONLY, call: q('admin.inquiries.list', () => undefined) },
    {
      name: 'admin.inquiries.toggleStatus',
      expect: ADMIN_ONLY,
      call: mu('admin.inquiries.toggleStatus', () => ({ id: toToggle })),
    },
    {
      name: 'admin.inquiries.reply',
      expect: ADMIN_ONLY,
      call: mu('admin.inquiries.reply', () => ({ email: 'q@restaurant.test', responseMessage: 'Thanks!' })),
    },
    {
      name: 'admin.inquiries.documentLink',
      expect: ADMIN_ONLY,
      call: mu('admin.inquiries.documentLink', () => ({
        id: inquiryDocument.id,
        documentId: inquiryDocument.documentId,
      })),
    },
    {
      name: 'admin.items.update',
      expect: ADMIN_ONLY,
      call: mu('admin.items.update', () => ({ id: 2, update: { show: true } })),
    },
    { name: 'admin.items.create', expect: ADMIN_ONLY, call: mu('admin.items.create', () => NEW_PRODUCT) },
    {
      name: 'admin.orders.detail',
      expect: ADMIN_ONLY,
      call: q('admin.orders.detail', () => ({ orderId: w.buyerA.orderId })),
    },
    {
      name: 'admin.notes.forOrder',
      expect: ADMIN_ONLY,
      call: q('admin.notes.forOrder', () => ({ orderId: w.buyerA.orderId })),
    },
    {
      name: 'admin.notes.forCustomer',
      expect: ADMIN_ONLY,
      call: q('admin.notes.forCustomer', () => ({ customerId: w.buyerA.id })),
    },
    {
      name: 'admin.notes.add',
      expect: ADMIN_ONLY,
      call: mu('admin.notes.add', () => ({ customer_id: w.buyerA.id, body: 'Prefers KakaoTalk' })),
    },
    {
      name: 'admin.orders.setStatus',
      expect: ADMIN_ONLY,
      call: mu('admin.orders.setStatus', () => ({ orderId: w.buyerA.orderId, status: 'ready for pickup' })),
    },
    {
      name: 'admin.orders.pickList',
      expect: ADMIN_ONLY,
      call: q('admin.orders.pickList', () => ({ date: '2026-11-25' })),
    },
    {
      name: 'admin.orders.week',
      expect: ADMIN_ONLY,
      call: q('admin.orders.week', () => ({ from: '2026-11-22', to: '2026-11-28' })),
    },
    {
      name: 'admin.orders.placeForCustomer',
      expect: ADMIN_ONLY,
      call: mu('admin.orders.placeForCustomer', () => ({ user_id: w.buyerA.id, cart_items: [{ id: 1, quantity: 1 }] })),
    },
    {
      name: 'admin.orders.parse',
      expect: ADMIN_ONLY,
      call: mu('admin.orders.parse', () => ({ text: '갈비 3박스' })),
    },
    {
      name: 'admin.orders.bulkStatus',
      expect: ADMIN_ONLY,
      call: mu('admin.orders.bulkStatus', () => ({
        order_ids: [w.buyerA.orderId],
        status: 'ready for pickup',
        notify: false,
      })),
    },
    {
      name: 'admin.orders.selectAll',
      expect: ADMIN_ONLY,
      call: q('admin.orders.selectAll', () => ({ status: 'pending' })),
    },
    {
      name: 'admin.lots.create',
      expect: ADMIN_ONLY,
      call: mu('admin.lots.create', () => ({
        item_id: 1,
        lot_code: 'MATRIX-T1',
        establishment: 'EST. 1',
        produced_on: '2026-11-20',
        packed_on: '2026-11-21',
        cases: 1,
      })),
    },
    {
      name: 'admin.lots.import',
      expect: ADMIN_ONLY,
      call: mu('admin.lots.import', () => ({
        csv: 'item,lot_code,establishment,produced_on,packed_on,cases\n1,MATRIX-T2,EST. 1,2026-11-20,2026-11-21,2',
      })),
    },
    { name: 'admin.lots.list', expect: ADMIN_ONLY, call: q('admin.lots.list', () => ({ q: 'matrix' })) },
    {
      name: 'admin.lots.byId',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: q('admin.lots.byId', () => ({ lotId: 987_654 })),
    },
    {
      name: 'admin.cases.add',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: mu('admin.cases.add', () => ({ orderId: 987_654, case: { line_id: 1, lot_id: 1, net_lbs: 40 } })),
    },
    {
      name: 'admin.cases.remove',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: mu('admin.cases.remove', () => ({ orderId: 987_654, caseId: 1 })),
    },
    {
      name: 'admin.cases.list',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: q('admin.cases.list', () => ({ orderId: 987_654 })),
    },
    { name: 'admin.cases.productGtins', expect: ADMIN_ONLY, call: q('admin.cases.productGtins', () => undefined) },
    {
      name: 'admin.cases.setGtin',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: mu('admin.cases.setGtin', () => ({ itemId: 987_654, gtin: null })),
    },
    {
      name: 'admin.cases.parse',
      expect: ADMIN_ONLY,
      call: mu('admin.cases.parse', () => ({ barcode: '(01)10088123450015(3202)004000(10)MATRIX' })),
    },
    {
      name: 'admin.recalls.create',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: mu('admin.recalls.create', () => ({
        item_id: 1,
        produced_from: '2001-01-01',
        produced_to: '2001-01-02',
        reason: 'matrix',
      })),
    },
    { name: 'admin.recalls.list', expect: ADMIN_ONLY, call: q('admin.recalls.list', () => undefined) },
    {
      name: 'admin.recalls.byId',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: q('admin.recalls.byId', () => ({ recallId: 987_654 })),
    },
    {
      name: 'admin.recalls.sendNotices',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: mu('admin.recalls.sendNotices', () => ({ recallId: 987_654 })),
    },
    {
      name: 'admin.recalls.close',
      expect: { ...ADMIN_ONLY, admin: 404 },
      call: mu('admin.recalls.close', () => ({ recallId: 987_654 })),
    },
    // A company's own notices: its members; staff read recalls on their own pages.
    { name: 'recalls.mine', expect: BUYERS, call: q('recalls.mine', () => undefined) },
    // A notice's link, by its token alone: an unknown one reads "not valid" to anyone.
    { name: 'recalls.notice', expect: anyone(404), call: q('recalls.notice', () => ({ token: 'm'.repeat(43) })) },
    {
      name: 'recalls.acknowledge',
      expect: anyone(404),
      call: mu('recalls.acknowledge', () => ({ token: 'm'.repeat(43) })),
    },
    // The buyer's own cutoff reminder: every member sets their own; staff have none.
    { name: 'reminders.cutoff', expect: BUYERS, call: q('reminders.cutoff', () => undefined) },
    {
      name: 'reminders.setCutoff',
      expect: BUYERS,
      call: mu('reminders.setCutoff', () => ({ enabled: false, hours_before: 24 })),
    },
    // The mail's stop link, by its signed token alone: a forged one is refused to anyone.
    {
      name: 'reminders.stopCutoff',
      expect: anyone(400),
      call: mu('reminders.stopCutoff', () => ({ token: `1.9999999999.${'m'.repeat(43)}` })),
    },
    {
      name: 'admin.orders.forecast',
      expect: ADMIN_ONLY,
      call: q('admin.orders.forecast', () => ({ from: '2026-11-22', to: '2026-11-28' })),
    },
    // The warehouse calendar and the business settings: admins only.
    { name: 'admin.calendar.closedDays', expect: ADMIN_ONLY, call: q('admin.calendar.closedDays', () => undefined) },
    {
      name: 'admin.calendar.affectedOrders',
      expect: ADMIN_ONLY,
      call: q('admin.calendar.affectedOrders', () => undefined),
    },
    { name: 'admin.calendar.orderCounts', expect: ADMIN_ONLY, call: q('admin.calendar.orderCounts', () => undefined) },
    {
      name: 'admin.calendar.pickupWindows',
      expect: ADMIN_ONLY,
      call: q('admin.calendar.pickupWindows', () => undefined),
    },
    {
      name: 'admin.calendar.setClosedDays',
      expect: ADMIN_ONLY,
      call: mu('admin.calendar.setClosedDays', () => ({ dates: [] })),
    },
    {
      name: 'admin.calendar.moveToNextOpenDay',
      expect: ADMIN_ONLY,
      call: mu('admin.calendar.moveToNextOpenDay', () => ({ order_ids: [1] })),
    },
    {
      name: 'admin.calendar.specialHours',
      expect: ADMIN_ONLY,
      call: q('admin.calendar.specialHours', () => undefined),
    },
    {
      name: 'admin.calendar.ordersOutsideHours',
      expect: ADMIN_ONLY,
      call: q('admin.calendar.ordersOutsideHours', () => undefined),
    },
    {
      name: 'admin.calendar.setSpecialHours',
      expect: ADMIN_ONLY,
      call: mu('admin.calendar.setSpecialHours', () => ({ hours: [] })),
    },
    { name: 'admin.settings.deposit', expect: ADMIN_ONLY, call: q('admin.settings.deposit', () => undefined) },
    // A company's documents that expire.
    { name: 'documents.current', expect: { ...SIGNED_IN, admin: 404 }, call: q('documents.current', () => undefined) },
    {
      name: 'documents.current(company A)',
      expect: COMPANY_A,
      call: q('documents.current', () => ({ companyId: w.buyerA.id })),
    },
    {
      name: 'admin.documents.setExpiry',
      expect: ADMIN_ONLY,
      call: mu('admin.documents.setExpiry', () => ({ documentId: o.certificateOfA, expires_on: '2099-12-30' })),
    },
    // An owner's renewal waits for staff: only an admin lists, accepts or refuses one.
    { name: 'admin.documents.renewals', expect: ADMIN_ONLY, call: q('admin.documents.renewals', () => undefined) },
    {
      name: 'admin.documents.acceptRenewal',
      expect: ADMIN_ONLY,
      call: mu('admin.documents.acceptRenewal', () => ({ documentId: o.renewalToAccept, expires_on: '2099-06-30' })),
    },
    {
      name: 'admin.documents.refuseRenewal',
      expect: ADMIN_ONLY,
      call: mu('admin.documents.refuseRenewal', () => ({
        documentId: o.renewalToRefuse,
        reason: 'Not a resale certificate',
      })),
    },
    {
      name: 'admin.settings.resaleCertificate',
      expect: ADMIN_ONLY,
      call: q('admin.settings.resaleCertificate', () => undefined),
    },
    {
      name: 'admin.settings.setResaleCertificate',
      expect: ADMIN_ONLY,
      call: mu('admin.settings.setResaleCertificate', () => ({ allow_expired: false })),
    },
    { name: 'admin.settings.books', expect: ADMIN_ONLY, call: q('admin.settings.books', () => undefined) },
    // The launch deal (see the REST matrix): start and end answer 409 here, changing nothing.
    { name: 'deals.launch', expect: anyone(200), call: q('deals.launch', () => undefined) },
    { name: 'deals.mine', expect: SIGNED_IN, call: q('deals.mine', () => undefined) },
    { name: 'admin.settings.launchDeal', expect: ADMIN_ONLY, call: q('admin.settings.launchDeal', () => undefined) },
    {
      name: 'admin.settings.setLaunchDealItems',
      expect: ADMIN_ONLY,
      call: mu('admin.settings.setLaunchDealItems', () => ({ item_ids: [] })),
    },
    {
      name: 'admin.settings.startLaunchDeal',
      expect: { ...ADMIN_ONLY, admin: 409 },
      call: mu('admin.settings.startLaunchDeal', () => undefined),
    },
    {
      name: 'admin.settings.endLaunchDeal',
      expect: { ...ADMIN_ONLY, admin: 409 },
      call: mu('admin.settings.endLaunchDeal', () => undefined),
    },
    {
      name: 'admin.settings.setBooks',
      expect: ADMIN_ONLY,
      call: mu('admin.settings.setBooks', () => ({ seller_permit: '102-345678' })),
    },
    {
      name: 'admin.settings.setDeposit',
      expect: ADMIN_ONLY,
      call: mu('admin.settings.setDeposit', () => ({ en: 'Half at ordering, by card.', ko: '주문 시 절반, 카드로.' })),
    },
    {
      name: 'admin.signupRequests.list',
      expect: ADMIN_ONLY,
      call: q('admin.signupRequests.list', () => ({ showRejected: true })),
    },
    {
      name: 'admin.signupRequests.approve',
      expect: ADMIN_ONLY,
      call: mu('admin.signupRequests.approve', () => ({ id: o.toApprove.id })),
    },
    {
      name: 'admin.signupRequests.reject',
      expect: ADMIN_ONLY,
      call: mu('admin.signupRequests.reject', () => ({ id: o.toReject.id, reason: 'Unreadable' })),
    },
    {
      name: 'admin.signupRequests.revert',
      expect: ADMIN_ONLY,
      call: mu('admin.signupRequests.revert', () => ({ id: o.toReject.id })),
    },
    {
      name: 'admin.signupRequests.documents',
      expect: ADMIN_ONLY,
      call: q('admin.signupRequests.documents', () => ({ email: m.pending.email })),
    },
    {
      name: 'admin.signupRequests.downloadLink',
      expect: ADMIN_ONLY,
      call: mu('admin.signupRequests.downloadLink', () => ({ email: m.pending.email, documentId: docId })),
    },
    // The public doors answer everyone alike; what they open is bound to the request, not the caller.
    {
      name: 'auth.login (A’s credentials)',
      expect: ANYONE_200,
      call: mu('auth.login', () => ({ email: w.buyerA.email, password: PASSWORD })),
    },
    { name: 'signup.create', expect: ANYONE_200, call: mu('signup.create', () => signupPayload(uniqueEmail('t'))) },
    {
      name: 'passwordReset.request',
      expect: ANYONE_200,
      call: mu('passwordReset.request', () => ({ email: w.buyerB.email })),
    },
    {
      name: 'passwordReset.reset (bad token)',
      expect: anyone(400),
      call: mu('passwordReset.reset', () => ({
        email: w.buyerB.email,
        token: 'y'.repeat(43),
        newPassword: 'whatever 12345',
      })),
    },
    {
      name: 'inquiries.create',
      expect: ANYONE_200,
      call: mu('inquiries.create', () => ({ name: 'Q', email: 'q@restaurant.test' })),
    },
  );

  // Order guides: the company's, read by every member, written by its owner and orderers.
  rows.push(...orderGuideRows(() => m, 'trpc'));

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    await runMatrixRow(m, row);
  });

  it('admin data never reaches a buyer in an error body', async () => {
    for (const actor of ['buyerA', 'ordererA', 'viewerA', 'ordererB'] as const) {
      const res = await t.inject(trpcQuery('admin.signupRequests.list', {}, m.authOf(actor)));
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(m.pending.email);
    }
  });
});
