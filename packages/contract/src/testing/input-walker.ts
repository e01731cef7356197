// Test support: builds inputs for any zod schema with every string replaced by
// an adversarial value, and times each parse. Used by contract-inputs.test.ts (every schema the
// contract exports) and packages/api's procedure-inputs.test.ts (every tRPC procedure's input), so
// a new field or a new schema is covered without anyone listing it. Exported only by the test kit (testing.ts).
import { type z } from 'zod';

/** One input to try: `adversarial` when a long string sits where the schema expects text. */
export interface Candidate {
  value: unknown;
  /** a string-typed node received the long value, so the parse must fail */
  adversarial: boolean;
  /** where the long values went, for the failure message */
  paths: string[];
}

/** Thrown for a zod node the walker does not know how to fill: teach it rather than skip it. */
export class UnknownNodeError extends Error {}

const cache = new Map<number, Record<string, string>>();

/**
 * Long values that make a backtracking pattern slow (each `size` characters): the 'a@…@' that
 * once took seconds, runs of one class, runs that end in the wrong character, alternations, lists. Made
 * once per size, and flat, as the server's JSON parser hands them over.
 */
function adversarialStrings(size: number): Record<string, string> {
  const made = cache.get(size);
  if (made) return made;
  const half = Math.floor(size / 2);
  const values: Record<string, string> = {
    'a@ + dots + @': `a@${'.'.repeat(size - 3)}@`,
    'a × n': 'a'.repeat(size),
    'a × n then !': `${'a'.repeat(size - 1)}!`,
    'digits × n': '1'.repeat(size),
    'spaces then x': `${' '.repeat(size - 1)}x`,
    '-a × n': '-a'.repeat(half),
    'a. × n then @': `${'a.'.repeat(half - 1)}@!`,
    '1, × n': '1,'.repeat(half),
    'tab-space × n then NUL': `${'\t '.repeat(half - 1)}\u0000!`,
    '가 × n': '가'.repeat(size),
  };
  for (const key of Object.keys(values)) values[key] = JSON.parse(JSON.stringify(values[key])) as string;
  cache.set(size, values);
  return values;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => {
  const zod = (schema as { _zod?: { def?: Def } } | null)?._zod;
  if (!zod?.def || typeof zod.def.type !== 'string') throw new UnknownNodeError(`not a zod schema: ${String(schema)}`);
  return zod.def;
};

/** Whether a value is a zod schema (classic or core). */
export function isZodSchema(value: unknown): value is z.ZodType {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value &&
    typeof (value as { _zod?: { def?: unknown } })._zod?.def === 'object'
  );
}

const plain = (value: unknown): Candidate => ({ value, adversarial: false, paths: [] });

/** The first of `tries` the schema accepts; a loud failure when none is. */
function firstAccepted(schema: z.ZodType, tries: unknown[], where: string): unknown {
  for (const t of tries) if (schema.safeParse(t).success) return t;
  throw new UnknownNodeError(`${where}: no valid value among ${tries.map(String).join(', ')}`);
}

/** What the other fields of an object hold while one field gets the long value. */
const SHORT = 'x';
/** Arrays get MANY short elements too, when the long values are MANY_FROM characters or more. */
const MANY = 100_000;
const MANY_FROM = 512 * 1024;

/**
 * Every way to put `long` into `schema`'s input, one place at a time (a request's body is at most
 * 1 MB, so it carries one such value, not one per field; and one field must not be excused because
 * another already failed): each text field of an object in turn, with short values in the others;
 * each option of a union; the element of an array (and, with a long value of MANY_FROM characters
 * or more, an array of MANY short elements). Enums and literals take a valid value, numbers
 * a valid number within their bounds. Where the input may be anything (`z.unknown()`), the long
 * value goes too, but need not be refused.
 */
