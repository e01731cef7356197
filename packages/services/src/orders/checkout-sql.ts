// The two statements of a checkout. A checkout used to take nine round trips to PostgreSQL (begin,
// key, user, items, order, lines, mails, key answer, commit); under load the socket writes of
// those round trips were the largest cost in the server's profile (bench/orders.mjs). Now:
//   1. one read: the buyer, the items, the checkout key if already used, the new order's id
//      and number (taken from their sequences only when the key is new), and the days staff
//      closed for pickup and gave special hours (the primary keys of pickup_closed_days and
//      pickup_special_hours, from today on);
//   2. one write: a single statement whose parts (key, order, lines, mails) are written together or
//      not at all. The order is written only if the key was claimed, so two requests with the same
//      key can never both make an order: the second waits on the key's primary key until the
//      first commits, claims nothing, and finds the first order.
// Values travel as JSON (jsonb_to_recordset), which both drivers (pg and PGlite) pass alike.
import { sql } from 'kysely';
import type { Locale, Spec } from '@wholesale/rules';
import type { OrderItemRow } from '@wholesale/db';
import type { Db } from '../kernel/common';
import type { LINE_COLUMNS } from './records';
import type { PlacedOrder } from '@wholesale/contract';
import type { PricedLine } from './new-order-mails';
import { buyerPriceSql, priceSourcesQuery, type ItemPriceSources } from '../prices/sources';
import { allowExpiredResaleSql, resaleExpirySql } from '../accounts/document-expiry';

/** The prefix of order numbers: the same as the orders table's default ('WS-' || nextval). */
const ORDER_NUMBER_PREFIX = 'WS-';

export interface CheckoutBuyer {
  id: number;
  name: string;
  email: string;
  company: string | null;
  phone_number: string | null;
  license_number: string | null;
  locale: Locale;
  is_admin: boolean;
  /** 'viewer': a team member who reads the company's orders but cannot order */
  company_role?: 'owner' | 'orderer' | 'viewer';
  /** an orderer's orders above this wait for the owner's approval (null: none do) */
  order_limit_cents?: number | null;
  /** an orderer's company owner, who approves: their address, name and language */
  owner?: { id: number; email: string; name: string; locale: Locale } | null;
  /** the company's current resale certificate's expiry ('YYYY-MM-DD'; null: none known) and whether an expired one may order */
  resale_expires_on?: string | null;
  allow_expired_resale?: boolean;
  /**
   * the company's credit limit and what it has open (left to pay on every order neither closed nor
   * awaiting approval); null without a limit
   */
  credit?: { limit_cents: number; open_cents: number } | null;
  /** staff paused the company's online ordering (after missed pickups): checkout is refused */
  ordering_suspended?: boolean;
  /** a team member the company's owner removed */
  disabled?: boolean;
}

export interface CheckoutItem {
  id: number;
  name: string;
  name_ko: string;
  spec: Spec;
  avg_weight: number;
  price_cents: number;
  discounted_price_cents: number | null;
  show: boolean;
  /** the buyer's own price and list tiers for it, when they have any (prices/sources.ts) */
  sources?: ItemPriceSources;
}

export interface UsedKey {
  request_hash: string | null;
  response: PlacedOrder | null;
}

export interface CheckoutRead {
  buyer: CheckoutBuyer | null;
  items: CheckoutItem[];
  /** the checkout key's earlier use within its 24 hours, if any */
  used: UsedKey | null;
  /** the new order's id and number; null when the key was used (nothing new is made) */
  next: { id: number; orderNumber: string } | null;
  /** the days staff closed for pickup from `closedFrom` on (the warehouse calendar) */
  closedDays: string[];
  /** the days staff gave special hours from `closedFrom` on */
  specialHours: { date: string; opens: string; closes: string }[];
  /** the buyer's company holds an unused launch-deal place: its first order gets a free line */
  dealPlace: boolean;
}

