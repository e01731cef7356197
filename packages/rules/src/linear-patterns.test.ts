// The patterns the browser's forms and the server's schemas run on what people
// type are linear. Each is fed long adversarial text directly (past the length checks that guard it
// in the schemas), so a pattern that backtracks is caught here even while a length check hides it.
import { describe, expect, it } from 'vitest';
import * as rules from './index';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail, isValidLicense, LICENSE_MAX_LENGTH } from './checks';
import { emailSchema, licenseNumberSchema, VALIDATION_CODES } from './validation';

/** 20,000 characters: a quadratic pattern needs ~10^8 steps (hundreds of ms), a linear one microseconds. */
const N = 20_000;
const BUDGET_MS = 50;

const adversarial: Record<string, string> = {
  'a@ + dots + @': `a@${'.'.repeat(N)}@`,
  'a@a + dots': `a@a${'.'.repeat(N)}`,
  'a@ + a. × n + space': `a@${'a.'.repeat(N / 2)} `,
  'a × n then @@': `${'a'.repeat(N)}@@`,
  'letters then digits then x': `${'A'.repeat(N / 2)}${'1'.repeat(N / 2)}x`,
  'spaces then x': `${' '.repeat(N)}x`,
  '-a × n': '-a'.repeat(N / 2),
  'digits × n': '1'.repeat(N),
};

/** The best of three runs, in ms (a loaded machine pauses now and then). */
function bestOf3(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const patterns = Object.entries(rules).filter(([, value]) => value instanceof RegExp) as [string, RegExp][];

describe('every pattern the rules export', () => {
  it('is found (EMAIL_PATTERN and LICENSE_PATTERN at least)', () => {
    expect(patterns.map(([name]) => name)).toEqual(expect.arrayContaining(['EMAIL_PATTERN', 'LICENSE_PATTERN']));
  });

  it.each(patterns)('%s answers 20,000 characters of adversarial text in linear time', (_name, pattern) => {
    for (const [label, value] of Object.entries(adversarial)) {
      expect(
        bestOf3(() => pattern.test(value)),
        label,
      ).toBeLessThan(BUDGET_MS);
    }
  });
});

describe('the e-mail pattern', () => {
  // The spec's shape, as the spec writes it: used here only on short strings, where its
  // backtracking costs nothing.
  const SPEC_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('accepts exactly the spec’s shape (every string of up to 7 characters over a@. and space)', () => {
    const alphabet = ['a', '@', '.', ' '];
    let checked = 0;
    const disagreements: string[] = [];
    const visit = (prefix: string): void => {
      if (EMAIL_PATTERN.test(prefix) !== SPEC_SHAPE.test(prefix)) disagreements.push(prefix);
      checked += 1;
      if (prefix.length < 7) for (const c of alphabet) visit(prefix + c);
    };
    visit('');
    expect(disagreements).toEqual([]);
    expect(checked).toBe((4 ** 8 - 1) / 3);
  });

  it('agrees with the spec’s shape on random addresses (seeded)', () => {
    let seed = 17;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = 'ab.@ \t-_+가';
    const disagreements: string[] = [];
    for (let i = 0; i < 5000; i += 1) {
      const length = 1 + Math.floor(random() * 20);
      let value = '';
      for (let j = 0; j < length; j += 1) value += alphabet[Math.floor(random() * alphabet.length)];
      if (EMAIL_PATTERN.test(value) !== SPEC_SHAPE.test(value)) disagreements.push(value);
    }
    expect(disagreements).toEqual([]);
  });

  it('keeps the examples the forms rely on', () => {
    for (const ok of ['chef@kbbq.com', 'a.b@c.d.e', 'x@y.z', 'a@.b.c', 'a@b..c', 'a@b.c.'])
      expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ['a@b.', 'a@.b', 'a@b', '@b.c', 'a@@b.c', 'a b@c.d', 'a@b .c'])
      expect(isValidEmail(bad), bad).toBe(false);
  });
});

describe('the browser checks and the schemas measure before they match', () => {
  it('refuses an address or a license longer than the limit without reading it with the pattern', () => {
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH)}@b.co`;
    expect(isValidEmail(long)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - 5)}@b.co`)).toBe(true);
    expect(isValidLicense(`LA-1234567${' '.repeat(LICENSE_MAX_LENGTH)}`)).toBe(true); // trimmed first
    expect(isValidLicense('LA-'.padEnd(LICENSE_MAX_LENGTH + 1, '1'))).toBe(false);
  });

  it('answers a 1 MB value at once, with the field’s message', () => {
    const huge = `a@${'.'.repeat(1024 * 1024)}@`;
    for (const [schema, message] of [
      [emailSchema, VALIDATION_CODES.email],
      [licenseNumberSchema, VALIDATION_CODES.license],
    ] as const) {
      let result: ReturnType<typeof schema.safeParse> | undefined;
      expect(bestOf3(() => (result = schema.safeParse(huge)))).toBeLessThan(BUDGET_MS);
      expect(result?.error?.issues.map((i) => i.message)).toEqual([message]);
    }
    expect(bestOf3(() => isValidEmail(huge))).toBeLessThan(BUDGET_MS);
  });
});
