// The product's wording for the back office's inquiries: each message's code is `<domain>.<key>`
// (error-codes.ts). Imports nothing of its own domain, so inputs and services can both read it.
import { coded, codesOf } from '../errors';
import { INQUIRY_NOT_FOUND } from '../accounts/messages';

export const INQUIRY_MESSAGES = {
  notFound: INQUIRY_NOT_FOUND,
  responseRequired: 'Please enter a response message before sending.',
  recipientMissing: 'Recipient email is missing',
  sendFailed: 'Failed to send email',
} as const;

export const INQUIRY_ERRORS = coded('inquiries', INQUIRY_MESSAGES);
export const INQUIRY_CODES = codesOf(INQUIRY_ERRORS);
