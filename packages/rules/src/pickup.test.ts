import { afterEach, describe, expect, it } from 'vitest';
import {
  earliestPickup,
  isClosedDate,
  isWallTime,
  PICKUP_WINDOWS,
  parseClosedDates,
  pickupDays,
  nextOpenWindow,
  pickupWindowFor,
  STAFF_PICKUP_LEAD_HOURS,
  toPacific,
  windowsUnder,
  zonedToUtc,
} from './pickup';

// Every instant below is written out by hand (PST = UTC−8, PDT = UTC−7; in 2026 PDT runs from
// Sunday 03-08 to Sunday 11-01), never computed with the code under test.
const at = (iso: string) => new Date(iso);
/** A window as the rules answer it: the slot names its day and local start; its instants are written out. */
const windowAt = (slot: string, start: string, end: string, endLocal: string) => ({
  slot,
  date: slot.slice(0, 10),
  start,
  end,
  startLocal: slot.slice(11),
  endLocal,
});
const earliest = (iso: string, closed: string[] = []) => earliestPickup(at(iso), closed);

describe('earliestPickup: the first window starting at least 24 h after the order', () => {
  it('Friday 10:30 → Monday 08:00 (69.5 h later)', () => {
    expect(earliest('2026-11-20T18:30:00Z')).toEqual(
      windowAt('2026-11-23T08:00', '2026-11-23T16:00:00.000Z', '2026-11-23T18:00:00.000Z', '10:00'),
    );
  });

  it('Tuesday 09:15 → Wednesday 10:00 (Wednesday 08:00 is only 22:45 h later)', () => {
    expect(earliest('2026-11-24T17:15:00Z')).toEqual(
      windowAt('2026-11-25T10:00', '2026-11-25T18:00:00.000Z', '2026-11-25T20:00:00.000Z', '12:00'),
    );
  });

  it('Tuesday 15:00 → Thursday 08:00 (Wednesday 14:00 is 23 h later)', () => {
    const w = earliest('2026-11-24T23:00:00Z');
    expect(w.slot).toBe('2026-11-26T08:00');
    expect(w.start).toBe('2026-11-26T16:00:00.000Z');
  });

  it('counts exactly 24 h as enough, a millisecond less as not', () => {
    expect(earliest('2026-11-24T16:00:00Z').slot).toBe('2026-11-25T08:00'); // Tue 08:00 PST
    expect(earliest('2026-11-24T16:00:00.001Z').slot).toBe('2026-11-25T10:00');
    // Thu 14:00 PDT → Fri 14:00 PDT, the last window of the week, ending 15:30
    expect(earliest('2026-10-29T21:00:00Z')).toMatchObject({
      slot: '2026-10-30T14:00',
      start: '2026-10-30T21:00:00.000Z',
      end: '2026-10-30T22:30:00.000Z',
      endLocal: '15:30',
    });
  });

  it('Thursday 15:00 → Monday 08:00 (Friday 14:00 is 23 h later, then the weekend)', () => {
    expect(earliest('2026-11-19T23:00:00Z').slot).toBe('2026-11-23T08:00');
  });

  it('a weekend order waits for Monday, and for 24 h', () => {
    expect(earliest('2026-11-21T20:00:00Z').slot).toBe('2026-11-23T08:00'); // Sat 12:00
    expect(earliest('2026-11-22T07:59:00Z').slot).toBe('2026-11-23T08:00'); // Sat 23:59
    expect(earliest('2026-11-22T15:00:00Z').slot).toBe('2026-11-23T08:00'); // Sun 07:00, 25 h
    // Sun 10:00: Monday 08:00 is 22 h later
    expect(earliest('2026-11-22T18:00:00Z')).toMatchObject({
      slot: '2026-11-23T10:00',
      start: '2026-11-23T18:00:00.000Z',
    });
  });

  it('skips a closed date', () => {
    // Tue 15:00 with Thanksgiving (Thu 2026-11-26) closed → Friday
    expect(earliest('2026-11-24T23:00:00Z', ['2026-11-26'])).toMatchObject({
      slot: '2026-11-27T08:00',
      start: '2026-11-27T16:00:00.000Z',
    });
  });

  it('skips a recurring closed date: 12-25 (a Friday in 2026) and 01-01 (a Thursday in 2026)', () => {
    // Thu 2026-12-24 07:00 PST: Friday 08:00 would be 25 h later
    expect(earliest('2026-12-24T15:00:00Z').slot).toBe('2026-12-25T08:00');
    expect(earliest('2026-12-24T15:00:00Z', ['12-25'])).toMatchObject({
      slot: '2026-12-28T08:00',
      start: '2026-12-28T16:00:00.000Z',
    });
    // Wed 2025-12-31 09:00 PST: Thursday 10:00 would be first
    expect(earliest('2025-12-31T17:00:00Z').slot).toBe('2026-01-01T10:00');
    expect(earliest('2025-12-31T17:00:00Z', parseClosedDates('12-25, 01-01'))).toMatchObject({
      slot: '2026-01-02T08:00',
      start: '2026-01-02T16:00:00.000Z',
    });
  });

  it('skips a closed Monday after the weekend', () => {
    // Fri 2026-05-22 10:00 PDT, Memorial Day Monday 05-25 closed → Tuesday 08:00 PDT
    expect(earliest('2026-05-22T17:00:00Z', ['2026-05-25'])).toMatchObject({
      slot: '2026-05-26T08:00',
      start: '2026-05-26T15:00:00.000Z',
    });
    // 12-25 is a Monday in 2028: Fri 2028-12-22 12:00 PST → Tuesday 12-26 08:00 PST
    expect(earliest('2028-12-22T20:00:00Z', ['12-25'])).toMatchObject({
      slot: '2028-12-26T08:00',
      start: '2028-12-26T16:00:00.000Z',
    });
  });

  it('spring forward: 08:00 is 15:00Z on the Monday after 2026-03-08', () => {
    // Sat 2026-03-07 10:00 PST → Mon 08:00 PDT
    expect(earliest('2026-03-07T18:00:00Z')).toEqual(
      windowAt('2026-03-09T08:00', '2026-03-09T15:00:00.000Z', '2026-03-09T17:00:00.000Z', '10:00'),
    );
    // Sun 2026-03-08 10:00 PDT: Monday 08:00 PDT is 22 h later
    expect(earliest('2026-03-08T17:00:00Z')).toMatchObject({
      slot: '2026-03-09T10:00',
      start: '2026-03-09T17:00:00.000Z',
    });
    // Fri 2026-03-06 08:00 PST (before the change) → Mon 08:00 PDT
    expect(earliest('2026-03-06T16:00:00Z').start).toBe('2026-03-09T15:00:00.000Z');
  });

  it('fall back: 08:00 is 16:00Z on the Monday after 2026-11-01', () => {
    // Sat 2026-10-31 10:00 PDT → Mon 08:00 PST
    expect(earliest('2026-10-31T17:00:00Z')).toEqual(
      windowAt('2026-11-02T08:00', '2026-11-02T16:00:00.000Z', '2026-11-02T18:00:00.000Z', '10:00'),
    );
    // Sun 2026-11-01 09:00 PST: Monday 08:00 PST is 23 h later
    expect(earliest('2026-11-01T17:00:00Z')).toMatchObject({
      slot: '2026-11-02T10:00',
      start: '2026-11-02T18:00:00.000Z',
    });
  });

  it('throws when every day of the year is closed', () => {
    const everyDay: string[] = [];
    const two = (n: number) => String(n).padStart(2, '0');
    for (let m = 1; m <= 12; m += 1) for (let d = 1; d <= 31; d += 1) everyDay.push(`${two(m)}-${two(d)}`);
    expect(pickupDays(at('2026-11-24T17:15:00Z'), everyDay)).toEqual([]);
    expect(() => earliestPickup(at('2026-11-24T17:15:00Z'), everyDay)).toThrow(RangeError);
  });
});

