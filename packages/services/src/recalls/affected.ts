// Who received a recall's lots and what is still in the house, aggregated in SQL: a lot's cases
// are found through order_cases (lot_id, order_id), so the answer stays quick however many cases
// the years have recorded. Shipped = the order's current shipment record exists; unshipped = on an
// order neither complete nor cancelled (nor declined) without one; unsold = produced minus weighed.
import type { RecalledLot, RecallCompany, RecallNoticeTimes } from '@wholesale/contract';
import { sql } from 'kysely';
import { iso, type Db } from '../kernel/common';

/** Orders whose cases are not "still to hand over": handed over, or not going ahead. */
const CLOSED_STATUSES = ['complete', 'completed', 'cancelled', 'declined'];

const lbs = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

const recalledLotIds = (recallId: number) =>
  sql`(SELECT rl.lot_id FROM recall_lots rl WHERE rl.recall_id = ${recallId})`;

interface CompanyLotRow {
  company_id: number;
  lot_id: number;
  cases: number;
  lbs: unknown;
  dates: string[] | null;
  orders: string[] | null;
}

/** The shipped cases, by company and lot, with their pickup dates. */
export async function shippedByCompanyLot(db: Db, recallId: number, companyId?: number): Promise<CompanyLotRow[]> {
  const { rows } = await sql<CompanyLotRow>`
    SELECT coalesce(u.owner_id, u.id) AS company_id, oc.lot_id, count(*)::int AS cases,
           sum(oc.net_lbs)::float8 AS lbs, array_agg(DISTINCT s.shipped_on::text) AS dates, NULL AS orders
    FROM order_cases oc
    JOIN shipments s ON s.order_id = oc.order_id AND s.voided_at IS NULL
    JOIN orders o ON o.id = oc.order_id
    JOIN users u ON u.id = o.user_id
    WHERE oc.lot_id IN ${recalledLotIds(recallId)}
      ${companyId === undefined ? sql`` : sql`AND coalesce(u.owner_id, u.id) = ${companyId}`}
    GROUP BY 1, 2`.execute(db);
  return rows;
}

/** The cases on orders not yet handed over, by company and lot, with the orders' numbers. */
async function unshippedByCompanyLot(db: Db, recallId: number): Promise<CompanyLotRow[]> {
  const { rows } = await sql<CompanyLotRow>`
    SELECT coalesce(u.owner_id, u.id) AS company_id, oc.lot_id, count(*)::int AS cases,
           sum(oc.net_lbs)::float8 AS lbs, NULL AS dates, array_agg(DISTINCT o.order_number) AS orders
    FROM order_cases oc
    JOIN orders o ON o.id = oc.order_id
    JOIN users u ON u.id = o.user_id
    WHERE oc.lot_id IN ${recalledLotIds(recallId)}
      AND o.order_status NOT IN (${sql.join(CLOSED_STATUSES)})
      AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.voided_at IS NULL)
    GROUP BY 1, 2`.execute(db);
  return rows;
}

/** The recall's lots with what was produced, weighed into orders, and never sold. */
export async function recalledLots(db: Db, recallId: number): Promise<RecalledLot[]> {
  const rows = await db
    .selectFrom('recall_lots as rl')
    .innerJoin('lots as l', 'l.id', 'rl.lot_id')
    .innerJoin('items as i', 'i.id', 'l.item_id')
    .select([
      'l.id',
      'l.lot_code',
      'l.establishment',
      'l.produced_on',
      'l.packed_on',
      'l.use_by',
      'l.cases',
      'i.id as item_id',
      'i.name',
      'i.name_ko',
      sql<number>`(SELECT count(*) FROM order_cases oc WHERE oc.lot_id = l.id)::int`.as('weighed'),
    ])
    .where('rl.recall_id', '=', recallId)
    .orderBy('l.produced_on')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    item: { id: r.item_id, name: r.name, name_ko: r.name_ko },
    lot_code: r.lot_code,
    establishment: r.establishment,
    produced_on: r.produced_on,
    packed_on: r.packed_on,
    use_by: r.use_by,
    cases_produced: r.cases,
    cases_weighed: Number(r.weighed),
    cases_unsold: Math.max(0, r.cases - Number(r.weighed)),
  }));
}

