import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import { describe, expect, it } from 'vitest';
import {
  hoursProblem,
  isToggleable,
  kindOf,
  monthsOf,
  monthWeeks,
  moveFrom,
  nextSpecialHours,
  nextStaffDays,
  type ClosedDayView,
} from './model';

// Wednesday Nov 25, 2026 on the warehouse's calendar; the page reaches 366 days ahead.
const span = { today: '2026-11-25', last: '2027-11-25' };
const closed: ClosedDayView[] = [
  { date: '2026-11-26', source: 'rule', key: 'thanksgiving' },
  { date: '2026-11-27', source: 'rule', key: 'day-after-thanksgiving' },
  { date: '2026-12-02', source: 'staff' },
  { date: '2026-12-24', source: 'rule' },
  { date: '2026-12-25', source: 'staff', key: 'christmas' },
];

describe('the calendar page model', () => {
  it('shows the months from today’s through the last day’s', () => {
    const months = monthsOf(span);
    expect(months[0]).toBe('2026-11');
    expect(months.at(-1)).toBe('2027-11');
    expect(months).toHaveLength(13);
  });

  it('says what each day is, and only open and staff-closed days can be toggled', () => {
    expect(kindOf('2026-11-24', span, undefined)).toBe('past');
    expect(kindOf('2026-11-25', span, undefined)).toBe('open');
    expect(kindOf('2026-11-26', span, closed[0])).toBe('holiday');
    expect(kindOf('2026-11-28', span, undefined)).toBe('weekend');
    expect(kindOf('2026-12-02', span, closed[2])).toBe('staff');
    expect(kindOf('2026-12-24', span, closed[3])).toBe('setting');
    expect(kindOf('2027-11-26', span, undefined)).toBe('beyond');
    expect(
      ['open', 'staff', 'holiday', 'setting', 'weekend', 'past', 'beyond'].filter((k) => isToggleable(k as never)),
    ).toEqual(['open', 'staff']);
  });

  it('lays out November 2026 in weeks from Sunday, with the orders of each day', () => {
    const weeks = monthWeeks('2026-11', span, closed, new Map([['2026-11-30', 3]]));
    expect(weeks).toHaveLength(5); // Nov 1, 2026 is a Sunday; the 30th a Monday
    expect(weeks[0]![0]).toMatchObject({ date: '2026-11-01', day: 1, weekday: 0, kind: 'past' });
    expect(weeks[3]![4]).toMatchObject({ date: '2026-11-26', kind: 'holiday', holiday: 'thanksgiving' });
    expect(weeks[4]![1]).toMatchObject({ date: '2026-11-30', kind: 'open', orders: 3 });
    expect(weeks[4]!.slice(2)).toEqual([null, null, null, null, null]);
    // A holiday staff closed too is a staff day (they may reopen it) that keeps its name.
    const december = monthWeeks('2026-12', span, closed, new Map()).flat();
    expect(december.find((c) => c?.date === '2026-12-25')).toMatchObject({ kind: 'staff', holiday: 'christmas' });
  });

  it('sends the whole staff set after a toggle', () => {
    expect(nextStaffDays(closed, '2026-12-01', true)).toEqual(['2026-12-01', '2026-12-02', '2026-12-25']);
    expect(nextStaffDays(closed, '2026-12-02', false)).toEqual(['2026-12-25']);
  });

  it('moves the focus by day, week and week ends, across months, within the months shown', () => {
    const months = monthsOf(span);
    expect(moveFrom('2026-11-30', 'ArrowRight', months)).toBe('2026-12-01');
    expect(moveFrom('2026-11-26', 'ArrowDown', months)).toBe('2026-12-03');
    expect(moveFrom('2026-11-26', 'Home', months)).toBe('2026-11-22');
    expect(moveFrom('2026-11-26', 'End', months)).toBe('2026-11-28');
    expect(moveFrom('2026-11-01', 'ArrowLeft', months)).toBeNull();
    expect(moveFrom('2027-11-30', 'ArrowDown', months)).toBeNull();
    expect(moveFrom('2026-11-26', 'Enter', months)).toBeNull();
  });
});

describe('the calendar page’s words', () => {
  loadAllLocales();
  const C = i18nObject('en').admin.calendar;

  it('counts orders and buyers in English, one and many', () => {
    expect(C.confirmText({ count: 1 })).toMatch(
      /^1 order is booked for pickup that day\. Closing it e-mails the buyer .* The order stays listed/,
    );
    expect(C.confirmText({ count: 3 })).toMatch(
      /^3 orders are booked for pickup that day\. Closing it e-mails each buyer .* The orders stay listed/,
    );
    expect(C.closedMailed({ day: 'Fri, Dec 11', count: 1 })).toBe(
      'Fri, Dec 11 is closed for pickup. 1 buyer was e-mailed.',
    );
    expect(C.closedMailed({ day: 'Fri, Dec 11', count: 2 })).toBe(
      'Fri, Dec 11 is closed for pickup. 2 buyers were e-mailed.',
    );
    expect(C.affectedCount({ count: 1 })).toBe('1 order to move');
    expect(i18nObject('ko').admin.calendar.confirmText({ count: 2 })).toMatch(
      /^이날 픽업이 예약된 주문이 2건 있습니다/,
    );
  });
});

describe('special hours form', () => {
  const span = { today: '2026-11-25', last: '2027-11-25' };
  const closed = [{ date: '2026-11-26', source: 'rule' as const, key: 'thanksgiving' as const }];
  const form = (date: string, opens = '08:00', closes = '12:00') => ({ date, opens, closes });

  it('takes a weekday from today on, not closed, with the times in order', () => {
    expect(hoursProblem(form('2026-12-24'), span, closed)).toBeNull();
    expect(hoursProblem(form('2026-11-25'), span, closed)).toBeNull();
    expect(hoursProblem(form(''), span, closed)).toBe('needDay');
    expect(hoursProblem(form('2026-11-24'), span, closed)).toBe('needDay');
    expect(hoursProblem(form('2027-11-26'), span, closed)).toBe('needDay');
    expect(hoursProblem(form('2026-12-26'), span, closed)).toBe('weekend');
    expect(hoursProblem(form('2026-11-26'), span, closed)).toBe('closedDay');
    expect(hoursProblem(form('2026-12-24', ''), span, closed)).toBe('needTimes');
    expect(hoursProblem(form('2026-12-24', '12:00', '12:00'), span, closed)).toBe('order');
    expect(hoursProblem(form('2026-12-24', '13:00', '09:00'), span, closed)).toBe('order');
  });

  it('replaces one day’s hours in the full set, or removes them', () => {
    const current = [form('2026-12-31', '08:00', '11:00'), form('2026-12-24')];
    expect(nextSpecialHours(current, '2026-12-24', { opens: '09:00', closes: '13:00' })).toEqual([
      form('2026-12-24', '09:00', '13:00'),
      form('2026-12-31', '08:00', '11:00'),
    ]);
    expect(nextSpecialHours(current, '2026-12-24', null)).toEqual([form('2026-12-31', '08:00', '11:00')]);
    expect(nextSpecialHours([], '2026-12-01', { opens: '08:00', closes: '10:00' })).toEqual([
      form('2026-12-01', '08:00', '10:00'),
    ]);
  });
});
