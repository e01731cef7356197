// A buyer's monthly statement, for staff: the orders the buyer placed in a Los
// Angeles month with what each has had paid, the payments received in that month, and what the
// buyer owes today on confirmed and completed orders (the dashboard's "owed", for one buyer).
import { firstOfMonth, fromCents, startOfBusinessDay, toPacific } from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  NotFoundError,
  ORDER_ERRORS,
  requireAdmin,
  ValidationError,
  type Actor,
  type InvoiceFile,
} from '@wholesale/contract';
import { iso, systemClock, type Clock, type Db } from '../kernel/common';
import { businessIn, documentBuyer } from '../pdf/document';
import { inlinePdfRenderer, type PdfRenderer } from '../pdf/renderer';
import { statementFileName } from '../pdf/statement-pdf';
import { owedQuery } from './payments';

export function createStatements(deps: { db: Db; clock?: Clock; renderPdf?: PdfRenderer }) {
  const { db } = deps;
  const renderPdf = deps.renderPdf ?? inlinePdfRenderer;
  const clock = deps.clock ?? systemClock;

  async function statement(actor: Actor, userId: number, month: string, lang?: 'en' | 'ko'): Promise<InvoiceFile> {
    requireAdmin(actor);
    const now = clock();
    if (`${month}-01` > toPacific(now).date)
      throw new ValidationError(ORDER_ERRORS.statementMonth, { month: ORDER_ERRORS.statementMonth });
    const buyer = await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'company', 'phone_number', 'locale', 'is_admin'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!buyer || buyer.is_admin) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
    const from = startOfBusinessDay(`${month}-01`);
    const to = startOfBusinessDay(firstOfMonth(`${month}-01`, 1));
    const orders = await db
      .selectFrom('orders')
      .select(['order_number', 'order_date', 'order_status', 'total_amount_cents', 'paid_cents'])
      .where('user_id', '=', userId)
      .where('order_date', '>=', from)
      .where('order_date', '<', to)
      .orderBy('order_date')
      .orderBy('id')
      .execute();
    const payments = await db
      .selectFrom('order_payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.received_at', 'o.order_number', 'p.kind', 'p.method', 'p.applied_cents', 'p.collected_cents'])
      .where('o.user_id', '=', userId)
      .where('p.received_at', '>=', from)
      .where('p.received_at', '<', to)
      .orderBy('p.received_at')
      .orderBy('p.id')
      .execute();
    const owed = await owedQuery(db).where('user_id', '=', userId).executeTakeFirstOrThrow();
    const locale = lang ?? buyer.locale;
    const content = await renderPdf({
      kind: 'statement',
      data: {
        locale,
        month,
        madeAt: now.toISOString(),
        business: businessIn(locale),
        buyer: documentBuyer(buyer),
        orders: orders.map((o) => ({
          order_number: o.order_number,
          order_date: iso(o.order_date),
          status: o.order_status,
          total: fromCents(o.total_amount_cents),
          paid: fromCents(o.paid_cents),
          due: fromCents(
            o.order_status === 'declined' || o.order_status === 'cancelled'
              ? 0
              : Math.max(0, o.total_amount_cents - o.paid_cents),
          ),
        })),
        payments: payments.map((p) => ({
          received_at: iso(p.received_at),
          order_number: p.order_number,
          kind: p.kind,
          method: p.method,
          applied: fromCents(p.applied_cents),
          collected: fromCents(p.collected_cents),
        })),
        openBalance: fromCents(Number(owed.cents)),
      },
    });
    return { number: month, filename: statementFileName(month, buyer.company ?? buyer.name), content };
  }

  return { statement };
}
