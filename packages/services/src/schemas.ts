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

/** A missing field reads `missing`; a field of the wrong type reads EXPECTED_TEXT. */
export const textError = (missing: string) => (issue: { input?: unknown }) => (issue.input === undefined ? missing : EXPECTED_TEXT);

/** Required text: trimmed, not empty. */
export const requiredText = (message: string, max: number) => z.string({ error: textError(message) }).trim().min(1, message).max(max);
/** Optional text: trimmed (the services store a blank one as NULL). */
export const optionalText = (max: number) => z.string({ error: EXPECTED_TEXT }).trim().max(max).optional();

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
