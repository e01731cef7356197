// Packing slips through the service: a real PDF (read back with pdf.js, as a person copying its
// text would) in the buyer's stored language, English or Korean, with the lines, quantities and
// units, weighed pounds, boxes and packs, the pickup window, the buyer and their note, and no
// price; a day's slips and the chosen orders' in one file, a page per order; staff only.
import { describe, expect, it } from 'vitest';
import { businessDate, CATCH_WEIGHT_SPEC, formatUsd, fromCents } from '@wholesale/rules';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ORDER_CODES,
  packingSlipsQuery,
  parseInput,
  placeOrderInput,
  ValidationError,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { DEMO_BOX, DEMO_CATCH_WEIGHT } from './testing';

const w = useAccountsWorld();
const box = DEMO_BOX;
const cw = DEMO_CATCH_WEIGHT;

const place = (buyer: 'buyerA' | 'buyerB', note: string) =>
  w.orders.placeOrder(
    w[buyer].actor,
    parseInput(placeOrderInput, {
      cart_items: [
        { id: box.id, quantity: 3 },
        { id: cw.id, quantity: 2 },
      ],
      note,
    }),
  );
/** pdf.js may split a run of text at a font change; compare without the spaces it joins them with. */
const squeeze = (s: string) => s.replace(/\s+/g, '');
const pagesOf = async (file: { content: AsyncIterable<Uint8Array> }) =>
  (await pdfPages(await bytesOf(file.content))).map(squeeze);
const slips = async (raw: Record<string, string>) =>
  w.orders.admin.packingSlips(w.admin.actor, parseInput(packingSlipsQuery, raw));

async function weigh(orderId: number, lbs: number) {
  const line = (await w.orders.admin.detail(w.admin.actor, orderId)).lines.find((l) => l.spec === CATCH_WEIGHT_SPEC)!;
  await w.orders.admin.weigh(w.admin.actor, orderId, [{ line_id: line.id, weighed_lbs: lbs }]);
}

describe('packing slips', () => {
  it("prints one order's slip in English: lines, units, weighed pounds, boxes, pickup, buyer, note, no price", async () => {
    const o = await place('buyerA', 'Please pack the ribs on top');
    await weigh(o.id, 23.4);
    const file = await w.orders.admin.packingSlip(w.admin.actor, o.id);
    expect(file.filename).toBe(`packing-slip-${o.order_number}.pdf`);
    const pages = await pagesOf(file);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const words of [
      'Packing slip',
      o.order_number,
      'Pickup (Los Angeles time)',
      box.name,
      cw.name,
      '3 boxes',
      '2 packs',
      '23.40 lb',
      'Boxes: 3 · Packs: 2',
      'Please pack the ribs on top',
      'Buyer',
    ])
      expect(text).toContain(squeeze(words));
    // No money on a slip that travels with the goods.
    expect(text).not.toContain('$');
    expect(text).not.toContain(squeeze(formatUsd(fromCents(box.discounted_price_cents))));
  });

  it("prints in the buyer's stored language: Korean names, 파운드, the Korean labels", async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    const o = await place('buyerB', '갈비는 위에 놓아 주세요');
    await weigh(o.id, 20);
    const [text] = await pagesOf(await w.orders.admin.packingSlip(w.admin.actor, o.id));
    for (const words of [
      '포장 명세서',
      '구매자 메모',
      '갈비는 위에 놓아 주세요',
      '20.00파운드',
      '박스: 3개',
      cw.name_ko,
    ])
      expect(text).toContain(squeeze(words));
    expect(text).not.toContain('lb');
    expect(text).not.toContain('Packing slip');
  });

  it("puts a day's sales orders and the chosen ones in one file, a page per order, each in its buyer's language", async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    const en = await place('buyerA', 'first');
    const ko = await place('buyerB', 'second');
    const cancelled = await place('buyerA', 'third');
    await w.orders.admin.setStatus(w.admin.actor, cancelled.id, 'declined');

    const chosen = await slips({ ids: `${en.id},${ko.id},${cancelled.id}` });
    expect(chosen.filename).toBe('packing-slips-2-orders.pdf');
    const pages = await pagesOf(chosen);
    expect(pages).toHaveLength(2);
    const byNumber = (n: string) => pages.find((p) => p.includes(n))!;
    expect(byNumber(en.order_number)).toContain('Packingslip');
    expect(byNumber(ko.order_number)).toContain(squeeze('포장 명세서'));
    expect(pages.join('')).not.toContain(cancelled.order_number);

    const detail = await w.orders.admin.detail(w.admin.actor, en.id);
    const day = businessDate(new Date(detail.pickup_start!));
    const daily = await slips({ date: day });
    expect(daily.filename).toBe(`packing-slips-${day}.pdf`);
    const dayPages = await pagesOf(daily);
    const pickList = await w.orders.admin.pickList(w.admin.actor, day);
    // The same orders the pick list counts, a page each.
    expect(dayPages).toHaveLength(pickList.orders.length);
    for (const o of pickList.orders) expect(dayPages.some((p) => p.includes(o.order_number))).toBe(true);
  });

  it('refuses a closed order, a day or selection without slips, a bad query and a buyer', async () => {
    const o = await place('buyerA', 'x');
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'declined');
    expect(await expectError(w.orders.admin.packingSlip(w.admin.actor, o.id), ConflictError)).toMatchObject({
      code: ORDER_CODES.slipNone,
    });
    expect(await expectError(slips({ ids: `${o.id}` }), NotFoundError)).toMatchObject({ code: ORDER_CODES.slipsNone });
    expect(await expectError(slips({ date: '2001-01-01' }), NotFoundError)).toMatchObject({
      code: ORDER_CODES.slipsNone,
    });
    expect(await expectError(slips({}), ValidationError)).toMatchObject({ code: ORDER_CODES.slipsWhich });
    expect(await expectError(slips({ date: '2026-11-30', ids: '1' }), ValidationError)).toMatchObject({
      code: ORDER_CODES.slipsWhich,
    });
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    expect(await expectError(slips({ ids: many }), ValidationError)).toMatchObject({ code: ORDER_CODES.bulkTooMany });
    expect(await expectError(slips({ ids: '1,,2' }), ValidationError)).toMatchObject({ code: ORDER_CODES.orderIds });
    const open = await place('buyerA', 'y');
    await expectError(w.orders.admin.packingSlip(w.buyerA.actor, open.id), ForbiddenError);
  });
});
