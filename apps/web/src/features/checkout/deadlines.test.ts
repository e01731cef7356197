import { en, ko } from '../../testing/dictionaries';
import { HOLIDAY_RULES, orderCutoff, pickupDays, type PickupCalendar } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import type { PickupDays } from './checkout';
import { chosenDeadlineText, dayDeadlineText, deadlineKind, defaultSlot, moveLock } from './deadlines';
import { plain } from '../../testing/texts';

// The Saturday of Thanksgiving weekend 2026, noon in Los Angeles: Thu 26 and Fri 27 are closed.
const SATURDAY = new Date('2026-11-28T20:00:00.000Z');
const calendar: PickupCalendar = { holidays: HOLIDAY_RULES };
// What the server's orders.pickupSlots answers at that moment.
const days: PickupDays = pickupDays(SATURDAY, calendar).map((d) => ({
  ...d,
  deposit_due: d.date,
  change_deadline: orderCutoff(new Date(d.windows[0]!.start), calendar).toISOString(),
}));

describe('the pickup days of checkout on a holiday weekend', () => {
  it('says Monday cannot be changed online and chooses Tuesday', () => {
    expect(days[0]?.date).toBe('2026-11-30');
    expect(deadlineKind(days[0]!.change_deadline, SATURDAY)).toBe('closed');
    expect(dayDeadlineText(en, 'en', days[0]!.change_deadline, SATURDAY)).toBe('Cannot be changed online');
    expect(dayDeadlineText(ko, 'ko', days[0]!.change_deadline, SATURDAY)).toBe('온라인 변경 불가');
    expect(defaultSlot(days, SATURDAY)).toBe('2026-12-01T08:00');
  });

  it("writes each open day's deadline", () => {
    expect(plain(dayDeadlineText(en, 'en', days[1]!.change_deadline, SATURDAY))).toBe(
      'Changes until Mon, Nov 30, 5:00 PM',
    );
    expect(plain(dayDeadlineText(ko, 'ko', days[1]!.change_deadline, SATURDAY))).toBe(
      '11월 30일 (월) 오후 5:00까지 변경 가능',
    );
    expect(plain(chosenDeadlineText(en, 'en', days[1]!.change_deadline, SATURDAY))).toBe(
      'You can change or cancel this order online until Mon, Nov 30 · 5:00 PM PT.',
    );
    expect(plain(chosenDeadlineText(en, 'en', days[0]!.change_deadline, SATURDAY))).toBe(
      'This order cannot be changed online: changes for this pickup day closed Wed, Nov 25 · 5:00 PM PT. A later day keeps that option.',
    );
  });

  it('calls a deadline within the hour closing, and chooses the next day then', () => {
    const monday = new Date('2026-11-30T00:30:00.000Z'); // Sun Nov 29, 4:30 PM PST: Tuesday's deadline is a day away
    expect(deadlineKind('2026-11-30T01:15:00.000Z', monday)).toBe('closing');
    expect(plain(chosenDeadlineText(en, 'en', '2026-11-30T01:15:00.000Z', monday))).toContain('within the hour');
    const soon = [
      { ...days[1]!, change_deadline: '2026-11-30T01:15:00.000Z' },
      { ...days[2]!, change_deadline: '2026-12-01T01:00:00.000Z' },
    ];
    expect(defaultSlot(soon, monday)).toBe(soon[1]!.windows[0]!.slot);
    expect(defaultSlot([], monday)).toBeNull();
  });
});

describe('moveLock: the question before moving an order to a locked day', () => {
  it('names the day and its deadline when the day cannot be changed online', () => {
    const lock = moveLock(en, 'en', days, '2026-11-30T10:00', SATURDAY);
    expect(lock?.kind).toBe('closed');
    expect(plain(lock?.day ?? null)).toBe('Mon, Nov 30');
    expect(plain(lock?.when ?? null)).toBe('Wed, Nov 25 · 5:00 PM PT');
    expect(plain(moveLock(ko, 'ko', days, '2026-11-30T10:00', SATURDAY)?.day ?? null)).toBe('11월 30일 (월)');
  });

  it('asks nothing for a day that still takes changes, or no move', () => {
    expect(moveLock(en, 'en', days, '2026-12-01T08:00', SATURDAY)).toBeNull();
    expect(moveLock(en, 'en', days, null, SATURDAY)).toBeNull();
    expect(moveLock(en, 'en', days, '2027-01-01T08:00', SATURDAY)).toBeNull();
  });
});
