import { describe, expect, it } from 'vitest';
import {
  addDays,
  bucketByDay,
  businessDate,
  changePercent,
  lastDays,
  monthRanges,
  startOfBusinessDay,
  weekRanges,
} from './business-calendar';

// Every instant below is written out by hand (PST = UTC−8, PDT = UTC−7; in 2026 PDT runs from
// Sunday 03-08 to Sunday 11-01, in 2025 until Sunday 11-02), never computed with the code under
// test. The suite is also run with TZ=Asia/Seoul and TZ=UTC: nothing may depend on the machine.
const at = (iso: string) => new Date(iso);
/** A BusinessRange spelled as ISO strings, for readable expectations. */
const iso = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];
const HOUR_MS = 3_600_000;

describe('businessDate: the LA calendar date of an instant', () => {
  it('an order at 2026-11-25 23:30 PST (2026-11-26T07:30Z) belongs to 2026-11-25', () => {
    expect(businessDate(at('2026-11-26T07:30:00Z'))).toBe('2026-11-25');
    expect(businessDate(at('2026-11-26T07:59:59.999Z'))).toBe('2026-11-25');
    expect(businessDate(at('2026-11-26T08:00:00Z'))).toBe('2026-11-26');
  });

  it('in summer the day turns at 07:00Z (PDT)', () => {
    expect(businessDate(at('2026-07-04T06:59:59Z'))).toBe('2026-07-03');
    expect(businessDate(at('2026-07-04T07:00:00Z'))).toBe('2026-07-04');
  });

  it('throws RangeError for an Invalid Date', () => {
    expect(() => businessDate(new Date(NaN))).toThrow(RangeError);
  });
});

describe('startOfBusinessDay: LA midnight as an instant', () => {
  it.each([
    ['2026-11-25', '2026-11-25T08:00:00.000Z'], // PST
    ['2026-07-04', '2026-07-04T07:00:00.000Z'], // PDT
    ['2026-03-08', '2026-03-08T08:00:00.000Z'], // spring-forward day starts in PST
    ['2026-03-09', '2026-03-09T07:00:00.000Z'],
    ['2026-11-01', '2026-11-01T07:00:00.000Z'], // fall-back day starts in PDT
    ['2026-11-02', '2026-11-02T08:00:00.000Z'],
  ])('%s → %s', (date, expected) => {
    expect(startOfBusinessDay(date).toISOString()).toBe(expected);
  });
});

