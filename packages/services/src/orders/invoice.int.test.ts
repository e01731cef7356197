// An order's documents through the orders service, read back with pdf.js: the confirmation before
// the invoice (no number, marked as an estimate while a catch-weight line is unweighed), the
// invoice issued by the completion (refused while a line is unweighed), what it says to the cent
// (the card tax, the cash discount, the money collected, the seller's permit, the company billed),
// that it never changes once issued, a reopened order's void and reissue, its language, its
// gapless number, and who may download it.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC, formatUsd, fromCents } from '@wholesale/rules';
import {
  ConflictError,
  NotFoundError,
  ORDER_MESSAGES,
  parseInput,
  placeOrderInput,
  UnauthorizedError,
  type Actor,
  type OrdersService,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { orderServicesFor, useAccountsWorld } from '../accounts/testing';
import { createBooksService } from '../books/index';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { DEMO_BOX, DEMO_CATCH_WEIGHT } from './testing';

const w = useAccountsWorld();
let orders: OrdersService;
beforeAll(async () => {
  orders = orderServicesFor(w, { paymentTerms: { cashDiscountBp: 500, cardTaxBp: 975 } });
  await w.handle.db
    .updateTable('users')
    .set({ license_number: 'LIC-778899', california_resale: 'SR-AB-123456' })
    .where('id', '=', w.buyerA.id)
    .execute();
  await w.handle.db
    .updateTable('addresses')
    .set({
      address_line_1: '1200 E 14th St',
      address_line_2: 'Dock 3',
      city: 'Los Angeles',
      state: 'CA',
      zip_code: '90021',
    })
    .where('id', '=', w.buyerA.addressId)
    .execute();
  await createBooksService({ db: w.handle.db }).setSettings(w.admin.actor, { seller_permit: '102-345678' });
});

const box = DEMO_BOX;
const catchWeight = DEMO_CATCH_WEIGHT;
const place = (actor: Actor, items: { id: number; quantity: number }[]) =>
  orders.placeOrder(actor, parseInput(placeOrderInput, { cart_items: items }));
/** pdf.js may split a run of text at a font change; compare without the spaces it joins them with. */
const squeeze = (s: string) => s.replace(/\s+/g, '');
const textOf = async (file: { content: AsyncIterable<Uint8Array> }) =>
  squeeze((await pdfPages(await bytesOf(file.content))).join(' '));
const usd = (cents: number) => squeeze(formatUsd(fromCents(cents)));
const complete = (orderId: number) => orders.admin.setStatus(w.admin.actor, orderId, 'complete');

async function weighAll(orderId: number): Promise<void> {
  const lines = (await orders.admin.detail(w.admin.actor, orderId)).lines.filter((l) => l.spec === CATCH_WEIGHT_SPEC);
  if (lines.length > 0)
    await orders.admin.weigh(
      w.admin.actor,
      orderId,
      lines.map((l) => ({ line_id: l.id, weighed_lbs: 12.34, confirm_unusual: true })),
    );
}

async function placeBox(actor: Actor): Promise<number> {
  return (await place(actor, [{ id: box.id, quantity: 1 }])).id;
}

describe('before the invoice: the order confirmation', () => {
  it('has no number, says it is not an invoice and is an estimate while a catch-weight line is unweighed', async () => {
    const placed = await place(w.buyerA.actor, [
      { id: box.id, quantity: 2 },
      { id: catchWeight.id, quantity: 1 },
    ]);
    await expectError(orders.invoice(w.buyerA.actor, placed.id), ConflictError, ORDER_MESSAGES.invoiceNotIssued);
    const file = await orders.confirmation(w.buyerA.actor, placed.id);
    expect(file.number).toBeNull();
    expect(file.filename).toBe(`order-confirmation-${placed.order_number}-en.pdf`);
    const text = await textOf(file);
    for (const words of [
      'Order confirmation',
      placed.order_number,
      'This is not an invoice.',
      'Estimate:',
      'Alice BBQ',
    ])
      expect(text, words).toContain(squeeze(words));
    expect(text).not.toContain('INV-');

    await weighAll(placed.id);
    const weighed = await textOf(await orders.confirmation(w.buyerA.actor, placed.id, 'ko'));
    expect(weighed).toContain(squeeze('주문 확인서'));
    expect(weighed).not.toContain(squeeze('예상 금액'));
  });

  it('is refused for a declined order, as its invoice is', async () => {
    const id = await placeBox(w.buyerA.actor);
    await orders.admin.setStatus(w.admin.actor, id, 'declined');
    await expectError(orders.confirmation(w.buyerA.actor, id), ConflictError, ORDER_MESSAGES.confirmationNone);
    await expectError(orders.invoice(w.buyerA.actor, id), ConflictError, ORDER_MESSAGES.invoiceNone);
  });
});

describe('the invoice', () => {
  it('is issued by the completion, which waits for every weight', async () => {
    const placed = await place(w.buyerA.actor, [{ id: catchWeight.id, quantity: 1 }]);
    await expectError(complete(placed.id), ConflictError, ORDER_MESSAGES.completeUnweighed);
    expect((await orders.admin.detail(w.admin.actor, placed.id)).order_status).not.toBe('complete');
    const before = await w.handle.db.selectFrom('invoices').select('id').where('order_id', '=', placed.id).execute();
    expect(before).toEqual([]);
    await weighAll(placed.id);
    await complete(placed.id);
    const issued = await w.handle.db
      .selectFrom('invoices')
      .select(['number', 'content'])
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(issued.number).toMatch(/^INV-\d{6}$/);
    expect(issued.content).not.toBeNull();
    expect((await orders.invoice(w.buyerA.actor, placed.id)).number).toBe(issued.number);
  });

  it('shows every figure to the cent: card tax, cash discount, collected, balance; the seller and the company billed', async () => {
    const id = (await place(w.buyerA.actor, [{ id: box.id, quantity: 3 }])).id;
    const total = Math.round((await orders.order(w.buyerA.actor, id)).amounts.total * 100);
    // $10.00 by card: 9.75% tax, rounded half up: $0.975 → $0.98.
    await orders.admin.recordPayment(w.admin.actor, id, { amount: 10, method: 'card', kind: 'prepayment' });
    // The rest in cash: 5% off the balance, rounded down to the cent.
    const rest = total - 1000;
    const discount = Math.floor((rest * 5) / 100);
    await orders.admin.recordPayment(w.admin.actor, id, { amount: rest / 100, method: 'cash', kind: 'balance' });
    await complete(id);

    const file = await orders.invoice(w.buyerA.actor, id);
    expect(file.filename).toBe(`invoice-${file.number}-en.pdf`);
    const text = await textOf(file);
    const expected = [
      'Invoice',
      file.number!,
      "Seller's permit no. 102-345678",
      'Alice BBQ',
      '1200 E 14th St',
      'Dock 3',
      'Los Angeles, CA 90021',
      'LIC-778899',
      'SR-AB-123456',
      box.name,
      `Total${usd(total)}`,
      `Cash discount−${usd(discount)}`,
      'Card sales tax+$0.98',
      `Total with discount and tax${usd(total - discount + 98)}`,
      `Prepayment, card$10.98`,
      `Balance, cash${usd(rest - discount)}`,
      `Collected${usd(1098 + rest - discount)}`,
      'Balance due$0.00',
    ];
    for (const words of expected) expect(text, words).toContain(squeeze(words));
    // Paid in full: no "pay the balance in cash" any more.
    expect(text).not.toContain(squeeze('Pay the balance in cash'));
  });

  it('lists a refund and credit moved in as what they did to the balance; a voided payment not at all', async () => {
    const books = createBooksService({ db: w.handle.db, paymentTerms: { cashDiscountBp: 500, cardTaxBp: 975 } });
    const id = (await place(w.buyerA.actor, [{ id: box.id, quantity: 3 }])).id;
    const total = Math.round((await orders.order(w.buyerA.actor, id)).amounts.total * 100);
    const mistaken = (
      await orders.admin.recordPayment(w.admin.actor, id, { amount: 7, method: 'cash', kind: 'prepayment' })
    ).payments[0]!.id;
    await books.voidPayment(w.admin.actor, id, mistaken, { reason: 'Recorded on the wrong order' });
    await orders.admin.recordPayment(w.admin.actor, id, { amount: total / 100, method: 'card', kind: 'prepayment' });
    // $5.00 back to the card, with its 9.75% tax: $0.4875 → $0.49.
    await books.refund(w.admin.actor, id, {
      amount: 5,
      method: 'card',
      reason: 'Short weight',
      idempotency_key: 'invoice-refund-1',
    });
    await complete(id);
    const text = await textOf(await orders.invoice(w.buyerA.actor, id));
    const tax = Math.floor((total * 975 + 5000) / 10000);
    for (const words of [`Refund, card−$5.49`, `Card sales tax+${usd(tax - 49)}`, 'Balance due$5.00'])
      expect(text, words).toContain(squeeze(words));
    expect(text).not.toContain(squeeze('$7.00'));
  });

  it('never changes once issued: a later payment is not written on it, and every download reads the same', async () => {
    const id = await placeBox(w.buyerA.actor);
    await complete(id);
    const first = await textOf(await orders.invoice(w.buyerA.actor, id));
    expect(first).toContain(squeeze('No payments recorded yet.'));
    expect(first).toContain(squeeze('Pay the balance in cash and get 5% off the balance.'));
    await orders.admin.recordPayment(w.admin.actor, id, { amount: 1, method: 'card', kind: 'prepayment' });
    await createBooksService({ db: w.handle.db }).setSettings(w.admin.actor, { seller_permit: '999-000000' });
    const again = await textOf(await orders.invoice(w.admin.actor, id));
    expect(again).toBe(first);
    await createBooksService({ db: w.handle.db }).setSettings(w.admin.actor, { seller_permit: '102-345678' });
  });

  it('is voided when the order is reopened, and the next completion issues one that names it', async () => {
    const id = await placeBox(w.buyerA.actor);
    await complete(id);
    const first = (await orders.invoice(w.buyerA.actor, id)).number!;
    await orders.admin.setStatus(w.admin.actor, id, 'order placed', undefined, { reason: 'A line was short' });
    await expectError(orders.invoice(w.buyerA.actor, id), ConflictError, ORDER_MESSAGES.invoiceNotIssued);
    const voided = await w.handle.db
      .selectFrom('invoices')
      .select(['voided_at', 'void_reason'])
      .where('number', '=', first)
      .executeTakeFirstOrThrow();
    expect(voided.voided_at).not.toBeNull();
    expect(voided.void_reason).toBe('The order was reopened');
    await complete(id);
    const second = await orders.invoice(w.buyerA.actor, id);
    expect(second.number).not.toBe(first);
    expect(await textOf(second)).toContain(squeeze(`Replaces invoice ${first}, voided`));
  });

  it('is in the placer’s language, in the other on request, each file named for its language', async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    const id = await placeBox(w.buyerB.actor);
    await complete(id);
    const korean = await orders.invoice(w.buyerB.actor, id);
    expect(korean.filename).toBe(`invoice-${korean.number}-ko.pdf`);
    const text = await textOf(korean);
    expect(text).toContain('인보이스');
    expect(text).toContain(squeeze(box.name_ko));
    const english = await orders.invoice(w.admin.actor, id, 'en');
    expect(english.filename).toBe(`invoice-${korean.number}-en.pdf`);
    const englishText = await textOf(english);
    expect(englishText).toContain(squeeze(box.name));
    expect(englishText).not.toContain(squeeze(box.name_ko));
  });

  it('prints a 40-line order on numbered pages with every line', async () => {
    const items = demoItems.filter((d) => d.show).slice(0, 40);
    expect(items).toHaveLength(40);
    const placed = await place(
      w.buyerA.actor,
      items.map((i) => ({ id: i.id, quantity: 1 })),
    );
    await weighAll(placed.id);
    await complete(placed.id);
    const started = performance.now();
    const pages = await pdfPages(await bytesOf((await orders.invoice(w.admin.actor, placed.id)).content));
    const elapsed = performance.now() - started;
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(squeeze(pages[0]!)).toContain(squeeze(`Page 1 of ${pages.length}`));
    const all = squeeze(pages.join(' '));
    for (const item of items) expect(all, item.name).toContain(squeeze(item.name));
    // the table's header again on the next page
    expect(squeeze(pages[1]!)).toContain('(continued)');
    expect(elapsed).toBeLessThan(5_000);
  });

  it('is its company’s and staff’s: another company reads it as missing, a guest is asked to sign in', async () => {
    const id = await placeBox(w.buyerA.actor);
    await complete(id);
    await expectError(orders.invoice(w.buyerB.actor, id), NotFoundError);
    await expectError(orders.confirmation(w.buyerB.actor, id), NotFoundError);
    await expectError(orders.invoice(w.guest, id), UnauthorizedError);
    await expectError(orders.confirmation(w.guest, id), UnauthorizedError);
  });

  it('numbers completions one after another with no gap, even at the same moment', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => placeBox(w.buyerA.actor)));
    await Promise.all(ids.map(complete));
    const files = await Promise.all(ids.map((id) => orders.invoice(w.admin.actor, id)));
    const numbers = files.map((f) => Number(f.number!.slice(4))).sort((a, b) => a - b);
    expect(numbers[1]! - numbers[0]!).toBe(1);
    expect(numbers[2]! - numbers[1]!).toBe(1);
    const { last_number } = await w.handle.db
      .selectFrom('document_numbers')
      .select('last_number')
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect(last_number).toBe(numbers[2]);
  });

  it('of an order completed before invoices were written down is written down on its first read, then kept', async () => {
    const id = await placeBox(w.buyerA.actor);
    // As an earlier version left it: complete, numbered, nothing written down.
    await w.handle.db.updateTable('orders').set({ order_status: 'complete' }).where('id', '=', id).execute();
    await w.handle.db.insertInto('invoices').values({ order_id: id, number: 'INV-000999', content: null }).execute();
    const first = await orders.invoice(w.buyerA.actor, id);
    expect(first.number).toBe('INV-000999');
    const firstText = await textOf(first);
    const row = await w.handle.db
      .selectFrom('invoices')
      .select('content')
      .where('number', '=', 'INV-000999')
      .executeTakeFirstOrThrow();
    expect(row.content).not.toBeNull();
    // Kept from then on: a payment after it is not written on it.
    await orders.admin.recordPayment(w.admin.actor, id, { amount: 1, method: 'card', kind: 'prepayment' });
    expect(await textOf(await orders.invoice(w.buyerA.actor, id))).toBe(firstText);
  });
});
