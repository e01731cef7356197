// Opening PGlite the one way, with the parsers that make it read like `pg` (create-db.ts has the
// `pg` side). Kept apart from create-db.ts so the worker thread that runs the server's PGlite
// (pglite-worker.ts) loads PGlite and nothing else.
import { PGlite, type ParserOptions, type PGliteOptions } from '@electric-sql/pglite';

// The two drivers disagree on some types out of the box (`pg` reads int8 as a string, PGlite as
// a number; both read numeric as a string; both turn `date` into a local-midnight Date). These
// parsers make them agree:
// - int8 (counts, sums of int4) -> number: every int8 here is far below 2^53;
// - numeric (avg_weight, averages, sums of int8) -> number;
// - date -> the 'YYYY-MM-DD' string, so no time zone shifts a calendar day.
// timestamptz -> Date, jsonb -> parsed value, text[] -> string[] and bool are already the same.
export const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

export const parseNumber = (value: string): number => Number(value);
export const keepString = (value: string): string => value;

export const PGLITE_PARSERS: ParserOptions = {
  [OID.int8]: parseNumber,
  [OID.numeric]: parseNumber,
  [OID.date]: keepString,
};

/** Opens PGlite with the shared parsers; `loadDataDir` starts it from a dump (see testing.ts). */
export async function openPglite(
  dataDir: string | undefined,
  extra: Pick<PGliteOptions, 'loadDataDir'> = {},
): Promise<PGlite> {
  // One options object: PGlite.create(undefined, options) silently ignores `options`.
  return PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), parsers: PGLITE_PARSERS, ...extra });
}
