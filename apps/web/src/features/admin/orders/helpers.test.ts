import { describe, expect, it } from 'vitest';
import {
  axisUsd,
  changeParts,
  csvFileName,
  dayLabel,
  dayLong,
  exportCsvUrl,
  filterOf,
  groupByWindow,
  lbsText,
  ordersHref,
  parseOrdersView,
  parseWeight,
  unusualWeights,
} from './helpers';

describe('orders view in the URL', () => {
  it('reads filters, an order and the pick list, ignoring junk', () => {
    expect(parseOrdersView('?page=orders&type=pickup&status=quote%20sent&q=%20Grill%20')).toEqual({
      type: 'pickup',
      status: 'quote sent',
      q: 'Grill',
    });
    expect(parseOrdersView('?page=orders&type=boat&status=lost&order=0')).toEqual({});
    expect(parseOrdersView('?page=orders&order=42')).toEqual({ orderId: 42 });
    expect(parseOrdersView('?page=orders&view=picklist&date=2026-11-24')).toEqual({ pickList: { date: '2026-11-24' } });
    expect(parseOrdersView('?page=orders&view=picklist&date=2026-02-30')).toEqual({ pickList: { date: null } });
  });
  it('round-trips through ordersHref', () => {
    const view = { type: 'delivery' as const, status: 'pending' as const, q: 'WS-1001' };
    const href = ordersHref(view);
    expect(href).toBe('/admin/dashboard?page=orders&type=delivery&status=pending&q=WS-1001');
    expect(parseOrdersView(href.split('?')[1] ?? '')).toEqual(view);
    expect(ordersHref()).toBe('/admin/dashboard?page=orders');
    expect(ordersHref({ pickList: { date: '2026-11-24' } })).toBe(
      '/admin/dashboard?page=orders&view=picklist&date=2026-11-24',
    );
  });
  it('filterOf keeps only the list filter', () => {
    expect(filterOf({ type: 'pickup', orderId: 3, pickList: { date: null } })).toEqual({ type: 'pickup' });
  });
});

describe('csvFileName', () => {
  it('names the filter and the Pacific day', () => {
    // 2026-11-24 06:00 UTC is still the 23rd in Los Angeles.
    const now = new Date('2026-11-24T06:00:00Z');
    expect(csvFileName({}, now)).toBe('orders-2026-11-23.csv');
    expect(csvFileName({ type: 'pickup', status: 'quote sent', q: ' Grill House #1 ' }, now)).toBe(
      'orders-pickup-quote-sent-grill-house-1-2026-11-23.csv',
    );
    expect(csvFileName({ q: '한글' }, now)).toBe('orders-2026-11-23.csv');
    expect(csvFileName({ status: 'pending' }, now, 'lines')).toBe('order-lines-pending-2026-11-23.csv');
  });
});

describe('exportCsvUrl', () => {
  it('asks the streaming export for the page’s filters', () => {
    expect(exportCsvUrl({})).toBe('/api/admin/orders/export.csv');
    expect(exportCsvUrl({ type: 'pickup', status: 'quote sent', q: ' Grill & Co #1 ' })).toBe(
      '/api/admin/orders/export.csv?type=pickup&status=quote+sent&q=Grill+%26+Co+%231',
    );
    expect(new URL(exportCsvUrl({ q: '한글' }), 'http://x').searchParams.get('q')).toBe('한글');
    expect(exportCsvUrl({ type: 'pickup' }, 'lines')).toBe('/api/admin/orders/lines.csv?type=pickup');
  });
});

