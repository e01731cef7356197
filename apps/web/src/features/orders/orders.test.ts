import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import {
  ADMIN_ORDER_STATUSES,
  DEFAULT_ORDER_STATUS,
  ORDER_CANCELLED_STATUS,
  ORDER_STATUSES,
  AWAITING_APPROVAL_STATUS,
} from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import {
  badgeColour,
  filterByStatus,
  lastMonthRecords,
  recentOrders,
  statusKey,
  statusLabel,
  statusOptions,
} from './orders';

const orders = [
  { id: 1, order_date: '2026-01-05T10:00:00Z', order_status: 'complete' },
  { id: 2, order_date: '2026-03-01T10:00:00Z', order_status: 'pending' },
  { id: 3, order_date: '2026-02-10T10:00:00Z', order_status: 'pending' },
  { id: 4, order_date: '2026-03-01T10:00:00Z', order_status: 'shipped' },
];

describe('profile orders', () => {
  it('lists newest first (ties: later id first) and filters by status', () => {
    expect(filterByStatus(orders, 'all').map((o) => o.id)).toEqual([4, 2, 3, 1]);
    expect(filterByStatus(orders, 'pending').map((o) => o.id)).toEqual([2, 3]);
    expect(filterByStatus(orders, 'cancelled')).toEqual([]);
  });
  it('shows the 2 most recent on the main view', () => {
    expect(recentOrders(orders).map((o) => o.id)).toEqual([4, 2]);
  });
  it('uses the buyer badge colours, gray otherwise', () => {
    expect(['pending', 'complete', 'processing', 'cancelled', 'shipped', 'declined'].map(badgeColour)).toEqual([
      'yellow',
      'green',
      'blue',
      'red',
      'purple',
      'gray',
    ]);
    expect(statusKey('quote sent')).toBe('quoteSent');
    expect(statusKey('order placed')).toBe('orderPlaced');
    expect(statusKey('pending')).toBe('pending');
  });
});

describe('the status filter', () => {
  // What an order can have: checkout's status, whatever the admin's menu (packages/services
  // orders/admin.ts) sets, and a cancellation's. Spelled from those, not from the list
  // the filter reads, so a status added to the menu and not to the filter fails here. An orderer's
  // order over their limit awaits the owner's approval first.
  const canHave = new Set<string>([
    AWAITING_APPROVAL_STATUS,
    DEFAULT_ORDER_STATUS,
    ...ADMIN_ORDER_STATUSES,
    ORDER_CANCELLED_STATUS,
  ]);

  it('offers exactly the statuses a buyer’s order can show, order placed and cancelled included, shipped not', () => {
    const options = statusOptions([]);
    // staff steps read as order placed to a buyer: never offered
    const buyerFacing = new Set([...canHave].filter((s) => s !== 'contacted' && s !== 'quote sent'));
    expect(new Set(options)).toEqual(buyerFacing);
    expect(options).toHaveLength(buyerFacing.size);
    for (const staff of ['contacted', 'quote sent']) expect(options).not.toContain(staff);
    expect(options).toContain('order placed');
    expect(options).toContain('cancelled');
    for (const never of ['shipped', 'processing', 'delivered']) expect(options).not.toContain(never);
  });

  it('finds an order a staff step marked under order placed', () => {
    const stepped = [
      { id: 1, order_date: '2026-01-02', order_status: 'quote sent' },
      { id: 2, order_date: '2026-01-01', order_status: 'pending' },
    ];
    expect(statusOptions(stepped)).toEqual(statusOptions([]));
    expect(filterByStatus(stepped, 'order placed').map((o) => o.id)).toEqual([1]);
  });

  it("adds a status the buyer's own orders carry that no menu sets (an imported order)", () => {
    expect(statusOptions(orders)).toEqual([...statusOptions([]), 'shipped']);
  });
});

describe('one set of status names', () => {
  loadAllLocales();
  it('names every status in both languages from the shared dictionary', () => {
    for (const locale of ['en', 'ko'] as const) {
      const LL = i18nObject(locale);
      const names = ORDER_STATUSES.map((s) => statusLabel(LL, s));
      for (const [i, s] of ORDER_STATUSES.entries()) expect(names[i], `${locale} ${s}`).not.toBe(s);
      // two statuses never read the same
      expect(new Set(names).size, locale).toBe(names.length);
    }
    expect(statusLabel(i18nObject('en'), 'order placed')).toBe('Order placed');
    expect(statusLabel(i18nObject('ko'), 'order placed')).toBe('주문 확정');
    expect(statusLabel(i18nObject('en'), 'lost')).toBe('lost');
  });
});

describe('rewards', () => {
  it("keeps the last month's records, newest first", () => {
    const now = new Date('2026-03-15T12:00:00Z');
    const records = [
      { id: 1, amount: 5, created_on: '2026-02-14T12:00:00Z' },
      { id: 2, amount: 7, created_on: '2026-02-16T12:00:00Z' },
      { id: 3, amount: 9, created_on: '2026-03-10T12:00:00Z' },
      { id: 4, amount: 1, created_on: '2026-04-01T12:00:00Z' },
    ];
    expect(lastMonthRecords(records, now).map((r) => r.id)).toEqual([3, 2]);
    expect(lastMonthRecords([], now)).toEqual([]);
  });
});
