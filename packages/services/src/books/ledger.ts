// A company's ledger with the business, as its statement prints it: what its invoices and finance
// charges charged, less the payments applied, the credit memos and the finance charges paid or
// waived, plus the refunds, at any instant. Each part is
// a running total up to that instant: an invoice counts from its issue until it is voided, a
// payment from its receipt until it is voided. So a month's movements are the differences of two
// running totals, voids included, and the opening balance plus the movements is the closing one
// to the cent. Deposits paid before an order's invoice is issued are the company's credit until
// then (a balance below zero).
import { sql } from 'kysely';
import type { Db } from '../kernel/common';
import { companyUsers } from '../kernel/company-access';

/** The running totals of a company's ledger up to `at`, in cents. */
export interface LedgerTotals {
  invoiced: number;
  /** finance charges charged */
  charged: number;
  /** payments applied, and finance charges recorded paid */
  paid: number;
  /** credit memos, and finance charges waived */
  credited: number;
  refunded: number;
}

export const ledgerBalance = (t: LedgerTotals): number => t.invoiced + t.charged - t.paid - t.credited + t.refunded;

export async function ledgerTotals(db: Db, companyId: number, at: Date): Promise<LedgerTotals> {
  const members = companyUsers(companyId);
  const { rows } = await sql<{
    invoiced: number;
    charged: number;
    paid: number;
    fc_paid: number;
    credited: number;
    fc_waived: number;
    refunded: number;
  }>`
    SELECT
      (SELECT coalesce(sum(coalesce((i.content->>'subtotal_cents')::int + (i.content->>'fee_cents')::int, o.total_amount_cents)), 0)
         FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE o.user_id IN ${members} AND i.issued_at < ${at} AND (i.voided_at IS NULL OR i.voided_at >= ${at}))::int AS invoiced,
      (SELECT coalesce(sum(p.applied_cents), 0)
         FROM order_payments p JOIN orders o ON o.id = p.order_id
        WHERE o.user_id IN ${members} AND p.received_at < ${at} AND (p.voided_at IS NULL OR p.voided_at >= ${at}))::int AS paid,
      (SELECT coalesce(sum(cm.amount_cents), 0)
         FROM credit_memos cm JOIN orders o ON o.id = cm.order_id
        WHERE o.user_id IN ${members} AND cm.issued_at < ${at})::int AS credited,
      (SELECT coalesce(sum(r.amount_cents), 0)
         FROM order_refunds r JOIN orders o ON o.id = r.order_id
        WHERE o.user_id IN ${members} AND r.refunded_at < ${at})::int AS refunded,
      (SELECT coalesce(sum(f.amount_cents), 0) FROM finance_charges f
        WHERE f.company_id = ${companyId} AND f.charged_at < ${at})::int AS charged,
      (SELECT coalesce(sum(f.amount_cents), 0) FROM finance_charges f
        WHERE f.company_id = ${companyId} AND f.settled = 'paid' AND f.settled_at < ${at})::int AS fc_paid,
      (SELECT coalesce(sum(f.amount_cents), 0) FROM finance_charges f
        WHERE f.company_id = ${companyId} AND f.settled = 'waived' AND f.settled_at < ${at})::int AS fc_waived`.execute(
    db,
  );
  const r = rows[0]!;
  return {
    invoiced: Number(r.invoiced),
    charged: Number(r.charged),
    paid: Number(r.paid) + Number(r.fc_paid),
    credited: Number(r.credited) + Number(r.fc_waived),
    refunded: Number(r.refunded),
  };
}
