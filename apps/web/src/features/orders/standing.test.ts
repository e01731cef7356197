import { en, ko } from '../../testing/dictionaries';
import { describe, expect, it } from 'vitest';
import {
  actionDoneText,
  everyText,
  lastOrderText,
  mayRepeat,
  nextOrderText,
  scheduleOf,
  scheduleText,
  skipText,
  standingLineText,
  unskipText,
  standingOf,
  weekdayWords,
  whenText,
  withStanding,
  type StandingOrder,
} from './standing';
import { expectKoreanLikeEnglish, plain } from '../../testing/texts';

const NOW = new Date('2026-11-20T12:00:00Z');

const standing = (over: Partial<StandingOrder> = {}): StandingOrder => ({
  id: 5,
  source_order_id: 41,
  every_weeks: 1,
  // 2026-12-03 is a Thursday
  weekday: 4,
  window_start: '10:00',
  lines: [
    {
      item_id: 1,
      quantity: 2,
      name: 'Beef short rib',
      name_ko: '소갈비',
      spec: '20 lb - 10 lb x 2 packs',
      available: true,
    },
    { item_id: 2, quantity: 3, name: 'Pork belly', name_ko: '', spec: 'C.W. (Catch Weights)', available: false },
  ],
  note: null,
  paused: false,
  ended: false,
  next_pickup_date: '2026-12-03',
  // 6:00 AM in Los Angeles (PST), three days before
  next_made_at: '2026-11-30T14:00:00.000Z',
  skipped: null,
  last_order: null,
  created_at: '2026-11-19T20:00:00.000Z',
  ...over,
});

describe('a standing order’s schedule, in words', () => {
  it('names the weekday as a schedule does, Sunday first', () => {
    expect(weekdayWords(en, 4)).toBe('Thursdays');
    expect(weekdayWords(en, 0)).toBe('Sundays');
    expect(weekdayWords(en, 6)).toBe('Saturdays');
    expect(weekdayWords(ko, 4)).toBe('목요일');
    expect(weekdayWords(ko, 1)).toBe('월요일');
  });

  it('says how often, on which day and at what time on the warehouse’s clock', () => {
    expect(plain(scheduleText(en, 'en', standing()))).toBe('Repeats every week on Thursdays at 10:00 AM PT.');
    expect(plain(scheduleText(en, 'en', standing({ every_weeks: 2, weekday: 1, window_start: '13:00' })))).toBe(
      'Repeats every 2 weeks on Mondays at 1:00 PM PT.',
    );
    expect(plain(scheduleText(ko, 'ko', standing()))).toBe('매주 목요일 오전 10:00 태평양 시간에 반복됩니다.');
    expect(plain(scheduleText(ko, 'ko', standing({ every_weeks: 2 })))).toBe(
      '2주마다 목요일 오전 10:00 태평양 시간에 반복됩니다.',
    );
    expect(plain(whenText(en, 'en', standing()))).toBe('Thursdays at 10:00 AM PT');
    expect(plain(whenText(ko, 'ko', standing()))).toBe('목요일 오전 10:00 태평양 시간');
    expect(everyText(en, 1)).toBe('Every week');
    expect(everyText(ko, 2)).toBe('2주마다');
  });

  it('says when the next order is made and for which pickup, or that it is paused', () => {
    expect(plain(nextOrderText(en, 'en', standing(), NOW))).toBe(
      'Next order: made Mon, Nov 30 for Thu, Dec 3 — we e-mail you a preview to change or skip.',
    );
    expect(plain(nextOrderText(ko, 'ko', standing(), NOW))).toBe(
      '다음 주문: 12월 3일 (목) 픽업 주문을 11월 30일 (월)에 만들어 미리 보기를 이메일로 보내 드립니다. 변경하거나 건너뛰실 수 있습니다.',
    );
    expect(nextOrderText(en, 'en', standing({ paused: true }), NOW)).toBe(
      'Paused: no orders are made until you resume.',
    );
    // made in one year for a pickup in the next: both say their year when it is not this one
    const newYear = standing({ next_pickup_date: '2027-01-01', next_made_at: '2026-12-29T14:00:00.000Z' });
    expect(plain(nextOrderText(en, 'en', newYear, NOW))).toBe(
      'Next order: made Tue, Dec 29 for Fri, Jan 1, 2027 — we e-mail you a preview to change or skip.',
    );
  });

  it('names the day Skip skips, and each product with its quantity in the page’s language', () => {
    expect(plain(skipText(en, 'en', standing(), NOW))).toBe('Skip Thu, Dec 3');
    expect(plain(skipText(ko, 'ko', standing(), NOW))).toBe('12월 3일 (목) 건너뛰기');
    const [rib, belly] = standing().lines;
    expect(standingLineText(en, 'en', rib!)).toBe('Beef short rib: 2 boxes');
    expect(standingLineText(ko, 'ko', rib!)).toBe('소갈비: 2박스');
    // no Korean name: the English one; catch weight counts packs
    expect(standingLineText(ko, 'ko', belly!)).toBe('Pork belly: 3팩');
    expect(plain(lastOrderText(en, 'en', { id: 9, order_number: 'WS-100123', pickup_date: '2026-11-26' }, NOW))).toBe(
      'WS-100123, pickup Thu, Nov 26',
    );
  });
});

