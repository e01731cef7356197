// Claims through the claims service on PGlite: a buyer reports a problem with a line of a completed
// order with photos, within the window; staff approve it (a numbered credit memo that settles on the
// order to the cent) or refuse it, and the buyer is mailed the decision in their language. Every
// refusal leaves nothing written (no claim, no stored photo), and another company reads nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  claimInput,
  CLAIM_MESSAGES,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  parseInput,
  UnauthorizedError,
  ValidationError,
  type Actor,
  type ClaimPhotoUpload,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { JPG, joinCompanyA, PNG, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { createClaimsService } from './index';
import { sniffPhoto } from './photos';
import { placeBoxes } from '../orders/testing';
import { latestMail } from '../mail/outbox-testing';

const w = useAccountsWorld();
const claims = useWorldService(w, (world) =>
  createClaimsService({
    db: world.handle.db,
    storage: world.storage,
    publicUrl: 'http://localhost:3000',
    clock: world.now,
  }),
);
let viewer: Actor;
let orderer: Actor;
beforeAll(async () => {
  viewer = await joinCompanyA(w, 'viewer@claims.test', 'viewer');
  orderer = await joinCompanyA(w, 'line-cook@claims.test', 'orderer', { locale: 'ko' });
});

const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(100, 3)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([100, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(100, 4),
]);
const photo = (bytes: Buffer, filename = 'photo.jpg'): ClaimPhotoUpload => ({
  filename,
  contentType: 'application/octet-stream',
  bytes: new Uint8Array(bytes),
});
const form = (lineId: number, extra: Record<string, unknown> = {}) =>
  parseInput(claimInput, { order_item_id: String(lineId), reason: 'damaged', quantity: '2', unit: 'box', ...extra });

/** A completed order of `actor`'s company (4 boxes), and its line. */
async function completed(actor: Actor = w.buyerA.actor, quantity = 4) {
  const placed = await placeBoxes(w.orders, actor, quantity);
  await w.orders.admin.setStatus(w.admin.actor, placed.id, 'complete');
  const line = (await w.orders.admin.detail(w.admin.actor, placed.id)).lines[0]!;
  return { id: placed.id, number: placed.order_number, line };
}
const paidCents = async (orderId: number) =>
  (await w.handle.db.selectFrom('orders').select('paid_cents').where('id', '=', orderId).executeTakeFirstOrThrow())
    .paid_cents;
const claimCount = async () =>
  Number(
    (
      await w.handle.db
        .selectFrom('claims')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedPhotos = async () => (await w.storage.list('documents/claims/')).length;

describe('reporting a problem', () => {
  it('tells each photo by its own bytes', () => {
    expect(sniffPhoto(JPG)).toBe('image/jpeg');
    expect(sniffPhoto(PNG)).toBe('image/png');
    expect(sniffPhoto(HEIC)).toBe('image/heic');
    expect(sniffPhoto(WEBP)).toBe('image/webp');
    expect(sniffPhoto(Buffer.from('%PDF-1.7 not a photo'))).toBeNull();
  });

  it('keeps the line, the photos and who reported it; the order lists it with its window', async () => {
    const order = await completed();
    const claim = await claims.create(w.buyerA.actor, order.id, form(order.line.id, { note: 'Two boxes crushed' }), [
      photo(JPG),
      photo(PNG, 'IMG_2.png'),
      photo(HEIC, 'IMG_3.HEIC'),
      photo(WEBP),
    ]);
    expect(claim).toMatchObject({
      order_id: order.id,
      order_number: order.number,
      status: 'open',
      reason: 'damaged',
      quantity: 2,
      unit: 'box',
      note: 'Two boxes crushed',
      line: { order_item_id: order.line.id, name: order.line.name, quantity: 4, total: order.line.line_total },
      approved: null,
      credit_memo: null,
    });
    expect(claim.photos.map((p) => p.content_type)).toEqual(['image/jpeg', 'image/png', 'image/heic', 'image/webp']);
    expect(claim.photos[0]!.url).toBe(`/api/claims/${claim.id}/photos/${claim.photos[0]!.id}`);
    const stored = await claims.photo(w.admin.actor, claim.id, claim.photos[2]!.id);
    expect(stored.content_type).toBe('image/heic');
    expect(Buffer.from(await bytesOf((await w.storage.get(stored.key))!.body))).toEqual(HEIC);

    const forOrder = await claims.forOrder(viewer, order.id);
    expect(forOrder.claims.map((c) => c.id)).toEqual([claim.id]);
    expect(forOrder.can_claim).toBe(false);
    expect(forOrder.window).toMatchObject({ hours: 24, open: true });
    expect(Date.parse(forOrder.window.closes_at!) - w.now().getTime()).toBeGreaterThan(23 * 3_600_000);
    expect((await claims.forOrder(w.buyerA.actor, order.id)).can_claim).toBe(true);
  });

  it('refuses, writing nothing: a viewer, an orderer on the owner’s order, another company, a guest', async () => {
    const order = await completed();
    const before = [await claimCount(), await storedPhotos()];
    await expectError(
      claims.create(viewer, order.id, form(order.line.id), [photo(JPG)]),
      ForbiddenError,
      CLAIM_MESSAGES.role,
    );
    await expectError(claims.create(orderer, order.id, form(order.line.id), [photo(JPG)]), ForbiddenError);
    await expectError(claims.create(w.buyerB.actor, order.id, form(order.line.id), [photo(JPG)]), NotFoundError);
    await expectError(claims.create(w.guest, order.id, form(order.line.id), []), UnauthorizedError);
    await expectError(claims.forOrder(w.buyerB.actor, order.id), NotFoundError);
    expect([await claimCount(), await storedPhotos()]).toEqual(before);
    // An orderer reports on their own order.
    const own = await completed(orderer, 1);
    expect((await claims.create(orderer, own.id, form(own.line.id), [])).status).toBe('open');
  });

  it('refuses a line of another order, a photo that is not one, six photos, and a second open claim on a line', async () => {
    const order = await completed();
    const other = await completed();
    const before = [await claimCount(), await storedPhotos()];
    await expectError(
      claims.create(w.buyerA.actor, order.id, form(other.line.id), []),
      ValidationError,
      CLAIM_MESSAGES.line,
    );
    await expectError(
      claims.create(w.buyerA.actor, order.id, form(order.line.id), [
        photo(JPG),
        photo(Buffer.from('%PDF-1.7 x'), 'a.jpg'),
      ]),
      ValidationError,
      CLAIM_MESSAGES.photoType,
    );
    await expectError(
      claims.create(
        w.buyerA.actor,
        order.id,
        form(order.line.id),
        Array.from({ length: 6 }, () => photo(JPG)),
      ),
      ValidationError,
      CLAIM_MESSAGES.photosTooMany,
    );
    expect([await claimCount(), await storedPhotos()]).toEqual(before);
    await claims.create(w.buyerA.actor, order.id, form(order.line.id), []);
    const photos = await storedPhotos();
    await expectError(
      claims.create(w.buyerA.actor, order.id, form(order.line.id), [photo(JPG)]),
      ConflictError,
      CLAIM_MESSAGES.lineClaimOpen,
    );
    // The photo stored before the claim was refused is removed again.
    expect(await storedPhotos()).toBe(photos);
  });

  it('refuses an order not complete, and after the window tells the buyer whom to call', async () => {
    const placed = await placeBoxes(w.orders, w.buyerA.actor, 1);
    const line = (await w.orders.admin.detail(w.admin.actor, placed.id)).lines[0]!;
    await expectError(
      claims.create(w.buyerA.actor, placed.id, form(line.id), []),
      ConflictError,
      CLAIM_MESSAGES.orderNotComplete,
    );

    const order = await completed();
    w.advance(24 * 3_600_000 + 60_000);
    const late = await expectError(claims.create(w.buyerA.actor, order.id, form(order.line.id), []), ConflictError);
    expect((late as ConflictError).code).toBe('claims.windowPassed');
    expect(late.message).toMatch(/24 hours .* call us at \(\d{3}\) \d{3}-\d{4}/);
    expect((await claims.forOrder(w.buyerA.actor, order.id)).window.open).toBe(false);
    // Staff take a late report by phone.
    expect((await claims.create(w.admin.actor, order.id, form(order.line.id), [])).status).toBe('open');
  });
});

describe('deciding a claim', () => {
  it('approves part of a line: a numbered credit memo that lowers what the order owes, to the cent', async () => {
    const order = await completed();
    const totalCents = Math.round(order.line.line_total * 100);
    const claim = await claims.create(w.buyerA.actor, order.id, form(order.line.id), []);
    const approved = await claims.decide(w.admin.actor, claim.id, { approve_cents: 1234 });
    expect(approved).toMatchObject({ status: 'approved', approved: 12.34, refuse_reason: null });
    expect(approved.credit_memo!.number).toMatch(/^CM-\d{6}$/);
    expect(await paidCents(order.id)).toBe(1234);
    const detail = await w.orders.order(w.buyerA.actor, order.id);
    expect(detail.payment.credit_memos).toEqual([
      expect.objectContaining({ number: approved.credit_memo!.number, amount: 12.34 }),
    ]);
    expect(Math.round(detail.payment.due * 100)).toBe(totalCents - 1234);
    expect(detail.payment.collected).toBe(0);

    // The same approval again (a double click) answers the decided claim; another decision is refused.
    expect((await claims.decide(w.admin.actor, claim.id, { approve_cents: 1234 })).credit_memo).toEqual(
      approved.credit_memo,
    );
    await expectError(
      claims.decide(w.admin.actor, claim.id, { refuse_reason: 'No' }),
      ConflictError,
      CLAIM_MESSAGES.decided,
    );
    expect(await paidCents(order.id)).toBe(1234);
  });

  it('credits a paid order: what it holds above its total is the company’s credit; memo numbers follow on', async () => {
    const order = await completed(w.buyerA.actor, 1);
    const totalCents = Math.round(order.line.line_total * 100);
    await w.orders.admin.recordPayment(w.admin.actor, order.id, {
      amount: totalCents / 100,
      method: 'cash',
      kind: 'balance',
    });
    const first = await claims.create(
      w.buyerA.actor,
      order.id,
      form(order.line.id, { unit: 'lb', quantity: '3.5' }),
      [],
    );
    const decided = await claims.decide(w.admin.actor, first.id, { approve_cents: 500 });
    const payment = (await w.orders.order(w.buyerA.actor, order.id)).payment;
    expect(payment.due).toBe(0);
    expect(payment.credit).toBe(5);
    // At most the line's total less what earlier approvals on it credited.
    const second = await claims.create(w.buyerA.actor, order.id, form(order.line.id), []);
    const tooMuch = await expectError(
      claims.decide(w.admin.actor, second.id, { approve_cents: totalCents - 499 }),
      ValidationError,
    );
    expect(tooMuch.message).toBe(`A claim can credit at most $${((totalCents - 500) / 100).toFixed(2)} on this line.`);
    const next = await claims.decide(w.admin.actor, second.id, { approve_cents: totalCents - 500 });
    const n = (memo: string) => Number(memo.slice(3));
    expect(n(next.credit_memo!.number)).toBe(n(decided.credit_memo!.number) + 1);
  });

  it('refuses with a reason, mails each decision in the claimant’s language, and is staff’s alone', async () => {
    const order = await completed(orderer, 2);
    const claim = await claims.create(orderer, order.id, form(order.line.id, { reason: 'quality' }), []);
    await expectError(claims.decide(orderer, claim.id, { refuse_reason: 'x' }), ForbiddenError);
    await expectError(claims.decide(w.admin.actor, 999_999, { refuse_reason: 'x' }), NotFoundError);
    const refused = await claims.decide(w.admin.actor, claim.id, {
      refuse_reason: 'The photos show the product as sold.',
    });
    expect(refused).toMatchObject({ status: 'refused', approved: null, credit_memo: null });
    const mail = await latestMail(w.handle.db, { template: 'claim-decided' });
    expect(mail).toMatchObject({
      to_address: 'line-cook@claims.test',
      subject: `주문 ${order.number} 클레임 처리 결과`,
      template: 'claim-decided',
    });
    expect(await paidCents(order.id)).toBe(0);
  });
});

describe('reading claims and credit memos', () => {
  it('staff read every company’s queue, open first; a buyer their company’s; another company nothing', async () => {
    const order = await completed();
    const claim = await claims.create(w.buyerA.actor, order.id, form(order.line.id), [photo(JPG)]);
    const all = await claims.list(w.admin.actor, { page: 1 });
    expect(all.claims[0]!.status).toBe('open');
    expect(all.open).toBeGreaterThanOrEqual(1);
    const mine = await claims.list(viewer, { status: 'open', page: 1 });
    expect(mine.claims.map((c) => c.id)).toContain(claim.id);
    expect(mine.claims.every((c) => c.company_id === w.buyerA.id)).toBe(true);
    expect((await claims.list(w.buyerB.actor, { page: 1 })).claims).toEqual([]);
    await expectError(claims.photo(w.buyerB.actor, claim.id, claim.photos[0]!.id), NotFoundError);
  });

  it('draws the credit memo in either language for the company, never for another', async () => {
    const order = await completed();
    const claim = await claims.create(w.buyerA.actor, order.id, form(order.line.id), []);
    const memo = (await claims.decide(w.admin.actor, claim.id, { approve_cents: 2500 })).credit_memo!;
    const en = await claims.creditMemoPdf(viewer, memo.id, 'en');
    expect(en.filename).toBe(`credit-memo-${memo.number}-en.pdf`);
    const text = (await pdfPages(await bytesOf(en.content))).join(' ').replace(/\s+/g, '');
    expect(text).toContain(memo.number);
    expect(text).toContain(order.number);
    expect(text).toContain('$25.00');
    const ko = (await pdfPages(await bytesOf((await claims.creditMemoPdf(w.admin.actor, memo.id, 'ko')).content))).join(
      ' ',
    );
    expect(ko.replace(/\s+/g, '')).toContain('대변메모');
    await expectError(claims.creditMemoPdf(w.buyerB.actor, memo.id), NotFoundError);
  });
});
