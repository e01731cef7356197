import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en, ko } from '../testing/dictionaries';
import { ERROR_CODES, PARAMETRISED_CODES, withParams, type ErrorCode } from '@wholesale/contract';
import { describe, expect, it } from 'vitest';
import { readFailure } from './failure';
import { codeText, refusalText } from './serverErrorText';

/** Values for every parameter a code's texts may take. */
const SAMPLE = {
  minutes: 3,
  seconds: 150,
  hours: 5,
  limit: 20,
  names: 'Pork Belly',
  date: '2026-11-26',
  name: 'Brisket',
  weighed: '45.00',
  low: '5.00',
  high: '45.00',
  estimate: '15.00',
  cutoff: '2026-11-25T01:00:00.000Z',
  due: '12.50',
  total: '129.00',
};

describe('the web has words for every code the server sends', () => {
  const codes = Object.keys(ERROR_CODES);

  it('an English and a Korean text for each, different from each other where the words are', () => {
    expect(codes.length).toBeGreaterThan(100);
    const missing = codes.filter(
      (code) => codeText(en, code, SAMPLE) === null || codeText(ko, code, SAMPLE, 'ko') === null,
    );
    expect(missing).toEqual([]);
    const hangul = /[\uac00-\ud7a3]/;
    const untranslated = codes.filter((code) => !hangul.test(codeText(ko, code, SAMPLE, 'ko') ?? ''));
    expect(untranslated).toEqual([]);
  });

  it('fills in the parameters of a parametrised code, in both languages', () => {
    for (const code of PARAMETRISED_CODES) {
      for (const [LL, locale] of [
        [en, 'en'],
        [ko, 'ko'],
      ] as const) {
        const text = codeText(LL, code, SAMPLE, locale) ?? '';
        expect(text, `${locale} ${code}`).not.toMatch(/\{|\}/);
      }
    }
    expect(codeText(ko, 'accounts.tooManyLoginAttempts', { minutes: 7 }, 'ko')).toContain('7분');
    expect(codeText(en, 'accounts.tooManyLoginAttempts', { minutes: 1 })).toBe(
      'Too many login attempts. Please try again in 1 minute.',
    );
    // a wait in seconds is told in its largest readable unit
    expect(codeText(ko, 'limits.signup', { seconds: 42 }, 'ko')).toContain('42초');
    expect(codeText(en, 'limits.signup', { seconds: 150 })).toContain('in 3 minutes.');
    expect(codeText(en, 'orders.pickupDayClosed', { date: '2026-11-26' })).toContain('Thursday, November 26, 2026');
    expect(codeText(ko, 'orders.pickupDayClosed', { date: '2026-11-26' }, 'ko')).toContain('2026년 11월 26일');
    // an order's cutoff, on the warehouse's clock (Tue Nov 24 2026, 5:00 PM PST)
    expect(codeText(en, 'orders.cutoffPassed', { cutoff: '2026-11-25T01:00:00.000Z' })).toMatch(
      /^Changes to this order closed Tue,\sNov\s24\s·\s5:00\sPM PT\./,
    );
    expect(codeText(ko, 'orders.cutoffPassed', { cutoff: '2026-11-25T01:00:00.000Z' }, 'ko')).toContain(
      '11월\u00a024일\u00a0(화) 오후\u00a05:00(태평양 시간)',
    );
  });

  it('words every code in English exactly as the server does: one catalogue for both', () => {
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      expect(codeText(en, code, SAMPLE), code).toBe(withParams({ code, message: ERROR_CODES[code] }, SAMPLE).message);
    }
  });

  it('shows the server’s message for a code it does not know, and nothing for no answer', () => {
    expect(codeText(en, 'orders.somethingNew')).toBeNull();
    expect(codeText(en, 'nonsense')).toBeNull();
    const somethingNew = { code: 'orders.somethingNew' as ErrorCode, params: null, message: 'Something new' };
    expect(refusalText(ko, somethingNew, 'ko')).toBe('Something new');
    expect(refusalText(ko, { code: null, params: null, message: null }, 'ko')).toBe(ko.serverErrors.common.internal());
  });
});

describe('reading a failure', () => {
  it('from a tRPC error: the status, code, params and fields in its data', () => {
    const err = {
      message: 'Invalid email address',
      data: {
        code: 'BAD_REQUEST',
        httpStatus: 400,
        errorCode: 'validation.email',
        params: null,
        fields: { email: { code: 'validation.email', message: 'Invalid email address' } },
      },
    };
    expect(readFailure(err)).toEqual({
      status: 400,
      code: 'validation.email',
      params: null,
      message: 'Invalid email address',
      fields: { email: { code: 'validation.email', params: null, message: 'Invalid email address' } },
    });
  });

  it('from a REST body with its status: code beside error and message', () => {
    const body = {
      error: 'Too many',
      message: 'Too many',
      code: 'accounts.tooManyLoginAttempts',
      params: { minutes: 4 },
    };
    expect(readFailure(body, 429)).toEqual({
      status: 429,
      code: 'accounts.tooManyLoginAttempts',
      params: { minutes: 4 },
      message: 'Too many',
      fields: {},
    });
    // an old-style code (a kind, not a message key) is not a message code
    expect(readFailure({ error: 'x', message: 'x', code: 'VALIDATION' }, 400).code).toBeNull();
  });

  it('says nothing of an answer that never came or a server failure', () => {
    const none = { code: null, params: null, message: null, fields: {} };
    expect(readFailure(new TypeError('Failed to fetch'))).toEqual({ status: null, ...none });
    expect(readFailure({ message: 'Failed to fetch' }, 0)).toEqual({ status: null, ...none });
    expect(readFailure({ message: 'relation "x" does not exist', data: { httpStatus: 500 } })).toEqual({
      status: 500,
      ...none,
    });
  });
});

/** Every source file of the web, tests left out (they may quote a server's answer). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the web reads no server wording', () => {
  it('no source file holds a piece of a server message (the code is what it reads)', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    // The literal pieces of each message around its {params}; a regex's escapes are dropped before
    // comparing, and a regex matching a message by its start is caught by the start of a piece.
    const needles = new Set<string>();
    for (const text of Object.values(ERROR_CODES)) {
      for (const piece of text.split(/\{\w+\}/)) {
        const trimmed = piece.trim();
        if (trimmed.length >= 16) needles.add(trimmed.slice(0, 24));
      }
    }
    const found: string[] = [];
    for (const file of sources(root)) {
      // Comments may quote the spec's wording; code may not. A regex's escapes are dropped.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/\\/g, '');
      for (const needle of needles) if (text.includes(needle)) found.push(`${file.slice(root.length)}: ${needle}`);
    }
    expect(found).toEqual([]);
  });
});
