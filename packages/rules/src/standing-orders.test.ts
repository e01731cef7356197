import { describe, expect, it } from 'vitest';
import { HOLIDAY_RULES } from './holidays';
import { zonedToUtc, type PickupCalendar } from './pickup';
import { cycleMakeTime, cycleWindow, firstCycleDate, nextCycleDate } from './standing-orders';

// Dates checked by hand against the 2026 calendar: Thanksgiving is Thursday Nov 26 (the day after
// closed too); daylight saving ends Sunday Nov 1 and starts Sunday Mar 8.
const holidays: PickupCalendar = { holidays: HOLIDAY_RULES };

describe('the cycles of a standing order', () => {
  it('are made three days before pickup at 6:00 AM Los Angeles, across daylight saving', () => {
    // pickup Thu Nov 5 → made Mon Nov 2, 6:00 AM PST (14:00 UTC); the week before in PDT (13:00 UTC)
    expect(cycleMakeTime('2026-11-05').toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(cycleMakeTime('2026-10-29').toISOString()).toBe('2026-10-26T13:00:00.000Z');
    expect(cycleMakeTime('2026-11-05', 1).toISOString()).toBe('2026-11-04T14:00:00.000Z');
  });

  it('follow every 7 or 14 days, and the first is still to be made', () => {
    expect(nextCycleDate('2026-10-29', 1)).toBe('2026-11-05');
    expect(nextCycleDate('2026-10-29', 2)).toBe('2026-11-12');
    // source picked up Thu Nov 19; now Mon Nov 23 noon: Thu Nov 26 was to be made Mon 6 AM, already past → Dec 3
    expect(firstCycleDate('2026-11-19', 1, zonedToUtc('2026-11-23', '12:00'))).toBe('2026-12-03');
    // at 5 AM Monday it is still to be made
    expect(firstCycleDate('2026-11-19', 1, zonedToUtc('2026-11-23', '05:00'))).toBe('2026-11-26');
    expect(firstCycleDate('2026-11-19', 2, zonedToUtc('2026-11-23', '12:00'))).toBe('2026-12-03');
    // an old order: the first cycle is the next one to come on its weekday
    expect(firstCycleDate('2026-01-08', 1, zonedToUtc('2026-11-23', '12:00'))).toBe('2026-12-03');
  });
});

describe('cycleWindow: the window a cycle gets', () => {
  const made = (pickup: string) => cycleMakeTime(pickup);

  it('is the standing order’s window on its day', () => {
    expect(cycleWindow('2026-12-03', '10:00', 1, made('2026-12-03'), holidays)).toMatchObject({
      date: '2026-12-03',
      startLocal: '10:00',
      start: '2026-12-03T18:00:00.000Z',
    });
  });

  it('moves a Thanksgiving pickup to the Wednesday before, and a day-after one there too', () => {
    expect(cycleWindow('2026-11-26', '10:00', 1, made('2026-11-26'), holidays)).toMatchObject({
      date: '2026-11-25',
      startLocal: '10:00',
    });
    expect(cycleWindow('2026-11-27', '08:00', 1, made('2026-11-27'), holidays)).toMatchObject({
      date: '2026-11-25',
      startLocal: '08:00',
    });
  });

  it('moves to the first open day after when none before is still on offer, and misses when none is', () => {
    // made Mon Nov 23 6 AM with Mon–Wed closed by staff: Thursday is closed too → Friday? closed → Mon Nov 30
    const staff: PickupCalendar = { holidays: HOLIDAY_RULES, staffDates: ['2026-11-24', '2026-11-25'] };
    expect(cycleWindow('2026-11-26', '10:00', 1, made('2026-11-26'), staff)).toMatchObject({ date: '2026-11-30' });
    // every day up to the next cycle closed: missed
    const shut: PickupCalendar = {
      holidays: HOLIDAY_RULES,
      staffDates: ['2026-11-24', '2026-11-25', '2026-11-30', '2026-12-01', '2026-12-02'],
    };
    expect(cycleWindow('2026-11-26', '10:00', 1, made('2026-11-26'), shut)).toBeNull();
  });

  it('takes the day’s first window when special hours leave out the usual one', () => {
    const hours: PickupCalendar = {
      holidays: HOLIDAY_RULES,
      specialHours: [{ date: '2026-12-24', opens: '08:00', closes: '12:00' }],
    };
    expect(cycleWindow('2026-12-24', '14:00', 1, made('2026-12-24'), hours)).toMatchObject({
      date: '2026-12-24',
      startLocal: '08:00',
    });
  });
});
