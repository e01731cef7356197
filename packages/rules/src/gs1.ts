// A case label's GS1-128 barcode read into what the order book keeps of a case: the product's
// GTIN, the lot, its dates, the serial and the net weight. Only the Application Identifiers a
// meat case carries are read; any other is refused by name rather than skipped, so a label the
// store does not understand is never taken for one it does. One pass over the characters (no
// pattern reads the text); the caller bounds its length first (GS1_MAX_LENGTH).

/** The group separator (ASCII 29, FNC1 as scanners send it) that ends a variable-length field. */
export const GS1_GROUP_SEPARATOR = '\u001d';

/** A GS1-128 symbol holds at most 48 characters of data; with its prefix and separators, fewer than 100. */
export const GS1_MAX_LENGTH = 100;

/** Pounds in a kilogram (exact by definition of the pound: 0.45359237 kg). */
export const LBS_PER_KG = 1 / 0.45359237;

/** What a case's label says. Dates are 'YYYY-MM-DD'; weights in pounds, to the label's precision. */
export interface Gs1Case {
  gtin?: string;
  lot?: string;
  /** (11) production or kill date */
  produced_on?: string;
  /** (13) pack date */
  packed_on?: string;
  /** (15) best before */
  best_before?: string;
  /** (17) use by or freeze by */
  use_by?: string;
  serial?: string;
  /** (320n) as printed, or (310n) converted from kilograms, rounded to 0.01 lb */
  net_lbs?: number;
  /** (310n) as printed, when the label weighs in kilograms */
  net_kg?: number;
}

/** Why a barcode was refused; `ai` names the Application Identifier at fault when there is one. */
export type Gs1Refusal =
  | { reason: 'empty' }
  | { reason: 'tooLong' }
  /** another symbology's prefix (a QR code, a UPC), or characters no GS1 barcode carries */
  | { reason: 'notGs1' }
  | { reason: 'unknownAi'; ai: string }
  /** a field too short or too long, a bad date, a GTIN whose check digit is wrong */
  | { reason: 'malformed'; ai: string }
  | { reason: 'repeated'; ai: string };

export type Gs1Reading = { ok: true; case: Gs1Case } | ({ ok: false } & Gs1Refusal);

type DateField = 'produced_on' | 'packed_on' | 'best_before' | 'use_by';

/** The identifiers read, and how long their data is (fixed, or at most `max` ended by a separator). */
type AiSpec =
  | { kind: 'gtin'; fixed: 14 }
  | { kind: 'text'; field: 'lot' | 'serial'; max: 20 }
  | { kind: 'date'; field: DateField; fixed: 6 }
  | { kind: 'weight'; unit: 'kg' | 'lb'; decimals: number; fixed: 6 };

const DATES: Record<string, DateField> = {
  '11': 'produced_on',
  '13': 'packed_on',
  '15': 'best_before',
  '17': 'use_by',
};

function specOf(ai: string): AiSpec | null {
  if (ai === '01') return { kind: 'gtin', fixed: 14 };
  if (ai === '10') return { kind: 'text', field: 'lot', max: 20 };
  if (ai === '21') return { kind: 'text', field: 'serial', max: 20 };
  const date = DATES[ai];
  if (date) return { kind: 'date', field: date, fixed: 6 };
  return null;
}

/** Weights take four digits: 310n (kg) and 320n (lb), n the decimals (0 to 5). */
function weightSpecOf(ai4: string): AiSpec | null {
  const decimals = ai4.charCodeAt(3) - 48;
  if (decimals < 0 || decimals > 5) return null;
  if (ai4.startsWith('310')) return { kind: 'weight', unit: 'kg', decimals, fixed: 6 };
  if (ai4.startsWith('320')) return { kind: 'weight', unit: 'lb', decimals, fixed: 6 };
  return null;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const allDigits = (s: string) => {
  for (let i = 0; i < s.length; i += 1) if (!isDigit(s.charCodeAt(i))) return false;
  return true;
};

const leadingDigits = (s: string) => {
  let n = 0;
  while (n < s.length && isDigit(s.charCodeAt(n))) n += 1;
  return s.slice(0, n);
};

/** GS1's character set 82 (the letters, digits and marks a lot or serial may hold). */
// A string, not a Set: nothing runs at import, so a bundle that does not read labels drops it all.
const SET_82_MARKS = '!"%&\'()*+,-./:;<=>?_';
function inSet82(s: string): boolean {
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    const alnum = isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!alnum && !SET_82_MARKS.includes(ch)) return false;
  }
  return true;
}

