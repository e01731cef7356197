// The admin dashboard's list of company documents that expire soon or have expired.
import { sql } from 'kysely';
import { daysUntil, expiringSoonUntil, hasExpired, type ExpiringDocumentType } from '@wholesale/rules';
import type { ExpiringDocument } from '@wholesale/contract';
import type { Db } from '../kernel/common';
import { currentDocuments, EXPIRING_LIST_MAX } from './rows';

/**
 * The current documents of every company that expire by `today` + 30 days or have expired, the
 * soonest first: the admin's dashboard list. Owners only (a disabled or admin account is no company).
 */
export async function expiringDocuments(db: Db, today: string): Promise<ExpiringDocument[]> {
  const { rows } = await sql<{
    id: number;
    user_id: number;
    document_type: string;
    expires_on: string;
    company: string | null;
    name: string;
  }>`
    SELECT c.id, c.user_id, c.document_type, to_char(c.expires_on, 'YYYY-MM-DD') AS expires_on, u.company, u.name
    FROM ${currentDocuments} c JOIN users u ON u.id = c.user_id
    WHERE c.expires_on IS NOT NULL AND c.expires_on <= ${expiringSoonUntil(today)}::date
      AND u.owner_id IS NULL AND u.is_admin = false AND u.disabled_at IS NULL
    ORDER BY c.expires_on, c.id
    LIMIT ${EXPIRING_LIST_MAX}`.execute(db);
  return rows.map((r) => ({
    document_id: r.id,
    company_id: r.user_id,
    company: r.company,
    name: r.name,
    document_type: r.document_type as ExpiringDocumentType,
    expires_on: r.expires_on,
    days_left: daysUntil(r.expires_on, today),
    status: hasExpired(r.expires_on, today) ? 'expired' : 'expiring',
  }));
}
