// The reminder job: it mails a company's owner 30 and 7 days before a current document expires.
// Each reminder is a document_reminders row written with its mail in one transaction, keyed by
// (document, kind, date), so any number of processes may run the job and each reminder goes
// once. An expired document gets no mail: checkout says so to whoever orders, and the dashboard
// lists it.
import { sql } from 'kysely';
import { businessDate, daysUntil, DOCUMENT_REMINDER_DAYS, type ExpiringDocumentType } from '@wholesale/rules';
import type { DocumentsService } from '@wholesale/contract';
import { noMailHook, systemClock } from '../kernel/common';
import { enqueueMail } from '../mail/outbox';
import { mailEachClaimed } from '../mail/claimed-mailings';
import { greetingName } from '../mail/greeting-name';
import { currentDocuments, documentsUrl, type DocumentsDeps } from './rows';

export function createDocumentReminders(deps: DocumentsDeps): Pick<DocumentsService, 'runReminders'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const today = () => businessDate(clock());

  return {
    async runReminders() {
      const now = today();
      const [far, near] = DOCUMENT_REMINDER_DAYS;
      // The reminders due today and not yet sent: kind 7 in the last 7 days (the expiry day
      // included), 30 before that; none once expired. The same reminder for another date (a
      // corrected one) is another reminder.
      const { rows } = await sql<{
        id: number;
        user_id: number;
        document_type: ExpiringDocumentType;
        expires_on: string;
        kind: 30 | 7;
        email: string;
        locale: 'en' | 'ko';
        first_name: string;
        name: string;
        company: string | null;
      }>`
        SELECT c.id, c.user_id, c.document_type, to_char(c.expires_on, 'YYYY-MM-DD') AS expires_on, k.kind,
          u.email, u.locale, u.first_name, u.name, u.company
        FROM ${currentDocuments} c
        JOIN users u ON u.id = c.user_id
        CROSS JOIN LATERAL (SELECT CASE WHEN c.expires_on - ${now}::date <= ${sql.lit(near)} THEN ${sql.lit(near)} ELSE ${sql.lit(far)} END AS kind) k
        WHERE c.expires_on BETWEEN ${now}::date AND (${now}::date + ${sql.lit(far)})
          AND u.owner_id IS NULL AND u.is_admin = false AND u.disabled_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM document_reminders r WHERE r.document_id = c.id AND r.kind = k.kind AND r.expires_on = c.expires_on)
        ORDER BY c.expires_on, c.id`.execute(db);
      // One transaction per reminder: its row and its mail together. Another process that got
      // here first holds (or has committed) the same key, and this insert then writes nothing.
      const mailed = await mailEachClaimed(
        db,
        rows,
        async (trx, r) => {
          const claimed = await trx
            .insertInto('document_reminders')
            .values({ document_id: r.id, kind: r.kind, expires_on: r.expires_on })
            .onConflict((oc) => oc.doNothing())
            .returning('document_id')
            .executeTakeFirst();
          if (!claimed) return false;
          await enqueueMail(trx, {
            to: r.email,
            locale: r.locale,
            template: 'document-expiring',
            data: {
              name: greetingName(r),
              company: r.company,
              documentType: r.document_type,
              expiresOn: r.expires_on,
              daysLeft: daysUntil(r.expires_on, now),
              documentsUrl: documentsUrl(deps.publicUrl, r.user_id),
            },
          });
          return true;
        },
        mailQueued,
      );
      return { mailed };
    },
  };
}