/** GS1's mod-10 check digit of a GTIN's first 13 digits (weights 3 and 1 from the right). */
function checkDigit(first13: string): number {
  let sum = 0;
  for (let i = 0; i < 13; i += 1) sum += (first13.charCodeAt(i) - 48) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** The GTIN's last digit is its mod-10 check digit. */
export function gtinCheckDigitOk(gtin: string): boolean {
  if (gtin.length !== 14 || !allDigits(gtin)) return false;
  return checkDigit(gtin.slice(0, 13)) === gtin.charCodeAt(13) - 48;
}

/** A GTIN-14 from its first 13 digits, its check digit added. */
export function gtinWithCheckDigit(first13: string): string {
  if (first13.length !== 13 || !allDigits(first13)) throw new RangeError('a GTIN starts with 13 digits');
  return first13 + String(checkDigit(first13));
}

/**
 * YYMMDD to 'YYYY-MM-DD' by GS1's century rule (the year within 49 years back and 50 ahead of
 * `now`); DD 00 means the month's last day. Null for a date that does not exist.
 */
function gs1Date(yymmdd: string, now: Date): string | null {
  if (!allDigits(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  const thisYear = now.getUTCFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  const diff = yy - (thisYear % 100);
  const year = diff >= 51 ? century - 100 + yy : diff <= -50 ? century + 100 + yy : century + yy;
  if (month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = last;
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The element string itself: a scanner's `]C1` prefix taken off, a typed "(01)…(10)…" made plain. */
function elementString(raw: string): string | null {
  let s = raw.trim();
  if (s.startsWith(']')) {
    if (!s.startsWith(']C1')) return null;
    s = s.slice(3);
  }
  if (!s.startsWith('(')) return s;
  // The human-readable form: each "(AI)" starts a field; a variable field before another is
  // ended with a separator, as the symbol would have it.
  let out = '';
  let i = 0;
  while (i < s.length) {
    if (s[i] !== '(') return null;
    const close = s.indexOf(')', i);
    if (close < 0 || close - i > 5) return null;
    const ai = s.slice(i + 1, close);
    const next = s.indexOf('(', close);
    // Spaces typed between the printed groups are no part of the data (set 82 holds none).
    const data = s.slice(close + 1, next < 0 ? s.length : next).replaceAll(' ', '');
    const fixed = specOf(ai) !== null ? specOf(ai)!.kind !== 'text' : ai.length === 4;
    out += ai + data + (next >= 0 && !fixed ? GS1_GROUP_SEPARATOR : '');
    i = next < 0 ? s.length : next;
  }
  return out;
}

/** Reads a GS1-128 barcode as a scanner types it (or as staff type its printed text). */
export function parseGs1(raw: string, now: Date = new Date()): Gs1Reading {
  if (raw.length > GS1_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  if (raw.trim().length === 0) return { ok: false, reason: 'empty' };
  const s = elementString(raw);
  if (s === null || s.length === 0) return { ok: false, reason: 'notGs1' };
  const found: Gs1Case = {};
  let i = 0;
  while (i < s.length) {
    if (s[i] === GS1_GROUP_SEPARATOR) {
      i += 1;
      continue;
    }
    const ai2 = s.slice(i, i + 2);
    if (ai2.length < 2 || !allDigits(ai2)) return { ok: false, reason: 'notGs1' };
    let ai = ai2;
    let spec = specOf(ai2);
    if (!spec) {
      ai = s.slice(i, i + 4);
      spec = ai.length === 4 && allDigits(ai) ? weightSpecOf(ai) : null;
      // Named by its leading digits (an AI is 2 to 4 of them): "400PO123" is AI 400.
      if (!spec) return { ok: false, reason: 'unknownAi', ai: leadingDigits(s.slice(i, i + 4)) };
    }
    i += ai.length;
    let data: string;
    if (spec.kind === 'text') {
      const end = s.indexOf(GS1_GROUP_SEPARATOR, i);
      data = s.slice(i, end < 0 ? s.length : end);
      i = end < 0 ? s.length : end + 1;
      if (data.length === 0 || data.length > spec.max || !inSet82(data)) return { ok: false, reason: 'malformed', ai };
    } else {
      data = s.slice(i, i + spec.fixed);
      i += spec.fixed;
      if (data.length !== spec.fixed || !allDigits(data)) return { ok: false, reason: 'malformed', ai };
    }
    const refusal = store(found, ai, spec, data, now);
    if (refusal) return { ok: false, ...refusal };
  }
  return { ok: true, case: found };
}

function store(found: Gs1Case, ai: string, spec: AiSpec, data: string, now: Date): Gs1Refusal | null {
  const field: keyof Gs1Case = spec.kind === 'gtin' ? 'gtin' : spec.kind === 'weight' ? 'net_lbs' : spec.field;
  if (found[field] !== undefined) return { reason: 'repeated', ai };
  switch (spec.kind) {
    case 'gtin':
      if (!gtinCheckDigitOk(data)) return { reason: 'malformed', ai };
      found.gtin = data;
      return null;
    case 'text':
      found[spec.field] = data;
      return null;
    case 'date': {
      const date = gs1Date(data, now);
      if (!date) return { reason: 'malformed', ai };
      found[spec.field] = date;
      return null;
    }
    case 'weight': {
      const value = Number(data) / 10 ** spec.decimals;
      if (spec.unit === 'lb') found.net_lbs = value;
      else {
        found.net_kg = value;
        found.net_lbs = Math.round(value * LBS_PER_KG * 100) / 100;
      }
      return null;
    }
  }
}
