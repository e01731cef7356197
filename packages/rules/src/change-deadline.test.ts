import { describe, expect, it } from 'vitest';
import {
  changesOnline,
  deadlineCountdown,
  defaultPickupDay,
  msToNextMinute,
  openedForChanges,
} from './change-deadline';
import { HOLIDAY_RULES } from './holidays';
import { orderCutoff } from './order-cutoff';
import { pickupDays, type PickupCalendar } from './pickup';

const holidays: PickupCalendar = { holidays: HOLIDAY_RULES };
// Sat Nov 28 2026, noon PST: Thanksgiving weekend (Thu 26 and Fri 27 closed).
const SATURDAY_NOON = new Date('2026-11-28T20:00:00.000Z');

describe('changesOnline: the deadline more than an hour ahead', () => {
  const deadline = '2026-12-01T01:00:00.000Z'; // Mon Nov 30, 5:00 PM PST
  it('is true with more than an hour left, false within the hour and after', () => {
    expect(changesOnline(deadline, new Date('2026-11-30T23:59:00.000Z'))).toBe(true);
    expect(changesOnline(deadline, new Date('2026-12-01T00:00:00.000Z'))).toBe(false);
    expect(changesOnline(deadline, new Date('2026-12-01T00:30:00.000Z'))).toBe(false);
    expect(changesOnline(deadline, new Date('2026-12-01T02:00:00.000Z'))).toBe(false);
    expect(changesOnline(new Date(deadline), new Date('2026-11-30T12:00:00.000Z'))).toBe(true);
  });
});

describe('defaultPickupDay on the Saturday of Thanksgiving weekend', () => {
  const days = pickupDays(SATURDAY_NOON, holidays).map((d) => ({
    ...d,
    change_deadline: orderCutoff(new Date(d.windows[0]!.start), holidays).toISOString(),
  }));

  it('offers Monday first, whose deadline (Wed Nov 25, 5 PM) is already past', () => {
    expect(days[0]?.date).toBe('2026-11-30');
    expect(days[0]?.change_deadline).toBe('2026-11-26T01:00:00.000Z');
    expect(changesOnline(days[0]!.change_deadline, SATURDAY_NOON)).toBe(false);
  });

  it('chooses Tuesday, whose deadline is Monday 5 PM', () => {
    const chosen = defaultPickupDay(days, SATURDAY_NOON);
    expect(chosen?.date).toBe('2026-12-01');
    expect(chosen?.change_deadline).toBe('2026-12-01T01:00:00.000Z');
  });

  it('falls back to the earliest when no day can be changed', () => {
    const late = new Date('2026-12-01T00:30:00.000Z');
    const only = [{ date: 'a', change_deadline: '2026-12-01T01:00:00.000Z' }];
    expect(defaultPickupDay(only, late)?.date).toBe('a');
    expect(defaultPickupDay([], late)).toBeUndefined();
  });
});

describe('openedForChanges: the deadline after the order was placed', () => {
  it('is false for an order placed after its deadline', () => {
    expect(openedForChanges(SATURDAY_NOON, '2026-11-26T01:00:00.000Z')).toBe(false);
    expect(openedForChanges('2026-11-26T01:00:00.000Z', '2026-11-26T01:00:00.000Z')).toBe(false);
    expect(openedForChanges('2026-11-25T20:00:00.000Z', '2026-11-26T01:00:00.000Z')).toBe(true);
  });
});

describe('deadlineCountdown: the last 24 hours, by the minute', () => {
  const deadline = '2026-12-01T01:00:00.000Z';
  it('is null more than 24 hours before, and once the deadline passed', () => {
    expect(deadlineCountdown(deadline, new Date('2026-11-30T00:59:00.000Z'))).toBeNull();
    expect(deadlineCountdown(deadline, new Date('2026-12-01T01:00:00.000Z'))).toBeNull();
    expect(deadlineCountdown(deadline, new Date('2026-12-02T01:00:00.000Z'))).toBeNull();
  });
  it('counts hours and minutes, rounded up', () => {
    expect(deadlineCountdown(deadline, new Date('2026-11-30T01:00:00.000Z'))).toEqual({ hours: 24, minutes: 0 });
    expect(deadlineCountdown(deadline, new Date('2026-11-30T21:48:00.000Z'))).toEqual({ hours: 3, minutes: 12 });
    expect(deadlineCountdown(deadline, new Date('2026-11-30T21:47:30.000Z'))).toEqual({ hours: 3, minutes: 13 });
    expect(deadlineCountdown(deadline, new Date('2026-12-01T00:59:59.000Z'))).toEqual({ hours: 0, minutes: 1 });
  });
  it('waits until the next minute boundary before the deadline', () => {
    expect(msToNextMinute(deadline, new Date('2026-11-30T21:47:30.000Z'))).toBe(30_000);
    expect(msToNextMinute(deadline, new Date('2026-11-30T21:47:00.000Z'))).toBe(60_000);
  });
});
