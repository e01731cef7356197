// A line's lots, read once for any number of orders, and where they show: the buyer's order page
// and the admin's (their own orders only), the pick list, the packing slip, and the invoice, which
// keeps the lots it was issued with (a case added afterwards does not change it).
import { describe, expect, it } from 'vitest';
import { businessDate } from '@wholesale/rules';
import { NotFoundError, parseInput, placeOrderInput, type Actor } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { addCases, linesOf, makeLot } from '../lots/shipment-testing';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { lineLots } from './line-lots';
import { DEMO_BOX, DEMO_CATCH_WEIGHT } from '../orders/testing';

const w = useAccountsWorld();
const box = DEMO_BOX;
const cw = DEMO_CATCH_WEIGHT;

const place = (actor: Actor) =>
  w.orders.placeOrder(
    actor,
    parseInput(placeOrderInput, {
      cart_items: [
        { id: cw.id, quantity: 3 },
        { id: box.id, quantity: 2 },
      ],
    }),
  );
/** pdf.js may split a run of text at a font change; compare without the spaces. */
const squeeze = (s: string) => s.replace(/\s+/g, '');
const textOf = async (file: { content: AsyncIterable<Uint8Array> }) =>
  squeeze((await pdfPages(await bytesOf(file.content))).join(' '));

let codes = 0;
const code = (prefix: string) => `${prefix}${(codes += 1)}`;

/** An order of buyer A whose catch-weight line holds 2 cases of one lot and 1 of another. */
async function orderWithCases() {
  const o = await place(w.buyerA.actor);
  const [cwLine, boxLine] = await linesOf(w.handle.db, o.id);
  const a = await makeLot(w.handle.db, w.admin.actor, cw.id, code('A'), '2026-11-20');
  const b = await makeLot(w.handle.db, w.admin.actor, cw.id, code('B'), '2026-11-22');
  await addCases(w.handle.db, cwLine!, a.id, [10.25, 11.5]);
  await addCases(w.handle.db, cwLine!, b.id, [9.75]);
  return { o, cwLine: cwLine!, boxLine: boxLine!, a, b };
}

describe("a line's lots", () => {
  it('group the cases of each line by lot: count, net pounds, code, establishment and pack date', async () => {
    const { o, cwLine, boxLine, a, b } = await orderWithCases();
    const other = await orderWithCases();
    const lots = await lineLots(w.handle.db, [o.id, other.o.id]);
    expect(lots.get(cwLine.id)).toEqual([
      {
        lot_id: a.id,
        lot_code: a.lot_code,
        establishment: 'EST. 1234',
        packed_on: '2026-11-20',
        cases: 2,
        net_lbs: 21.75,
      },
      {
        lot_id: b.id,
        lot_code: b.lot_code,
        establishment: 'EST. 1234',
        packed_on: '2026-11-22',
        cases: 1,
        net_lbs: 9.75,
      },
    ]);
    expect(lots.get(other.cwLine.id)?.map((l) => l.lot_id)).toEqual([other.a.id, other.b.id]);
    // A line without cases has none; no order, no read.
    expect(lots.has(boxLine.id)).toBe(false);
    expect((await lineLots(w.handle.db, [])).size).toBe(0);
    expect((await lineLots(w.handle.db, [other.o.id])).has(cwLine.id)).toBe(false);
  });

  it("show on the buyer's order and the admin's detail; another company's buyer reads nothing", async () => {
    const { o, cwLine, boxLine, a } = await orderWithCases();
    const mine = await w.orders.order(w.buyerA.actor, o.id);
    const line = mine.lines.find((l) => l.id === cwLine.id)!;
    expect(line.lots).toEqual([
      expect.objectContaining({ lot_code: a.lot_code, cases: 2, packed_on: '2026-11-20' }),
      expect.objectContaining({ cases: 1 }),
    ]);
    expect(mine.lines.find((l) => l.id === boxLine.id)!.lots).toBeUndefined();
    const admin = await w.orders.admin.detail(w.admin.actor, o.id);
    expect(admin.lines.find((l) => l.id === cwLine.id)!.lots).toEqual(line.lots);
    await expectError(w.orders.order(w.buyerB.actor, o.id), NotFoundError);
  });

  it('show on the pick list and on the packing slip', async () => {
    const { o, cwLine, a, b } = await orderWithCases();
    const day = businessDate(new Date(o.pickup_start!));
    const list = await w.orders.admin.pickList(w.admin.actor, day);
    const picked = list.orders.find((x) => x.id === o.id)!;
    expect(picked.lines.find((l) => l.id === cwLine.id)!.lots?.map((l) => [l.lot_code, l.cases])).toEqual([
      [a.lot_code, 2],
      [b.lot_code, 1],
    ]);
    const slip = await textOf(await w.orders.admin.packingSlip(w.admin.actor, o.id));
    expect(slip).toContain(squeeze(`Lot ${a.lot_code} · packed Nov 20 · 2 cases`));
    expect(slip).toContain(squeeze(`Lot ${b.lot_code} · packed Nov 22 · 1 case`));
  });

  it('are written into the invoice at issue, and a case added afterwards does not change it', async () => {
    const { o, cwLine, a } = await orderWithCases();
    // The line weighs its cases (inserted here behind the cases service's back, so its weight too).
    await w.handle.db.updateTable('order_items').set({ weighed_lbs: 31.5 }).where('id', '=', cwLine.id).execute();
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'complete');
    const issued = await textOf(await w.orders.invoice(w.buyerA.actor, o.id, 'en'));
    expect(issued).toContain(squeeze(`Lot ${a.lot_code} · packed Nov 20 · 2 cases`));
    const korean = await textOf(await w.orders.invoice(w.buyerA.actor, o.id, 'ko'));
    expect(korean).toContain(squeeze(`로트 ${a.lot_code} · 포장 11월 20일 · 2케이스`));

    const late = await makeLot(w.handle.db, w.admin.actor, cw.id, code('LATE'), '2026-11-23');
    await addCases(w.handle.db, cwLine, late.id, [8]);
    const again = await textOf(await w.orders.invoice(w.buyerA.actor, o.id, 'en'));
    expect(again).toBe(issued);
    expect(again).not.toContain(late.lot_code);
    // The order itself shows the case it now holds.
    const now = await w.orders.order(w.buyerA.actor, o.id);
    expect(now.lines.find((l) => l.id === cwLine.id)!.lots?.map((l) => l.lot_code)).toContain(late.lot_code);
  });
});
