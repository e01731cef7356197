import { describe, expect, it } from 'vitest';
import { depositDueDate, depositDueFor } from './deposit';
import { HOLIDAY_RULES } from './holidays';
import type { PickupCalendar } from './pickup';

// Every date below is checked by hand against a 2026 calendar: Thanksgiving is Thursday Nov 26,
// the day after Friday Nov 27; Nov 21–22 and Nov 28–29 are weekends.
const holidays: PickupCalendar = { holidays: HOLIDAY_RULES };

describe('depositDueDate: the last open warehouse day before pickup, never before the order day', () => {
  it('is the day before pickup when that day is open', () => {
    // ordered Mon Nov 16, picked up Thu Nov 19 → due Wed Nov 18
    expect(depositDueDate('2026-11-16', '2026-11-19', holidays)).toBe('2026-11-18');
  });

  it('skips the weekend: a Monday pickup owes it by the Friday before', () => {
    // ordered Wed Nov 18, picked up Mon Nov 23 → due Fri Nov 20
    expect(depositDueDate('2026-11-18', '2026-11-23', holidays)).toBe('2026-11-20');
  });

  it('skips Thanksgiving and the day after, and then the weekend', () => {
    // ordered Mon Nov 23 for Mon Nov 30 → Sun, Sat, Fri (day after), Thu (Thanksgiving) closed → Wed Nov 25
    expect(depositDueDate('2026-11-23', '2026-11-30', holidays)).toBe('2026-11-25');
    // the case: ordered on the day before Thanksgiving → due that very day
    expect(depositDueDate('2026-11-25', '2026-11-30', holidays)).toBe('2026-11-25');
    // without the holiday rules the Friday would be open
    expect(depositDueDate('2026-11-23', '2026-11-30', {})).toBe('2026-11-27');
  });

  it('skips a day staff closed', () => {
    // ordered Mon Nov 9, pickup Thu Nov 12, staff closed Wed Nov 11 → due Tue Nov 10
    expect(depositDueDate('2026-11-09', '2026-11-12', { staffDates: ['2026-11-11'] })).toBe('2026-11-10');
    // and two in a row
    expect(depositDueDate('2026-11-09', '2026-11-12', { staffDates: ['2026-11-10', '2026-11-11'] })).toBe('2026-11-09');
    // fixed closed dates (the server's PICKUP_CLOSED_DATES) count too
    expect(depositDueDate('2026-11-09', '2026-11-12', ['11-11'])).toBe('2026-11-10');
  });

  it('is never before the order day', () => {
    // ordered Sat Nov 21 for Mon Nov 23: the last open day (Fri Nov 20) is already past, and the
    // warehouse is closed on Saturday → the next open day, Mon Nov 23 (at pickup)
    expect(depositDueDate('2026-11-21', '2026-11-23', holidays)).toBe('2026-11-23');
    // ordered Fri Nov 20 for Mon Nov 23 → due Fri Nov 20 (the order day is the last open day)
    expect(depositDueDate('2026-11-20', '2026-11-23', holidays)).toBe('2026-11-20');
    // a pickup on or before the order day (never offered, but total) → the order day
    expect(depositDueDate('2026-11-20', '2026-11-20', holidays)).toBe('2026-11-20');
    expect(depositDueDate('2026-11-20', '2026-11-18', holidays)).toBe('2026-11-20');
  });

  it('crosses a year end with New Year observed', () => {
    // New Year's Day 2027 is a Friday: ordered Tue Dec 29 2026 for Mon Jan 4 2027 → Thu Dec 31
    expect(depositDueDate('2026-12-29', '2027-01-04', holidays)).toBe('2026-12-31');
    // New Year's Day 2028 is a Saturday, observed Fri Dec 31 2027: ordered Mon Dec 27 for Mon Jan 3 → Thu Dec 30
    expect(depositDueDate('2027-12-27', '2028-01-03', holidays)).toBe('2027-12-30');
  });

  it('refuses what is not a date', () => {
    expect(() => depositDueDate('2026-11-31', '2026-12-02', {})).toThrow(RangeError);
    expect(() => depositDueDate('2026-11-20', 'soon', {})).toThrow(RangeError);
  });
});

