import { describe, expect, it } from 'vitest';
import { CATCH_WEIGHT_SPEC } from './order-money';
import {
  expectedLbs,
  pacificTimestamp,
  pickListDay,
  productionSheet,
  quantityUnit,
  type WarehouseLine,
} from './warehouse';

// Instants are written out by hand (PST = UTC−8, PDT = UTC−7; PDT ends Sunday 2026-11-01 at 02:00
// and starts Sunday 2026-03-08 at 02:00), never computed with the code under test. The suite runs
// under TZ=Asia/Seoul and TZ=UTC too: nothing may depend on the machine's zone.
const at = (iso: string) => new Date(iso);
const BOX30 = '30 lb - 5 lb x 6 packs';
const BOX20 = '20 lb - 10 lb x 2 packs';

describe('pacificTimestamp: LA wall time as a spreadsheet reads it', () => {
  it.each([
    ['2026-11-01T09:30:00Z', '2026-11-01 01:30:00'], // after fall-back: PST, UTC−8
    ['2026-11-01T08:30:00Z', '2026-11-01 01:30:00'], // the same wall time an hour earlier, still PDT
    ['2026-11-01T06:59:59Z', '2026-10-31 23:59:59'], // PDT: an evening is still the day before
    ['2026-11-02T09:30:00Z', '2026-11-02 01:30:00'], // PST
    ['2026-11-26T07:30:05Z', '2026-11-25 23:30:05'], // the night before Thanksgiving, not "the 26th"
    ['2026-03-08T10:00:00Z', '2026-03-08 03:00:00'], // spring forward: 02:00 PST became 03:00 PDT
    ['2026-07-04T19:05:09.999Z', '2026-07-04 12:05:09'], // milliseconds dropped, not rounded up
  ])('%s → %s', (instant, wall) => {
    expect(pacificTimestamp(at(instant))).toBe(wall);
  });

  it('throws RangeError for an Invalid Date', () => {
    expect(() => pacificTimestamp(new Date(NaN))).toThrow(RangeError);
  });
});

describe('quantityUnit and expectedLbs: what a line counts and weighs', () => {
  it('boxes weigh their nominal weight; catch weight is packs × average lb; an unknown spec has no weight', () => {
    expect(quantityUnit(BOX30)).toBe('box');
    expect(quantityUnit(CATCH_WEIGHT_SPEC)).toBe('pack');
    expect(expectedLbs({ spec: BOX30, quantity: 3, avg_weight: 5 })).toBe(90);
    expect(expectedLbs({ spec: '50 lb - 50 lb x 1 box', quantity: 2, avg_weight: 0 })).toBe(100);
    expect(expectedLbs({ spec: CATCH_WEIGHT_SPEC, quantity: 3, avg_weight: 12.35 })).toBe(37.05); // not 37.050000000000004
    expect(expectedLbs({ spec: 'Whole carcass', quantity: 1, avg_weight: 7 })).toBeNull();
    expect(quantityUnit('Whole carcass')).toBe('box');
  });
});

describe('pickListDay: the pick list opens on the next day with pickups', () => {
  // Tuesday 2026-11-24, 23:30 PST: UTC already says Wednesday.
  const lateTuesday = at('2026-11-25T07:30:00Z');

  it('today when there is nothing ahead', () => {
    expect(pickListDay(lateTuesday, [])).toBe('2026-11-24');
  });

  it('the first later day with a pickup, not an empty today', () => {
    // Wed 08:00 PST and Fri 10:00 PST, in no particular order
    expect(pickListDay(lateTuesday, [at('2026-11-27T18:00:00Z'), at('2026-11-25T16:00:00Z')])).toBe('2026-11-25');
  });

  it('today while today has pickups, even after their windows (the LA day, not the UTC one)', () => {
    // Tue 14:00 PST is 22:00Z on the 24th; the clock reads 07:30Z on the 25th.
    expect(pickListDay(lateTuesday, [at('2026-11-24T22:00:00Z'), at('2026-11-25T16:00:00Z')])).toBe('2026-11-24');
  });

  it('ignores past days', () => {
    expect(pickListDay(lateTuesday, [at('2026-11-23T16:00:00Z')])).toBe('2026-11-24');
    expect(pickListDay(lateTuesday, [at('2026-11-23T16:00:00Z'), at('2026-12-01T16:00:00Z')])).toBe('2026-12-01');
  });

  it('takes LA days across the fall-back change', () => {
    // Sat 2026-10-31 23:30 PDT (06:30Z on Nov 1); the next pickup is Mon Nov 2, 08:00 PST (16:00Z).
    expect(pickListDay(at('2026-11-01T06:30:00Z'), [at('2026-11-02T16:00:00Z')])).toBe('2026-11-02');
    // Sun Nov 1, 23:30 PST (07:30Z on Nov 2) is still Sunday: Monday's pickup is the next day.
    expect(pickListDay(at('2026-11-02T07:30:00Z'), [at('2026-11-02T16:00:00Z')])).toBe('2026-11-02');
    expect(pickListDay(at('2026-11-02T07:30:00Z'), [])).toBe('2026-11-01');
  });
});