describe('pickupDays', () => {
  const tuesday0915 = at('2026-11-24T17:15:00Z');

  it('offers the next 10 business days, each with the windows still open', () => {
    const days = pickupDays(tuesday0915, []);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
    ]);
    expect(days.map((d) => d.weekday)).toEqual([3, 4, 5, 1, 2, 3, 4, 5, 1, 2]);
    expect(days[0]?.windows.map((w) => w.slot)).toEqual(['2026-11-25T10:00', '2026-11-25T12:00', '2026-11-25T14:00']);
    expect(days[1]?.windows.map((w) => w.slot)).toEqual([
      '2026-11-26T08:00',
      '2026-11-26T10:00',
      '2026-11-26T12:00',
      '2026-11-26T14:00',
    ]);
  });

  it('does not count a closed day towards the horizon', () => {
    const days = pickupDays(tuesday0915, ['2026-11-26', '12-01']);
    expect(days).toHaveLength(10);
    expect(days.map((d) => d.date)).not.toContain('2026-11-26');
    expect(days.map((d) => d.date)).not.toContain('2026-12-01');
    expect(days.at(-1)?.date).toBe('2026-12-10');
  });

  it('takes a shorter horizon', () => {
    expect(pickupDays(tuesday0915, [], 3).map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(pickupDays(tuesday0915, [], 0)).toEqual([]);
  });

  it('gives every window of a full day, in the right offset on each side of fall back', () => {
    // Fri 2026-10-30 08:00 PDT: nothing left on Friday; Monday is in PST
    const [monday] = pickupDays(at('2026-10-30T15:00:00Z'), [], 1);
    expect(monday).toEqual({
      date: '2026-11-02',
      weekday: 1,
      windows: [
        windowAt('2026-11-02T08:00', '2026-11-02T16:00:00.000Z', '2026-11-02T18:00:00.000Z', '10:00'),
        windowAt('2026-11-02T10:00', '2026-11-02T18:00:00.000Z', '2026-11-02T20:00:00.000Z', '12:00'),
        windowAt('2026-11-02T12:00', '2026-11-02T20:00:00.000Z', '2026-11-02T22:00:00.000Z', '14:00'),
        windowAt('2026-11-02T14:00', '2026-11-02T22:00:00.000Z', '2026-11-02T23:30:00.000Z', '15:30'),
      ],
    });
    // Wed 2026-10-28 16:00 PDT → Friday 10-30 is still PDT
    const friday = pickupDays(at('2026-10-28T23:00:00Z'), []).find((d) => d.date === '2026-10-30');
    expect(friday?.windows.map((w) => [w.start, w.end])).toEqual([
      ['2026-10-30T15:00:00.000Z', '2026-10-30T17:00:00.000Z'],
      ['2026-10-30T17:00:00.000Z', '2026-10-30T19:00:00.000Z'],
      ['2026-10-30T19:00:00.000Z', '2026-10-30T21:00:00.000Z'],
      ['2026-10-30T21:00:00.000Z', '2026-10-30T22:30:00.000Z'],
    ]);
  });

  it('never offers a weekend', () => {
    for (const d of pickupDays(at('2026-11-21T20:00:00Z'), [], 30)) expect([1, 2, 3, 4, 5]).toContain(d.weekday);
  });

  it('rejects an invalid now', () => {
    expect(() => pickupDays(new Date(NaN), [])).toThrow(RangeError);
  });
});

