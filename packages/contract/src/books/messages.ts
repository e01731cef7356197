// The product's wording for the books (invoices, credits, a company's account): each message's
// code is `books.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs and services
// can both read it.
import { coded, codesOf } from '../errors';

/** The most characters of a seller's permit number (California's are 9 to 12 digits, with dashes). */
export const SELLER_PERMIT_MAX = 40;

export const BOOKS_MESSAGES = {
  sellerPermitTooLong: `The seller's permit number can be at most ${SELLER_PERMIT_MAX} characters`,
  sellerPermitCharacters: "The seller's permit number may use letters, digits, spaces and hyphens only",
} as const;

export const BOOKS_ERRORS = coded('books', BOOKS_MESSAGES);
export const BOOKS_CODES = codesOf(BOOKS_ERRORS);
