// An order's documents for its company's members and staff: the invoice once it is issued (the
// order complete, every weight final: status.ts issues it in the completing transaction), and
// before that the order confirmation, drawn from the order as it stands. An issued invoice is
// drawn from what it said at issue (invoices.content), so it reads the same on every download.
import { COMPLETE_ORDER_STATUSES, type PaymentTerms } from '@wholesale/rules';
import { ConflictError, NotFoundError, ORDER_ERRORS, type Actor, type InvoiceFile } from '@wholesale/contract';
import { iso, type Db } from '../kernel/common';
import { accessOf, readsCompany } from '../kernel/company-access';
import { confirmationFileName, invoiceFileName } from '../pdf/order-document-data';
import { inlinePdfRenderer, type PdfRenderer } from '../pdf/renderer';
import { orderDocumentContent } from './invoice-content';
import { issueInvoice } from './invoice-issue';
import { lockOrderRow } from './changes/locked-order';
import { orderReads } from './records';

/** Orders that have no documents: nothing was handed over. */
const CLOSED = ['declined', 'cancelled'];

export function createInvoices(deps: { db: Db; paymentTerms: PaymentTerms; renderPdf?: PdfRenderer }) {
  const { db, paymentTerms } = deps;
  const renderPdf = deps.renderPdf ?? inlinePdfRenderer;
  const reads = orderReads(db);

  /** The order if the actor's company may read it; another company's reads like a missing one. */
  async function readableOrder(actor: Actor, orderId: number) {
    const access = await accessOf(db, actor);
    const row = await reads.summaries().where('orders.id', '=', orderId).executeTakeFirst();
    if (!row || !readsCompany(access, Number(row.company_id))) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    return row;
  }

  async function invoice(actor: Actor, orderId: number, lang?: 'en' | 'ko'): Promise<InvoiceFile> {
    const row = await readableOrder(actor, orderId);
    if (CLOSED.includes(row.order_status)) throw new ConflictError(ORDER_ERRORS.invoiceNone);
    if (!(COMPLETE_ORDER_STATUSES as readonly string[]).includes(row.order_status))
      throw new ConflictError(ORDER_ERRORS.invoiceNotIssued);
    // Completed before completing needed every weight (an order of an earlier version).
    if (row.estimated) throw new ConflictError(ORDER_ERRORS.invoiceNotWeighed);
    // Issued when the order was completed; an order completed before invoices were issued that
    // way gets its invoice on this first read, under the order's lock like a completion.
    const issued = await db.transaction().execute(async (trx) => {
      await lockOrderRow(trx, row.id);
      return issueInvoice(trx, row.id, paymentTerms);
    });
    const locale = lang ?? issued.content.locale;
    const content = await renderPdf({
      kind: 'order-document',
      data: {
        locale,
        heading: { kind: 'invoice', number: issued.number, issuedAt: iso(issued.issued_at), replaces: issued.replaces },
        content: issued.content,
      },
    });
    return { number: issued.number, filename: invoiceFileName(issued.number, locale), content };
  }

  async function confirmation(actor: Actor, orderId: number, lang?: 'en' | 'ko'): Promise<InvoiceFile> {
    const row = await readableOrder(actor, orderId);
    if (CLOSED.includes(row.order_status)) throw new ConflictError(ORDER_ERRORS.confirmationNone);
    const content = await orderDocumentContent(db, row, paymentTerms);
    const locale = lang ?? content.locale;
    const pdf = await renderPdf({
      kind: 'order-document',
      data: { locale, heading: { kind: 'confirmation', madeAt: new Date().toISOString() }, content },
    });
    return { number: null, filename: confirmationFileName(row.order_number, locale), content: pdf };
  }

  return { invoice, confirmation };
}
