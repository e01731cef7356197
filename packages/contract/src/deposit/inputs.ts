// The zod schemas of the deposit setting (how the 50% prepayment is collected), parsed once at the
// door (REST and tRPC alike); services receive the parsed value.
import { z } from 'zod';
import { body, CONTROL_CHARACTERS, EXPECTED_TEXT, isCleanText } from '../inputs';
import { DEPOSIT_MESSAGES, DEPOSIT_TEXT_MAX } from './messages';

/**
 * One language's text. Its length is checked first and ends the chain, so nothing after it (the
 * character rule, the trim) reads more than DEPOSIT_TEXT_MAX characters; line breaks are kept
 * (staff may write two short paragraphs), control characters are refused.
 */
const depositText = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : EXPECTED_TEXT) })
    .max(DEPOSIT_TEXT_MAX, { error: DEPOSIT_MESSAGES.tooLong, abort: true })
    .refine((value) => isCleanText(value, true), { error: CONTROL_CHARACTERS, abort: true })
    .trim()
    .min(1, { error: missing });

/** PUT /api/settings/deposit and tRPC admin.settings.setDeposit: both languages, every time. */
export const depositTermsInput = body({
  en: depositText(DEPOSIT_MESSAGES.en),
  ko: depositText(DEPOSIT_MESSAGES.ko),
});