describe('what an action says once done', () => {
  const before = standing();
  it('skip: the day skipped and the next one', () => {
    const after = standing({ next_pickup_date: '2026-12-10', next_made_at: '2026-12-07T14:00:00.000Z' });
    expect(plain(actionDoneText(en, 'en', { kind: 'skip' }, before, after, NOW))).toBe(
      'Skipped Thu, Dec 3. Next pickup: Thu, Dec 10.',
    );
    expect(plain(actionDoneText(ko, 'ko', { kind: 'skip' }, before, after, NOW))).toBe(
      '12월 3일 (목) 주문을 건너뛰었습니다. 다음 픽업: 12월 10일 (목).',
    );
  });
  it('a skip undone: the week back, and the button only while there is one to bring back', () => {
    const skipped = standing({ next_pickup_date: '2026-12-10', skipped: '2026-12-03' });
    expect(plain(unskipText(en, 'en', skipped, NOW)!)).toBe('Bring back Thu, Dec 3');
    expect(plain(unskipText(ko, 'ko', skipped, NOW)!)).toBe('12월 3일 (목) 다시 주문하기');
    expect(unskipText(en, 'en', standing(), NOW)).toBeNull();
    expect(plain(actionDoneText(en, 'en', { kind: 'unskip' }, skipped, before, NOW))).toBe(
      'Thu, Dec 3 is back: its order is made as usual.',
    );
  });
  it('pause, resume, how often, end', () => {
    expect(actionDoneText(en, 'en', { kind: 'pause', paused: true }, before, standing({ paused: true }), NOW)).toBe(
      'Paused. No orders are made until you resume.',
    );
    expect(
      plain(actionDoneText(en, 'en', { kind: 'pause', paused: false }, standing({ paused: true }), before, NOW)),
    ).toBe('Resumed. Next pickup: Thu, Dec 3.');
    expect(
      plain(actionDoneText(en, 'en', { kind: 'every', every_weeks: 2 }, before, standing({ every_weeks: 2 }), NOW)),
    ).toBe('Now every 2 weeks. Next pickup: Thu, Dec 3.');
    expect(plain(actionDoneText(ko, 'ko', { kind: 'every', every_weeks: 1 }, before, before, NOW))).toBe(
      '이제 매주 반복됩니다. 다음 픽업: 12월 3일 (목).',
    );
    expect(actionDoneText(en, 'en', { kind: 'end' }, before, standing({ ended: true }), NOW)).toBe(
      'Your standing order was ended. Orders already made stay as they are.',
    );
  });
});

describe('the list and the order page', () => {
  it('keeps the server’s answer in place, adds a new one last, drops an ended one', () => {
    const a = standing({ id: 1 });
    const b = standing({ id: 2 });
    const c = standing({ id: 3 });
    expect(withStanding([a, b, c], { ...b, paused: true }).map((s) => [s.id, s.paused])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(withStanding([a], b).map((s) => s.id)).toEqual([1, 2]);
    expect(withStanding(undefined, a).map((s) => s.id)).toEqual([1]);
    expect(withStanding([a, b, c], { ...b, ended: true }).map((s) => s.id)).toEqual([1, 3]);
  });

  it('finds the standing order an order repeats (the newest), or the one that made it (any cycle)', () => {
    const list = [
      standing({ id: 1, source_order_id: 41 }),
      standing({ id: 4, source_order_id: 41 }),
      standing({ id: 2, source_order_id: 7 }),
    ];
    const order = (id: number, standing_order_id: number | null = null) => ({ id, standing_order_id });
    expect(standingOf(list, order(41))?.id).toBe(4);
    expect(standingOf(list, order(7))?.id).toBe(2);
    // an order of an earlier cycle names its standing order
    expect(standingOf(list, order(90, 2))?.id).toBe(2);
    expect(standingOf(list, order(8))).toBeNull();
    expect(standingOf([standing({ source_order_id: 8, ended: true })], order(8))).toBeNull();
  });

  it('offers Repeat only for an order with a window that is neither declined nor cancelled', () => {
    const start = '2026-11-26T18:00:00.000Z';
    expect(mayRepeat({ pickup_start: start, order_status: 'pending' })).toBe(true);
    expect(mayRepeat({ pickup_start: start, order_status: 'complete' })).toBe(true);
    expect(mayRepeat({ pickup_start: start, order_status: 'cancelled' })).toBe(false);
    expect(mayRepeat({ pickup_start: start, order_status: 'declined' })).toBe(false);
    expect(mayRepeat({ pickup_start: null, order_status: 'pending' })).toBe(false);
  });

  it('reads the weekday and window start of an order’s pickup in Los Angeles', () => {
    // 10:00 AM PST on Thursday, Nov 26; 6:00 PM PDT on a Wednesday is Thursday in UTC
    expect(scheduleOf('2026-11-26T18:00:00.000Z')).toEqual({ weekday: 4, window_start: '10:00' });
    expect(scheduleOf('2026-07-02T01:00:00.000Z')).toEqual({ weekday: 3, window_start: '18:00' });
    expect(scheduleOf('nonsense')).toBeNull();
  });
});

describe('standing dictionary', () => {
  it('has every English key in Korean, non-empty, with the same parameters', () => {
    expectKoreanLikeEnglish('buyerOrders.standing', 40);
  });

  it('keeps the empty state naming the button it points to', () => {
    for (const LL of [en, ko]) expect(LL.buyerOrders.standing.empty()).toContain(LL.buyerOrders.standing.repeat());
  });
});
