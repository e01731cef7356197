import { describe, expect, it } from 'vitest';
import { HOLIDAY_RULES } from './holidays';
import { adminMayChange, isCutoffTime, orderChangeRefusal, orderCutoff } from './order-cutoff';
import { CONFIRMED_ORDER_STATUSES } from './order-status-groups';
import { zonedToUtc, type PickupCalendar } from './pickup';

// Dates checked by hand against the 2026 calendar: Thanksgiving is Thursday Nov 26, the day after
// Friday Nov 27; daylight saving starts Sunday Mar 8 and ends Sunday Nov 1.
const holidays: PickupCalendar = { holidays: HOLIDAY_RULES };
const pickup = (date: string, time = '10:00') => zonedToUtc(date, time);

describe('orderCutoff: 5:00 PM Pacific on the last open warehouse day before pickup', () => {
  it('is the day before a weekday pickup, at 5 PM on the warehouse clock', () => {
    // pickup Thu Nov 19 → Wed Nov 18, 5:00 PM PST = 01:00 UTC the next day
    expect(orderCutoff(pickup('2026-11-19'), holidays).toISOString()).toBe('2026-11-19T01:00:00.000Z');
  });

  it('skips the weekend: a Monday pickup closes for changes on Friday', () => {
    expect(orderCutoff(pickup('2026-11-23'), holidays).toISOString()).toBe('2026-11-21T01:00:00.000Z');
  });

  it('skips Thanksgiving and the day after, and the weekend between', () => {
    // pickup Mon Nov 30 → Wed Nov 25, 5:00 PM PST
    expect(orderCutoff(pickup('2026-11-30'), holidays).toISOString()).toBe('2026-11-26T01:00:00.000Z');
    // without the holiday rules Friday Nov 27 is open
    expect(orderCutoff(pickup('2026-11-30'), {}).toISOString()).toBe('2026-11-28T01:00:00.000Z');
  });

  it('skips configured dates and the days staff close', () => {
    // pickup Thu Nov 12, staff closed Wed Nov 11 → Tue Nov 10
    expect(orderCutoff(pickup('2026-11-12'), { staffDates: ['2026-11-11'] }).toISOString()).toBe(
      '2026-11-11T01:00:00.000Z',
    );
    expect(orderCutoff(pickup('2026-11-12'), ['11-11']).toISOString()).toBe('2026-11-11T01:00:00.000Z');
  });

  it('follows daylight saving on both ends: 5 PM is 00:00 UTC in summer, 01:00 in winter', () => {
    // pickup Mon Mar 9 (the day after DST starts) → Fri Mar 6, still PST
    expect(orderCutoff(pickup('2026-03-09'), holidays).toISOString()).toBe('2026-03-07T01:00:00.000Z');
    // pickup Tue Mar 10 → Mon Mar 9, PDT
    expect(orderCutoff(pickup('2026-03-10'), holidays).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    // pickup Mon Nov 2 (the day after DST ends) → Fri Oct 30, still PDT
    expect(orderCutoff(pickup('2026-11-02'), holidays).toISOString()).toBe('2026-10-31T00:00:00.000Z');
    // pickup Tue Nov 3 → Mon Nov 2, PST
    expect(orderCutoff(pickup('2026-11-03'), holidays).toISOString()).toBe('2026-11-03T01:00:00.000Z');
  });

  it('reads the pickup day on the warehouse clock, not UTC', () => {
    // an afternoon window on Thu Nov 19 starts on Friday in UTC; its cutoff is still Wed Nov 18
    const late = pickup('2026-11-19', '16:30');
    expect(late.toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(orderCutoff(late, holidays).toISOString()).toBe('2026-11-19T01:00:00.000Z');
  });

  it('takes another time of day (the setting)', () => {
    expect(orderCutoff(pickup('2026-11-19'), holidays, '12:00').toISOString()).toBe('2026-11-18T20:00:00.000Z');
  });
});

describe('orderChangeRefusal: whether this changer may change the order now, and if not why', () => {
  const order = { order_status: 'pending', pickup_start: pickup('2026-11-30').toISOString() };
  const cutoff = new Date('2026-11-26T01:00:00.000Z');
  const early = new Date('2026-11-20T00:00:00.000Z');
  const late = new Date('2026-11-29T00:00:00.000Z');

  it('lets the buyer change a pending order until the cutoff, not at it', () => {
    expect(orderChangeRefusal('buyer', order, new Date(cutoff.getTime() - 1), holidays)).toBeNull();
    expect(orderChangeRefusal('buyer', order, cutoff, holidays)).toEqual({ reason: 'cutoffPassed', cutoff });
    expect(orderChangeRefusal('buyer', order, late, holidays)).toEqual({ reason: 'cutoffPassed', cutoff });
  });

  it('reads the pickup start as a Date or an ISO string, and the cutoff time setting', () => {
    expect(orderChangeRefusal('buyer', { ...order, pickup_start: pickup('2026-11-30') }, early, holidays)).toBeNull();
    // at noon instead of 5 PM: 2026-11-25 12:00 PST is 20:00 UTC
    const noon = new Date('2026-11-25T20:00:00.000Z');
    expect(orderChangeRefusal('buyer', order, noon, holidays, '12:00')).toEqual({
      reason: 'cutoffPassed',
      cutoff: noon,
    });
    expect(orderChangeRefusal('buyer', order, noon, holidays)).toBeNull();
  });

  it('refuses the buyer an order the warehouse has taken on, or one awaiting approval', () => {
    for (const status of [...CONFIRMED_ORDER_STATUSES, 'awaiting approval']) {
      expect(orderChangeRefusal('buyer', { ...order, order_status: status }, early, holidays)).toEqual({
        reason: 'confirmedLocked',
      });
    }
  });

  it('refuses the buyer an order without a pickup window (no cutoff); staff change it', () => {
    const noWindow = { ...order, pickup_start: null };
    expect(orderChangeRefusal('buyer', noWindow, early, holidays)).toEqual({ reason: 'notPending' });
    expect(orderChangeRefusal('admin', noWindow, early, holidays)).toBeNull();
  });

  it('refuses everyone a cancelled order, and a settled or handed-over one', () => {
    for (const changer of ['buyer', 'admin'] as const) {
      expect(orderChangeRefusal(changer, { ...order, order_status: 'cancelled' }, early, holidays)).toEqual({
        reason: 'cancelledLocked',
      });
      for (const status of ['complete', 'completed', 'declined', 'delivered']) {
        expect(orderChangeRefusal(changer, { ...order, order_status: status }, early, holidays)).toEqual({
          reason: 'settledLocked',
        });
      }
    }
  });

  it('lets staff change a pending or confirmed order, past the cutoff too', () => {
    for (const status of ['pending', ...CONFIRMED_ORDER_STATUSES, 'awaiting approval']) {
      expect(orderChangeRefusal('admin', { ...order, order_status: status }, late, holidays)).toBeNull();
    }
  });
});

describe('adminMayChange: staff change an order until it is settled or handed over', () => {
  it('takes pending and confirmed orders, refuses complete, declined, cancelled and delivered ones', () => {
    expect(['pending', 'contacted', 'quote sent', 'order placed'].map(adminMayChange)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['complete', 'completed', 'declined', 'cancelled', 'delivered'].map(adminMayChange)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('isCutoffTime: the ORDER_CUTOFF_TIME setting', () => {
  it('takes a 24-hour HH:MM and nothing else', () => {
    expect(['00:00', '17:00', '09:30', '23:59'].map(isCutoffTime)).toEqual([true, true, true, true]);
    expect(['24:00', '17:60', '5:00', '17:0', '17-00', ' 17:00', '1a:00', '17:00:00', ''].map(isCutoffTime)).toEqual(
      Array(9).fill(false),
    );
  });
});
