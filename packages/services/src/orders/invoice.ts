// An order's final invoice: the owner or an admin downloads it once every catch-weight line is
// weighed. Its number is given the first time it is made and kept (migrations 0016 and 0024:
// gapless, one invoice in force per order); the PDF itself is drawn from the order as it stands
// (pdf/invoice-pdf.ts), so payments recorded later appear on the next download.
import { AWAITING_APPROVAL_STATUS, SETTLED_ORDER_STATUSES, type PaymentTerms } from '@wholesale/rules';
import { ConflictError, NotFoundError, ORDER_ERRORS, type Actor, type InvoiceFile } from '@wholesale/contract';
import { iso, type Db } from '../kernel/common';
import { businessIn, documentBuyer } from '../pdf/document';
import { invoiceFileName } from '../pdf/invoice-pdf';
import { inlinePdfRenderer, type PdfRenderer } from '../pdf/renderer';
import { paymentsOf } from './payments';
import { accessOf, readsCompany } from '../kernel/company-access';
import { orderReads } from './records';

/** Orders that have no invoice: nothing was handed over. */
const NO_INVOICE = SETTLED_ORDER_STATUSES.filter((s) => s === 'declined' || s === 'cancelled') as readonly string[];

/**
 * The order's invoice in force, numbered now if it has none ('INV-001001'). The number is the next
 * of `document_numbers`, taken in the transaction that gives it: a rollback takes it back, so
 * the numbers have no gaps (a sequence could skip one).
 */
async function invoiceNumber(db: Db, orderId: number): Promise<{ number: string; issued_at: Date }> {
  return db.transaction().execute(async (trx) => {
    // Locked: two first downloads of one order at once take turns, and the second reads the
    // first one's number.
    await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
    const inForce = await trx
      .selectFrom('invoices')
      .select(['number', 'issued_at'])
      .where('order_id', '=', orderId)
      .where('voided_at', 'is', null)
      .executeTakeFirst();
    if (inForce) return inForce;
    const { last_number } = await trx
      .updateTable('document_numbers')
      .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
      .where('kind', '=', 'invoice')
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('invoices')
      .values({ order_id: orderId, number: `INV-${String(last_number).padStart(6, '0')}` })
      .returning(['number', 'issued_at'])
      .executeTakeFirstOrThrow();
  });
}

export function createInvoices(deps: { db: Db; paymentTerms: PaymentTerms; renderPdf?: PdfRenderer }) {
  const { db } = deps;
  const renderPdf = deps.renderPdf ?? inlinePdfRenderer;
  const reads = orderReads(db);

  async function invoice(actor: Actor, orderId: number, lang?: 'en' | 'ko'): Promise<InvoiceFile> {
    const access = await accessOf(db, actor);
    const row = await reads.summaries().where('orders.id', '=', orderId).executeTakeFirst();
    // Every member of the company reads its invoices; another company's order reads like a missing one.
    if (!row || !readsCompany(access, Number(row.company_id))) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    if (NO_INVOICE.includes(row.order_status)) throw new ConflictError(ORDER_ERRORS.invoiceNone);
    // Not yet the warehouse's order: an invoice number is given to approved orders only.
    if (row.order_status === AWAITING_APPROVAL_STATUS) throw new ConflictError(ORDER_ERRORS.invoiceAwaiting);
    if (row.estimated) throw new ConflictError(ORDER_ERRORS.invoiceNotWeighed);
    // The invoice is the company's: its owner's licence and resale numbers, in the language of the
    // one who placed it unless asked.
    const buyer = await db
      .selectFrom('users')
      .select(['name', 'email', 'company', 'phone_number', 'license_number', 'california_resale'])
      .select((eb) =>
        eb.selectFrom('users as placer').select('placer.locale').where('placer.id', '=', row.user_id).as('locale'),
      )
      .where('id', '=', Number(row.company_id))
      .executeTakeFirstOrThrow();
    const detail = await reads.detailOf(row);
    const payment = await paymentsOf(db, row.id, row.total_amount_cents, deps.paymentTerms);
    const issued = await invoiceNumber(db, row.id);
    const locale = lang ?? buyer.locale ?? 'en';
    const content = await renderPdf({
      kind: 'invoice',
      data: {
        locale,
        number: issued.number,
        issuedAt: iso(issued.issued_at),
        business: businessIn(locale),
        buyer: { ...documentBuyer(buyer), license: buyer.license_number, resale: buyer.california_resale },
        order: {
          number: row.order_number,
          date: iso(row.order_date),
          pickup:
            detail.pickup_start && detail.pickup_end ? { start: detail.pickup_start, end: detail.pickup_end } : null,
        },
        lines: detail.lines,
        amounts: { subtotal: detail.amounts.subtotal, fee: detail.amounts.fee, total: detail.amounts.total },
        payment,
      },
    });
    return { number: issued.number, filename: invoiceFileName(issued.number), content };
  }

  return { invoice };
}
