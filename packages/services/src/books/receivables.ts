// Receivables for staff: every company that owes the business, its balance on confirmed and
// completed orders aged by each invoice's due date (current, 1-30, 31-60, 61-90 and over 90 days
// overdue; an order not yet invoiced is current), with its terms and credit limit. One grouped read
// through the partial index of orders that still owe (migration 0015), shared between admins
// through the order book's cache (dropped by every order, payment and refund); the search and the
// order of the rows are applied to that list in memory (a few thousand companies).
import { fromCents, OWING_ORDER_STATUSES, toPacific, type PaymentTermsCode } from '@wholesale/rules';
import {
  RECEIVABLES_PAGE_SIZE,
  requireAdmin,
  type BooksService,
  type Receivable,
  type ReceivablesInput,
} from '@wholesale/contract';
import { sql } from 'kysely';
import { systemClock, type Clock, type Db } from '../kernel/common';
import { companyUsers, ordersWithCompany } from '../kernel/company-access';
import { csvFile } from '../kernel/csv';
import { ReadCache } from '../kernel/read-cache';

const CSV_HEADER = [
  'company',
  'owner',
  'email',
  'terms',
  'credit_limit_usd',
  'balance_usd',
  'finance_charges_usd',
  'current_usd',
  'overdue_1_30_usd',
  'overdue_31_60_usd',
  'overdue_61_90_usd',
  'overdue_over_90_usd',
  'oldest_due_date',
];

/** What a receivable names of its company (`c`, the owner's account): read and grouped by. */
const COMPANY_COLUMNS = ['c.id', 'c.company', 'c.name', 'c.email', 'c.payment_terms', 'c.credit_limit_cents'] as const;

