// Cases weighed at the scale through the cases service on PGlite: a GS1-128 label (as a scanner
// sends it, with a group separator, in kilograms, or as printed) adds a case with its lot and
// weight to an order line; a catch-weight line weighs its cases' sum; every refusal the issue
// names leaves nothing written; a completed order leaves a shipment record the database keeps.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC, GS1_GROUP_SEPARATOR, gtinWithCheckDigit } from '@wholesale/rules';
import {
  CASE_CODES,
  caseAddInput,
  gtinSetInput,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  parseInput,
  placeOrderInput,
  ValidationError,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { createLotsService } from '../lots/index';
import { createCasesService } from './index';
import { DEMO_BOX } from '../orders/testing';

const w = useAccountsWorld();
const cases = useWorldService(w, (world) => createCasesService({ db: world.handle.db, clock: () => world.now() }));

const [cw, cw2] = demoItems.filter((d) => d.show && d.spec === CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0);
const box = DEMO_BOX;

const gtin = gtinWithCheckDigit;
const GTIN_CW = gtin('1008812345001');
const GTIN_CW2 = gtin('1008812345002');
const GS = GS1_GROUP_SEPARATOR;
/** A scanner's code: prefix, GTIN, net lb (2 decimals), pack date, lot ended by GS, serial. */
const lbLabel = (g: string, lbs: string, lot: string, serial: string) =>
  `]C101${g}3202${lbs}13261125${'10'}${lot}${GS}21${serial}`;

let lotA = 0;
let lotB = 0;
beforeAll(async () => {
  const db = w.handle.db;
  await db.updateTable('items').set({ gtin: GTIN_CW }).where('id', '=', cw!.id).execute();
  await db.updateTable('items').set({ gtin: GTIN_CW2 }).where('id', '=', cw2!.id).execute();
  const lots = createLotsService({ db });
  const base = { establishment: 'EST. 1234', produced_on: '2026-11-20', packed_on: '2026-11-21', cases: 50 };
  lotA = (await lots.create(w.admin.actor, { item_id: cw!.id, lot_code: 'A2611', ...base })).id;
  lotB = (await lots.create(w.admin.actor, { item_id: cw2!.id, lot_code: 'B2611', ...base })).id;
});

async function order(cwPacks = 3) {
  const o = await w.orders.placeOrder(
    w.buyerA.actor,
    parseInput(placeOrderInput, {
      cart_items: [
        { id: cw!.id, quantity: cwPacks },
        { id: box.id, quantity: 1 },
      ],
    }),
  );
  const detail = await w.orders.admin.detail(w.admin.actor, o.id);
  const line = detail.lines.find((l) => l.spec === CATCH_WEIGHT_SPEC)!;
  return { id: o.id, line: line.id, price: Math.round(line.unit_price * 100) };
}
/** The order's total is the sum of its lines as they stand (and the fee: none here). */
async function expectTotalOfLines(orderId: number) {
  const detail = await w.orders.admin.detail(w.admin.actor, orderId);
  const sum = detail.lines.reduce((s, l) => s + Math.round(Number(l.line_total) * 100), 0);
  expect(Math.round(Number(detail.total_amount) * 100)).toBe(sum);
}
const add = async (orderId: number, raw: Record<string, unknown>) =>
  cases.add(w.admin.actor, orderId, parseInput(caseAddInput, raw));
const refusal = async (p: Promise<unknown>) => {
  const e = await expectError(p, Error);
  return (e as ValidationError).code;
};
const caseCount = async () =>
  Number(
    (
      await w.handle.db
        .selectFrom('order_cases')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('scanning cases into an order line', () => {
  it('adds a case with its lot and weight; the line weighs its cases and the order total follows', async () => {
    const o = await order();
    const first = await add(o.id, { line_id: o.line, barcode: lbLabel(GTIN_CW, '004550', 'A2611', '0001') });
    expect(first.case).toMatchObject({ line_id: o.line, net_lbs: 45.5, gtin: GTIN_CW, serial: '0001' });
    expect(first.case.lot).toMatchObject({ id: lotA, lot_code: 'A2611', packed_on: '2026-11-21' });
    // kilograms, as a European scale prints them: 20.00 kg is 44.09 lb
    const kg = `01${GTIN_CW}3102002000${'10'}A2611${GS}210002`;
    const second = await add(o.id, { line_id: o.line, barcode: kg });
    expect(second.case.net_lbs).toBe(44.09);
    const line = second.order.lines.find((l) => l.line_id === o.line)!;
    expect(line.cases.map((c) => c.serial)).toEqual(['0001', '0002']);
    expect(line.weighed_lbs).toBe(89.59);
    expect(line.line_total_cents).toBe(Math.round(89.59 * o.price));
    await expectTotalOfLines(o.id);
  });

  it('reads the printed form and a case typed by hand (lot chosen, weight typed)', async () => {
    const o = await order();
    const printed = `(01)${GTIN_CW}(3202)003000(10)A2611`;
    expect((await add(o.id, { line_id: o.line, barcode: printed })).case.net_lbs).toBe(30);
    const typed = await add(o.id, { line_id: o.line, lot_id: lotA, net_lbs: 12.345 });
    expect(typed.case).toMatchObject({ net_lbs: 12.35, gtin: null, serial: null });
    expect(typed.order.lines.find((l) => l.line_id === o.line)!.weighed_lbs).toBe(42.35);
  });

  it('refuses what the issue names, each with its code, and writes nothing', async () => {
    const o = await order(1);
    const before = await caseCount();
    const label = (g: string, lbs: string, lot: string, serial: string) => ({
      line_id: o.line,
      barcode: lbLabel(g, lbs, lot, serial),
    });
    expect(await refusal(add(o.id, { line_id: o.line, barcode: 'https://example.com/qr' }))).toBe(
      CASE_CODES.notCaseLabel,
    );
    expect(await refusal(add(o.id, { line_id: o.line, barcode: `01${GTIN_CW}99ABC` }))).toBe(CASE_CODES.unknownAi);
    expect(await refusal(add(o.id, label(GTIN_CW2, '004000', 'B2611', 'x1')))).toBe(CASE_CODES.otherProduct);
    expect(await refusal(add(o.id, label(gtin('1008812345999'), '004000', 'A2611', 'x2')))).toBe(
      CASE_CODES.unknownGtin,
    );
    expect(await refusal(add(o.id, label(GTIN_CW, '004000', 'NOPE', 'x3')))).toBe(CASE_CODES.lotNotRecorded);
    expect(await refusal(add(o.id, label(GTIN_CW, '025000', 'A2611', 'x4')))).toBe(CASE_CODES.netLbs);
    expect(await refusal(add(o.id, label(GTIN_CW, '000000', 'A2611', 'x5')))).toBe(CASE_CODES.netLbs);
    expect(await refusal(add(o.id, { line_id: o.line, barcode: `01${GTIN_CW}3202004000` }))).toBe(CASE_CODES.noLot);
    expect(await refusal(add(o.id, { line_id: o.line, lot_id: lotB, net_lbs: 40 }))).toBe(CASE_CODES.lotOtherProduct);
    await expect(add(o.id, { line_id: o.line, lot_id: lotA, net_lbs: 200.01 })).rejects.toThrow(ValidationError);
    expect(await caseCount()).toBe(before);
    // One pack: its one case fills the line.
    await add(o.id, label(GTIN_CW, '004000', 'A2611', 'only'));
    expect(await refusal(add(o.id, { line_id: o.line, lot_id: lotA, net_lbs: 40 }))).toBe(CASE_CODES.lineFull);
    // The same case (GTIN and serial) in another order.
    const other = await order();
    const again = add(other.id, { line_id: other.line, barcode: lbLabel(GTIN_CW, '004000', 'A2611', 'only') });
    expect((await expectError(again, ConflictError)).code).toBe(CASE_CODES.serialTwice);
    expect(await caseCount()).toBe(before + 1);
  });

  it('removes a case, the line weighing what is left (unweighed when none is)', async () => {
    const o = await order();
    const a = await add(o.id, { line_id: o.line, lot_id: lotA, net_lbs: 40 });
    const b = await add(o.id, { line_id: o.line, lot_id: lotA, net_lbs: 41.5 });
    const after = await cases.remove(w.admin.actor, o.id, a.case.id);
    expect(after.lines.find((l) => l.line_id === o.line)!.weighed_lbs).toBe(41.5);
    await expectTotalOfLines(o.id);
    const none = await cases.remove(w.admin.actor, o.id, b.case.id);
    expect(none.lines.find((l) => l.line_id === o.line)).toMatchObject({ weighed_lbs: null, cases: [] });
    await expectTotalOfLines(o.id);
    // Each weight the line took is in the order's history, in turn.
    const weights = await w.handle.db
      .selectFrom('order_status_history')
      .select(['from_lbs', 'to_lbs'])
      .where('order_id', '=', o.id)
      .where('kind', '=', 'weight')
      .orderBy('id')
      .execute();
    expect(
      weights.map((h) => [
        h.from_lbs === null ? null : Number(h.from_lbs),
        h.to_lbs === null ? null : Number(h.to_lbs),
      ]),
    ).toEqual([
      [null, 40],
      [40, 81.5],
      [81.5, 41.5],
      [41.5, null],
    ]);
    await expectError(cases.remove(w.admin.actor, o.id, b.case.id), NotFoundError);
    // a case of another order reads as missing
    const other = await order();
    const c = await add(other.id, { line_id: other.line, lot_id: lotA, net_lbs: 40 });
    await expectError(cases.remove(w.admin.actor, o.id, c.case.id), NotFoundError);
  });

  it('refuses typing a total for a line weighed by its cases', async () => {
    const o = await order();
    await add(o.id, { line_id: o.line, lot_id: lotA, net_lbs: 40 });
    const typed = w.orders.admin.weigh(w.admin.actor, o.id, [{ line_id: o.line, weighed_lbs: 90 }]);
    expect((await expectError(typed, ConflictError)).code).toBe(CASE_CODES.weighedByCases);
  });

  it('is staff only; checking a label writes nothing and names the product and lot', async () => {
    const o = await order();
    await expectError(
      cases.add(w.buyerA.actor, o.id, parseInput(caseAddInput, { line_id: o.line, lot_id: lotA, net_lbs: 40 })),
      ForbiddenError,
    );
    await expectError(cases.list(w.buyerA.actor, o.id), ForbiddenError);
    await expectError(cases.parse(w.buyerA.actor, lbLabel(GTIN_CW, '004000', 'A2611', 'p1')), ForbiddenError);
    const before = await caseCount();
    const check = await cases.parse(w.admin.actor, lbLabel(GTIN_CW, '004000', 'A2611', 'p1'));
    expect(check.label).toMatchObject({
      gtin: GTIN_CW,
      lot: 'A2611',
      net_lbs: 40,
      serial: 'p1',
      packed_on: '2026-11-25',
    });
    expect(check.product?.id).toBe(cw!.id);
    expect(check.lot?.id).toBe(lotA);
    expect(await caseCount()).toBe(before);
    expect((await expectError(cases.list(w.admin.actor, 999_999), NotFoundError)).code).toBe('orders.orderNotFound');
  });
});

describe('the shipment record', () => {
  it('is written when the order completes, voided when it is reopened, and kept by the database', async () => {
    const o = await order(1);
    const c = await add(o.id, { line_id: o.line, lot_id: lotA, net_lbs: 40 });
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'complete');
    const rows = await w.handle.db.selectFrom('shipments').selectAll().where('order_id', '=', o.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company: 'Alice BBQ', voided_at: null });
    expect(rows[0]!.address).toContain('Los Angeles');
    // No case changes on a completed order, through the service or behind its back.
    expect(await refusal(add(o.id, { line_id: o.line, lot_id: lotA, net_lbs: 40 }))).toBe(CASE_CODES.orderClosed);
    expect((await expectError(cases.remove(w.admin.actor, o.id, c.case.id), ConflictError)).code).toBe(
      CASE_CODES.orderClosed,
    );
    await expect(w.handle.db.deleteFrom('order_cases').where('id', '=', c.case.id).execute()).rejects.toThrow(
      /kept for two years/,
    );
    await expect(w.handle.db.deleteFrom('shipments').where('order_id', '=', o.id).execute()).rejects.toThrow(
      /kept for two years/,
    );
    await expect(
      w.handle.db.updateTable('shipments').set({ company: 'Someone else' }).where('order_id', '=', o.id).execute(),
    ).rejects.toThrow(/kept for two years/);
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'order placed', undefined, { reason: 'Wrong order completed' });
    const after = await w.handle.db.selectFrom('shipments').selectAll().where('order_id', '=', o.id).execute();
    expect(after).toHaveLength(1);
    expect(after[0]!.voided_at).not.toBeNull();
    await w.orders.admin.setStatus(w.admin.actor, o.id, 'complete');
    const again = await w.handle.db
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', o.id)
      .where('voided_at', 'is', null)
      .execute();
    expect(again).toHaveLength(1);
  });
});

