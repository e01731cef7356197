// Runtime checks of the information pages' dictionaries. typesafe-i18n's types already make ko
// match en at compile time; these tests prove it for the objects the app really loads, and pin
// the business facts the specs require, so an edit that drops "Amex excluded" or changes a
// number fails here.
import { loadedLocales } from '@wholesale/i18n';
import { loadAllLocales } from '@wholesale/i18n/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  B2B_POINTS,
  COOKIE_KINDS,
  COOKIE_ROWS,
  FAQ_SECTIONS,
  ORDER_STEPS,
  TERMS_SECTIONS,
  TERMS_SECTION_EXTRAS,
} from './structure';

const NAMESPACES = ['packing', 'b2b', 'deal', 'faq', 'howToOrder', 'terms', 'cookiePolicy'] as const;
type Ns = (typeof NAMESPACES)[number];
type Dict = Record<string, unknown>;

function dict(locale: 'en' | 'ko', ns: Ns): Dict {
  const all = loadedLocales[locale] as unknown as Record<string, unknown>;
  const d = all[ns];
  if (typeof d !== 'object' || d === null) throw new Error(`${locale}/${ns} is not loaded`);
  return d as Dict;
}

/** Flattens nested objects to "a.b.c" → value. */
function flatten(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof obj !== 'object' || obj === null) {
    out.set(prefix, obj);
    return out;
  }
  for (const [k, v] of Object.entries(obj)) {
    for (const [pk, pv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(pk, pv);
  }
  return out;
}

/** Parameter names in a typesafe-i18n message: {n} or {n:number}. */
function params(s: string): string[] {
  return [...s.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1] as string).sort();
}

function allText(locale: 'en' | 'ko', ns: Ns): string {
  return [...flatten(dict(locale, ns)).values()].join('\n');
}

beforeAll(() => {
  loadAllLocales();
});

describe.each(NAMESPACES)('namespace %s', (ns) => {
  it('has the same keys in en and ko', () => {
    const en = [...flatten(dict('en', ns)).keys()].sort();
    const ko = [...flatten(dict('ko', ns)).keys()].sort();
    expect(en.length).toBeGreaterThan(3);
    expect(ko).toEqual(en);
  });

  it('has no empty or non-string message, in either language', () => {
    for (const locale of ['en', 'ko'] as const) {
      for (const [key, value] of flatten(dict(locale, ns))) {
        expect(typeof value, `${locale}/${ns}.${key}`).toBe('string');
        expect((value as string).trim(), `${locale}/${ns}.${key}`).not.toBe('');
      }
    }
  });

  it('uses the same parameters in en and ko', () => {
    const ko = flatten(dict('ko', ns));
    for (const [key, value] of flatten(dict('en', ns))) {
      expect(params(ko.get(key) as string), `${ns}.${key}`).toEqual(params(value as string));
    }
  });

  it('is really translated: most ko messages contain Hangul', () => {
    const values = [...flatten(dict('ko', ns)).values()] as string[];
    const korean = values.filter((v) => /[\uac00-\ud7a3]/.test(v));
    expect(korean.length / values.length).toBeGreaterThan(0.8);
  });
});

