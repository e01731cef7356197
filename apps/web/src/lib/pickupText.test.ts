import { afterEach, describe, expect, it } from 'vitest';
import * as text from './pickupText';
import { plain } from '../testing/texts';

// The texts use no-break spaces inside the day, the window and the zone; read as plain spaces here.
const formatPickupWindow = (...args: Parameters<typeof text.formatPickupWindow>) =>
  plain(text.formatPickupWindow(...args));
const formatPacificDay = (...args: Parameters<typeof text.formatPacificDay>) => plain(text.formatPacificDay(...args));
const formatPacificMoment = (...args: Parameters<typeof text.formatPacificMoment>) =>
  plain(text.formatPacificMoment(...args));

const NOW = new Date('2026-06-01T12:00:00Z');
const en = (start: string, end: string, now = NOW) => formatPickupWindow(start, end, 'en', 'PT', now);
const ko = (start: string, end: string, now = NOW) => formatPickupWindow(start, end, 'ko', '태평양 시간', now);

describe('pickup window text (America/Los_Angeles)', () => {
  it('writes the day, the window and the zone in both languages', () => {
    // 2026-11-25 is a Wednesday; PST is UTC-8.
    expect(en('2026-11-25T16:00:00.000Z', '2026-11-25T18:00:00.000Z')).toBe('Wed, Nov 25 · 8:00–10:00 AM PT');
    expect(ko('2026-11-25T16:00:00.000Z', '2026-11-25T18:00:00.000Z')).toBe(
      '11월 25일 (수) 오전 8:00–10:00 태평양 시간',
    );
  });

  it('names both halves of the day when the window crosses noon, one when it does not', () => {
    expect(en('2026-11-25T18:00:00Z', '2026-11-25T20:00:00Z')).toBe('Wed, Nov 25 · 10:00 AM–12:00 PM PT');
    expect(ko('2026-11-25T18:00:00Z', '2026-11-25T20:00:00Z')).toBe('11월 25일 (수) 오전 10:00–오후 12:00 태평양 시간');
    expect(en('2026-11-25T20:00:00Z', '2026-11-25T22:00:00Z')).toBe('Wed, Nov 25 · 12:00–2:00 PM PT');
    expect(en('2026-11-25T22:00:00Z', '2026-11-25T23:30:00Z')).toBe('Wed, Nov 25 · 2:00–3:30 PM PT');
    expect(ko('2026-11-25T22:00:00Z', '2026-11-25T23:30:00Z')).toBe('11월 25일 (수) 오후 2:00–3:30 태평양 시간');
  });

  it('keeps 8:00 AM across the spring-forward weekend (PST Friday, PDT Monday)', () => {
    // Daylight saving starts Sunday 2026-03-08: UTC-8 before, UTC-7 after.
    expect(en('2026-03-06T16:00:00Z', '2026-03-06T18:00:00Z')).toBe('Fri, Mar 6 · 8:00–10:00 AM PT');
    expect(en('2026-03-09T15:00:00Z', '2026-03-09T17:00:00Z')).toBe('Mon, Mar 9 · 8:00–10:00 AM PT');
    expect(ko('2026-03-09T15:00:00Z', '2026-03-09T17:00:00Z')).toBe('3월 9일 (월) 오전 8:00–10:00 태평양 시간');
  });

  it('keeps 8:00 AM across the fall-back weekend (PDT Friday, PST Monday)', () => {
    // Daylight saving ends Sunday 2026-11-01.
    expect(en('2026-10-30T15:00:00Z', '2026-10-30T17:00:00Z')).toBe('Fri, Oct 30 · 8:00–10:00 AM PT');
    expect(en('2026-11-02T16:00:00Z', '2026-11-02T18:00:00Z')).toBe('Mon, Nov 2 · 8:00–10:00 AM PT');
    expect(ko('2026-11-02T22:00:00Z', '2026-11-02T23:30:00Z')).toBe('11월 2일 (월) 오후 2:00–3:30 태평양 시간');
  });

  it('uses the Pacific day, not the UTC one, late in the afternoon', () => {
    // 15:30 PDT on Friday 2026-07-10 is already Saturday in UTC.
    expect(en('2026-07-10T21:00:00Z', '2026-07-10T22:30:00Z')).toBe('Fri, Jul 10 · 2:00–3:30 PM PT');
    expect(formatPacificDay('2026-07-11T02:00:00Z', 'en', NOW)).toBe('Fri, Jul 10');
  });

  it('adds the year only when it is not the current one (in Los Angeles)', () => {
    expect(en('2025-12-01T16:00:00Z', '2025-12-01T18:00:00Z')).toBe('Mon, Dec 1, 2025 · 8:00–10:00 AM PT');
    expect(ko('2025-12-01T16:00:00Z', '2025-12-01T18:00:00Z')).toBe('2025년 12월 1일 (월) 오전 8:00–10:00 태평양 시간');
    // New Year's Eve evening in LA is already January 1st in UTC: still "this year" there.
    const eve = new Date('2027-01-01T05:00:00Z');
    expect(en('2026-12-31T16:00:00Z', '2026-12-31T18:00:00Z', eve)).toBe('Thu, Dec 31 · 8:00–10:00 AM PT');
  });

  it('wraps only between the day, the window and the zone', () => {
    const breaks = (s: string | null) => (s ?? '').split(' ');
    expect(breaks(text.formatPickupWindow('2026-11-25T18:00:00Z', '2026-11-25T20:00:00Z', 'en', 'PT', NOW))).toEqual([
      'Wed,\u00a0Nov\u00a025\u00a0·',
      '10:00\u00a0AM–12:00\u00a0PM',
      'PT',
    ]);
    expect(
      breaks(text.formatPickupWindow('2026-11-25T18:00:00Z', '2026-11-25T20:00:00Z', 'ko', '태평양 시간', NOW)),
    ).toEqual(['11월\u00a025일\u00a0(수)', '오전\u00a010:00–오후\u00a012:00', '태평양\u00a0시간']);
  });

  it('gives null for an order without a window, or a malformed one', () => {
    expect(en('', '')).toBeNull();
    expect(formatPickupWindow(null, null, 'en', 'PT')).toBeNull();
    expect(en('2026-11-25T16:00:00Z', 'not a date')).toBeNull();
  });

  it('writes out a window spanning two days in full', () => {
    expect(en('2026-11-25T16:00:00Z', '2026-11-26T18:00:00Z')).toBe(
      'Wed, Nov 25 · 8:00 AM – Thu, Nov 26 · 10:00 AM PT',
    );
  });

  it('writes moments in Pacific time', () => {
    expect(formatPacificMoment('2026-11-20T23:05:00Z', 'en', 'PT', NOW)).toBe('Fri, Nov 20 · 3:05 PM PT');
    expect(formatPacificMoment('2026-11-20T23:05:00Z', 'ko', '태평양 시간', NOW)).toBe(
      '11월 20일 (금) 오후 3:05 태평양 시간',
    );
    expect(formatPacificMoment('2026-11-21T08:00:00Z', 'en', 'PT', NOW)).toBe('Sat, Nov 21 · 12:00 AM PT');
    expect(formatPacificMoment('garbage', 'en', 'PT', NOW)).toBe('garbage');
  });

  describe("whatever the device's zone", () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });
    for (const zone of ['Asia/Seoul', 'Pacific/Kiritimati', 'UTC', 'America/New_York']) {
      it(`in ${zone}`, () => {
        process.env.TZ = zone;
        expect(en('2026-03-09T15:00:00Z', '2026-03-09T17:00:00Z')).toBe('Mon, Mar 9 · 8:00–10:00 AM PT');
        expect(ko('2026-11-25T22:00:00Z', '2026-11-25T23:30:00Z')).toBe('11월 25일 (수) 오후 2:00–3:30 태평양 시간');
      });
    }
  });
});

