// The objects both authorization matrices (REST and tRPC) act on, each made once per matrix: the
// orders each actor may or may not change, cancel, repeat, approve or decline; completed orders
// with their invoices; a standing order
// each of company A's buyers set up; a member and an invitation of company A; a price list; signup
// requests to approve and reject; company A's resale certificate and two renewals for staff.
import { createSignupRequest, lineIdOf, seedAwaitingOrder, seedChangeableOrder, type SignupRequest } from './accounts';
import { seedPendingRenewal, type Matrix } from './authorization-matrix';
import { JPG } from '@wholesale/services/testing';
import { joinCompany } from './company';

export interface MatrixObjects {
  toApprove: SignupRequest;
  toReject: SignupRequest;
  // placed by company A's owner: theirs to change, cancel and repeat
  toChange: number;
  toCancel: number;
  toRepeat: number;
  standingOfA: number;
  // placed (and set up) by company A's orderer: theirs and the owner's to change
  ordererToChange: number;
  ordererToCancel: number;
  ordererToRepeat: number;
  standingOfOrderer: number;
  // complete, with their invoices issued: one the owner placed, one the orderer placed
  completedOfA: number;
  completedOfOrderer: number;
  // money for staff to send back or move: a payment to void, an order holding money to refund, and
  // a declined order's credit to move to another open order of company A
  paymentToVoid: { orderId: number; paymentId: number };
  heldToRefund: number;
  creditFrom: number;
  creditTo: number;
  // claims: completed orders with a line to report a problem on (the owner's, the orderer's); a
  // claim of A's with a photo; claims for staff to approve and refuse; a credit memo of A's
  claimLineOfA: { orderId: number; lineId: number };
  claimLineOfOrderer: { orderId: number; lineId: number };
  claimOfA: { claimId: number; photoId: number };
  claimToApprove: number;
  claimToRefuse: number;
  creditMemoOfA: number;
  // placed by company A's owner past its credit limit: staff's to release
  heldOrder: number;
  // a month's late payment interest charged to company A: staff's to record paid
  financeChargeOfA: number;
  // placed by company A's orderer above their limit: the owner's to approve or decline
  awaitingToApprove: number;
  awaitingToDecline: number;
  // company A's resale certificate, dated by an admin
  certificateOfA: number;
  // renewals buyer A uploaded, waiting for staff: one to accept, one to refuse
  renewalToAccept: number;
  renewalToRefuse: number;
  matrixListId: number;
  memberOfA: number;
  invitationOfA: number;
}

