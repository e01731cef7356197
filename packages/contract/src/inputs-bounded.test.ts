// Every input schema the contract exports (`@wholesale/contract`, which
// the REST routes, the tRPC procedures and the services all parse with) answers a 1 MB adversarial
// value in every text field quickly, and refuses it. The walker finds the schemas and their fields
// itself, so a new schema or field is covered without being listed here.
import { describe, expect, it } from 'vitest';
import * as contract from '@wholesale/contract';
import { candidates, checkSchema, isZodSchema, UnknownNodeError } from './testing';
import { z } from 'zod';

/** 16 KB first (a quadratic pattern already takes hundreds of ms there), then 1 MB. */
export const SIZES = [16 * 1024, 1024 * 1024];
export const BUDGET_MS = 50;

const schemas = Object.entries(contract).filter(([, value]) => isZodSchema(value)) as [string, z.ZodType][];

describe('every input schema of the contract, fed 1 MB adversarial text', () => {
  it('finds the schemas (the walk is not empty)', () => {
    const names = schemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'loginInput',
        'signupInput',
        'forgotPasswordInput',
        'resetPasswordInput',
        'inquiryInput',
        'placeOrderInput',
      ]),
    );
    expect(names.length).toBeGreaterThan(30);
  });

  it.each(schemas)('%s answers within 50 ms and refuses the long text', (name, schema) => {
    const findings = checkSchema(name, schema, { sizes: SIZES, budgetMs: BUDGET_MS });
    expect(findings).toEqual([]);
  });
});

describe('the walker', () => {
  it('puts the long value in one text field at a time, tries each union option, gives enums and numbers valid values', () => {
    const schema = z.object({
      a: z.string(),
      b: z.union([z.string(), z.number().int().min(5).max(7)]),
      c: z.enum(['x', 'y']).optional(),
      d: z.array(z.object({ e: z.string().nullable(), n: z.number().min(3) })).default([]),
      f: z
        .string()
        .transform((v) => v.length)
        .pipe(z.number()),
      g: z.unknown(),
    });
    const found = candidates(schema, 'LONG');
    const base = { a: 'x', b: 'x', c: 'x', d: [{ e: 'x', n: 3 }], f: 'x', g: 'x' };
    expect(found.map((c) => [c.paths.join(), c.adversarial, c.value])).toEqual([
      ['$.a', true, { ...base, a: 'LONG' }],
      ['$.b|0', true, { ...base, b: 'LONG' }],
      ['$.d[0].e', true, { ...base, d: [{ e: 'LONG', n: 3 }] }],
      ['$.f', true, { ...base, f: 'LONG' }],
      ['$.g', false, { ...base, g: 'LONG' }],
    ]);
    expect(candidates(z.object({ n: z.number().min(5).max(7) }), 'LONG')).toEqual([
      { value: { n: 5 }, adversarial: false, paths: [] },
    ]);
  });

  it('fails loudly on a zod node it does not know', () => {
    expect(() => candidates(z.object({ m: z.map(z.string(), z.string()) }), 'LONG')).toThrow(UnknownNodeError);
    expect(() => candidates(z.object({ s: z.set(z.string()) }), 'LONG')).toThrow(/does not know zod's 'set' node/);
  });

  it('reports a slow pattern and a text field without a limit', () => {
    // (a+)+ backtracks exponentially on 'aaa…a' without the b: 24 characters are millions of steps.
    const slow = z.string().regex(/^(a+)+b$/);
    expect(checkSchema('slow', slow, { sizes: [24], budgetMs: 5 })).toEqual([
      expect.objectContaining({ candidate: 'a × n at $', problem: expect.stringMatching(/^took/) }),
    ]);
    expect(checkSchema('unbounded', z.object({ note: z.string() }), { sizes: [1024], budgetMs: 50 })).toEqual([
      expect.objectContaining({ candidate: 'a@ + dots + @ at $.note', problem: 'accepted a 1024-character value' }),
    ]);
  });
});
