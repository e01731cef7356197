// The zod schemas of the back office's inquiries, parsed once at the door (REST and tRPC alike);
// services receive the parsed value.
import { VALIDATION_CODES } from '@wholesale/rules';
import { z } from 'zod';
import { body, idInput, text } from '../inputs';
import { ACCOUNT_CODES } from '../accounts/messages';
import { INQUIRY_CODES } from './messages';

export const inquiryIdInput = idInput(INQUIRY_CODES.notFound);
export const inquiryAdminRef = z.object({ id: inquiryIdInput });
export const inquiryDocumentRef = z.object({
  id: inquiryIdInput,
  documentId: idInput(ACCOUNT_CODES.documentNotFound),
});

const optional = (max: number, multiline = false) => text(undefined, { multiline }).trim().max(max).optional();

/**
 * POST /api/email/send-inquiry-response (catalogue spec section 7) and tRPC admin.inquiries.reply:
 * the spec's body, plus the inquiry's id (so the reply is kept on it) and the reply's language.
 */
export const inquiryReplyInput = body({
  inquiryId: inquiryIdInput.optional(),
  email: text({ error: INQUIRY_CODES.recipientMissing })
    .trim()
    .min(1, { error: INQUIRY_CODES.recipientMissing })
    .max(320, { abort: true })
    .pipe(z.email({ error: VALIDATION_CODES.email })),
  customerName: optional(200),
  responseMessage: text({ error: INQUIRY_CODES.responseRequired }, { multiline: true })
    .trim()
    .min(1, { error: INQUIRY_CODES.responseRequired })
    .max(10_000),
  responseType: optional(50),
  originalMessage: optional(10_000, true),
  companyName: optional(200),
  inquiryDate: optional(100),
  locale: z.enum(['en', 'ko']).optional(),
});
export type InquiryReply = z.output<typeof inquiryReplyInput>;