/** Makes the objects; `door` ('rest', 'trpc') keeps the two matrices' e-mails and names apart. */
export async function seedMatrixObjects(m: Matrix, door: string): Promise<MatrixObjects> {
  const { t, w } = m;
  const invitationOfA = (
    await w.company.invite(w.buyerA.actor, {
      email: `cancel-me-${door}@restaurant.test`,
      role: 'viewer',
      locale: 'en',
      order_limit: null,
    })
  ).id;
  const matrixListId = (await w.prices.createPriceList(w.admin.actor, { name: `Matrix (${door})`, prices: [] })).id;
  // a member the owner changes and removes (not one of the actors)
  const memberOfA = (
    await joinCompany(t, m.authOf('buyerA'), { email: `member-of-a-${door}@restaurant.test`, role: 'orderer' })
  ).id;
  const toApprove = await createSignupRequest(t);
  const toReject = await createSignupRequest(t);
  const owner = w.buyerA.id;
  const orderer = { kind: 'buyer', userId: m.ordererA.id } as const;
  const completed = async (userId: number) => {
    const id = await seedChangeableOrder(t, userId);
    await w.orders.admin.setStatus(w.admin.actor, id, 'complete');
    return id;
  };
  const paid = async (userId: number, dollars: number) => {
    const id = await seedChangeableOrder(t, userId);
    const payment = await w.orders.admin.recordPayment(w.admin.actor, id, {
      amount: dollars,
      method: 'cash',
      kind: 'prepayment',
    });
    return { orderId: id, paymentId: payment.payments[0]!.id };
  };
  const claims = t.deps.services!.claims;
  const toClaim = async (userId: number) => {
    const orderId = await completed(userId);
    return { orderId, lineId: await lineIdOf(t, orderId) };
  };
  const claimed = async (photos: number) => {
    const { orderId, lineId } = await toClaim(owner);
    const form = { order_item_id: lineId, reason: 'damaged', quantity: 1, unit: 'box' } as const;
    const photo = { filename: 'p.jpg', contentType: 'image/jpeg', bytes: new Uint8Array(JPG) };
    return claims.create(
      w.buyerA.actor,
      orderId,
      form,
      Array.from({ length: photos }, () => photo),
    );
  };
  const claimOfA = await claimed(1);
  const memoClaim = await claimed(0);
  const creditMemoOfA = (await claims.decide(w.admin.actor, memoClaim.id, { approve_cents: 100 })).credit_memo!.id;
  const held = async (userId: number) => {
    const id = await seedChangeableOrder(t, userId);
    await w.handle.db.updateTable('orders').set({ credit_hold_since: new Date() }).where('id', '=', id).execute();
    return id;
  };
  const creditFrom = (await paid(owner, 20)).orderId;
  await w.orders.admin.setStatus(w.admin.actor, creditFrom, 'declined');
  const repeatWeekly = async (actor: typeof w.buyerA.actor, userId: number) =>
    (await w.orders.standing.repeat(actor, await seedChangeableOrder(t, userId), { every_weeks: 1 })).id;
  const certificateOfA = (
    await w.handle.db
      .insertInto('user_documents')
      .values({
        user_id: owner,
        email: w.buyerA.email,
        document_type: 'resale-certificate',
        storage_key: `documents/company/${owner}/matrix-${door}.pdf`,
        original_filename: 'resale.pdf',
        content_type: 'application/pdf',
        file_size: 10,
        expires_on: '2099-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  return {
    toApprove,
    toReject,
    toChange: await seedChangeableOrder(t, owner),
    toCancel: await seedChangeableOrder(t, owner),
    toRepeat: await seedChangeableOrder(t, owner),
    standingOfA: await repeatWeekly(w.buyerA.actor, owner),
    ordererToChange: await seedChangeableOrder(t, m.ordererA.id),
    ordererToCancel: await seedChangeableOrder(t, m.ordererA.id),
    ordererToRepeat: await seedChangeableOrder(t, m.ordererA.id),
    standingOfOrderer: await repeatWeekly(orderer, m.ordererA.id),
    completedOfA: await completed(owner),
    completedOfOrderer: await completed(m.ordererA.id),
    paymentToVoid: await paid(owner, 10),
    heldToRefund: (await paid(owner, 10)).orderId,
    creditFrom,
    creditTo: await seedChangeableOrder(t, owner),
    claimLineOfA: await toClaim(owner),
    claimLineOfOrderer: await toClaim(m.ordererA.id),
    claimOfA: { claimId: claimOfA.id, photoId: claimOfA.photos[0]!.id },
    claimToApprove: (await claimed(0)).id,
    claimToRefuse: (await claimed(0)).id,
    creditMemoOfA,
    heldOrder: await held(owner),
    financeChargeOfA: (
      await w.handle.db
        .insertInto('finance_charges')
        .values({ company_id: owner, month: '2026-10', overdue_cents: 10_000, annual_rate_bp: 1000, amount_cents: 83 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    awaitingToApprove: await seedAwaitingOrder(t, m.ordererA.id),
    awaitingToDecline: await seedAwaitingOrder(t, m.ordererA.id),
    certificateOfA,
    renewalToAccept: await seedPendingRenewal(m, `${door}-accept`),
    renewalToRefuse: await seedPendingRenewal(m, `${door}-refuse`),
    matrixListId,
    memberOfA,
    invitationOfA,
  };
}
