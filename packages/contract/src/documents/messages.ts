// The product's wording for a company's documents that expire (issue 21, item 7): each message's
// code is `documents.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs and
// services can both read it.
import { EXPIRY_DATE_MAX, EXPIRY_DATE_MIN } from '@wholesale/rules';
import type { CodedMessage } from '../errors';
import { coded } from '../errors';

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
} as const;

/** The longest reason a refused renewal carries (the owner reads it in a mail and on the profile). */
export const REFUSAL_REASON_MAX = 2000;

export const DOCUMENT_ERRORS = coded('documents', DOCUMENT_MESSAGES);

/** 'March 9, 2026' for '2026-03-09' (a calendar date, no zone): the English refusal's words. */
function dateWords(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** What checkout answers when the company's resale certificate expired (and the setting does not allow it). */
export function resaleExpiredMessage(date: string): string {
  return `Your California resale certificate expired on ${dateWords(date)}. Upload a renewed certificate from your profile to place orders.`;
}

/** The refusal, with the day it expired as `date` ('YYYY-MM-DD') for clients to word themselves. */
export function resaleExpiredError(date: string): CodedMessage {
  return { code: 'documents.resaleExpired', message: resaleExpiredMessage(date), params: { date } };
}
