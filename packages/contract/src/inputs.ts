// Building blocks of every domain's input schemas (accounts/inputs.ts, orders/inputs.ts, the
// catalogue's ids), so an id, a text field or a body is read the same way in every domain.
// zod and @wholesale/rules only, like the whole contract. A schema refuses with a code (the
// catalogue's, error-codes.ts), which the door words.
import { carriesWebAddress, LOCALES, VALIDATION_CODES } from '@wholesale/rules';
import { z } from 'zod';
import { INPUT_CODES, INPUT_MESSAGES, TEXT_INPUT_MAX } from './input-messages';

export { INPUT_CODES, TEXT_INPUT_MAX } from './input-messages';

/** The English of the shared refusals, for tests and documents that quote them. */
export const EXPECTED_TEXT = INPUT_MESSAGES.expectedText;
export const BODY_NOT_OBJECT = INPUT_MESSAGES.bodyNotObject;
export const CONTROL_CHARACTERS = INPUT_MESSAGES.controlCharacters;
export const TEXT_TOO_LONG = INPUT_MESSAGES.textTooLong;

/** PostgreSQL `integer`: a larger id cannot exist, so it is a miss rather than an overflow. */
export const ID_MAX = 2_147_483_647;

// One rule for every text input: nothing below U+0020 nor U+007F, and no lone UTF-16 surrogate
// (PostgreSQL cannot store a NUL in text, and a lone surrogate is not valid UTF-8). A multi-line
// field (a message, a description, a note) also takes tab, line feed and carriage return.
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const SINGLE_LINE_BAD = new RegExp(`[\\u0000-\\u001F\\u007F]|${LONE_SURROGATE}`);
const MULTI_LINE_BAD = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]|${LONE_SURROGATE}`);

/** Whether `value` passes the text rule (single-line unless `multiline`). */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_BAD : SINGLE_LINE_BAD).test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * `z.string(params)` with the text rule: the base of every text input in every domain, so a NUL
 * byte is a 400 with CONTROL_CHARACTERS at the door instead of a database error. Its length is
 * checked first and stops the chain: the character scan, the trim and any
 * pattern after it never read more than TEXT_INPUT_MAX characters (answered with `tooLong`, by
 * default TEXT_TOO_LONG). A field's own `.max()` after this must also say `abort: true` when a
 * pattern or refinement follows it.
 */
export function text(params?: StringParams, options: { multiline?: boolean; tooLong?: string } = {}) {
  const multiline = options.multiline ?? false;
  const tooLong = options.tooLong ?? INPUT_CODES.textTooLong;
  return (
    z
      .string(params)
      // UTF-16 units first, in constant time: a character is at most two units, so nothing within the
      // limit is refused here, and zod's own count of characters below never reads more than 40,000.
      .refine((value) => value.length <= 2 * TEXT_INPUT_MAX, { error: tooLong, abort: true })
      .max(TEXT_INPUT_MAX, { error: tooLong, abort: true })
      .refine((value) => isCleanText(value, multiline), { error: INPUT_CODES.controlCharacters, abort: true })
  );
}

/**
 * A whole number from `min` to `max`: a missing value, another type, a fraction or one out of range
 * are all refused with the field's one `code`.
 */
export const wholeNumberInput = (code: string, min: number, max: number) =>
  z.number({ error: code }).int({ error: code }).min(min, { error: code }).max(max, { error: code });

/** A page of a paged list (1-based, the first unless given): the admin lists' `page`. */
export const pageInput = wholeNumberInput(INPUT_CODES.unknownPage, 1, 100_000).default(1);

/** A missing field reads `missing`; a field of the wrong type reads input.expectedText. */
export const textError = (missing: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : INPUT_CODES.expectedText;

/** Required text: trimmed, not empty. */
export const requiredText = (message: string, max: number) =>
  text({ error: textError(message) })
    .trim()
    .min(1, message)
    .max(max, { abort: true });
/**
 * A person's or a company's name, which the business's mails repeat: refused when it carries a link
 * or a web address (validation.nameLink). Chain it after the field's own length check (abort: true).
 */
export const noWebAddress = [
  (value: string) => !carriesWebAddress(value),
  { error: VALIDATION_CODES.nameLink },
] as const;

/** Optional text: trimmed (the services store a blank one as NULL). `multiline` takes tabs and line breaks. */
export const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text({ error: INPUT_CODES.expectedText }, options).trim().max(max, { abort: true }).optional();

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The days the database and the calendar code read, unless a field says otherwise. */
const DAY_RANGE = { from: '2000-01-01', to: '2100-12-31' };

/** Whether 'YYYY-MM-DD' is a day of the calendar (not 2026-02-30). */
const isCalendarDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

/**
 * A calendar day, 'YYYY-MM-DD', from `range.from` to `range.to` (the length first: the pattern
 * never reads more than 10 characters).
 */
export const calendarDayInput = (code: string, range: { from: string; to: string } = DAY_RANGE) =>
  z
    .string({ error: code })
    .max(10, { error: code, abort: true })
    .regex(DAY_PATTERN, { error: code, abort: true })
    .refine((day) => isCalendarDay(day) && day >= range.from && day <= range.to, { error: code });

/** The language of the page a form was sent from: the language of the mails that follow. */
export const localeInput = z.enum(LOCALES);

/** An object body; anything else is refused with BODY_NOT_OBJECT. */
export const body = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: INPUT_CODES.bodyNotObject });

/**
 * A database id: a positive integer from tRPC or a direct call, or its canonical digits from a REST
 * path segment ("12", not "012" or "1e3"). Anything else is refused with `message`, the word for a
 * miss, so a malformed id and an unknown one read the same.
 */
export function idInput(message: string) {
  return z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .max(10, { error: message, abort: true })
          .regex(/^[1-9]\d{0,9}$/, { error: message })
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int({ error: message }).positive({ error: message }).max(ID_MAX, { error: message }));
}