describe('productionSheet: boxes, packs and pounds per product across a day’s orders', () => {
  const galbi: Omit<WarehouseLine, 'quantity' | 'weighed_lbs'> = {
    item_id: 1,
    name: 'LA Galbi',
    name_ko: 'LA 갈비',
    spec: BOX30,
    avg_weight: 5,
  };
  const belly: Omit<WarehouseLine, 'quantity' | 'weighed_lbs'> = {
    item_id: 2,
    name: 'Samgyeopsal',
    name_ko: '삼겹살',
    spec: BOX20,
    avg_weight: 10,
  };
  const brisket: Omit<WarehouseLine, 'quantity' | 'weighed_lbs'> = {
    item_id: 3,
    name: 'Brisket',
    name_ko: '양지',
    spec: CATCH_WEIGHT_SPEC,
    avg_weight: 12.35,
  };

  it('totals each product across orders, weighed pounds where weighed, estimates marked', () => {
    const sheet = productionSheet([
      { ...galbi, quantity: 2, weighed_lbs: null, order_id: 10 },
      { ...brisket, quantity: 3, weighed_lbs: 38.1, order_id: 10 },
      { ...galbi, quantity: 1, weighed_lbs: null, order_id: 11 },
      { ...brisket, quantity: 1, weighed_lbs: null, order_id: 11 },
      { ...belly, quantity: 4, weighed_lbs: null, order_id: 12 },
      { ...galbi, quantity: 5, weighed_lbs: null, order_id: 12 },
    ]);
    expect(sheet.rows).toEqual([
      // weighed 38.10 + an unweighed pack's 12.35 = 50.45, still an estimate
      {
        item_id: 3,
        name: 'Brisket',
        name_ko: '양지',
        spec: CATCH_WEIGHT_SPEC,
        unit: 'pack',
        quantity: 4,
        orders: 2,
        lbs: 50.45,
        estimated: true,
      },
      {
        item_id: 1,
        name: 'LA Galbi',
        name_ko: 'LA 갈비',
        spec: BOX30,
        unit: 'box',
        quantity: 8,
        orders: 3,
        lbs: 240,
        estimated: false,
      },
      {
        item_id: 2,
        name: 'Samgyeopsal',
        name_ko: '삼겹살',
        spec: BOX20,
        unit: 'box',
        quantity: 4,
        orders: 1,
        lbs: 80,
        estimated: false,
      },
    ]);
    expect(sheet).toMatchObject({ boxes: 12, packs: 4, lbs: 370.45, estimated: true });
  });

  it('is final once every catch-weight line is weighed; sums are exact in hundredths', () => {
    const sheet = productionSheet([
      { ...brisket, quantity: 1, weighed_lbs: 0.1, order_id: 1 },
      { ...brisket, quantity: 1, weighed_lbs: 0.2, order_id: 2 },
    ]);
    expect(sheet.rows[0]).toMatchObject({ quantity: 2, lbs: 0.3, estimated: false }); // 0.1 + 0.2 is 0.30000000000000004 in floats
    expect(sheet).toMatchObject({ boxes: 0, packs: 2, lbs: 0.3, estimated: false });
  });

  it('keeps an item in two specs apart, counts an order once, and leaves unknown weights out of the pounds', () => {
    const sheet = productionSheet([
      { ...galbi, quantity: 1, weighed_lbs: null, order_id: 1 },
      { ...galbi, quantity: 2, weighed_lbs: null, order_id: 1 },
      { ...galbi, spec: BOX20, quantity: 1, weighed_lbs: null, order_id: 2 },
      { ...belly, spec: 'Half pig', quantity: 1, weighed_lbs: null, order_id: 2 },
    ]);
    expect(sheet.rows.map((r) => [r.name, r.spec, r.quantity, r.orders, r.lbs])).toEqual([
      ['LA Galbi', BOX20, 1, 1, 20],
      ['LA Galbi', BOX30, 3, 1, 90],
      ['Samgyeopsal', 'Half pig', 1, 1, null],
    ]);
    expect(sheet).toMatchObject({ boxes: 5, packs: 0, lbs: 110, estimated: false });
  });

  it('is empty for a day without orders', () => {
    expect(productionSheet([])).toEqual({ rows: [], boxes: 0, packs: 0, lbs: 0, estimated: false });
  });
});
