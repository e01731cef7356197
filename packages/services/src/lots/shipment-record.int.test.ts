// The shipment record through the lots service: one row per order line and lot of every current
// shipment in the range (a voided one and the days outside left out), a line without cases as one
// row without a lot, the CSV read a batch at a time as it is consumed (not all first), the PDF in
// either language, a range refused at the door with its own code, staff only.
import { describe, expect, it } from 'vitest';
import { expectedLbs, nameWithSpec } from '@wholesale/rules';
import {
  ForbiddenError,
  LOT_CODES,
  parseInput,
  placeOrderInput,
  shipmentRecordQuery,
  UnauthorizedError,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { createLotsService } from './index';
import { shipmentCsvChunks, SHIPMENT_CSV_HEADER } from './shipment-record';
import { addCases, linesOf, makeLot, recordShipment } from './shipment-testing';
import { DEMO_BOX, DEMO_CATCH_WEIGHT } from '../orders/testing';

const w = useAccountsWorld();
const box = DEMO_BOX;
const cw = DEMO_CATCH_WEIGHT;
const lotsService = () => createLotsService({ db: w.handle.db });

const place = (actor: Actor, items: { id: number; quantity: number }[]) =>
  w.orders.placeOrder(actor, parseInput(placeOrderInput, { cart_items: items }));
const range = (from: string, to: string) => parseInput(shipmentRecordQuery, { from, to });
async function csvOf(from: string, to: string): Promise<string[][]> {
  let text = '';
  for await (const chunk of await lotsService().shipmentRecordCsv(w.admin.actor, range(from, to))) text += chunk;
  expect(text.startsWith('\uFEFF')).toBe(true);
  // Plain fields only in these tests (no quoted commas): split is enough.
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split(','));
}

let codes = 0;
const code = (prefix: string) => `${prefix}${(codes += 1)}`;
const ACME = { company: 'Acme Grill', address: '12 Main St Los Angeles CA 90012' };
const BISTRO = { company: 'Bistro Seoul', address: '400 Olympic Blvd Los Angeles CA 90006' };

