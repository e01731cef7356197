// The words every domain's inputs share (inputs.ts): a field missing, of the wrong kind, out of
// range, a body that is not an object. Codes `input.<key>`; the schemas say the code, the door
// words it (error-codes.ts).
import { coded, codesOf } from './errors';

/**
 * The most characters any text input is read at all: twice the longest field (a 10,000-character
 * message), so trimming never decides it. Each field's own, smaller limit follows with its own words.
 */
export const TEXT_INPUT_MAX = 20_000;

export const INPUT_MESSAGES = {
  /** a text longer than TEXT_INPUT_MAX, whatever the field */
  textTooLong: `Text can be at most ${TEXT_INPUT_MAX.toLocaleString('en-US')} characters`,
  /** a field that should be a string and is something else */
  expectedText: 'Expected text',
  required: 'Required',
  number: 'Must be a number',
  notNegative: 'Must be at least 0',
  unknownPage: 'Unknown page',
  searchTooLong: 'Search text is too long',
  /** every text input refuses control characters (PostgreSQL stores no NUL) and lone surrogates */
  controlCharacters: 'Text must not contain control characters (such as NUL) or broken characters',
  /** a body that is not a JSON object (`"text"`, `[1]`, `null`) */
  bodyNotObject: 'The request body must be a JSON object',
} as const;

export const INPUT_ERRORS = coded('input', INPUT_MESSAGES);
export const INPUT_CODES = codesOf(INPUT_ERRORS);
