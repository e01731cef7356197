// A company's ledger with the business, as its statement prints it: what its invoices and finance
// charges charged, less the payments applied, the credit memos and the finance charges paid or
// waived, plus the refunds, at any instant. Each part is
// a running total up to that instant: an invoice counts from its issue until it is voided, a
// payment from its receipt until it is voided. So a month's movements are the differences of two
// running totals, voids included, and the opening balance plus the movements is the closing one
// to the cent. Deposits paid before an order's invoice is issued are the company's credit until
// then (a balance below zero).
import { sql, type RawBuilder } from 'kysely';
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

/**
 * The running totals at each instant of `at` (a statement asks for its month's two ends), in one
 * read: each kind of entry is scanned once for the company, summed up to every instant.
 */
export async function ledgerTotals(db: Db, companyId: number, at: readonly Date[]): Promise<LedgerTotals[]> {
  const members = companyUsers(companyId);
  // One column per (kind, instant): the sum of the kind's amounts dated before the instant (and,
  // for what can be voided, not voided by then).
  const sums = (amount: RawBuilder<unknown>, dated: (t: Date) => RawBuilder<unknown>, prefix: string) =>
    sql.join(
      at.map((t, n) => sql`coalesce(sum(${amount}) FILTER (WHERE ${dated(t)}), 0)::int AS ${sql.ref(`${prefix}${n}`)}`),
    );
  const invoice = sql`coalesce((i.content->>'subtotal_cents')::int + (i.content->>'fee_cents')::int, o.total_amount_cents)`;
  const [invoices, payments, memos, refunds, charges] = await Promise.all([
    sql<
      Record<string, number>
    >`SELECT ${sums(invoice, (t) => sql`i.issued_at < ${t} AND (i.voided_at IS NULL OR i.voided_at >= ${t})`, 'v')}
      FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.user_id IN ${members}`.execute(db),
    sql<
      Record<string, number>
    >`SELECT ${sums(sql`p.applied_cents`, (t) => sql`p.received_at < ${t} AND (p.voided_at IS NULL OR p.voided_at >= ${t})`, 'v')}
      FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id IN ${members}`.execute(db),
    sql<Record<string, number>>`SELECT ${sums(sql`cm.amount_cents`, (t) => sql`cm.issued_at < ${t}`, 'v')}
      FROM credit_memos cm JOIN orders o ON o.id = cm.order_id WHERE o.user_id IN ${members}`.execute(db),
    sql<Record<string, number>>`SELECT ${sums(sql`r.amount_cents`, (t) => sql`r.refunded_at < ${t}`, 'v')}
      FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id IN ${members}`.execute(db),
    sql<Record<string, number>>`SELECT
        ${sums(sql`f.amount_cents`, (t) => sql`f.charged_at < ${t}`, 'c')},
        ${sums(sql`f.amount_cents`, (t) => sql`f.settled = 'paid' AND f.settled_at < ${t}`, 'p')},
        ${sums(sql`f.amount_cents`, (t) => sql`f.settled = 'waived' AND f.settled_at < ${t}`, 'w')}
      FROM finance_charges f WHERE f.company_id = ${companyId}`.execute(db),
  ]);
  const one = (r: { rows: Record<string, number>[] }, key: string) => Number(r.rows[0]?.[key] ?? 0);
  return at.map((_, n) => ({
    invoiced: one(invoices, `v${n}`),
    charged: one(charges, `c${n}`),
    paid: one(payments, `v${n}`) + one(charges, `p${n}`),
    credited: one(memos, `v${n}`) + one(charges, `w${n}`),
    refunded: one(refunds, `v${n}`),
  }));
}
