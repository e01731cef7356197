import { describe, expect, it } from 'vitest';
import { axisUsd, changeParts, csvFileName, dayLabel, dayLong, filterOf, groupByWindow, ordersHref, parseOrdersView, parseWeight, statusKey } from './helpers';

describe('orders view in the URL', () => {
  it('reads filters, an order and the pick list, ignoring junk', () => {
    expect(parseOrdersView('?page=orders&type=pickup&status=quote%20sent&q=%20Grill%20')).toEqual({ type: 'pickup', status: 'quote sent', q: 'Grill' });
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
    expect(ordersHref({ pickList: { date: '2026-11-24' } })).toBe('/admin/dashboard?page=orders&view=picklist&date=2026-11-24');
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
    expect(csvFileName({ type: 'pickup', status: 'quote sent', q: ' Grill House #1 ' }, now)).toBe('orders-pickup-quote-sent-grill-house-1-2026-11-23.csv');
    expect(csvFileName({ q: '한글' }, now)).toBe('orders-2026-11-23.csv');
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
    const o = (n: string, start: string | null) => ({ order_number: n, pickup_start: start, pickup_end: start ? `${start.slice(0, 11)}23:00:00Z` : null });
    const groups = groupByWindow([o('WS-1010', '2026-11-24T18:00:00Z'), o('WS-1002', '2026-11-24T16:00:00Z'), o('WS-1003', '2026-11-24T18:00:00Z'), o('WS-9', null)]);
    expect(groups.map((g) => g.orders.map((x) => x.order_number))).toEqual([['WS-1002'], ['WS-1003', 'WS-1010'], ['WS-9']]);
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
  it('statusKey', () => {
    expect(statusKey('quote sent')).toBe('quoteSent');
    expect(statusKey('order placed')).toBe('orderPlaced');
    expect(statusKey('pending')).toBe('pending');
  });
});
