import { describe, expect, it } from 'vitest';
import { badgeColour, filterByStatus, lastMonthRecords, recentOrders, statusKey } from './orders';

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
