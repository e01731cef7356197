// A company's documents that expire, as SQL the other use cases put in their own
// statements: the current document of a type is the company's latest upload of it that is on file
// (user_documents of the owner, whose id names the company; migration 0022): an owner's renewal
// waiting for staff, or refused, is not (migration 0023). The business setting that lets a
// company order with an expired resale certificate. Checkout reads both in its single read
// statement and judges them with @wholesale/rules' resaleCertificateCheck, like the documents
// service does for the web's notice, so the two can never disagree.
import { sql, type RawBuilder } from 'kysely';
import {
  businessDate,
  resaleCertificateCheck,
  type ExpiringDocumentType,
  type ResaleCertificateCheck,
} from '@wholesale/rules';
import { ForbiddenError, resaleExpiredError } from '@wholesale/contract';

/** business_settings key of the setting; its value is `{ "allow_expired": true | false }`. */
export const RESALE_SETTING_KEY = 'resale-certificate';

type CompanyRef = RawBuilder<number> | number;

/**
 * The expiry date ('YYYY-MM-DD' text, or NULL when unknown or there is no such file) of the
 * company's current document of `type`. `companyId` is the owner's id, as a number or SQL (for
 * a member's order: `companyIdSql(userId)` of kernel/company-access.ts).
 */
export function currentExpirySql(companyId: CompanyRef, type: ExpiringDocumentType): RawBuilder<string | null> {
  return sql<string | null>`(SELECT to_char(cd.expires_on, 'YYYY-MM-DD') FROM user_documents cd
    WHERE cd.user_id = ${companyId} AND cd.document_type = ${type} AND ${onFileSql('cd')}
    ORDER BY cd.uploaded_at DESC, cd.id DESC LIMIT 1)`;
}

/**
 * Whether the user_documents row `alias` is on file: it asked for no review (the signup's files,
 * dated on approval) or staff accepted it. An owner's renewal waiting for staff, or refused, is
 * not, so an upload alone never lifts an expired certificate's hold.
 */
export function onFileSql(alias: 'cd' | 'd' | 'c'): RawBuilder<boolean> {
  const status = sql.ref(`${alias}.review_status`);
  return sql<boolean>`(${status} IS NULL OR ${status} = 'accepted')`;
}

/** The company's current resale certificate's expiry date, 'YYYY-MM-DD' text or NULL. */
export function resaleExpirySql(companyId: CompanyRef): RawBuilder<string | null> {
  return currentExpirySql(companyId, 'resale-certificate');
}

/**
 * Whether the business setting allows orders with an expired resale certificate: a boolean,
 * false while no admin saved the setting (the default) or its value is not `true`.
 */
export function allowExpiredResaleSql(): RawBuilder<boolean> {
  return sql<boolean>`coalesce((SELECT rs.value -> 'allow_expired' = 'true'::jsonb FROM business_settings rs WHERE rs.key = ${RESALE_SETTING_KEY}), false)`;
}

/**
 * Checkout's rule on what those two read: throws the refusal (403 `documents.resaleExpired`, with
 * the day it expired) when the certificate expired and the setting does not allow it; answers
 * 'ok', or 'expired-warn' when the order goes through with an expired certificate.
 */
export function requireResaleCertificate(
  expiresOn: string | null,
  allowExpired: boolean,
  now: Date,
): Exclude<ResaleCertificateCheck, 'expired-refuse'> {
  const check = resaleCertificateCheck(expiresOn, businessDate(now), allowExpired);
  if (check === 'expired-refuse') throw new ForbiddenError(resaleExpiredError(expiresOn!));
  return check;
}