describe('the pre-selected pickup day, said plainly', () => {
  const relative = (...args: Parameters<typeof text.formatRelativePickupDay>) =>
    plain(text.formatRelativePickupDay(...args));
  const choice = (...args: Parameters<typeof text.formatPickupChoice>) => plain(text.formatPickupChoice(...args));
  // Thursday 2026-11-26, 10:00 PST; the window starts Friday 2026-11-27 08:00 PST.
  const thursday = new Date('2026-11-26T18:00:00Z');
  const friday8 = '2026-11-27T16:00:00.000Z';

  it('"Tomorrow, Fri Nov 27" / "내일, 11월 27일 (금)"', () => {
    expect(relative(friday8, 'en', thursday)).toBe('Tomorrow, Fri Nov 27');
    expect(relative(friday8, 'ko', thursday)).toBe('내일, 11월 27일 (금)');
  });

  it('tomorrow on the warehouse clock, not the device’s: late Thursday evening in LA is already Friday in UTC', () => {
    const lateThursday = new Date('2026-11-27T07:30:00Z'); // Thu 23:30 PST
    expect(relative(friday8, 'en', lateThursday)).toBe('Tomorrow, Fri Nov 27');
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Seoul';
      expect(relative(friday8, 'ko', lateThursday)).toBe('내일, 11월 27일 (금)');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('a later day is written as the day chips write it; today is "Today"', () => {
    // Wednesday before Thanksgiving: the first open day is Monday.
    expect(relative('2026-11-30T16:00:00.000Z', 'en', new Date('2026-11-25T18:00:00Z'))).toBe('Mon, Nov 30');
    expect(relative('2026-11-30T16:00:00.000Z', 'ko', new Date('2026-11-25T18:00:00Z'))).toBe('11월 30일 (월)');
    expect(relative(friday8, 'en', new Date('2026-11-27T09:00:00Z'))).toBe('Today, Fri Nov 27');
    expect(relative('garbage', 'en', thursday)).toBe('garbage');
  });

  it('with the window and the zone', () => {
    expect(choice(friday8, '2026-11-27T18:00:00.000Z', 'en', 'PT', thursday)).toBe(
      'Tomorrow, Fri Nov 27 · 8:00–10:00 AM PT',
    );
    expect(choice(friday8, '2026-11-27T18:00:00.000Z', 'ko', '태평양 시간', thursday)).toBe(
      '내일, 11월 27일 (금) 오전 8:00–10:00 태평양 시간',
    );
  });
});

describe('calendar days and wall times (standing orders)', () => {
  const day = (...args: Parameters<typeof text.formatCalendarDay>) => plain(text.formatCalendarDay(...args));
  const time = (...args: Parameters<typeof text.formatWallTime>) => plain(text.formatWallTime(...args));

  it('writes a date of the warehouse calendar as it is, whatever the season', () => {
    // 2026-12-03 is a Thursday (PST); 2026-07-02 one too (PDT); 2026-03-08 the spring-forward Sunday.
    expect(day('2026-12-03', 'en', NOW)).toBe('Thu, Dec 3');
    expect(day('2026-12-03', 'ko', NOW)).toBe('12월 3일 (목)');
    expect(day('2026-07-02', 'en', NOW)).toBe('Thu, Jul 2');
    expect(day('2026-03-08', 'en', NOW)).toBe('Sun, Mar 8');
    expect(day('2026-11-01', 'ko', NOW)).toBe('11월 1일 (일)');
  });

  it('names the year when it is not the current one, and leaves a malformed date alone', () => {
    expect(day('2027-01-07', 'en', NOW)).toBe('Thu, Jan 7, 2027');
    expect(day('2027-01-07', 'ko', NOW)).toBe('2027년 1월 7일 (목)');
    expect(day('soon', 'en', NOW)).toBe('soon');
  });

  it('writes a window start in both languages, with the zone when asked', () => {
    expect(time('10:00', 'en')).toBe('10:00 AM');
    expect(time('10:00', 'ko')).toBe('오전 10:00');
    expect(time('12:00', 'en', 'PT')).toBe('12:00 PM PT');
    expect(time('14:30', 'ko', '태평양 시간')).toBe('오후 2:30 태평양 시간');
    expect(time('00:05', 'en')).toBe('12:05 AM');
    expect(time('25:00', 'en')).toBe('25:00');
  });

  it('keeps a time and its zone together on a narrow screen', () => {
    expect(text.formatWallTime('10:00', 'ko', '태평양 시간')).toBe('오전\u00a010:00 태평양\u00a0시간');
    expect(text.formatCalendarDay('2026-12-03', 'en', NOW)).toBe('Thu,\u00a0Dec\u00a03');
  });
});
