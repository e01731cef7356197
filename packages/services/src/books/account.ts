// A company's account with the business: its balance and credit, the orders that still owe with
// their invoices and due dates, the latest payments and refunds, and its monthly statements. Its
// owner and its viewers read it (an orderer places orders, the money is the owner's business);
// staff read any company's, named by any of its members' ids.
import { daysOverdue, fromCents, OWING_ORDER_STATUSES, toPacific } from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  BOOKS_ERRORS,
  ForbiddenError,
  NotFoundError,
  type Actor,
  type BooksService,
  type CompanyAccount,
} from '@wholesale/contract';
import { sql } from 'kysely';
import { creditMemoUrl } from '../claims/rows';
import { companyCreditMemos, companyPayments, companyRefunds, REFUND_COLUMNS, refundLine } from './company-entries';
import { toFinanceCharge } from './finance-charges';
import { iso, systemClock, type Clock, type Db } from '../kernel/common';
import { accessOf, companyUsers, customerCompany } from '../kernel/company-access';
import { createStatements } from '../orders/statement';
import { CLOSED_ORDER_STATUSES } from '../orders/payment-view';
import type { PdfRenderer } from '../pdf/renderer';

/** The company the actor may read the account of: their own (owner or viewer), or the one staff name. */
export async function accountCompany(db: Db, actor: Actor, company?: number): Promise<number> {
  const access = await accessOf(db, actor);
  if (access.kind === 'member') {
    if (access.role === 'orderer') throw new ForbiddenError(BOOKS_ERRORS.accountRole);
    return access.companyId;
  }
  if (company === undefined) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
  return customerCompany(db, company);
}

export function createAccount(deps: {
  db: Db;
  clock?: Clock;
  renderPdf?: PdfRenderer;
}): Pick<BooksService, 'account' | 'statement'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const statements = createStatements(deps);

  async function account(actor: Actor, company?: number): Promise<CompanyAccount> {
    const companyId = await accountCompany(db, actor, company);
    const members = companyUsers(companyId);
    const today = toPacific(clock()).date;
    const owner = await db
      .selectFrom('users')
      .select(['company', 'payment_terms', 'credit_limit_cents'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const open = await db
      .selectFrom('orders as o')
      .innerJoin('users as placer', 'placer.id', 'o.user_id')
      .leftJoin('invoices as i', (join) => join.onRef('i.order_id', '=', 'o.id').on('i.voided_at', 'is', null))
      .select([
        'o.id',
        'o.order_number',
        'o.order_date',
        'o.total_amount_cents',
        'o.paid_cents',
        'placer.name',
        'placer.email',
        'i.number',
        'i.due_on',
      ])
      .where('o.user_id', 'in', members)
      .where('o.order_status', 'in', OWING_ORDER_STATUSES)
      .whereRef('o.paid_cents', '<', 'o.total_amount_cents')
      .orderBy('o.order_date')
      .orderBy('o.id')
      .execute();
    const { credit } = await db
      .selectFrom('orders as o')
      .select(
        sql<number>`coalesce(sum(greatest(0, o.paid_cents - CASE WHEN o.order_status IN (${sql.join(
          CLOSED_ORDER_STATUSES.map((s) => sql.lit(s)),
        )}) THEN 0 ELSE o.total_amount_cents END)), 0)`.as('credit'),
      )
      .where('o.user_id', 'in', members)
      .where('o.paid_cents', '>', 0)
      .executeTakeFirstOrThrow();
    const payments = await companyPayments(db, members, 'desc')
      .select(['p.received_at', 'o.order_number', 'p.method', 'p.collected_cents'])
      .limit(20)
      .execute();
    const refunds = await companyRefunds(db, members, 'desc').select(REFUND_COLUMNS).limit(20).execute();
    const memos = await companyCreditMemos(db, members, 'desc')
      .select(['cm.id', 'cm.number', 'cm.issued_at', 'o.order_number', 'cm.amount_cents'])
      .limit(20)
      .execute();
    const { open_claims } = await db
      .selectFrom('claims as cl')
      .innerJoin('orders as o', 'o.id', 'cl.order_id')
      .select(sql<number>`count(*)::int`.as('open_claims'))
      .where('o.user_id', 'in', members)
      .where('cl.status', '=', 'open')
      .executeTakeFirstOrThrow();
    const charges = await db
      .selectFrom('finance_charges')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('charged_at', 'desc')
      .orderBy('id', 'desc')
      .limit(12)
      .execute();
    const { unpaid } = await db
      .selectFrom('finance_charges')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('unpaid'))
      .where('company_id', '=', companyId)
      .where('settled', 'is', null)
      .executeTakeFirstOrThrow();
    const months = await db
      .selectFrom('orders as o')
      .select(sql<string>`to_char(o.order_date AT TIME ZONE 'America/Los_Angeles', 'YYYY-MM')`.as('month'))
      .where('o.user_id', 'in', members)
      .groupBy(sql`1`)
      .orderBy(sql`1`, 'desc')
      .limit(12)
      .execute();

    const balanceCents = open.reduce((n, o) => n + o.total_amount_cents - o.paid_cents, 0) + Number(unpaid);
    return {
      company_id: companyId,
      company: owner.company,
      terms: owner.payment_terms,
      credit_limit: owner.credit_limit_cents === null ? null : fromCents(owner.credit_limit_cents),
      credit_available: owner.credit_limit_cents === null ? null : fromCents(owner.credit_limit_cents - balanceCents),
      balance: fromCents(balanceCents),
      credit: fromCents(Number(credit)),
      open_orders: open.map((o) => ({
        order_id: o.id,
        order_number: o.order_number,
        order_date: iso(o.order_date),
        placed_by: o.name || o.email,
        total: fromCents(o.total_amount_cents),
        paid: fromCents(o.paid_cents),
        due: fromCents(o.total_amount_cents - o.paid_cents),
        invoice_number: o.number,
        due_on: o.due_on,
        days_overdue: o.due_on === null ? 0 : daysOverdue(o.due_on, today),
      })),
      payments: payments.map((p) => ({
        received_at: iso(p.received_at),
        order_number: p.order_number,
        method: p.method,
        collected: fromCents(p.collected_cents),
      })),
      refunds: refunds.map(refundLine),
      credit_memos: memos.map((m) => ({
        id: m.id,
        number: m.number,
        issued_at: iso(m.issued_at),
        order_number: m.order_number,
        amount: fromCents(m.amount_cents),
        url: creditMemoUrl(m.id),
      })),
      open_claims: Number(open_claims),
      finance_charges: charges.map(toFinanceCharge),
      statement_months: months.map((m) => m.month),
    };
  }

  return {
    account,
    async statement(actor, month, lang, company) {
      return statements.companyStatement(await accountCompany(db, actor, company), month, lang);
    },
  };
}