describe('the shipment record', () => {
  it('has a row per line and lot of each current shipment in the range, a line without cases once', async () => {
    const o = await place(w.buyerA.actor, [
      { id: cw.id, quantity: 3 },
      { id: box.id, quantity: 2 },
    ]);
    const [cwLine, boxLine] = await linesOf(w.handle.db, o.id);
    const a = await makeLot(w.handle.db, w.admin.actor, cw.id, code('R'), '2026-11-20', 'EST. 38');
    const b = await makeLot(w.handle.db, w.admin.actor, cw.id, code('S'), '2026-11-21', 'EST. 38');
    await addCases(w.handle.db, cwLine!, a.id, [10.25, 11.5]);
    await addCases(w.handle.db, cwLine!, b.id, [9]);
    await recordShipment(w.handle.db, o.id, '2025-03-04', ACME);
    // Reopened: its record voided, and another order shipped the day after the range.
    const voided = await place(w.buyerB.actor, [{ id: box.id, quantity: 1 }]);
    await recordShipment(w.handle.db, voided.id, '2025-03-04', BISTRO, true);
    const after = await place(w.buyerB.actor, [{ id: box.id, quantity: 1 }]);
    await recordShipment(w.handle.db, after.id, '2025-03-06', BISTRO);

    const [header, ...rows] = await csvOf('2025-03-01', '2025-03-05');
    expect(header).toEqual(SHIPMENT_CSV_HEADER);
    const product = nameWithSpec(cw.name, cw.spec);
    const boxLbs = expectedLbs({ spec: box.spec, quantity: 2, avg_weight: Number(box.avg_weight) });
    // The order's head on every row; then the product in both languages, its lot and establishment,
    // the cases, their net pounds and whether those are estimated.
    const orderHead = ['2025-03-04', ACME.company, ACME.address, o.order_number];
    const cwRow = (lotCode: string, cases: string, lbs: string) => [
      ...orderHead,
      product,
      cw.name_ko,
      lotCode,
      'EST. 38',
      cases,
      lbs,
      'no',
    ];
    expect(rows).toEqual([
      cwRow(a.lot_code, '2', '21.75'),
      cwRow(b.lot_code, '1', '9.00'),
      [
        ...orderHead,
        nameWithSpec(box.name, box.spec),
        box.name_ko,
        '',
        '',
        '2',
        boxLbs === null ? '' : boxLbs.toFixed(2),
        boxLbs === null ? 'no' : 'yes',
      ],
    ]);
    expect(boxLine).toBeDefined();
    // The day after holds the other order; the voided record never shows.
    expect((await csvOf('2025-03-06', '2025-03-06')).slice(1).map((r) => r[3])).toEqual([after.order_number]);
    expect((await csvOf('2025-03-01', '2025-03-31')).flat()).not.toContain(voided.order_number);
  });

  it('streams: a batch is read only when the consumer asks for it', async () => {
    const first = await place(w.buyerA.actor, [{ id: box.id, quantity: 1 }]);
    await recordShipment(w.handle.db, first.id, '2024-06-10', ACME);
    const chunks = shipmentCsvChunks(w.handle.db, range('2024-06-01', '2024-06-30'), 1);
    expect((await chunks.next()).value).toContain('shipped_on,company');
    expect((await chunks.next()).value).toContain(first.order_number);
    // Recorded after the first batch was read: the next read still finds it, so nothing was read ahead.
    const later = await place(w.buyerB.actor, [{ id: box.id, quantity: 1 }]);
    await recordShipment(w.handle.db, later.id, '2024-06-20', BISTRO);
    expect((await chunks.next()).value).toContain(later.order_number);
    expect((await chunks.next()).done).toBe(true);
  });

  it('prints as a PDF in English or Korean, and says so when the range holds nothing', async () => {
    const o = await place(w.buyerA.actor, [{ id: cw.id, quantity: 1 }]);
    const [line] = await linesOf(w.handle.db, o.id);
    const lot = await makeLot(w.handle.db, w.admin.actor, cw.id, code('P'), '2026-11-20', 'EST. 77');
    await addCases(w.handle.db, line!, lot.id, [12.5]);
    await recordShipment(w.handle.db, o.id, '2024-02-14', ACME);
    const squeeze = (s: string) => s.replace(/\s+/g, '');
    const pdf = async (raw: Record<string, string>) => {
      const file = await lotsService().shipmentRecordPdf(w.admin.actor, parseInput(shipmentRecordQuery, raw));
      return { file, text: squeeze((await pdfPages(await bytesOf(file.content))).join(' ')) };
    };
    const en = await pdf({ from: '2024-02-01', to: '2024-02-29' });
    expect(en.file.filename).toBe('shipment-record-2024-02-01-2024-02-29-en.pdf');
    for (const words of ['Shipment record', ACME.company, o.order_number, lot.lot_code, 'EST. 77', '12.50'])
      expect(en.text).toContain(squeeze(words));
    const ko = await pdf({ from: '2024-02-01', to: '2024-02-29', lang: 'ko' });
    expect(ko.text).toContain(squeeze('출고 기록'));
    expect(ko.text).toContain(squeeze(cw.name_ko));
    expect((await pdf({ from: '2019-01-01', to: '2019-01-31' })).text).toContain(
      squeeze('No shipment was recorded in these days.'),
    );
  });

  it('refuses a range out of order, too long or not dates, each with its own code', async () => {
    const codeOf = async (raw: unknown) =>
      (
        await expectError(
          Promise.resolve().then(() => parseInput(shipmentRecordQuery, raw)),
          ValidationError,
        )
      ).code;
    expect(await codeOf({ from: '2025-03-05', to: '2025-03-01' })).toBe(LOT_CODES.shipmentOrder);
    expect(await codeOf({ from: '2020-01-01', to: '2025-01-01' })).toBe(LOT_CODES.shipmentSpan);
    expect(await codeOf({ from: '2025-02-30', to: '2025-03-01' })).toBe(LOT_CODES.shipmentDay);
    expect(await codeOf({ to: '2025-03-01' })).toBe(LOT_CODES.shipmentDay);
    expect(await codeOf({ from: '2025-03-01', to: '2025-03-01', lang: 'fr' })).toBeTruthy();
    // About three years is fine.
    expect(parseInput(shipmentRecordQuery, { from: '2023-01-01', to: '2025-12-31' }).to).toBe('2025-12-31');
  });

  it('is for staff only', async () => {
    const r = range('2025-01-01', '2025-01-31');
    await expectError(lotsService().shipmentRecordCsv(w.buyerA.actor, r), ForbiddenError);
    await expectError(lotsService().shipmentRecordPdf(w.buyerA.actor, r), ForbiddenError);
    await expectError(lotsService().shipmentRecordCsv(w.guest, r), UnauthorizedError);
  });
});
