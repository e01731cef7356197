// A company's monthly statement, for staff: its ledger for a Los Angeles month (the opening
// balance, what the invoices charged, the payments applied, the credit memos and refunds, the
// closing balance: books/ledger.ts), every order its members placed in the month (who placed it;
// declined and cancelled ones listed, not counted as sales), the payments received as collected
// (with the card's tax and the cash discount), the refunds and credit memos, and what the company
// owes today on confirmed and completed orders, aged by days past due (the receivables' figures,
// for one company). Asked for a member, it is their company's.
import { firstOfMonth, fromCents, OWING_ORDER_STATUSES, startOfBusinessDay, toPacific } from '@wholesale/rules';
import { ORDER_ERRORS, requireAdmin, ValidationError, type Actor, type InvoiceFile } from '@wholesale/contract';
import { iso, systemClock, type Clock, type Db } from '../kernel/common';
import { companyUsers, customerCompany } from '../kernel/company-access';
import { inSpan } from '../kernel/time-span';
import { businessIn, documentBuyer } from '../pdf/document';
import { inlinePdfRenderer, type PdfRenderer } from '../pdf/renderer';
import { statementFileName } from '../pdf/statement-pdf';
import { CLOSED_ORDER_STATUSES } from './payment-view';
import { owedQuery } from './payments';
import { ledgerBalance, ledgerTotals, type LedgerTotals } from '../books/ledger';
import { readReceivables } from '../books/receivables';
import {
  companyCreditMemos,
  companyPayments,
  companyRefunds,
  PAYMENT_CENTS,
  REFUND_COLUMNS,
  refundLine,
} from '../books/company-entries';

const OWING: readonly string[] = OWING_ORDER_STATUSES;

