// The final invoice through the orders service, read back with pdf.js: refused
// until every catch-weight line is weighed, the words and figures on it in the buyer's language
// (Korean names for a Korean buyer), its number given once, 40 lines over two pages, and who may
// download it.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC, formatUsd } from '@wholesale/rules';
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
import { bytesOf, pdfPages } from '../pdf/pdf-text';

const w = useAccountsWorld();
let orders: OrdersService;
beforeAll(async () => {
  orders = orderServicesFor(w, { paymentTerms: { cashDiscountBp: 500, cardTaxBp: 975 } });
  await w.handle.db
    .updateTable('users')
    .set({ license_number: 'LIC-778899', california_resale: 'SR-AB-123456' })
    .where('id', '=', w.buyerA.id)
    .execute();
});

const box = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;
const catchWeight = demoItems.find((d) => d.show && d.spec === CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;
const place = (actor: Actor, items: { id: number; quantity: number }[]) =>
  orders.placeOrder(actor, parseInput(placeOrderInput, { cart_items: items }));
const text = async (actor: Actor, orderId: number, lang?: 'en' | 'ko') =>
  (await pdfPages(await bytesOf((await orders.invoice(actor, orderId, lang)).content))).join('\n');
/** pdf.js may split a run of text at a font change; compare without the spaces it joins them with. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

async function weighAll(orderId: number): Promise<void> {
  const lines = (await orders.admin.detail(w.admin.actor, orderId)).lines.filter((l) => l.spec === CATCH_WEIGHT_SPEC);
  if (lines.length > 0)
    await orders.admin.weigh(
      w.admin.actor,
      orderId,
      lines.map((l) => ({ line_id: l.id, weighed_lbs: 12.34, confirm_unusual: true })),
    );
}

describe('the invoice', () => {
  it('is refused until every catch-weight line is weighed, then lists the order in the buyer’s words', async () => {
    const placed = await place(w.buyerA.actor, [
      { id: box.id, quantity: 2 },
      { id: catchWeight.id, quantity: 1 },
    ]);
    await expectError(orders.invoice(w.buyerA.actor, placed.id), ConflictError, ORDER_MESSAGES.invoiceNotWeighed);
    await weighAll(placed.id);
    await orders.admin.recordPayment(w.admin.actor, placed.id, { amount: 10, method: 'card', kind: 'prepayment' });

    const file = await orders.invoice(w.buyerA.actor, placed.id);
    expect(file.number).toMatch(/^INV-\d{6}$/);
    expect(file.filename).toBe(`invoice-${file.number}.pdf`);
    const pdf = await bytesOf(file.content);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const all = squeeze((await pdfPages(pdf)).join(' '));
    const detail = await orders.order(w.buyerA.actor, placed.id);
    for (const words of [
      'Invoice',
      file.number,
      placed.order_number,
      'Alice BBQ',
      'LIC-778899',
      'SR-AB-123456',
      box.name,
      catchWeight.name,
      '12.34 lb',
      formatUsd(detail.amounts.total),
      // $10.00 by card: $0.98 tax (9.75%, rounded half up)
      '$10.98 collected (incl. $0.98 sales tax)',
      `Balance due`,
      formatUsd(detail.amounts.total - 10),
      'Pay the balance in cash and get 5% off the balance.',
      'Card payments add 9.75% sales tax.',
      'Page 1 of 1',
    ]) {
      expect(all, words).toContain(squeeze(words));
    }
  });

  it('is in Korean for a Korean buyer, in English on request, and keeps its number', async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    const placed = await place(w.buyerB.actor, [{ id: box.id, quantity: 1 }]);
    const first = await orders.invoice(w.buyerB.actor, placed.id);
    const korean = squeeze(await text(w.buyerB.actor, placed.id));
    expect(korean).toContain('인보이스');
    expect(korean).toContain(squeeze(box.name_ko));
    expect(korean).toContain('남은금액');
    const english = squeeze(await text(w.admin.actor, placed.id, 'en'));
    expect(english).toContain(squeeze(box.name));
    expect(english).not.toContain(squeeze(box.name_ko));
    // the same number on every download; the next order's is the next one
    expect((await orders.invoice(w.admin.actor, placed.id)).number).toBe(first.number);
    const next = await place(w.buyerB.actor, [{ id: box.id, quantity: 1 }]);
    const second = await orders.invoice(w.buyerB.actor, next.id);
    expect(Number(second.number.slice(4))).toBe(Number(first.number.slice(4)) + 1);
  });

  it('prints a 40-line order on numbered pages with every line', async () => {
    const items = demoItems.filter((d) => d.show).slice(0, 40);
    expect(items).toHaveLength(40);
    const placed = await place(
      w.buyerA.actor,
      items.map((i) => ({ id: i.id, quantity: 1 })),
    );
    await weighAll(placed.id);
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

  it('is the owner’s or an admin’s, and not for a cancelled order', async () => {
    const placed = await place(w.buyerA.actor, [{ id: box.id, quantity: 1 }]);
    await expectError(orders.invoice(w.buyerB.actor, placed.id), NotFoundError);
    await expectError(orders.invoice(w.guest, placed.id), UnauthorizedError);
    await orders.admin.setStatus(w.admin.actor, placed.id, 'declined');
    await expectError(orders.invoice(w.buyerA.actor, placed.id), ConflictError, ORDER_MESSAGES.invoiceNone);
  });

  it('numbers orders one after another with no gap, each number once, even asked at the same moment', async () => {
    const placed = await Promise.all([1, 2, 3].map(() => place(w.buyerA.actor, [{ id: box.id, quantity: 1 }])));
    // Each order's first download, all at once, and then once more each.
    const first = await Promise.all(placed.map((p) => orders.invoice(w.admin.actor, p.id)));
    const again = await Promise.all(placed.map((p) => orders.invoice(w.admin.actor, p.id)));
    expect(again.map((f) => f.number)).toEqual(first.map((f) => f.number));
    const numbers = first.map((f) => Number(f.number.slice(4))).sort((a, b) => a - b);
    expect(numbers[1]! - numbers[0]!).toBe(1);
    expect(numbers[2]! - numbers[1]!).toBe(1);
    const { last_number } = await w.handle.db
      .selectFrom('document_numbers')
      .select('last_number')
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect(last_number).toBe(numbers[2]);
  });
});