describe('depositDueDate: always an open day at or after the order day', () => {
  it('moves a holiday or after-hours order day to the pickup day when no open day is left', () => {
    // the Saturday of Thanksgiving weekend, for Monday Nov 30: nothing open in between → Mon Nov 30
    expect(depositDueDate('2026-11-28', '2026-11-30', holidays)).toBe('2026-11-30');
    // ordered on Thanksgiving itself for Monday → Monday
    expect(depositDueDate('2026-11-26', '2026-11-30', holidays)).toBe('2026-11-30');
    // the Wednesday before, after the warehouse closed → Monday, not that evening
    expect(depositDueDate('2026-11-25', '2026-11-30', holidays, true)).toBe('2026-11-30');
    // after hours, but an open day is still ahead before pickup → that day
    expect(depositDueDate('2026-11-23', '2026-11-30', holidays, true)).toBe('2026-11-25');
  });

  it('keeps an open order day before closing time', () => {
    expect(depositDueDate('2026-11-25', '2026-11-30', holidays, false)).toBe('2026-11-25');
  });
});

describe('depositDueFor: instants read on the Los Angeles clock', () => {
  it('takes the order day and the pickup day in Los Angeles, not UTC', () => {
    // ordered Wed Nov 25 at 9:30 AM PST (17:30 UTC), pickup Mon Nov 30 8:00 PST → due Wed Nov 25
    expect(depositDueFor('2026-11-25T17:30:00.000Z', '2026-11-30T16:00:00.000Z', holidays)).toBe('2026-11-25');
    expect(depositDueFor(new Date('2026-11-25T17:30:00.000Z'), new Date('2026-11-30T16:00:00.000Z'), holidays)).toBe(
      '2026-11-25',
    );
    // Tue Nov 24 at 9:30 PM PST is Wed Nov 25 in UTC: read in UTC it would be a Wednesday morning
    // order (due that day); in Los Angeles it is Tuesday evening, and Wednesday is still open
    expect(depositDueFor('2026-11-25T05:30:00.000Z', '2026-11-30T16:00:00.000Z', holidays)).toBe('2026-11-25');
    // Wed Nov 25 at 9:30 PM PST is Thanksgiving in UTC: after hours in Los Angeles → Monday
    expect(depositDueFor('2026-11-26T05:30:00.000Z', '2026-11-30T16:00:00.000Z', holidays)).toBe('2026-11-30');
  });

  it('reads the warehouse hours: after 3:30 PM the order day no longer takes money', () => {
    // Wed Nov 25 at 3:29 PM PST → that day; at 3:30 PM and at 9:30 PM → Monday's pickup
    expect(depositDueFor('2026-11-25T23:29:00.000Z', '2026-11-30T16:00:00.000Z', holidays)).toBe('2026-11-25');
    expect(depositDueFor('2026-11-25T23:30:00.000Z', '2026-11-30T16:00:00.000Z', holidays)).toBe('2026-11-30');
    expect(depositDueFor('2026-11-26T05:30:00.000Z', '2026-11-30T16:00:00.000Z', holidays)).toBe('2026-11-30');
    // before opening the day is still ahead: 6:00 AM → that day
    expect(depositDueFor('2026-11-25T14:00:00.000Z', '2026-11-30T16:00:00.000Z', holidays)).toBe('2026-11-25');
  });

  it('reads a day of special hours: closing at noon, a 1 PM order owes it at pickup', () => {
    const short: PickupCalendar = {
      ...holidays,
      specialHours: [{ date: '2026-11-25', opens: '08:00', closes: '12:00' }],
    };
    expect(depositDueFor('2026-11-25T21:00:00.000Z', '2026-11-30T16:00:00.000Z', short)).toBe('2026-11-30');
    expect(depositDueFor('2026-11-25T19:00:00.000Z', '2026-11-30T16:00:00.000Z', short)).toBe('2026-11-25');
  });

  it('the Saturday of Thanksgiving weekend, at noon, for Monday: due Monday', () => {
    expect(depositDueFor('2026-11-28T20:00:00.000Z', '2026-11-30T16:00:00.000Z', holidays)).toBe('2026-11-30');
  });
});