/** The companies' owners: name, e-mail, phone and language. */
export async function companyContacts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Contact>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'company', 'name', 'first_name', 'last_name', 'email', 'phone_number', 'locale'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        company: r.company,
        name: r.name || [r.first_name, r.last_name].filter(Boolean).join(' ') || r.email,
        first_name: r.first_name,
        email: r.email,
        phone: r.phone_number,
        locale: r.locale,
      },
    ]),
  );
}
export interface Contact {
  company: string | null;
  name: string;
  first_name: string | null;
  email: string;
  phone: string | null;
  locale: 'en' | 'ko';
}

/** Every company that received the lots or holds them on an order, shipped first, then by name. */
export async function affectedCompanies(
  db: Db,
  recallId: number,
  lots: readonly RecalledLot[],
): Promise<RecallCompany[]> {
  const [shipped, unshipped, notices] = await Promise.all([
    shippedByCompanyLot(db, recallId),
    unshippedByCompanyLot(db, recallId),
    db
      .selectFrom('recall_notices')
      .select(['user_id', 'sent_at', 'acknowledged_at', 'reminded_at'])
      .where('recall_id', '=', recallId)
      .execute(),
  ]);
  const codeOf = new Map(lots.map((l) => [l.id, l.lot_code]));
  const noticeOf = new Map<number, RecallNoticeTimes>(
    notices.map((n) => [
      n.user_id,
      {
        sent_at: iso(n.sent_at),
        acknowledged_at: n.acknowledged_at ? iso(n.acknowledged_at) : null,
        reminded_at: n.reminded_at ? iso(n.reminded_at) : null,
      },
    ]),
  );
  const ids = [...new Set([...shipped, ...unshipped].map((r) => r.company_id))];
  const contacts = await companyContacts(db, ids);
  const companies = ids.map((id): RecallCompany => {
    const mine = (rows: CompanyLotRow[]) => rows.filter((r) => r.company_id === id);
    const s = mine(shipped);
    const u = mine(unshipped);
    const lotIds = [...new Set([...s, ...u].map((r) => r.lot_id))].sort((a, b) => a - b);
    const c = contacts.get(id);
    return {
      company_id: id,
      company: c?.company ?? null,
      contact_name: c?.name ?? '',
      email: c?.email ?? '',
      phone: c?.phone ?? null,
      shipped_cases: s.reduce((n, r) => n + r.cases, 0),
      shipped_lbs: lbs(s.reduce((n, r) => n + Number(r.lbs), 0)),
      pickup_dates: [...new Set(s.flatMap((r) => r.dates ?? []))].sort(),
      unshipped_cases: u.reduce((n, r) => n + r.cases, 0),
      unshipped_lbs: lbs(u.reduce((n, r) => n + Number(r.lbs), 0)),
      unshipped_orders: [...new Set(u.flatMap((r) => r.orders ?? []))].sort(),
      lots: lotIds.map((lotId) => {
        const sl = s.find((r) => r.lot_id === lotId);
        return {
          lot_id: lotId,
          lot_code: codeOf.get(lotId) ?? '',
          shipped_cases: sl?.cases ?? 0,
          shipped_lbs: lbs(sl?.lbs),
          unshipped_cases: u.find((r) => r.lot_id === lotId)?.cases ?? 0,
        };
      }),
      notice: noticeOf.get(id) ?? null,
    };
  });
  return companies.sort(
    (a, b) =>
      Number(b.shipped_cases > 0) - Number(a.shipped_cases > 0) ||
      (a.company ?? a.contact_name).localeCompare(b.company ?? b.contact_name) ||
      a.company_id - b.company_id,
  );
}