/** Every company that owes (or the one `companyId` names), aged on `today` ('YYYY-MM-DD'). */
export async function readReceivables(db: Db, today: string, companyId?: number): Promise<Receivable[]> {
  const owed = sql<number>`(o.total_amount_cents - o.paid_cents)`;
  const late = sql<number>`(${today}::date - i.due_on)`;
  const bucket = (when: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(CASE WHEN ${when} THEN ${owed} ELSE 0 END), 0)`;
  const query = ordersWithCompany(db)
    .leftJoin('invoices as i', (join) => join.onRef('i.order_id', '=', 'o.id').on('i.voided_at', 'is', null))
    .select([
      ...COMPANY_COLUMNS,
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
    // One company: through its members' orders (the orders' user index), not every owing order.
    .$if(companyId !== undefined, (q) => q.where('o.user_id', 'in', companyUsers(companyId!)))
    .groupBy(COMPANY_COLUMNS);
  const rows = await query.execute();
  // Finance charges owed count in the balance, outside the ageing (they are due when charged).
  const charges = await db
    .selectFrom('finance_charges as f')
    .innerJoin('users as c', 'c.id', 'f.company_id')
    .select([...COMPANY_COLUMNS, sql<number>`sum(f.amount_cents)::int`.as('unpaid')])
    .where('f.settled', 'is', null)
    .$if(companyId !== undefined, (q) => q.where('c.id', '=', companyId!))
    .groupBy(COMPANY_COLUMNS)
    .execute();
  const unpaid = new Map(charges.map((c) => [c.id, Number(c.unpaid)]));
  const zero = { balance: 0, current: 0, d1: 0, d31: 0, d61: 0, d91: 0, oldest: null };
  const seen = new Set(rows.map((r) => r.id));
  const all = [...rows, ...charges.filter((c) => !seen.has(c.id)).map((c) => ({ ...c, ...zero }))];
  return all.map((r): Receivable => {
    const finance = unpaid.get(r.id) ?? 0;
    const balance = Number(r.balance) + finance;
    return {
      company_id: r.id,
      company: r.company,
      name: r.name,
      email: r.email,
      terms: r.payment_terms as PaymentTermsCode,
      credit_limit: r.credit_limit_cents === null ? null : fromCents(r.credit_limit_cents),
      credit_available: r.credit_limit_cents === null ? null : fromCents(r.credit_limit_cents - balance),
      balance: fromCents(balance),
      finance_charges: fromCents(finance),
      current: fromCents(Number(r.current)),
      days_1_30: fromCents(Number(r.d1)),
      days_31_60: fromCents(Number(r.d31)),
      days_61_90: fromCents(Number(r.d61)),
      days_over_90: fromCents(Number(r.d91)),
      oldest_due_on: r.oldest,
    };
  });
}

/** Company names in their reader's order (English and Korean alike), one collator for every sort. */
const names = new Intl.Collator(['en', 'ko'], { sensitivity: 'base' });
const byBalance = (a: Receivable, b: Receivable) => b.balance - a.balance;
const ORDERS: Record<ReceivablesInput['sort'], (a: Receivable, b: Receivable) => number> = {
  balance: byBalance,
  // The oldest overdue first (ISO dates compare as text), nothing overdue last.
  overdue: (a, b) => {
    const x = a.oldest_due_on ?? '9999';
    const y = b.oldest_due_on ?? '9999';
    return x < y ? -1 : x > y ? 1 : byBalance(a, b);
  },
  company: (a, b) => names.compare(a.company ?? a.name, b.company ?? b.name),
};

/**
 * Each shared list sorted once per order: the list itself is kept by the cache until an order
 * changes, so every admin's page after the first is a slice.
 */
const sortedLists = new WeakMap<readonly Receivable[], Map<ReceivablesInput['sort'], readonly Receivable[]>>();

function sorted(all: readonly Receivable[], sort: ReceivablesInput['sort']): readonly Receivable[] {
  let bySort = sortedLists.get(all);
  if (!bySort) sortedLists.set(all, (bySort = new Map()));
  let list = bySort.get(sort);
  if (!list) bySort.set(sort, (list = [...all].sort(ORDERS[sort])));
  return list;
}

/** The companies `input` asks for, in its order. */
function chosen(all: readonly Receivable[], input: ReceivablesInput): readonly Receivable[] {
  const list = sorted(all, input.sort);
  const q = input.q?.toLocaleLowerCase();
  return q
    ? list.filter((r) => [r.company ?? '', r.name, r.email].some((t) => t.toLocaleLowerCase().includes(q)))
    : list;
}

export function createReceivables(deps: {
  db: Db;
  clock?: Clock;
  cache?: ReadCache;
}): Pick<BooksService, 'receivables' | 'receivablesCsv'> {
  const clock = deps.clock ?? systemClock;
  const cache = deps.cache ?? new ReadCache({ trusted: false });
  const all = () => {
    const today = toPacific(clock()).date;
    return cache.get(`receivables:${today}`, () => readReceivables(deps.db, today));
  };
  return {
    async receivables(actor, input) {
      requireAdmin(actor);
      const found = chosen(await all(), input);
      // Whole cents (each figure has two decimals): Math.round is exact here, and cheap on thousands of rows.
      const sum = (pick: (r: Receivable) => number) =>
        fromCents(found.reduce((n, r) => n + Math.round(pick(r) * 100), 0));
      const start = (input.page - 1) * RECEIVABLES_PAGE_SIZE;
      return {
        companies: found.slice(start, start + RECEIVABLES_PAGE_SIZE),
        page: input.page,
        page_size: RECEIVABLES_PAGE_SIZE,
        count: found.length,
        totals: {
          balance: sum((r) => r.balance),
          finance_charges: sum((r) => r.finance_charges),
          current: sum((r) => r.current),
          days_1_30: sum((r) => r.days_1_30),
          days_31_60: sum((r) => r.days_31_60),
          days_61_90: sum((r) => r.days_61_90),
          days_over_90: sum((r) => r.days_over_90),
        },
      };
    },
    async receivablesCsv(actor, input) {
      requireAdmin(actor);
      const rows = chosen(await all(), input);
      return csvFile(
        CSV_HEADER,
        rows.map((r) => [
          r.company,
          r.name,
          r.email,
          r.terms,
          r.credit_limit === null ? null : r.credit_limit.toFixed(2),
          r.balance.toFixed(2),
          r.finance_charges.toFixed(2),
          r.current.toFixed(2),
          r.days_1_30.toFixed(2),
          r.days_31_60.toFixed(2),
          r.days_61_90.toFixed(2),
          r.days_over_90.toFixed(2),
          r.oldest_due_on,
        ]),
      );
    },
  };
}