describe('pickupWindowFor', () => {
  const tuesday0915 = at('2026-11-24T17:15:00Z');
  const pick = (slot: string, closed: string[] = []) => pickupWindowFor(slot, tuesday0915, closed);

  it('returns a window the buyer may choose', () => {
    expect(pick('2026-11-25T10:00')).toEqual(
      windowAt('2026-11-25T10:00', '2026-11-25T18:00:00.000Z', '2026-11-25T20:00:00.000Z', '12:00'),
    );
    expect(pick('2026-12-08T14:00')).toMatchObject({
      start: '2026-12-08T22:00:00.000Z',
      end: '2026-12-08T23:30:00.000Z',
    });
  });

  it('refuses a slot too early', () => {
    expect(pick('2026-11-25T08:00')).toBeNull(); // 22:45 h after the order
    expect(pick('2026-11-24T14:00')).toBeNull(); // the order day itself
    expect(pick('2026-11-20T08:00')).toBeNull(); // the past
  });

  it('refuses a weekend', () => {
    expect(pick('2026-11-28T08:00')).toBeNull();
    expect(pick('2026-11-29T10:00')).toBeNull();
  });

  it('refuses a closed date, one-off or recurring', () => {
    expect(pick('2026-11-26T08:00')).not.toBeNull();
    expect(pick('2026-11-26T08:00', ['2026-11-26'])).toBeNull();
    expect(pick('2026-11-26T08:00', ['11-26'])).toBeNull();
  });

  it('refuses a day beyond the horizon', () => {
    expect(pick('2026-12-09T08:00')).toBeNull();
    // …which a closed day earlier on brings within it
    expect(pick('2026-12-09T08:00', ['2026-11-26'])).toMatchObject({ start: '2026-12-09T16:00:00.000Z' });
  });

  it('refuses a time that is not a window start', () => {
    expect(pick('2026-11-25T09:00')).toBeNull();
    expect(pick('2026-11-25T15:30')).toBeNull();
    expect(pick('2026-11-25T16:00')).toBeNull();
  });

  it('gives null for garbage, never throws', () => {
    for (const slot of [
      'x',
      '',
      '2026-13-40T08:00',
      '2026-11-25',
      '2026-11-25 10:00',
      '2026-11-25T10:00Z',
      ' 2026-11-25T10:00',
      '2026-11-25T10:00:00',
    ]) {
      expect(pick(slot)).toBeNull();
    }
    expect(pickupWindowFor(null as unknown as string, tuesday0915, [])).toBeNull();
    expect(pickupWindowFor('2026-11-25T10:00', new Date(NaN), [])).toBeNull();
  });
});

