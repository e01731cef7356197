// The zod schemas of the books' settings, parsed once at the door (REST and tRPC alike); services
// receive the parsed value.
import { body, INPUT_CODES, text } from '../inputs';
import { BOOKS_CODES, SELLER_PERMIT_MAX } from './messages';

/** A seller's permit number: letters, digits, spaces and hyphens (read after its length is checked). */
const PERMIT_CHARACTERS = /^[A-Za-z0-9 -]*$/;

/**
 * PUT /api/settings/books and tRPC admin.settings.setBooks. A blank permit number clears it (the
 * invoices then print none); the length is checked before the character rule reads the text.
 */
export const booksSettingsInput = body({
  seller_permit: text({ error: INPUT_CODES.expectedText })
    .max(SELLER_PERMIT_MAX, { error: BOOKS_CODES.sellerPermitTooLong, abort: true })
    .regex(PERMIT_CHARACTERS, { error: BOOKS_CODES.sellerPermitCharacters })
    .trim()
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value)),
});
