// The wording of the order-message reader's refusals (text-entry.ts): codes `ordertext.<key>`
// (error-codes.ts). Imports nothing of its own domain, so inputs and services can both read it.
import { coded, codesOf } from '../errors';

/** The longest message staff may paste: a long order is a few hundred characters. */
export const ORDER_TEXT_MAX_CHARS = 4000;
/** Lines of a pasted message at most (an order of 100 products is the largest checkout allows). */
export const ORDER_TEXT_MAX_LINES = 100;

export const ORDER_TEXT_MESSAGES = {
  text: `Paste the order message: 1 to ${ORDER_TEXT_MAX_CHARS.toLocaleString('en-US')} characters`,
  lines: `An order message can have at most ${ORDER_TEXT_MAX_LINES} lines. Please paste it in parts.`,
} as const;

export const ORDER_TEXT_ERRORS = coded('ordertext', ORDER_TEXT_MESSAGES);
export const ORDER_TEXT_CODES = codesOf(ORDER_TEXT_ERRORS);
