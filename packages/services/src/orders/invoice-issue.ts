// Issuing and voiding an order's invoice, inside the transaction of the status change that makes
// the order complete (or takes it back). The number is the next of document_numbers, taken in that
// transaction: a rollback takes it back, so the numbers have no gaps (a sequence could skip one).
// What the invoice says is written with it (invoices.content) and never changes afterwards; an
// order reopened and completed again gets a new invoice that names the one it replaces.
import { invoiceDueOn, toPacific, type PaymentTerms } from '@wholesale/rules';
import { toJson } from '@wholesale/db';
import { sql } from 'kysely';
import { nextDocumentNumber } from '../kernel/document-numbers';
import type { Db } from '../kernel/common';
import type { OrderDocumentContent } from '../pdf/order-document-data';
import { orderDocumentContent } from './invoice-content';
import { orderReads } from './records';

export interface IssuedInvoice {
  id: number;
  number: string;
  issued_at: Date;
  replaces: string | null;
  content: OrderDocumentContent;
}

/** Why an invoice was voided, as its row keeps it (for staff and the bookkeeper; the buyer sees the new one). */
export const VOID_REASONS = {
  reopened: 'The order was reopened',
} as const;

const INVOICE_COLUMNS = ['id', 'number', 'issued_at', 'replaces', 'content'] as const;

/** The order's invoice in force, if it has one (read in `trx`, under the order's lock). */
export async function invoiceInForce(trx: Db, orderId: number) {
  return trx
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('order_id', '=', orderId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The order's invoice in force, issued now if it has none: numbered, with the order as it stands
 * written down. The caller holds the order's row lock in `trx` and has checked the order is
 * complete with every weight final.
 */
export async function issueInvoice(
  trx: Db,
  orderId: number,
  terms: PaymentTerms,
  now: Date = new Date(),
): Promise<IssuedInvoice> {
  const inForce = await invoiceInForce(trx, orderId);
  if (inForce?.content) return { ...inForce, content: inForce.content as OrderDocumentContent };
  const row = await orderReads(trx).summaries().where('orders.id', '=', orderId).executeTakeFirstOrThrow();
  const content = await orderDocumentContent(trx, row, terms);
  if (inForce) {
    // Numbered before invoices were written down: what it says is what the order says now,
    // kept from this first read on.
    await trx
      .updateTable('invoices')
      .set({ content: toJson(content) })
      .where('id', '=', inForce.id)
      .execute();
    return { ...inForce, content };
  }
  const number = await nextDocumentNumber(trx, 'invoice');
  const replaced = await trx
    .selectFrom('invoices')
    .select('number')
    .where('order_id', '=', orderId)
    .where('voided_at', 'is not', null)
    .orderBy('voided_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  // Due on the company's terms as they stand now; kept with the invoice, so a later change of
  // terms never moves it.
  const { payment_terms } = await trx
    .selectFrom('users')
    .select('payment_terms')
    .where('id', '=', Number(row.company_id))
    .executeTakeFirstOrThrow();
  const dueOn = invoiceDueOn(toPacific(now).date, payment_terms);
  const issued = await trx
    .insertInto('invoices')
    .values({
      order_id: orderId,
      number,
      content: toJson({ ...content, payment_terms, due_on: dueOn }),
      replaces: replaced?.number ?? null,
      issued_at: now,
      payment_terms,
      due_on: dueOn,
    })
    .returning(['id', 'number', 'issued_at', 'replaces'])
    .executeTakeFirstOrThrow();
  return { ...issued, content: { ...content, payment_terms, due_on: dueOn } };
}

/** Voids the order's invoice in force, if any, keeping why (the caller holds the order's lock). */
export async function voidInvoice(trx: Db, orderId: number, reason: string): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ voided_at: sql<Date>`now()`, void_reason: reason })
    .where('order_id', '=', orderId)
    .where('voided_at', 'is', null)
    .execute();
}