describe('page structure matches the dictionaries', () => {
  it('FAQ: the six sections, each with exactly the listed q/a pairs', () => {
    expect(FAQ_SECTIONS.map((s) => s.key)).toEqual(['delivery', 'refund', 'purchase', 'bulk', 'cashCarry', 'allergen']);
    for (const locale of ['en', 'ko'] as const) {
      const faq = dict(locale, 'faq');
      for (const { key, count } of FAQ_SECTIONS) {
        const section = faq[key] as Dict;
        const expected = ['heading'];
        for (let i = 1; i <= count; i++) expected.push(`q${i}`, `a${i}`);
        expect(Object.keys(section).sort(), `${locale} faq.${key}`).toEqual(expected.sort());
      }
    }
  });

  it('Terms: the six sections in order, each listing every sub-section', () => {
    expect(TERMS_SECTIONS.map((s) => s.key)).toEqual(['tos', 'privacy', 'refund', 'payment', 'disclaimer', 'security']);
    const extras: readonly string[] = TERMS_SECTION_EXTRAS;
    for (const locale of ['en', 'ko'] as const) {
      const terms = dict(locale, 'terms');
      for (const { key, subs } of TERMS_SECTIONS) {
        const section = terms[key] as Dict;
        const inDict = Object.keys(section).filter((k) => !extras.includes(k));
        expect(inDict, `${locale} terms.${key}`).toEqual([...subs]);
      }
    }
  });

  it('B2B: exactly seven selling points', () => {
    expect(B2B_POINTS).toHaveLength(7);
    const b2b = dict('en', 'b2b');
    const points = Object.keys(b2b).filter((k) => /^p\d+$/.test(k));
    expect(points).toEqual([...B2B_POINTS]);
  });

  it('How to order: every step is rendered', () => {
    const steps = Object.keys(dict('en', 'howToOrder')).filter((k) => /^s\d+$/.test(k));
    expect(steps).toEqual([...ORDER_STEPS]);
  });

  it('Cookie policy: the four kinds and the four storage rows', () => {
    const c = dict('en', 'cookiePolicy');
    for (const k of COOKIE_KINDS) expect(c[k], k).toBeTypeOf('object');
    expect(Object.keys(c.rows as Dict)).toEqual([...COOKIE_ROWS]);
  });
});

describe('the specs’ facts are stated', () => {
  const cases: [Ns, string[], string[]][] = [
    [
      'packing',
      ['40°F (4°C)', '15 to 30 minutes', '30 lb', '20 lb', 'myoglobin', 'safe'],
      ['40°F(4°C)', '15~30분', '30파운드', '20파운드', '미오글로빈', '안전'],
    ],
    [
      'deal',
      ['5 lb', 'first 50', '50%', '5% off the balance', 'except American Express'],
      ['5파운드', '50곳', '50%', '잔액의 5%', 'American Express 제외'],
    ],
    [
      'faq',
      [
        'currently unavailable',
        'Los Angeles County',
        '$3,000',
        '$25',
        'within 24 hours',
        'photos',
        'all sales are final',
        'American Express',
        'sales tax',
        '1.5% per month',
        'Two or more missed pickups',
        'soy, wheat, sesame',
        'within 24 hours at our DTLA warehouse',
      ],
      [
        '이용하실 수 없습니다',
        'LA 카운티',
        '$3,000',
        '$25',
        '24시간 이내',
        '사진',
        '최종 판매',
        'American Express',
        '판매세',
        '월 1.5%',
        '두 번 이상',
        '대두, 밀, 참깨',
        '24시간 안에 DTLA 창고',
      ],
    ],
    [
      'howToOrder',
      ['California resale certificate', '1-2 business days', 'e-mail', '50%', 'balance'],
      ['재판매 증명서', '1~2일', '이메일', '50%', '잔액'],
    ],
    [
      'b2b',
      ['Monday to Friday, 8am to 3:30pm Pacific time'],
      ['월요일부터 금요일 오전 8시부터 오후 3시 30분(태평양 시간)'],
    ],
    [
      'cookiePolicy',
      ['30 days', 'httpOnly', 'local storage', 'We use none'],
      ['30일', 'httpOnly', '로컬 스토리지', '사용하지 않습니다'],
    ],
    [
      'terms',
      ['American Express is not accepted', '1.5% per month', 'within 24 hours', 'Two or more missed pickups'],
      ['American Express는 받지 않습니다', '월 1.5%', '24시간 이내', '두 번 이상'],
    ],
  ];
  it.each(cases)('%s', (ns, en, ko) => {
    const enText = allText('en', ns);
    const koText = allText('ko', ns);
    for (const fact of en) expect(enText, `en ${ns}`).toContain(fact);
    for (const fact of ko) expect(koText, `ko ${ns}`).toContain(fact);
  });
});