describe('unusualWeights', () => {
  // 3 packs of 15 lb: 45 lb expected; 2 packs of 12.35 lb: 24.70 lb expected
  const lines = [
    { id: 1, quantity: 3, avg_weight: 15, name: 'Brisket' },
    { id: 2, quantity: 2, avg_weight: 12.35, name: 'Ribeye' },
    { id: 3, quantity: 1, avg_weight: 0, name: 'No estimate' },
  ];
  it('picks the weights below a third or above three times their estimate, with the estimate', () => {
    expect(unusualWeights(lines, [{ line_id: 1, weighed_lbs: 4500 }])).toEqual([
      { line: lines[0], weighed: 4500, estimate: 45 },
    ]);
    expect(
      unusualWeights(lines, [
        { line_id: 2, weighed_lbs: 8.2 },
        { line_id: 1, weighed_lbs: 135.01 },
      ]),
    ).toEqual([
      { line: lines[0], weighed: 135.01, estimate: 45 },
      { line: lines[1], weighed: 8.2, estimate: 24.7 },
    ]);
  });
  it('lets usual weights, the bounds, cleared weights and lines without an estimate through', () => {
    expect(
      unusualWeights(lines, [
        { line_id: 1, weighed_lbs: 15 },
        { line_id: 2, weighed_lbs: 74.1 },
        { line_id: 3, weighed_lbs: 900 },
      ]),
    ).toEqual([]);
    expect(unusualWeights(lines, [{ line_id: 1, weighed_lbs: null }])).toEqual([]);
    expect(unusualWeights(lines, [])).toEqual([]);
  });
  it('shows pounds with two decimals', () => {
    expect([lbsText(45), lbsText(4500), lbsText(26.4)]).toEqual(['45.00', '4500.00', '26.40']);
  });
});

describe('parseWeight', () => {
  it('accepts empty (clear) and 0-99999.99 with two decimals', () => {
    expect(parseWeight('')).toBeNull();
    expect(parseWeight('  ')).toBeNull();
    expect(parseWeight('12.5')).toBe(12.5);
    expect(parseWeight('12,25')).toBe(12.25);
    expect(parseWeight('.5')).toBe(0.5);
    expect(parseWeight('0')).toBe(0);
    expect(parseWeight('99999.99')).toBe(99999.99);
  });
  it('refuses the rest', () => {
    for (const bad of ['-1', 'abc', '1.234', '100000', '1e3', '12.']) expect(parseWeight(bad)).toBeUndefined();
  });
});

describe('groupByWindow', () => {
  it('groups by window in time order, orders by number', () => {
    const o = (n: string, start: string | null) => ({
      order_number: n,
      pickup_start: start,
      pickup_end: start ? `${start.slice(0, 11)}23:00:00Z` : null,
    });
    const groups = groupByWindow([
      o('WS-1010', '2026-11-24T18:00:00Z'),
      o('WS-1002', '2026-11-24T16:00:00Z'),
      o('WS-1003', '2026-11-24T18:00:00Z'),
      o('WS-9', null),
    ]);
    expect(groups.map((g) => g.orders.map((x) => x.order_number))).toEqual([
      ['WS-1002'],
      ['WS-1003', 'WS-1010'],
      ['WS-9'],
    ]);
  });
});

describe('dashboard words', () => {
  it('changeParts', () => {
    expect(changeParts(null, 'en')).toEqual({ direction: 'none', text: '—' });
    expect(changeParts(0, 'en')).toEqual({ direction: 'flat', text: '0%' });
    expect(changeParts(12.5, 'en')).toEqual({ direction: 'up', text: '12.5%' });
    expect(changeParts(-1234.5, 'en')).toEqual({ direction: 'down', text: '1,234.5%' });
  });
  it('day labels need no time zone', () => {
    expect(dayLabel('2026-11-01', 'en')).toBe('Nov 1');
    expect(dayLabel('2026-11-01', 'ko')).toBe('11/1');
    expect(dayLong('2026-11-01', 'en')).toBe('Sun, Nov 1, 2026');
    expect(dayLong('2026-11-01', 'ko')).toContain('2026년 11월 1일');
  });
  it('axisUsd', () => {
    expect(axisUsd(0)).toBe('$0');
    expect(axisUsd(850.4)).toBe('$850');
    expect(axisUsd(2000)).toBe('$2k');
    expect(axisUsd(2500)).toBe('$2.5k');
  });
});
