import { describe, expect, it } from 'vitest';
import { booksSettingsInput } from './inputs';
import { BOOKS_CODES, SELLER_PERMIT_MAX } from './messages';

const codeOf = (raw: unknown) => booksSettingsInput.safeParse(raw).error?.issues[0]?.message;

describe('booksSettingsInput', () => {
  it('keeps a permit number trimmed, and reads a blank one or null as none', () => {
    expect(booksSettingsInput.parse({ seller_permit: ' 102-345678 ' })).toEqual({ seller_permit: '102-345678' });
    expect(booksSettingsInput.parse({ seller_permit: '   ' })).toEqual({ seller_permit: null });
    expect(booksSettingsInput.parse({ seller_permit: null })).toEqual({ seller_permit: null });
  });

  it('refuses a long number before reading its characters, and characters other than letters, digits, spaces and hyphens', () => {
    expect(codeOf({ seller_permit: '1'.repeat(SELLER_PERMIT_MAX) })).toBeUndefined();
    expect(codeOf({ seller_permit: '<'.repeat(SELLER_PERMIT_MAX + 1) })).toBe(BOOKS_CODES.sellerPermitTooLong);
    expect(codeOf({ seller_permit: '102/345' })).toBe(BOOKS_CODES.sellerPermitCharacters);
    expect(codeOf({ seller_permit: 42 })).toBe('input.expectedText');
    expect(codeOf({})).toBe('input.expectedText');
  });
});
