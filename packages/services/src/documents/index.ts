// A company's documents that expire. The business license and the California resale certificate
// carry the day they expire on the file's own row (user_documents.expires_on); a company's
// current document of a type is its latest upload of that type on file (rows of the owner, whose
// id names the company), and older files stay. The admin dates them when approving a signup
// (accounts/signup-admin.ts) and on the customer's page; the owner uploads a renewed one from the
// profile with its date (the signup's file checks, without a token: the session is the
// credential). Every member reads where the company stands (checkout's notice).
//
// An owner's renewal waits for staff (review_status 'pending'): until an admin accepts it, with
// the expiry date they read on it, it is not on file, and the document before it (an expired
// certificate's hold included) stands. Refused, its reason is mailed to the owner in their
// language. An admin's own upload is on file at once.
//
// company-documents.ts: where a company stands, uploads and dating; renewals.ts: the staff's
// review; resale-setting.ts: the expired-certificate setting; reminders.ts: the reminder job;
// expiring.ts: the dashboard's list; company.ts and rows.ts: what they share.
import type { DocumentsService } from '@wholesale/contract';
import { ReadCache } from '../kernel/read-cache';
import { createCompanyDocuments } from './company-documents';
import { createDocumentReminders } from './reminders';
import { createRenewalReview } from './renewals';
import { createResaleSetting } from './resale-setting';
import { RESALE_SETTING_CACHE_MS, type DocumentsDeps } from './rows';

export { expiringDocuments } from './expiring';
export { EXPIRING_LIST_MAX, RENEWALS_LIST_MAX, RESALE_SETTING_CACHE_MS, type DocumentsDeps } from './rows';

export function createDocumentsService(deps: DocumentsDeps): DocumentsService {
  const settings = deps.settingsCache ?? new ReadCache({ ttlMs: RESALE_SETTING_CACHE_MS });
  return {
    ...createCompanyDocuments(deps, settings),
    ...createRenewalReview(deps),
    ...createResaleSetting(deps.db, settings),
    ...createDocumentReminders(deps),
  };
}