export function createStatements(deps: { db: Db; clock?: Clock; renderPdf?: PdfRenderer }) {
  const { db } = deps;
  const renderPdf = deps.renderPdf ?? inlinePdfRenderer;
  const clock = deps.clock ?? systemClock;

  /** Staff's download: the statement of user `userId`'s company. */
  async function statement(actor: Actor, userId: number, month: string, lang?: 'en' | 'ko'): Promise<InvoiceFile> {
    requireAdmin(actor);
    return companyStatement(await customerCompany(db, userId), month, lang);
  }

  /** The statement of the company `companyId` (its owner's id); who may read it is the caller's check. */
  async function companyStatement(companyId: number, month: string, lang?: 'en' | 'ko'): Promise<InvoiceFile> {
    const now = clock();
    if (`${month}-01` > toPacific(now).date)
      throw new ValidationError(ORDER_ERRORS.statementMonth, { month: ORDER_ERRORS.statementMonth });
    const owner = await db
      .selectFrom('users')
      .select(['name', 'email', 'company', 'phone_number', 'locale'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const from = startOfBusinessDay(`${month}-01`);
    const to = startOfBusinessDay(firstOfMonth(`${month}-01`, 1));
    const span = { from, to };
    const members = companyUsers(companyId);
    const orders = await db
      .selectFrom('orders')
      .innerJoin('users as placer', 'placer.id', 'orders.user_id')
      .select([
        'orders.order_number',
        'orders.order_date',
        'orders.order_status',
        'orders.total_amount_cents',
        'orders.paid_cents',
        'placer.name as placed_by',
        'placer.email as placed_by_email',
      ])
      .where('orders.user_id', 'in', members)
      .where((eb) => inSpan(eb, 'orders.order_date', span))
      .orderBy('orders.order_date')
      .orderBy('orders.id')
      .execute();
    const payments = await companyPayments(db, members, 'asc')
      .select(['p.received_at', 'o.order_number', 'p.kind', 'p.method', ...PAYMENT_CENTS])
      .where((eb) => inSpan(eb, 'p.received_at', span))
      .execute();
    const refunds = await companyRefunds(db, members, 'asc')
      .select(REFUND_COLUMNS)
      .where((eb) => inSpan(eb, 'r.refunded_at', span))
      .execute();
    const memos = await companyCreditMemos(db, members, 'asc')
      .select(['cm.issued_at', 'cm.number', 'o.order_number', 'cm.amount_cents'])
      .where((eb) => inSpan(eb, 'cm.issued_at', span))
      .execute();
    const financeCharges = await db
      .selectFrom('finance_charges')
      .select(['charged_at', 'overdue_cents', 'amount_cents'])
      .where('company_id', '=', companyId)
      .where((eb) => inSpan(eb, 'charged_at', span))
      .orderBy('charged_at')
      .execute();
    const owed = await owedQuery(db).where('user_id', 'in', members).executeTakeFirstOrThrow();
    // The ledger from the month's first instant to its end; the month under way closes today.
    const [opening, closing] = (await ledgerTotals(db, companyId, [from, to])) as [LedgerTotals, LedgerTotals];
    const closingDay = now < to ? now : new Date(to.getTime() - 1);
    // Nothing owed on orders: nothing to age (the common case of a paid-up company) and no read.
    const [aged] = Number(owed.cents) > 0 ? await readReceivables(db, toPacific(now).date, companyId) : [];
    const locale = lang ?? owner.locale;
    const content = await renderPdf({
      kind: 'statement',
      data: {
        locale,
        month,
        madeAt: now.toISOString(),
        business: businessIn(locale),
        buyer: documentBuyer(owner),
        orders: orders.map((o) => ({
          order_number: o.order_number,
          order_date: iso(o.order_date),
          placed_by: o.placed_by || o.placed_by_email,
          status: o.order_status,
          counted: !CLOSED_ORDER_STATUSES.includes(o.order_status),
          total: fromCents(o.total_amount_cents),
          paid: fromCents(o.paid_cents),
          // Left to pay only where it is owed (confirmed or complete): the open balance's orders.
          due: OWING.includes(o.order_status) ? fromCents(Math.max(0, o.total_amount_cents - o.paid_cents)) : null,
        })),
        payments: payments.map((p) => ({
          received_at: iso(p.received_at),
          order_number: p.order_number,
          kind: p.kind,
          method: p.method,
          applied: fromCents(p.applied_cents),
          discount: fromCents(p.discount_cents),
          tax: fromCents(p.tax_cents),
          collected: fromCents(p.collected_cents),
        })),
        refunds: refunds.map(refundLine),
        creditMemos: memos.map((m) => ({
          issued_at: iso(m.issued_at),
          number: m.number,
          order_number: m.order_number,
          amount: fromCents(m.amount_cents),
        })),
        financeCharges: financeCharges.map((f) => ({
          charged_at: iso(f.charged_at),
          overdue: fromCents(f.overdue_cents),
          amount: fromCents(f.amount_cents),
        })),
        ledger: {
          opening: { at: from.toISOString(), amount: fromCents(ledgerBalance(opening)) },
          invoiced: fromCents(closing.invoiced - opening.invoiced),
          charged: fromCents(closing.charged - opening.charged),
          paid: fromCents(closing.paid - opening.paid),
          credited: fromCents(closing.credited - opening.credited),
          refunded: fromCents(closing.refunded - opening.refunded),
          closing: { at: closingDay.toISOString(), amount: fromCents(ledgerBalance(closing)) },
        },
        ageing: {
          current: aged?.current ?? 0,
          days_1_30: aged?.days_1_30 ?? 0,
          days_31_60: aged?.days_31_60 ?? 0,
          days_61_90: aged?.days_61_90 ?? 0,
          days_over_90: aged?.days_over_90 ?? 0,
        },
        openBalance: fromCents(Number(owed.cents)),
      },
    });
    return { number: month, filename: statementFileName(month, owner.company ?? owner.name), content };
  }

  return { statement, companyStatement };
}
