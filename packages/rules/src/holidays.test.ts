import { describe, expect, it } from 'vitest';
import { HOLIDAY_RULES, holidayClosures, holidayOn, parseHolidayRules, type HolidayRule } from './holidays';
import { closureOn, closuresBetween, isPickupDay, pickupDays, pickupWindowFor, type PickupCalendar } from './pickup';

// Every date below was read off a printed calendar, not computed with the code under test.
const dates = (year: number, rules?: readonly HolidayRule[]) =>
  holidayClosures(year, rules).map((c) => `${c.date} ${c.rule}${c.observed ? ' (observed)' : ''}`);

describe('holidayClosures: US holidays by rule', () => {
  it('2026: Independence Day on a Saturday is observed on Friday July 3', () => {
    expect(dates(2026)).toEqual([
      '2026-01-01 new-year',
      '2026-05-25 memorial-day',
      '2026-07-03 independence-day (observed)',
      '2026-09-07 labor-day',
      '2026-11-26 thanksgiving',
      '2026-11-27 day-after-thanksgiving',
      '2026-12-25 christmas',
    ]);
  });

  it('2027: Christmas on a Saturday → Friday Dec 24; New Year 2028 on a Saturday → Friday Dec 31, 2027', () => {
    expect(dates(2027)).toEqual([
      '2027-01-01 new-year',
      '2027-05-31 memorial-day',
      '2027-07-05 independence-day (observed)', // Sunday July 4 → Monday
      '2027-09-06 labor-day',
      '2027-11-25 thanksgiving',
      '2027-11-26 day-after-thanksgiving',
      '2027-12-24 christmas (observed)',
      '2027-12-31 new-year (observed)',
    ]);
  });

  it('2028: no New Year closure in January (it was on Dec 31, 2027); Memorial Day is the last Monday', () => {
    expect(dates(2028)).toEqual([
      '2028-05-29 memorial-day',
      '2028-07-04 independence-day',
      '2028-09-04 labor-day',
      '2028-11-23 thanksgiving',
      '2028-11-24 day-after-thanksgiving',
      '2028-12-25 christmas',
    ]);
  });

  it('a Sunday holiday moves to Monday: New Year 2023 → Jan 2, Christmas 2022 → Dec 26', () => {
    expect(dates(2023, ['new-year'])).toEqual(['2023-01-02 new-year (observed)']);
    expect(dates(2022, ['christmas'])).toEqual(['2022-12-26 christmas (observed)']);
  });

  it('Thanksgiving is the fourth Thursday even when November starts on a Thursday or a Friday', () => {
    expect(dates(2029, ['thanksgiving'])).toEqual(['2029-11-22 thanksgiving']); // Nov 1, 2029 is a Thursday
    expect(dates(2030, ['thanksgiving'])).toEqual(['2030-11-28 thanksgiving']); // Nov 1, 2030 is a Friday
  });

  it('Memorial Day when May 31 is a Monday; Labor Day when September 1 is a Monday', () => {
    expect(dates(2027, ['memorial-day'])).toEqual(['2027-05-31 memorial-day']);
    expect(dates(2025, ['labor-day'])).toEqual(['2025-09-01 labor-day']);
  });

  it('only the rules asked for', () => {
    expect(dates(2026, ['thanksgiving'])).toEqual(['2026-11-26 thanksgiving']);
    expect(holidayClosures(2026, [])).toEqual([]);
  });

  it('every closure is a weekday, for fifty years', () => {
    for (let year = 2000; year < 2050; year += 1) {
      for (const c of holidayClosures(year)) {
        const weekday = new Date(`${c.date}T00:00:00Z`).getUTCDay();
        expect(weekday, c.date).toBeGreaterThanOrEqual(1);
        expect(weekday, c.date).toBeLessThanOrEqual(5);
        expect(c.date.startsWith(String(year)), c.date).toBe(true);
      }
    }
  });
});

describe('holidayOn', () => {
  it('names the day, and nothing on an ordinary day or on the weekend date itself', () => {
    expect(holidayOn('2026-11-26')).toEqual({ date: '2026-11-26', rule: 'thanksgiving', observed: false });
    expect(holidayOn('2027-12-31')).toEqual({ date: '2027-12-31', rule: 'new-year', observed: true });
    expect(holidayOn('2026-07-04')).toBeNull(); // a Saturday: closed anyway, observed on the 3rd
    expect(holidayOn('2026-11-25')).toBeNull();
    expect(holidayOn('2026-11-26', ['christmas'])).toBeNull();
  });
});

