// The zod schemas of the deposit setting (how the 50% prepayment is collected), parsed once at the
// door (REST and tRPC alike); services receive the parsed value.
import { z } from 'zod';
import { body, INPUT_CODES, isCleanText } from '../inputs';
import { DEPOSIT_CODES, DEPOSIT_TEXT_MAX } from './messages';

/**
 * One language's text. Its length is checked first and ends the chain, so nothing after it (the
 * character rule, the trim) reads more than DEPOSIT_TEXT_MAX characters; line breaks are kept
 * (staff may write two short paragraphs), control characters are refused.
 */
const depositText = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : INPUT_CODES.expectedText) })
    .max(DEPOSIT_TEXT_MAX, { error: DEPOSIT_CODES.tooLong, abort: true })
    .refine((value) => isCleanText(value, true), { error: INPUT_CODES.controlCharacters, abort: true })
    .trim()
    .min(1, { error: missing });

/** PUT /api/settings/deposit and tRPC admin.settings.setDeposit: both languages, every time. */
export const depositTermsInput = body({
  en: depositText(DEPOSIT_CODES.en),
  ko: depositText(DEPOSIT_CODES.ko),
});
export type DepositTermsInput = z.output<typeof depositTermsInput>;
