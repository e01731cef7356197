// Building blocks of every domain's input schemas (accounts/schemas.ts, orders/schemas.ts, the
// catalogue's ids), so an id, a text field or a body is read the same way in every domain.
// zod and @wholesale/rules only: the browser build resolves this through `./contract`.
import { LOCALES } from '@wholesale/rules';
import { z } from 'zod';

/** The message for a field that should be a string and is something else. */
export const EXPECTED_TEXT = 'Expected text';
/** A body that is not a JSON object (`"text"`, `[1]`, `null`). */
export const BODY_NOT_OBJECT = 'The request body must be a JSON object';

/** PostgreSQL `integer`: a larger id cannot exist, so it is a miss rather than an overflow. */
export const ID_MAX = 2_147_483_647;

/** Every text input refuses control characters with this message (issue 10, item 2). */
export const CONTROL_CHARACTERS = 'Text must not contain control characters (such as NUL) or broken characters';

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
 * byte is a 400 with CONTROL_CHARACTERS at the door instead of a database error.
 */
export function text(params?: StringParams, options: { multiline?: boolean } = {}) {
  const multiline = options.multiline ?? false;
  return z.string(params).refine((value) => isCleanText(value, multiline), { error: CONTROL_CHARACTERS, abort: true });
}

/** A missing field reads `missing`; a field of the wrong type reads EXPECTED_TEXT. */
export const textError = (missing: string) => (issue: { input?: unknown }) => (issue.input === undefined ? missing : EXPECTED_TEXT);

/** Required text: trimmed, not empty. */
export const requiredText = (message: string, max: number) => text({ error: textError(message) }).trim().min(1, message).max(max);
/** Optional text: trimmed (the services store a blank one as NULL). `multiline` takes tabs and line breaks. */
export const optionalText = (max: number, options: { multiline?: boolean } = {}) => text({ error: EXPECTED_TEXT }, options).trim().max(max).optional();

/** The language of the page a form was sent from: the language of the mails that follow. */
export const localeInput = z.enum(LOCALES);

/** An object body; anything else is refused with BODY_NOT_OBJECT. */
export const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: BODY_NOT_OBJECT });

/**
 * A database id: a positive integer from tRPC or a direct call, or its canonical digits from a REST
 * path segment ("12", not "012" or "1e3"). Anything else is refused with `message`, the word for a
 * miss, so a malformed id and an unknown one read the same.
 */
export function idInput(message: string) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^[1-9]\d{0,9}$/, { error: message }).transform(Number)], {
      error: message,
    })
    .pipe(z.number().int({ error: message }).positive({ error: message }).max(ID_MAX, { error: message }));
}