describe('addDays: calendar arithmetic', () => {
  it.each([
    ['2026-11-25', 0, '2026-11-25'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'], // leap year
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-07', 2, '2026-03-09'], // across spring forward: still whole days
    ['2026-10-31', 2, '2026-11-02'], // across fall back
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s + %i → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('rejects non-dates and fractional days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-1-1', 1)).toThrow(RangeError);
    expect(() => addDays('', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-25', 1.5)).toThrow(RangeError);
  });
});

describe('weekRanges: Sunday 00:00 LA to the next Sunday', () => {
  it('Saturday 2026-11-21 23:59 PST (already Sunday in UTC) is still the week of Sunday 11-15', () => {
    const { current, previous } = weekRanges(at('2026-11-22T07:59:00Z'));
    expect(iso(current)).toEqual(['2026-11-15T08:00:00.000Z', '2026-11-22T08:00:00.000Z']);
    expect(iso(previous)).toEqual(['2026-11-08T08:00:00.000Z', '2026-11-15T08:00:00.000Z']);
  });

  it('Sunday 2026-11-22 00:00 PST starts a new week', () => {
    const { current, previous } = weekRanges(at('2026-11-22T08:00:00Z'));
    expect(iso(current)).toEqual(['2026-11-22T08:00:00.000Z', '2026-11-29T08:00:00.000Z']);
    expect(iso(previous)).toEqual(['2026-11-15T08:00:00.000Z', '2026-11-22T08:00:00.000Z']);
  });

  it('the fall-back week of 2026-11-01 starts at 07:00Z (PDT), ends at 08:00Z (PST): 169 hours', () => {
    const expected = ['2026-11-01T07:00:00.000Z', '2026-11-08T08:00:00.000Z'];
    // Sunday 00:30 PDT, the second 01:30 (PST), midweek, and Saturday 23:59 PST.
    for (const now of [
      '2026-11-01T07:30:00Z',
      '2026-11-01T09:30:00Z',
      '2026-11-04T20:00:00Z',
      '2026-11-08T07:59:00Z',
    ]) {
      const { current, previous } = weekRanges(at(now));
      expect(iso(current), now).toEqual(expected);
      expect(iso(previous), now).toEqual(['2026-10-25T07:00:00.000Z', '2026-11-01T07:00:00.000Z']);
    }
    const { current } = weekRanges(at('2026-11-04T20:00:00Z'));
    expect(current.end.getTime() - current.start.getTime()).toBe(169 * HOUR_MS);
  });

  it('the spring-forward week of 2026-03-08 starts at 08:00Z (PST), ends at 07:00Z (PDT): 167 hours', () => {
    const { current, previous } = weekRanges(at('2026-03-10T19:00:00Z')); // Tuesday 12:00 PDT
    expect(iso(current)).toEqual(['2026-03-08T08:00:00.000Z', '2026-03-15T07:00:00.000Z']);
    expect(iso(previous)).toEqual(['2026-03-01T08:00:00.000Z', '2026-03-08T08:00:00.000Z']);
    expect(current.end.getTime() - current.start.getTime()).toBe(167 * HOUR_MS);
  });

  it('Saturday 2026-03-07 23:30 PST belongs to the week before the change', () => {
    const { current } = weekRanges(at('2026-03-08T07:30:00Z'));
    expect(iso(current)).toEqual(['2026-03-01T08:00:00.000Z', '2026-03-08T08:00:00.000Z']);
  });

  it('throws RangeError for an Invalid Date', () => {
    expect(() => weekRanges(new Date(NaN))).toThrow(RangeError);
  });
});

describe('monthRanges: the 1st 00:00 LA to the next 1st', () => {
  it('January: the previous month is December of the previous year', () => {
    const { current, previous } = monthRanges(at('2026-01-15T20:00:00Z'));
    expect(iso(current)).toEqual(['2026-01-01T08:00:00.000Z', '2026-02-01T08:00:00.000Z']);
    expect(iso(previous)).toEqual(['2025-12-01T08:00:00.000Z', '2026-01-01T08:00:00.000Z']);
  });

  it('2025-12-31 23:30 PST (already January in UTC) is still December; November 1st 2025 was PDT', () => {
    const { current, previous } = monthRanges(at('2026-01-01T07:30:00Z'));
    expect(iso(current)).toEqual(['2025-12-01T08:00:00.000Z', '2026-01-01T08:00:00.000Z']);
    expect(iso(previous)).toEqual(['2025-11-01T07:00:00.000Z', '2025-12-01T08:00:00.000Z']);
  });

  it('March across spring forward: 1st 00:00 PST = 08:00Z, April 1st 00:00 PDT = 07:00Z', () => {
    const { current, previous } = monthRanges(at('2026-03-20T19:00:00Z'));
    expect(iso(current)).toEqual(['2026-03-01T08:00:00.000Z', '2026-04-01T07:00:00.000Z']);
    expect(iso(previous)).toEqual(['2026-02-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z']);
  });

  it('March 31 23:30 PDT (already April in UTC) is still March', () => {
    const { current } = monthRanges(at('2026-04-01T06:30:00Z'));
    expect(iso(current)).toEqual(['2026-03-01T08:00:00.000Z', '2026-04-01T07:00:00.000Z']);
  });

  it('November across fall back', () => {
    const { current, previous } = monthRanges(at('2026-11-25T20:00:00Z'));
    expect(iso(current)).toEqual(['2026-11-01T07:00:00.000Z', '2026-12-01T08:00:00.000Z']);
    expect(iso(previous)).toEqual(['2026-10-01T07:00:00.000Z', '2026-11-01T07:00:00.000Z']);
  });
});

describe('lastDays: the chart days, oldest first, today included', () => {
  const hours = (d: { start: Date; end: Date }) => (d.end.getTime() - d.start.getTime()) / HOUR_MS;

  it('7 days across spring forward: 2026-03-08 is 23 hours long', () => {
    const days = lastDays(at('2026-03-10T19:00:00Z'), 7); // Tuesday 12:00 PDT
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(iso(days[0]!)).toEqual(['2026-03-04T08:00:00.000Z', '2026-03-05T08:00:00.000Z']);
    expect(iso(days[4]!)).toEqual(['2026-03-08T08:00:00.000Z', '2026-03-09T07:00:00.000Z']);
    expect(iso(days[5]!)).toEqual(['2026-03-09T07:00:00.000Z', '2026-03-10T07:00:00.000Z']);
    expect(iso(days[6]!)).toEqual(['2026-03-10T07:00:00.000Z', '2026-03-11T07:00:00.000Z']);
    expect(days.map(hours)).toEqual([24, 24, 24, 24, 23, 24, 24]);
  });

  it('30 days across fall back: 2026-11-01 is 25 hours long, and the days leave no gaps', () => {
    const days = lastDays(at('2026-11-20T18:00:00Z'), 30); // Friday 10:00 PST
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2026-10-22');
    expect(days[29]!.date).toBe('2026-11-20');
    expect(iso(days[0]!)).toEqual(['2026-10-22T07:00:00.000Z', '2026-10-23T07:00:00.000Z']);
    const fallBack = days.find((d) => d.date === '2026-11-01')!;
    expect(iso(fallBack)).toEqual(['2026-11-01T07:00:00.000Z', '2026-11-02T08:00:00.000Z']);
    expect(iso(days[29]!)).toEqual(['2026-11-20T08:00:00.000Z', '2026-11-21T08:00:00.000Z']);
    expect(days.filter((d) => hours(d) !== 24).map((d) => [d.date, hours(d)])).toEqual([['2026-11-01', 25]]);
    for (let i = 1; i < days.length; i += 1) expect(days[i]!.start).toEqual(days[i - 1]!.end);
  });

  it('today is the LA date: at 2026-11-25 23:30 PST the last day is 11-25, not 11-26', () => {
    const days = lastDays(at('2026-11-26T07:30:00Z'), 7);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('rejects a negative or fractional count', () => {
    expect(() => lastDays(at('2026-11-25T20:00:00Z'), -1)).toThrow(RangeError);
    expect(() => lastDays(at('2026-11-25T20:00:00Z'), 7.5)).toThrow(RangeError);
    expect(lastDays(at('2026-11-25T20:00:00Z'), 0)).toEqual([]);
  });
});

describe('bucketByDay: cents per LA day', () => {
  it('events just before and after LA midnight go to the right day; outside days are dropped', () => {
    const days = [{ date: '2026-11-24' }, { date: '2026-11-25' }];
    const events = [
      { at: at('2026-11-25T07:59:59.999Z'), cents: 100 }, // 11-24 23:59:59.999 PST
      { at: at('2026-11-25T08:00:00.000Z'), cents: 2_000 }, // 11-25 00:00 PST
      { at: at('2026-11-26T07:30:00.000Z'), cents: 30_000 }, // 11-25 23:30 PST (11-26 in UTC)
      { at: at('2026-11-26T08:00:00.000Z'), cents: 400_000 }, // 11-26 00:00 PST: dropped
      { at: at('2026-11-24T07:59:00.000Z'), cents: 5_000_000 }, // 11-23 23:59 PST: dropped
      { at: at('2026-11-24T08:00:00.000Z'), cents: 7 }, // 11-24 00:00 PST
    ];
    expect(bucketByDay(days, events)).toEqual([107, 32_000]);
  });

  it('the 25-hour fall-back day keeps its last hour (23:30 PST = 07:30Z the next day)', () => {
    const days = [{ date: '2026-10-31' }, { date: '2026-11-01' }, { date: '2026-11-02' }];
    const events = [
      { at: at('2026-11-01T06:59:00Z'), cents: 1 }, // 10-31 23:59 PDT
      { at: at('2026-11-01T07:00:00Z'), cents: 10 }, // 11-01 00:00 PDT
      { at: at('2026-11-01T09:30:00Z'), cents: 100 }, // 11-01 the second 01:30 (PST)
      { at: at('2026-11-02T07:30:00Z'), cents: 1_000 }, // 11-01 23:30 PST
      { at: at('2026-11-02T08:00:00Z'), cents: 10_000 }, // 11-02 00:00 PST
    ];
    expect(bucketByDay(days, events)).toEqual([1, 1_110, 10_000]);
  });

  it('works with lastDays, keeps its order, and drops Invalid Dates', () => {
    const days = lastDays(at('2026-03-10T19:00:00Z'), 7);
    const events = [
      { at: at('2026-03-09T06:59:00Z'), cents: 5 }, // 03-08 23:59 PDT: the 23-hour day
      { at: at('2026-03-04T08:00:00Z'), cents: 3 }, // 03-04 00:00 PST: the oldest day
      { at: new Date(NaN), cents: 999 },
    ];
    expect(bucketByDay(days, events)).toEqual([3, 0, 0, 0, 5, 0, 0]);
    expect(bucketByDay(days, [])).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(bucketByDay([], events)).toEqual([]);
  });
});

describe('changePercent', () => {
  it('null when there is nothing to compare with', () => {
    expect(changePercent(0, 0)).toBeNull();
    expect(changePercent(12_345, 0)).toBeNull();
  });

  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [0, 100, -100],
    [300, 100, 200],
    [100, 100, 0],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [4, 3, 33.3],
    [17, 16, 6.3], // exactly +6.25 %: halves round away from zero…
    [15, 16, -6.3], // …in both directions
    [-50, -100, 50], // a negative base (refunds): going from −100 to −50 is up
  ])('%i vs %i → %d %%', (current, previous, expected) => {
    expect(changePercent(current, previous)).toBe(expected);
  });

  it('a drop too small to show is 0, not −0', () => {
    expect(changePercent(99_999, 100_000)).toBe(0);
    expect(changePercent(100_001, 100_000)).toBe(0);
  });
});
