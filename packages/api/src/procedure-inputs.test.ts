// Every tRPC procedure's input parsers, found by walking the app router (so a new
// procedure or field is covered without being listed), answer a 1 MB adversarial value in any text
// field within 50 ms and refuse it. The contract's own schemas are walked in packages/contract
// (src/inputs-bounded.test.ts); this pins what the procedures actually parse, including the objects
// they compose from those schemas.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkSchema, isZodSchema } from '@wholesale/contract/testing';
import { appRouter } from './root';

const SIZES = [16 * 1024, 1024 * 1024];
const BUDGET_MS = 50;

type ProcedureLike = { _def: { type: string; inputs?: unknown[] } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureLike>);
const parsers = procedures.flatMap(([path, procedure]) =>
  (procedure._def.inputs ?? []).map((parser, i) => [`${path}#${i}`, parser] as const),
);

describe('every tRPC procedure’s input, fed 1 MB adversarial text', () => {
  it('walks the whole router, and every input parser is a zod schema', () => {
    const paths = procedures.map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'auth.login',
        'passwordReset.request',
        'passwordReset.reset',
        'signup.create',
        'inquiries.create',
        'orders.place',
        'admin.orders.weigh',
      ]),
    );
    expect(parsers.length).toBeGreaterThan(30);
    expect(parsers.filter(([, parser]) => !isZodSchema(parser)).map(([name]) => name)).toEqual([]);
  });

  it.each(parsers)('%s answers within 50 ms and refuses the long text', (name, parser) => {
    expect(checkSchema(name, parser as z.ZodType, { sizes: SIZES, budgetMs: BUDGET_MS })).toEqual([]);
  });
});
