// The back office's Inquiries page: the inquiries with their files, cart and replies;
// the status toggle; the reply, queued in the outbox in the same transaction that keeps it on the
// inquiry. Admins only.
import { sql } from 'kysely';
import { INQUIRY_ERRORS, requireAdmin, type AdminInquiry, type InquiriesAdminService } from '@wholesale/contract';
import { iso, noMailHook, rowOrNotFound, systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { documentDownload } from '../accounts/signup-admin';
import { enqueueMail } from '../mail/outbox';
import type { UrlSigner } from '../storage/url-signer';

export function createInquiriesAdmin(deps: {
  db: Db;
  signer: UrlSigner;
  /** The business inbox (INQUIRY_EMAIL): the reply's Reply-To, so the customer's answer reaches sales. */
  businessEmail: string;
  clock?: Clock;
  onMailQueued?: MailQueued;
}): InquiriesAdminService {
  const { db, signer } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  return {
    async list(actor) {
      requireAdmin(actor);
      const rows = await db
        .selectFrom('inquiries')
        .selectAll()
        .orderBy(sql`status = 'resolved'`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1000)
        .execute();
      const ids = rows.map((r) => r.id);
      const itemIds = [
        ...new Set(
          rows.flatMap((r) => [...r.cart_items.map((line) => line.id), ...(r.item_id === null ? [] : [r.item_id])]),
        ),
      ];
      const items = itemIds.length
        ? await db.selectFrom('items').select(['id', 'name', 'name_ko']).where('id', 'in', itemIds).execute()
        : [];
      const [documents, replies] = ids.length
        ? await Promise.all([
            db
              .selectFrom('inquiry_documents')
              .select(['id', 'inquiry_id', 'document_type', 'original_filename', 'file_size', 'uploaded_at'])
              .where('inquiry_id', 'in', ids)
              .orderBy('id')
              .execute(),
            db
              .selectFrom('inquiry_replies')
              .leftJoin('users', 'users.id', 'inquiry_replies.sent_by')
              .select([
                'inquiry_replies.inquiry_id',
                'inquiry_replies.message',
                'inquiry_replies.to_address',
                'inquiry_replies.response_type',
                'inquiry_replies.sent_at',
                'users.name',
              ])
              .where('inquiry_replies.inquiry_id', 'in', ids)
              .orderBy('inquiry_replies.sent_at')
              .orderBy('inquiry_replies.id')
              .execute(),
          ])
        : [[], []];
      return rows.map((r): AdminInquiry => ({
        id: r.id,
        name: r.name,
        email: r.email,
        company: r.company,
        phone: r.phone,
        license_number: r.license_number,
        california_resale: r.california_resale,
        company_address_1: r.company_address_1,
        company_address_2: r.company_address_2,
        city: r.city,
        state: r.state,
        zip_code: r.zip_code,
        message: r.message,
        timestamp: iso(r.created_at),
        status: r.status,
        locale: r.locale,
        cart_items: r.cart_items,
        cart_total: r.cart_total_cents === null ? null : r.cart_total_cents / 100,
        item_id: r.item_id,
        items: items.filter((item) => item.id === r.item_id || r.cart_items.some((line) => line.id === item.id)),
        documents: documents
          .filter((d) => d.inquiry_id === r.id)
          .map((d) => ({
            id: d.id,
            documentType: d.document_type,
            originalFilename: d.original_filename,
            fileSize: d.file_size,
            uploadedAt: iso(d.uploaded_at),
          })),
        replies: replies
          .filter((p) => p.inquiry_id === r.id)
          .map((p) => ({
            message: p.message,
            to_address: p.to_address,
            response_type: p.response_type,
            sent_by: p.name,
            sent_at: iso(p.sent_at),
          })),
      }));
    },

    async toggleStatus(actor, id) {
      requireAdmin(actor);
      // One statement: two admins toggling at once flip it twice, never into a third state.
      const row = await rowOrNotFound(
        db
          .updateTable('inquiries')
          .set({
            status: sql`CASE WHEN status = 'resolved' THEN 'unresolved' ELSE 'resolved' END`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .returning(['id', 'status']),
        INQUIRY_ERRORS.notFound,
      );
      return { id: row.id, status: row.status };
    },

    async reply(actor, input) {
      const admin = requireAdmin(actor);
      await db.transaction().execute(async (trx) => {
        let locale = input.locale;
        if (input.inquiryId !== undefined) {
          const inquiry = await rowOrNotFound(
            trx.selectFrom('inquiries').select(['id', 'locale']).where('id', '=', input.inquiryId).forUpdate(),
            INQUIRY_ERRORS.notFound,
          );
          locale ??= inquiry.locale;
          await trx
            .insertInto('inquiry_replies')
            .values({
              inquiry_id: inquiry.id,
              to_address: input.email,
              message: input.responseMessage,
              response_type: input.responseType ?? null,
              sent_by: admin.userId,
              sent_at: clock(),
            })
            .execute();
          await trx
            .updateTable('inquiries')
            .set({ responded_at: clock(), updated_at: clock() })
            .where('id', '=', inquiry.id)
            .execute();
        }
        await enqueueMail(trx, {
          to: input.email,
          // The reply invites an answer: it goes to sales, whatever the mail worker's default.
          replyTo: deps.businessEmail,
          template: 'inquiry-response',
          locale: locale ?? 'en',
          data: {
            ...(input.customerName ? { customerName: input.customerName } : {}),
            ...(input.companyName ? { companyName: input.companyName } : {}),
            responseMessage: input.responseMessage,
            ...(input.originalMessage ? { originalMessage: input.originalMessage } : {}),
            ...(input.inquiryDate ? { inquiryDate: input.inquiryDate } : {}),
          },
        });
      });
      mailQueued();
      return { sent: true as const };
    },

    async documentLink(actor, id, documentId) {
      requireAdmin(actor);
      const doc = await db
        .selectFrom('inquiry_documents')
        .select(['storage_key', 'original_filename'])
        .where('id', '=', documentId)
        .where('inquiry_id', '=', id)
        .executeTakeFirst();
      return documentDownload(signer, doc, clock());
    },
  };
}