export async function readCheckout(
  db: Db,
  q: { userId: number; itemIds: readonly number[]; key: string | null; since: Date; closedFrom: string },
): Promise<CheckoutRead> {
  const { rows } = await sql<{
    buyer: CheckoutBuyer | null;
    items: CheckoutItem[];
    prices: { item_id: number; own_price_cents: number | null; tiers: ItemPriceSources['tiers'] | null }[];
    used: UsedKey | null;
    id: number | null;
    number: string | null;
    closed: string[];
    hours: { date: string; opens: string; closes: string }[];
    deal_place: boolean;
  }>`
    WITH used AS (
      SELECT request_hash, response FROM idempotency_keys
      WHERE user_id = ${q.userId} AND key = ${q.key}::text AND created_at >= ${q.since}
    )
    SELECT
      (SELECT to_jsonb(u) FROM (
        SELECT b.id, b.name, b.email, b.company, b.phone_number, b.license_number, b.locale, b.is_admin, b.company_role, b.order_limit_cents, b.disabled_at IS NOT NULL AS disabled,
          ${resaleExpirySql(sql<number>`coalesce(b.owner_id, b.id)`)} AS resale_expires_on,
          ${allowExpiredResaleSql()} AS allow_expired_resale,
          (SELECT to_jsonb(o) FROM (SELECT id, email, name, locale FROM users WHERE id = b.owner_id) o) AS owner,
          (SELECT co.ordering_suspended_at IS NOT NULL FROM users co WHERE co.id = coalesce(b.owner_id, b.id)) AS ordering_suspended,
          (SELECT to_jsonb(cr) FROM (
            SELECT co.credit_limit_cents AS limit_cents,
              (SELECT coalesce(sum(o.total_amount_cents - o.paid_cents), 0) FROM orders o
                WHERE o.user_id IN (SELECT m.id FROM users m WHERE coalesce(m.owner_id, m.id) = co.id)
                  AND o.order_status NOT IN ('declined', 'cancelled', 'awaiting approval', 'missed pickup')
                  AND o.paid_cents < o.total_amount_cents)::int AS open_cents
            FROM users co WHERE co.id = coalesce(b.owner_id, b.id) AND co.credit_limit_cents IS NOT NULL
          ) cr) AS credit
        FROM users b WHERE b.id = ${q.userId}
      ) u) AS buyer,
      (SELECT coalesce(jsonb_agg(to_jsonb(i)), '[]'::jsonb) FROM (
        SELECT id, name, name_ko, spec, avg_weight, price_cents, discounted_price_cents, show FROM items
        WHERE id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(q.itemIds)}::jsonb))::int)
      ) i) AS items,
      (SELECT coalesce(jsonb_agg(to_jsonb(p)), '[]'::jsonb) FROM (
        ${priceSourcesQuery(sql`${JSON.stringify(q.itemIds.map((id) => ({ user_id: q.userId, item_id: id })))}::jsonb`)}
      ) p) AS prices,
      (SELECT to_jsonb(used) FROM used) AS used,
      CASE WHEN NOT EXISTS (SELECT 1 FROM used) THEN nextval(pg_get_serial_sequence('orders', 'id')) END AS id,
      CASE WHEN NOT EXISTS (SELECT 1 FROM used) THEN ${ORDER_NUMBER_PREFIX} || nextval('order_number_seq') END AS number,
      (SELECT coalesce(jsonb_agg(to_char(day, 'YYYY-MM-DD') ORDER BY day), '[]'::jsonb) FROM pickup_closed_days WHERE day >= ${q.closedFrom}::date) AS closed,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('date', to_char(day, 'YYYY-MM-DD'), 'opens', opens, 'closes', closes) ORDER BY day), '[]'::jsonb)
        FROM pickup_special_hours WHERE day >= ${q.closedFrom}::date) AS hours,
      EXISTS (SELECT 1 FROM launch_deal_places p JOIN users b ON p.company_id = coalesce(b.owner_id, b.id)
        WHERE b.id = ${q.userId} AND p.order_id IS NULL) AS deal_place
  `.execute(db);
  const row = rows[0]!;
  const sources = new Map(
    row.prices.map((p) => [p.item_id, { own_price_cents: p.own_price_cents, tiers: p.tiers ?? [] }]),
  );
  return {
    buyer: row.buyer,
    items: row.items.map((i) => {
      const found = sources.get(i.id);
      return { ...i, avg_weight: Number(i.avg_weight), ...(found ? { sources: found } : {}) };
    }),
    used: row.used,
    next: row.id !== null && row.number !== null ? { id: Number(row.id), orderNumber: row.number } : null,
    closedDays: row.closed,
    specialHours: row.hours,
    dealPlace: row.deal_place === true,
  };
}

export interface OrderWrite {
  order: {
    id: number;
    order_number: string;
    user_id: number;
    order_date: Date;
    total_amount_cents: number;
    fee_cents: number;
    pickup_start: string;
    pickup_end: string;
    note: string | null;
    /** the standing order whose cycle makes it */
    standing_order_id?: number;
    /** 'pending' unless it waits for the company owner's approval */
    order_status?: 'pending' | 'awaiting approval';
    /** placed past the company's credit limit: it waits for staff from now */
    credit_hold_since?: Date | null;
    /** the admin who entered it for the customer (taken by phone or text) */
    entered_by?: number;
  };
  /** each line as stored, less the ids the database gives (weighed_lbs comes later) */
  lines: Omit<Pick<OrderItemRow, (typeof LINE_COLUMNS)[number]>, 'id' | 'weighed_lbs'>[];

  mails: {
    to_address: string;
    reply_to: string | null;
    subject: string;
    text_body: string;
    html_body: string;
    template: string;
  }[];
  /** the checkout key with the answer a retry gets; null without a key */
  key: { value: string; requestHash: string; response: PlacedOrder; expiredBefore: Date } | null;
}

