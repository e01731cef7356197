import { describe, expect, it } from 'vitest';
import { CUTOFF_REMINDER_HOURS, isCutoffReminderHours, nextCutoff, reminderAt, remindersDue } from './cutoff-reminder';
import { HOLIDAY_RULES } from './holidays';
import type { PickupCalendar } from './pickup';

// The 2026 calendar, checked by hand: Thanksgiving is Thursday Nov 26 and the day after is closed
// too; November is PST (UTC-8), so 5:00 PM is 01:00 UTC the next day.
const holidays: PickupCalendar = { holidays: HOLIDAY_RULES };
const at = (iso: string) => new Date(iso);
const none = { ordered: new Set<number>(), reminded: new Set<number>() };

describe('nextCutoff: the next cutoff the buyer can still act before', () => {
  it('on a weekday morning, is tomorrow: changes until 5 PM today, new orders until 2 PM today', () => {
    const next = nextCutoff(at('2026-11-16T18:00:00Z'), holidays); // Mon 10:00 AM
    expect(next?.date).toBe('2026-11-17');
    expect(next?.cutoff.toISOString()).toBe('2026-11-17T01:00:00.000Z'); // Mon 5:00 PM
    expect(next?.orderBy.toISOString()).toBe('2026-11-16T22:00:00.000Z'); // Mon 2:00 PM
    expect(next?.pickupStart.toISOString()).toBe('2026-11-17T18:00:00.000Z'); // Tue 10:00 AM, 24 h ahead
  });

  it('once tomorrow can no longer be ordered (after 2 PM), is the day after', () => {
    expect(nextCutoff(at('2026-11-16T22:30:00Z'), holidays)?.date).toBe('2026-11-18');
  });

  it('on Saturday skips Monday, whose cutoff (Friday) has passed although it is still on offer', () => {
    const next = nextCutoff(at('2026-11-21T18:00:00Z'), holidays);
    expect(next?.date).toBe('2026-11-24');
    expect(next?.cutoff.toISOString()).toBe('2026-11-24T01:00:00.000Z'); // Mon Nov 23, 5 PM
  });

  it('over Thanksgiving is the Monday after, closing on Wednesday; new orders until the cutoff', () => {
    const next = nextCutoff(at('2026-11-25T02:00:00Z'), holidays); // Tue Nov 24, 6 PM
    expect(next?.date).toBe('2026-11-30');
    expect(next?.cutoff.toISOString()).toBe('2026-11-26T01:00:00.000Z'); // Wed Nov 25, 5 PM
    expect(next?.orderBy.toISOString()).toBe('2026-11-26T01:00:00.000Z');
  });

  it('follows the days staff close', () => {
    expect(nextCutoff(at('2026-11-16T18:00:00Z'), { ...holidays, staffDates: ['2026-11-17'] })?.date).toBe(
      '2026-11-18',
    );
  });
});

describe('remindersDue: which buyers to remind now', () => {
  const settings = CUTOFF_REMINDER_HOURS.map((hours, i) => ({ user_id: i + 1, hours_before: hours }));
  const thanksgiving = nextCutoff(at('2026-11-25T02:00:00Z'), holidays)!;

  it('reminds those whose time has come (24 and 48 hours before Wednesday 5 PM, at Tuesday 6 PM)', () => {
    expect(reminderAt(thanksgiving, 24).toISOString()).toBe('2026-11-25T01:00:00.000Z');
    const due = remindersDue(settings, thanksgiving, at('2026-11-25T02:00:00Z'), none);
    expect(due.map((s) => s.hours_before)).toEqual([24, 48]);
  });

  it('leaves out a buyer who has an order for that day, and one reminded already', () => {
    const due = remindersDue(settings, thanksgiving, at('2026-11-25T02:00:00Z'), {
      ordered: new Set([3]),
      reminded: new Set([4]),
    });
    expect(due).toEqual([]);
  });

  it('reminds the 4-hour buyer at 1 PM on a weekday, while tomorrow can still be ordered', () => {
    const now = at('2026-11-16T21:00:00Z'); // Mon 1:00 PM
    const next = nextCutoff(now, holidays)!;
    expect(remindersDue(settings, next, now, none).map((s) => s.hours_before)).toEqual([4, 12, 24, 48]);
    expect(remindersDue(settings, next, at('2026-11-16T20:59:00Z'), none).map((s) => s.hours_before)).toEqual([
      12, 24, 48,
    ]);
  });

  it('reminds nobody once new orders for the day are closed', () => {
    const next = nextCutoff(at('2026-11-16T18:00:00Z'), holidays)!;
    expect(remindersDue(settings, next, next.orderBy, none)).toEqual([]);
  });

  it('knows the hours on offer', () => {
    expect(isCutoffReminderHours(24)).toBe(true);
    expect(isCutoffReminderHours(2)).toBe(false);
  });
});
