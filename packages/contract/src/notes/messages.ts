// The product's wording for staff's internal notes: each message's code is `<domain>.<key>`
// (error-codes.ts). Imports nothing of its own domain, so inputs and services can both read it.
import { coded, codesOf } from '../errors';

/** The longest note staff may write. */
export const NOTE_MAX = 2000;

export const NOTE_MESSAGES = {
  body: `Write the note: 1 to ${NOTE_MAX.toLocaleString('en-US')} characters`,
  subject: 'A note is on one order or one customer',
  pickList: 'Only a note on an order can be shown on the pick list',
  customerNotFound: 'Customer not found',
} as const;

export const NOTE_ERRORS = coded('notes', NOTE_MESSAGES);
export const NOTE_CODES = codesOf(NOTE_ERRORS);
