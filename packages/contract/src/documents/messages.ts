// The product's wording for a company's documents that expire: each message's
// code is `documents.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs and
// services can both read it.
import { EXPIRY_DATE_MAX, EXPIRY_DATE_MIN } from '@wholesale/rules';
import type { CodedMessage } from '../errors';
import { coded, codesOf, withParams } from '../errors';

export const DOCUMENT_MESSAGES = {
  expiresOn: `The expiry date must be a real date from ${EXPIRY_DATE_MIN} to ${EXPIRY_DATE_MAX}, written YYYY-MM-DD`,
  expiryRequired: 'Please enter the date the document expires',
  alreadyExpired: 'This document has already expired. Please upload one that is still valid.',
  documentType: 'Choose the business license or the California resale certificate',
  notDated: 'Only a business license or a California resale certificate has an expiry date',
  noLicense: 'This request has no business license file to put the expiry date on',
  noResaleCertificate: 'This request has no California resale certificate file to put the expiry date on',
  allowExpired: 'allow_expired must be true or false',
  renewalNotPending: 'This renewal was already accepted or refused. Please reload the list.',
  refusalReason: 'Please give the reason for refusing the document (up to 2,000 characters); the owner reads it.',
  /** `date` (YYYY-MM-DD) the certificate expired, worded as `day` */
  resaleExpired:
    'Your California resale certificate expired on {day}. Upload a renewed certificate from your profile to place orders.',
} as const;

/** The longest reason a refused renewal carries (the owner reads it in a mail and on the profile). */
export const REFUSAL_REASON_MAX = 2000;

export const DOCUMENT_ERRORS = coded('documents', DOCUMENT_MESSAGES);
export const DOCUMENT_CODES = codesOf(DOCUMENT_ERRORS);

/** Checkout's refusal when the company's resale certificate expired (`date`, YYYY-MM-DD). */
export function resaleExpiredError(date: string): CodedMessage {
  return withParams(DOCUMENT_ERRORS.resaleExpired, { date });
}