/**
 * The priced lines as writeOrder stores them: with the item's names, spec and average weight of
 * the day, so the order reads the same after the catalogue changes.
 */
export function storedLines(priced: readonly PricedLine[]): OrderWrite['lines'] {
  return priced.map((p) => ({
    item_id: p.item.id,
    quantity: p.quantity,
    unit_price_cents: p.unitPriceCents,
    item_name: p.item.name,
    item_name_ko: p.item.name_ko,
    spec: p.item.spec,
    avg_weight: p.item.avg_weight,
    line_total_cents: p.amount.cents,
  }));
}

/**
 * What writeOrder did: 'written'; 'keyTaken' when the checkout key was claimed meanwhile;
 * 'repriced' when a line's price is no longer the buyer's price (an admin changed a price between
 * the read and the write), and nothing was written.
 */
export type OrderWritten = 'written' | 'keyTaken' | 'repriced';

/**
 * Writes the order, its lines, its mails and its key in one statement. The statement checks each
 * line's unit price against the one price rule at that instant (prices/sources.ts buyerPriceSql):
 * an order is never written at a price that is no longer the buyer's.
 */
export async function writeOrder(db: Db, w: OrderWrite): Promise<OrderWritten> {
  const o = w.order;
  const k = w.key;
  const linesJson = JSON.stringify(w.lines);
  const { rows } = await sql<{ placed: number; priced: boolean }>`
    WITH priced AS (
      SELECT NOT EXISTS (
        SELECT 1 FROM jsonb_to_recordset(${linesJson}::jsonb) AS x(item_id int, quantity int, unit_price_cents int)
        WHERE x.unit_price_cents IS DISTINCT FROM ${buyerPriceSql(o.user_id, sql<number>`x.item_id`, sql<number>`x.quantity`)}
      ) AS ok
    ),
    k AS (
      INSERT INTO idempotency_keys (user_id, key, request_hash, response, status_code, created_at)
      SELECT ${o.user_id}, ${k?.value ?? null}::text, ${k?.requestHash ?? null}::text, ${k ? JSON.stringify(k.response) : null}::jsonb, 201, ${o.order_date}
      WHERE ${k?.value ?? null}::text IS NOT NULL AND (SELECT ok FROM priced)
      ON CONFLICT (user_id, key) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, response = EXCLUDED.response, status_code = EXCLUDED.status_code, created_at = EXCLUDED.created_at
        WHERE idempotency_keys.created_at < ${k?.expiredBefore ?? o.order_date}
      RETURNING 1
    ),
    go AS (
      SELECT 1 AS ok WHERE (SELECT ok FROM priced) AND (${k === null}::boolean OR EXISTS (SELECT 1 FROM k))
    ),
    o AS (
      INSERT INTO orders (id, order_number, user_id, order_date, total_amount_cents, fee_cents, order_type, order_status, pickup_start, pickup_end, note, standing_order_id, credit_hold_since, entered_by_staff, entered_by)
      SELECT ${o.id}, ${o.order_number}, ${o.user_id}, ${o.order_date}, ${o.total_amount_cents}, ${o.fee_cents}, 'pickup', ${o.order_status ?? 'pending'}::text, ${o.pickup_start}::timestamptz, ${o.pickup_end}::timestamptz, ${o.note}::text, ${o.standing_order_id ?? null}::int, ${o.credit_hold_since ?? null}::timestamptz, ${o.entered_by !== undefined}::boolean, ${o.entered_by ?? null}::int
      FROM go
      RETURNING id
    ),
    lines AS (
      INSERT INTO order_items (order_id, item_id, quantity, unit_price_cents, item_name, item_name_ko, spec, avg_weight, line_total_cents)
      SELECT o.id, x.item_id, x.quantity, x.unit_price_cents, x.item_name, x.item_name_ko, x.spec, x.avg_weight, x.line_total_cents
      FROM o CROSS JOIN jsonb_to_recordset(${linesJson}::jsonb)
        AS x(item_id int, quantity int, unit_price_cents int, item_name text, item_name_ko text, spec text, avg_weight numeric, line_total_cents int)
      RETURNING 1
    ),
    mails AS (
      INSERT INTO mail_outbox (to_address, reply_to, subject, text_body, html_body, template)
      SELECT x.to_address, x.reply_to, x.subject, x.text_body, x.html_body, x.template
      FROM o CROSS JOIN jsonb_to_recordset(${JSON.stringify(w.mails)}::jsonb)
        AS x(to_address text, reply_to text, subject text, text_body text, html_body text, template text)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM o)::int AS placed, (SELECT ok FROM priced) AS priced, (SELECT count(*) FROM lines)::int AS lines, (SELECT count(*) FROM mails)::int AS mails
  `.execute(db);
  const row = rows[0];
  if (Number(row?.placed ?? 0) === 1) return 'written';
  return row?.priced === false ? 'repriced' : 'keyTaken';
}