describe("a product's GTIN", () => {
  const setGtin = async (itemId: number, raw: unknown) =>
    cases.setGtin(w.admin.actor, itemId, parseInput(gtinSetInput, { gtin: raw }).gtin);

  it('is kept as GTIN-14 (shorter ones padded), listed, refused with a wrong check digit, unique, removable', async () => {
    const made = await setGtin(box.id, '0012345678905'); // EAN-13 of a UPC-A
    expect(made.gtin).toBe('00012345678905');
    expect((await setGtin(box.id, '012345678905')).gtin).toBe('00012345678905');
    expect((await cases.productGtins(w.admin.actor)).find((p) => p.id === box.id)?.gtin).toBe('00012345678905');
    const wrong = await expectError(setGtin(box.id, '0012345678906'), ValidationError);
    expect(wrong.fields?.gtin?.code).toBe(CASE_CODES.gtin);
    expect((await expectError(setGtin(box.id, GTIN_CW), ConflictError)).code).toBe(CASE_CODES.gtinTaken);
    expect((await setGtin(box.id, null)).gtin).toBeNull();
    await expectError(cases.setGtin(w.buyerA.actor, box.id, null), ForbiddenError);
    await expectError(cases.productGtins(w.buyerA.actor), ForbiddenError);
    await expectError(setGtin(999_999, null), NotFoundError);
  });
});