describe('parseHolidayRules (PICKUP_HOLIDAYS)', () => {
  it('all, none, or a list in any order and case', () => {
    expect(parseHolidayRules('all')).toEqual([...HOLIDAY_RULES]);
    expect(parseHolidayRules('none')).toEqual([]);
    expect(parseHolidayRules('')).toEqual([]);
    expect(parseHolidayRules(' Christmas, thanksgiving  new-year,christmas')).toEqual([
      'new-year',
      'thanksgiving',
      'christmas',
    ]);
  });

  it('refuses an unknown key, naming it and the known ones', () => {
    expect(() => parseHolidayRules('thanksgiving,easter')).toThrow(/"easter".*memorial-day/);
  });
});

describe('the warehouse calendar in pickupDays', () => {
  const calendar: PickupCalendar = { holidays: HOLIDAY_RULES, closedDates: [], staffDates: [] };

  it('Wed 2026-11-25 10:00 LA: Thanksgiving and the day after are closed, the first day is Mon 2026-11-30', () => {
    const now = new Date('2026-11-25T18:00:00Z'); // 10:00 PST
    const days = pickupDays(now, calendar);
    expect(days[0]!.date).toBe('2026-11-30');
    expect(days[0]!.windows[0]!.slot).toBe('2026-11-30T08:00');
    expect(days.map((d) => d.date)).not.toContain('2026-11-26');
    expect(days.map((d) => d.date)).not.toContain('2026-11-27');
    // Without the calendar, the same clock offered Thanksgiving itself (the bug the calendar fixed).
    expect(pickupDays(now, [])[0]!.date).toBe('2026-11-26');
  });

  it('refuses a slot on a holiday or a staff-closed day, and the rest of the day stays open otherwise', () => {
    const now = new Date('2026-11-25T18:00:00Z');
    expect(pickupWindowFor('2026-11-26T10:00', now, calendar)).toBeNull();
    expect(pickupWindowFor('2026-12-01T10:00', now, calendar)?.slot).toBe('2026-12-01T10:00');
    expect(pickupWindowFor('2026-12-01T10:00', now, { ...calendar, staffDates: ['2026-12-01'] })).toBeNull();
  });

  it('the 24 hours are elapsed time: on Friday before a closed Monday, the first window is Tuesday 08:00', () => {
    // Fri 2026-12-04 09:00 PST; Monday 12-07 closed by staff.
    const days = pickupDays(new Date('2026-12-04T17:00:00Z'), { ...calendar, staffDates: ['2026-12-07'] });
    expect(days[0]!.date).toBe('2026-12-08');
    expect(days[0]!.windows.map((w) => w.startLocal)).toEqual(['08:00', '10:00', '12:00', '14:00']);
  });

  it('a fixed configured date still closes (MM-DD every year, YYYY-MM-DD once)', () => {
    const withFixed: PickupCalendar = { holidays: [], closedDates: ['12-24', '2026-12-28'] };
    expect(isPickupDay('2026-12-24', withFixed)).toBe(false);
    expect(isPickupDay('2026-12-28', withFixed)).toBe(false);
    expect(isPickupDay('2027-12-28', withFixed)).toBe(true);
    expect(isPickupDay('2026-12-26', withFixed)).toBe(false); // Saturday
  });
});

describe('closureOn / closuresBetween', () => {
  const calendar: PickupCalendar = {
    holidays: HOLIDAY_RULES,
    closedDates: ['12-24'],
    staffDates: ['2026-11-26', '2026-12-02'],
  };

  it('says why: staff first (so the back office can reopen it) with the holiday name kept; rule for holidays and configured dates', () => {
    expect(closureOn('2026-11-26', calendar)).toEqual({
      date: '2026-11-26',
      source: 'staff',
      holiday: 'thanksgiving',
      observed: false,
    });
    expect(closureOn('2026-11-27', calendar)).toEqual({
      date: '2026-11-27',
      source: 'rule',
      holiday: 'day-after-thanksgiving',
      observed: false,
    });
    expect(closureOn('2026-12-24', calendar)).toEqual({
      date: '2026-12-24',
      source: 'rule',
      holiday: null,
      observed: false,
    });
    expect(closureOn('2026-12-02', calendar)).toEqual({
      date: '2026-12-02',
      source: 'staff',
      holiday: null,
      observed: false,
    });
    expect(closureOn('2026-12-03', calendar)).toBeNull();
  });

  it('lists the closed weekdays of a range in order, leaving weekends out', () => {
    expect(closuresBetween('2026-11-25', '2026-12-31', calendar).map((c) => c.date)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-12-02',
      '2026-12-24',
      '2026-12-25',
    ]);
    expect(
      closuresBetween('2027-12-20', '2027-12-31', { holidays: HOLIDAY_RULES }).map((c) => `${c.date} ${c.holiday}`),
    ).toEqual(['2027-12-24 christmas', '2027-12-31 new-year']);
  });
});