export function candidates(schema: unknown, long: string, path = '$', depth = 0): Candidate[] {
  if (depth > 20) throw new UnknownNodeError(`${path}: nested more than 20 levels (a recursive schema?)`);
  const def = defOf(schema);
  const s = schema as z.ZodType;
  const inner = (key: string) => candidates(def[key], long, path, depth + 1);
  switch (def.type) {
    case 'string':
      return [{ value: long, adversarial: true, paths: [path] }];
    case 'number': {
      const n = s as unknown as { minValue?: number | null; maxValue?: number | null };
      const bounds = [n.minValue, n.maxValue].filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
      return [plain(firstAccepted(s, [1, 0, ...bounds, 2, 10, 1.5, -1], path))];
    }
    case 'bigint':
      return [plain(firstAccepted(s, [1n, 0n], path))];
    case 'boolean':
      return [plain(true)];
    case 'null':
      return [plain(null)];
    case 'undefined':
    case 'void':
      return [plain(undefined)];
    case 'nan':
      return [plain(Number.NaN)];
    case 'date':
      return [plain(new Date())];
    case 'enum':
      return [plain(Object.values(def.entries as Record<string, unknown>)[0])];
    case 'literal':
      return [plain((def.values as unknown[])[0])];
    // Accepts anything (a transform reads what its pipe hands it): the long value goes here too.
    case 'any':
    case 'unknown':
    case 'transform':
      return [{ value: long, adversarial: false, paths: [path] }];
    // z.instanceof and z.custom: opaque checks. Both the long value and a byte array are offered.
    case 'custom':
      return [{ value: long, adversarial: false, paths: [path] }, plain(new Uint8Array(1))];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // The input is what the first schema of the pipe reads.
      return inner('in');
    case 'lazy':
      return candidates((def.getter as () => unknown)(), long, path, depth + 1);
    case 'union': {
      const options = def.options as unknown[];
      return options.flatMap((option, i) => candidates(option, long, `${path}|${i}`, depth + 1));
    }
    case 'array': {
      const one = candidates(def.element, long, `${path}[0]`, depth + 1).map((c) => ({ ...c, value: [c.value] }));
      if (long.length < MANY_FROM) return one;
      // A list as long as a 1 MB body can carry: no input takes one, and it must be refused cheaply.
      const element = candidates(def.element, SHORT, `${path}[0]`, depth + 1)[0]?.value;
      return [
        ...one,
        { value: new Array<unknown>(MANY).fill(element), adversarial: true, paths: [`${path}[×${MANY}]`] },
      ];
    }
    case 'tuple': {
      const items = (def.items as unknown[]).map((item, i) => [String(i), item] as const);
      return oneAtATime(items, long, path, depth).map((c) => ({
        ...c,
        value: items.map(([key]) => (c.value as Record<string, unknown>)[key]),
      }));
    }
    case 'object':
      return oneAtATime(Object.entries(def.shape as Record<string, unknown>), long, path, depth);
    case 'record': {
      const key = String(candidates(def.keyType, 'key', `${path}{key}`, depth + 1)[0]?.value ?? 'key');
      return candidates(def.valueType, long, `${path}{}`, depth + 1).map((c) => ({ ...c, value: { [key]: c.value } }));
    }
    default:
      throw new UnknownNodeError(
        `${path}: the input walker does not know zod's '${def.type}' node; teach it (packages/contract/src/testing/input-walker.ts)`,
      );
  }
}

/** An object whose fields hold short values, except one field at a time holding each of its long candidates. */
function oneAtATime(fields: (readonly [string, unknown])[], long: string, path: string, depth: number): Candidate[] {
  const base: Record<string, unknown> = {};
  for (const [key, field] of fields) {
    const value = candidates(field, SHORT, `${path}.${key}`, depth + 1)[0]?.value;
    if (value !== undefined) base[key] = value;
  }
  const out: Candidate[] = [];
  for (const [key, field] of fields) {
    for (const c of candidates(field, long, `${path}.${key}`, depth + 1)) {
      if (c.paths.length > 0) out.push({ ...c, value: { ...base, [key]: c.value } });
    }
  }
  return out.length > 0 ? out : [plain(base)];
}

/** Milliseconds of one parse, and whether it succeeded. */
function timeParse(schema: z.ZodType, value: unknown): { ms: number; success: boolean } {
  const start = performance.now();
  const result = schema.safeParse(value);
  return { ms: performance.now() - start, success: result.success };
}

export interface Finding {
  name: string;
  candidate: string;
  size: number;
  problem: string;
}

/**
 * Parses every candidate of `schema` for every adversarial string, first at `sizes[0]` characters
 * and then at each larger size (so a quadratic pattern fails at 16 KB in a fraction of a second
 * instead of hanging on 1 MB). A parse over `budgetMs` is tried twice more and judged by its best
 * time (a loaded machine pauses now and then). A candidate with a long value in a text field
 * must be refused at the largest size. Returns what went wrong; empty when all is well.
 */
/**
 * Fields that carry a whole file's text (a price list's CSV), bounded by their own
 * limit in megabytes: a 1 MB value is theirs to accept, but it is still timed.
 */
export const FILE_TEXT_FIELDS: readonly string[] = ['$.csv'];

export function checkSchema(
  name: string,
  schema: z.ZodType,
  options: { sizes: number[]; budgetMs: number },
): Finding[] {
  const findings: Finding[] = [];
  const largest = Math.max(...options.sizes);
  for (const size of options.sizes) {
    for (const [label, long] of Object.entries(adversarialStrings(size))) {
      for (const c of candidates(schema, long)) {
        const { success, ms: first } = timeParse(schema, c.value);
        let ms = first;
        for (let retry = 0; retry < 2 && ms > options.budgetMs; retry += 1)
          ms = Math.min(ms, timeParse(schema, c.value).ms);
        const where = c.paths.length > 0 ? c.paths.join(', ') : '(no text)';
        if (ms > options.budgetMs)
          findings.push({
            name,
            candidate: `${label} at ${where}`,
            size,
            problem: `took ${ms.toFixed(1)} ms (budget ${options.budgetMs} ms)`,
          });
        // No text field takes a megabyte; smaller sizes are only timed (a 16 KB message may be fine).
        const fileText = c.paths.length > 0 && c.paths.every((p) => FILE_TEXT_FIELDS.includes(p));
        if (c.adversarial && success && size === largest && !fileText)
          findings.push({
            name,
            candidate: `${label} at ${where}`,
            size,
            problem: `accepted a ${size}-character value`,
          });
      }
      if (findings.length > 0) return findings;
    }
  }
  return findings;
}
