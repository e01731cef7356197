// Late payment interest. When staff turn it on (books settings), the monthly job charges each
// company, once for the month just ended, the monthly rate (at most the legal maximum) on what its
// invoices had overdue past the grace period at the month's end: the balance of its orders, never an
// earlier finance charge. The charge is dated the month's last instant, so that month's statement
// shows it. Staff record a charge paid (cash or card) or waive it with a reason, once.
import {
  addDays,
  financeChargeAnnualBp,
  financeChargeCents,
  fromCents,
  OWING_ORDER_STATUSES,
  startOfBusinessDay,
} from '@wholesale/rules';
import { BOOKS_ERRORS, ConflictError, requireAdmin, type BooksService, type FinanceCharge } from '@wholesale/contract';
import type { Selectable } from 'kysely';
import type { FinanceChargesTable } from '@wholesale/db';
import { sql } from 'kysely';
import { iso, rowOrNotFound, systemClock, type Clock, type Db } from '../kernel/common';
import { ordersWithCompany } from '../kernel/company-access';
import { monthEndedBefore } from '../kernel/time-span';
import { financeTerms, readBooksSettings } from './settings';

export function toFinanceCharge(r: Selectable<FinanceChargesTable>): FinanceCharge {
  return {
    id: r.id,
    company_id: r.company_id,
    month: r.month,
    overdue: fromCents(r.overdue_cents),
    annual_rate_percent: r.annual_rate_bp / 100,
    amount: fromCents(r.amount_cents),
    charged_at: iso(r.charged_at),
    settled:
      r.settled === null || r.settled_at === null
        ? null
        : { kind: r.settled, at: iso(r.settled_at), method: r.method, reason: r.waive_reason },
  };
}

export function createFinanceCharges(deps: {
  db: Db;
  clock?: Clock;
  onOrdersChanged?: () => void;
}): Pick<BooksService, 'chargeFinance' | 'settleFinanceCharge'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async chargeFinance() {
      const { thisMonth, month } = monthEndedBefore(clock());
      const terms = financeTerms(await readBooksSettings(db));
      if (!terms.enabled) return { charged: 0, month };
      const lastDay = addDays(thisMonth, -1);
      // Overdue past the grace period on the month's last day: due before that day less the grace.
      const dueBefore = addDays(lastDay, -terms.graceDays);
      const overdue = await ordersWithCompany(db)
        .innerJoin('invoices as i', (join) => join.onRef('i.order_id', '=', 'o.id').on('i.voided_at', 'is', null))
        .select(['c.id as company_id', sql<number>`sum(o.total_amount_cents - o.paid_cents)::int`.as('overdue')])
        .where('o.order_status', 'in', OWING_ORDER_STATUSES)
        .whereRef('o.paid_cents', '<', 'o.total_amount_cents')
        .where('i.due_on', '<', dueBefore)
        .groupBy('c.id')
        .execute();
      const annualBp = financeChargeAnnualBp(terms);
      const chargedAt = new Date(startOfBusinessDay(thisMonth).getTime() - 1);
      const rows = overdue
        .map((r) => ({ company_id: r.company_id, overdue_cents: Number(r.overdue) }))
        .map((r) => ({ ...r, amount_cents: financeChargeCents(r.overdue_cents, annualBp) }))
        .filter((r) => r.amount_cents > 0)
        .map((r) => ({ ...r, month, annual_rate_bp: annualBp, charged_at: chargedAt }));
      if (rows.length === 0) return { charged: 0, month };
      // Once per company and month, however often (and in however many processes) the job runs.
      const inserted = await db
        .insertInto('finance_charges')
        .values(rows)
        .onConflict((oc) => oc.columns(['company_id', 'month']).doNothing())
        .returning('id')
        .execute();
      if (inserted.length > 0) deps.onOrdersChanged?.();
      return { charged: inserted.length, month };
    },

    async settleFinanceCharge(actor, chargeId, input) {
      const admin = requireAdmin(actor);
      const settled = await db
        .updateTable('finance_charges')
        .set({
          settled: input.settled,
          settled_at: sql<Date>`now()`,
          settled_by: admin.userId,
          method: input.settled === 'paid' ? input.method : null,
          waive_reason: input.settled === 'waived' ? input.reason : null,
        })
        .where('id', '=', chargeId)
        .where('settled', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (settled) {
        deps.onOrdersChanged?.();
        return toFinanceCharge(settled);
      }
      await rowOrNotFound(
        db.selectFrom('finance_charges').select('id').where('id', '=', chargeId),
        BOOKS_ERRORS.financeChargeNotFound,
      );
      throw new ConflictError(BOOKS_ERRORS.financeChargeSettled);
    },
  };
}
