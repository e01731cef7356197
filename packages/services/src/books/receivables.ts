// Receivables for staff: every company that owes the business, its balance on confirmed and
// completed orders aged by each invoice's due date (current, 1-30, 31-60, 61-90 and over 90 days
// overdue; an order not yet invoiced is current), with its terms and credit limit. One grouped read
// through the partial index of orders that still owe (migration 0015), whatever the number of
// orders.
import { fromCents, OWING_ORDER_STATUSES, toPacific, type PaymentTermsCode } from '@wholesale/rules';
import { requireAdmin, type BooksService, type Receivable, type ReceivablesInput } from '@wholesale/contract';
import { sql } from 'kysely';
import { likeContains } from '../catalogue/reads';
import { systemClock, type Clock, type Db } from '../kernel/common';
import { BOM, csvRow } from '../kernel/csv';

const CSV_HEADER = [
  'company',
  'owner',
  'email',
  'terms',
  'credit_limit_usd',
  'balance_usd',
  'current_usd',
  'overdue_1_30_usd',
  'overdue_31_60_usd',
  'overdue_61_90_usd',
  'overdue_over_90_usd',
  'oldest_due_date',
];

async function readReceivables(db: Db, today: string, input: ReceivablesInput): Promise<Receivable[]> {
  const owed = sql<number>`(o.total_amount_cents - o.paid_cents)`;
  const late = sql<number>`(${today}::date - i.due_on)`;
  const bucket = (when: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(CASE WHEN ${when} THEN ${owed} ELSE 0 END), 0)`;
  let query = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('users as c', (join) => join.on(sql<boolean>`c.id = coalesce(u.owner_id, u.id)`))
    .leftJoin('invoices as i', (join) => join.onRef('i.order_id', '=', 'o.id').on('i.voided_at', 'is', null))
    .select([
      'c.id',
      'c.company',
      'c.name',
      'c.email',
      'c.payment_terms',
      'c.credit_limit_cents',
      sql<number>`sum(${owed})`.as('balance'),
      bucket(sql`i.due_on IS NULL OR ${late} <= 0`).as('current'),
      bucket(sql`${late} BETWEEN 1 AND 30`).as('d1'),
      bucket(sql`${late} BETWEEN 31 AND 60`).as('d31'),
      bucket(sql`${late} BETWEEN 61 AND 90`).as('d61'),
      bucket(sql`${late} > 90`).as('d91'),
      sql<string | null>`min(CASE WHEN ${late} > 0 THEN i.due_on END)`.as('oldest'),
    ])
    .where('o.order_status', 'in', OWING_ORDER_STATUSES)
    .whereRef('o.paid_cents', '<', 'o.total_amount_cents')
    .groupBy(['c.id', 'c.company', 'c.name', 'c.email', 'c.payment_terms', 'c.credit_limit_cents']);
  if (input.q) {
    const like = likeContains(input.q);
    query = query.where((eb) =>
      eb.or([eb('c.company', 'ilike', like), eb('c.name', 'ilike', like), eb('c.email', 'ilike', like)]),
    );
  }
  const rows = await query.execute();
  const receivables = rows.map((r): Receivable => {
    const balance = Number(r.balance);
    return {
      company_id: r.id,
      company: r.company,
      name: r.name,
      email: r.email,
      terms: r.payment_terms as PaymentTermsCode,
      credit_limit: r.credit_limit_cents === null ? null : fromCents(r.credit_limit_cents),
      credit_available: r.credit_limit_cents === null ? null : fromCents(r.credit_limit_cents - balance),
      balance: fromCents(balance),
      current: fromCents(Number(r.current)),
      days_1_30: fromCents(Number(r.d1)),
      days_31_60: fromCents(Number(r.d31)),
      days_61_90: fromCents(Number(r.d61)),
      days_over_90: fromCents(Number(r.d91)),
      oldest_due_on: r.oldest,
    };
  });
  const byName = (r: Receivable) => (r.company ?? r.name).toLocaleLowerCase();
  const order: Record<ReceivablesInput['sort'], (a: Receivable, b: Receivable) => number> = {
    balance: (a, b) => b.balance - a.balance,
    // the oldest overdue first; nothing overdue last
    overdue: (a, b) => (a.oldest_due_on ?? '9999').localeCompare(b.oldest_due_on ?? '9999') || b.balance - a.balance,
    company: (a, b) => byName(a).localeCompare(byName(b)),
  };
  return receivables.sort(order[input.sort]);
}

export function createReceivables(deps: {
  db: Db;
  clock?: Clock;
}): Pick<BooksService, 'receivables' | 'receivablesCsv'> {
  const clock = deps.clock ?? systemClock;
  const today = () => toPacific(clock()).date;
  return {
    async receivables(actor, input) {
      requireAdmin(actor);
      return readReceivables(deps.db, today(), input);
    },
    async receivablesCsv(actor, input) {
      requireAdmin(actor);
      const rows = await readReceivables(deps.db, today(), input);
      let text = `${BOM}${csvRow(CSV_HEADER)}`;
      for (const r of rows)
        text += csvRow([
          r.company,
          r.name,
          r.email,
          r.terms,
          r.credit_limit === null ? null : r.credit_limit.toFixed(2),
          r.balance.toFixed(2),
          r.current.toFixed(2),
          r.days_1_30.toFixed(2),
          r.days_31_60.toFixed(2),
          r.days_61_90.toFixed(2),
          r.days_over_90.toFixed(2),
          r.oldest_due_on,
        ]);
      return text;
    },
  };
}