describe('zonedToUtc', () => {
  it('converts PST and PDT wall times', () => {
    expect(zonedToUtc('2026-11-25', '08:00').toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(zonedToUtc('2026-07-01', '08:00').toISOString()).toBe('2026-07-01T15:00:00.000Z');
    expect(zonedToUtc('2026-12-31', '23:59').toISOString()).toBe('2027-01-01T07:59:00.000Z');
    expect(zonedToUtc('2027-01-01', '00:00').toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });

  it('spring forward: moves a skipped time forward by the gap', () => {
    expect(zonedToUtc('2026-03-08', '01:59').toISOString()).toBe('2026-03-08T09:59:00.000Z');
    expect(zonedToUtc('2026-03-08', '02:00').toISOString()).toBe('2026-03-08T10:00:00.000Z'); // = 03:00 PDT
    expect(zonedToUtc('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T10:30:00.000Z'); // = 03:30 PDT
    expect(zonedToUtc('2026-03-08', '03:00').toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it('fall back: takes the earlier (PDT) reading of an ambiguous time', () => {
    expect(zonedToUtc('2026-11-01', '00:59').toISOString()).toBe('2026-11-01T07:59:00.000Z');
    expect(zonedToUtc('2026-11-01', '01:00').toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(zonedToUtc('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T08:30:00.000Z');
    expect(zonedToUtc('2026-11-01', '02:00').toISOString()).toBe('2026-11-01T10:00:00.000Z');
  });

  it('rejects a malformed date or time', () => {
    for (const [date, time] of [
      ['2026-02-30', '08:00'],
      ['2026-13-01', '08:00'],
      ['x', '08:00'],
      ['2026-11-25', '24:00'],
      ['2026-11-25', '8:00'],
      ['2026-11-25', '08:60'],
    ] as const) {
      expect(() => zonedToUtc(date, time)).toThrow(RangeError);
    }
  });
});

describe('toPacific', () => {
  it('gives the LA date, time and weekday', () => {
    expect(toPacific(at('2026-11-25T07:30:00Z'))).toEqual({ date: '2026-11-24', time: '23:30', weekday: 2 });
    expect(toPacific(at('2027-01-01T07:59:00Z'))).toEqual({ date: '2026-12-31', time: '23:59', weekday: 4 });
    expect(toPacific(at('2027-01-01T08:00:00Z'))).toEqual({ date: '2027-01-01', time: '00:00', weekday: 5 });
    expect(toPacific(at('2026-07-01T19:00:00Z'))).toEqual({ date: '2026-07-01', time: '12:00', weekday: 3 });
  });

  it('follows daylight saving changes', () => {
    expect(toPacific(at('2026-03-08T09:59:59.999Z')).time).toBe('01:59');
    expect(toPacific(at('2026-03-08T10:00:00Z')).time).toBe('03:00');
    expect(toPacific(at('2026-11-01T08:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30', weekday: 0 }); // PDT
    expect(toPacific(at('2026-11-01T09:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30', weekday: 0 }); // PST
  });

  it('rejects an invalid Date', () => {
    expect(() => toPacific(new Date(NaN))).toThrow(RangeError);
  });
});

describe('closed dates', () => {
  it('parses one-off and recurring dates, separated by commas and/or spaces', () => {
    expect(parseClosedDates(' 2026-11-26, 12-25 01-01,,\n02-29 ')).toEqual(['2026-11-26', '12-25', '01-01', '02-29']);
    expect(parseClosedDates('12-25,12-25')).toEqual(['12-25']);
    expect(parseClosedDates('')).toEqual([]);
    expect(parseClosedDates('  ')).toEqual([]);
  });

  it('throws a RangeError naming the bad entry', () => {
    for (const bad of [
      '2026-02-30',
      '13-01',
      '12-32',
      '00-10',
      'xmas',
      '2026-1-1',
      '12/25',
      '2026-12-25T00:00',
      '1225',
    ]) {
      expect(() => parseClosedDates(`12-25, ${bad}`)).toThrow(RangeError);
      expect(() => parseClosedDates(`12-25, ${bad}`)).toThrow(`"${bad}"`);
    }
  });

  it('matches a one-off date in its year only and a recurring date every year', () => {
    expect(isClosedDate('2026-11-26', ['2026-11-26'])).toBe(true);
    expect(isClosedDate('2027-11-26', ['2026-11-26'])).toBe(false);
    expect(isClosedDate('2026-12-25', ['12-25'])).toBe(true);
    expect(isClosedDate('2031-12-25', ['12-25'])).toBe(true);
    expect(isClosedDate('2026-12-24', ['12-25'])).toBe(false);
    expect(isClosedDate('2026-12-25', [])).toBe(false);
  });
});

describe("the machine's time zone does not matter", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each([
    ['Asia/Seoul', -540],
    ['UTC', 0],
    ['Pacific/Kiritimati', -840],
    ['Pacific/Pago_Pago', 660],
  ])('gives the same answers with TZ=%s', (tz, offset) => {
    process.env.TZ = tz;
    // Proves the switch took effect (Node re-reads TZ when it is assigned).
    expect(new Date('2026-11-24T17:15:00Z').getTimezoneOffset()).toBe(offset);
    expect(earliest('2026-11-24T17:15:00Z').start).toBe('2026-11-25T18:00:00.000Z');
    expect(earliest('2026-03-07T18:00:00Z').start).toBe('2026-03-09T15:00:00.000Z');
    expect(toPacific(at('2026-11-25T07:30:00Z'))).toEqual({ date: '2026-11-24', time: '23:30', weekday: 2 });
    expect(zonedToUtc('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });
});

describe('special hours', () => {
  // Tue 2026-12-22 09:00 PST: the earliest day is Wed 12-23; Thu 12-24 closes at noon.
  const tuesday = at('2026-12-22T17:00:00Z');
  const eve = { date: '2026-12-24', opens: '08:00', closes: '12:00' };

  it('offers only the windows within the day’s hours', () => {
    const days = pickupDays(tuesday, { specialHours: [eve] }, 3);
    const thursday = days.find((d) => d.date === '2026-12-24');
    expect(thursday?.windows.map((w) => `${w.startLocal}-${w.endLocal}`)).toEqual(['08:00-10:00', '10:00-12:00']);
    // the other days keep the regular windows (Wednesday 08:00 is under 24 h away)
    expect(days.find((d) => d.date === '2026-12-23')?.windows.map((w) => w.startLocal)).toEqual([
      '10:00',
      '12:00',
      '14:00',
    ]);
  });

  it('clips a window the hours cut, and drops one cut under 30 minutes', () => {
    expect(windowsUnder({ date: '2026-12-24', opens: '09:00', closes: '12:20' })).toEqual([
      { start: '09:00', end: '10:00' },
      { start: '10:00', end: '12:00' },
    ]);
    expect(windowsUnder({ date: '2026-12-24', opens: '09:30', closes: '13:00' })).toEqual([
      { start: '09:30', end: '10:00' },
      { start: '10:00', end: '12:00' },
      { start: '12:00', end: '13:00' },
    ]);
    expect(windowsUnder(undefined)).toBe(PICKUP_WINDOWS);
  });

  it('a day whose hours leave no window is not offered, and its slots are refused', () => {
    const closedByHours = { date: '2026-12-24', opens: '16:00', closes: '18:00' };
    const days = pickupDays(tuesday, { specialHours: [closedByHours] }, 3);
    // (no holiday rules in this calendar: Friday 12-25 is open)
    expect(days.map((d) => d.date)).toEqual(['2026-12-23', '2026-12-25', '2026-12-28']);
    expect(pickupWindowFor('2026-12-24T08:00', tuesday, { specialHours: [closedByHours] })).toBeNull();
  });

  it('the server refuses a slot outside the hours that the regular day would offer', () => {
    expect(pickupWindowFor('2026-12-24T14:00', tuesday, { specialHours: [eve] })).toBeNull();
    expect(pickupWindowFor('2026-12-24T14:00', tuesday, [])).not.toBeNull();
    const clipped = pickupWindowFor('2026-12-24T10:00', tuesday, { specialHours: [{ ...eve, closes: '11:00' }] });
    expect(clipped?.end).toBe('2026-12-24T19:00:00.000Z'); // 11:00 PST
  });

  it('a closure wins over special hours on the same day', () => {
    const days = pickupDays(tuesday, { staffDates: ['2026-12-24'], specialHours: [eve] }, 2);
    expect(days.map((d) => d.date)).toEqual(['2026-12-23', '2026-12-25']);
  });

  it('isWallTime takes HH:MM only', () => {
    expect(['08:00', '23:59', '00:00'].every(isWallTime)).toBe(true);
    expect(['24:00', '8:00', '08:60', '08:00:00', ''].some(isWallTime)).toBe(false);
  });
});

describe('staff moving an order', () => {
  // Tuesday 2026-11-24 09:15 PST.
  const now = at('2026-11-24T17:15:00Z');

  it('may choose a window later the same day, which a buyer may not (24 h lead)', () => {
    expect(pickupWindowFor('2026-11-24T14:00', now, [])).toBeNull();
    expect(pickupWindowFor('2026-11-24T14:00', now, [], STAFF_PICKUP_LEAD_HOURS)?.start).toBe(
      '2026-11-24T22:00:00.000Z',
    );
    // the window under way and the ones before it stay refused
    expect(pickupWindowFor('2026-11-24T08:00', now, [], STAFF_PICKUP_LEAD_HOURS)).toBeNull();
  });

  it('moves an order off a closed day to the same hour of the next open day, skipping the weekend', () => {
    // Friday 11-27 is closed: Friday 10:00 → Monday 11-30 10:00 PST.
    expect(nextOpenWindow('2026-11-27', '10:00', now, ['2026-11-27'])).toMatchObject({
      slot: '2026-11-30T10:00',
      start: '2026-11-30T18:00:00.000Z',
    });
  });

  it("takes the day's first window when the hour is not offered that day, however long the closure", () => {
    const calendar = {
      specialHours: [{ date: '2026-11-25', opens: '12:00', closes: '16:00' }],
    };
    expect(nextOpenWindow('2026-11-24', '08:00', now, calendar)?.slot).toBe('2026-11-25T12:00');
    const everyDay = Array.from({ length: 40 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 25 + i)).toISOString().slice(0, 10),
    );
    // closed 11-25 to 01-03 (a Sunday): the Monday after
    expect(nextOpenWindow('2026-11-24', '08:00', now, everyDay)?.slot).toBe('2027-01-04T08:00');
  });
});
