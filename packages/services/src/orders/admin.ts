// The back office's order work (issue 9): the Orders page's list and filters, one order with its
// buyer and status history, the one status-change function with its effects, weighing catch-weight
// lines, the warehouse's pick list with its production sheet, and the CSV exports (orders, and
// their lines). Admins only.
import {
  addDays,
  businessDate,
  CATCH_WEIGHT_SPEC,
  encodeUserId,
  estimatedLbs,
  expectedLbs,
  isCatchWeight,
  isUnusualWeight,
  isWeighingClosed,
  lineAmount,
  nameWithSpec,
  pacificTimestamp,
  pickListDay,
  productionSheet,
  quantityUnit,
  COMPLETE_ORDER_STATUSES,
  NOT_SALES_ORDER_STATUSES,
  ORDER_DECLINED_STATUS,
  SETTLED_ORDER_STATUSES,
  buyerMailOnStatus,
  type BuyerStatusMail,
  type OrderMailPast,
  startOfBusinessDay,
  toCents,
  toPacific,
  withinOrderTotal,
  type OrderStatus,
  type PaymentTerms,
  type PickupCalendar,
} from '@wholesale/rules';
import { sql } from 'kysely';
import {
  ConflictError,
  NotFoundError,
  ORDER_ERRORS,
  requireAdmin,
  unusualWeightError,
  ValidationError,
  type Actor,
  type CodedMessage,
} from '@wholesale/contract';
import { likeContains } from '../catalogue/reads';
import { iso, noMailHook, systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { enqueueMail } from '../mail/outbox';
import type { ReadCache } from '../kernel/read-cache';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderExportFilter,
  AdminOrderFilter,
  AdminOrderPage,
  AdminOrderPageQuery,
  AdminOrderSummary,
  AdminOrdersService,
  OrderHistoryEntry,
  OrderLine,
} from '@wholesale/contract';
import { awardPointsForCompletedOrder, COMPLETE_STATUSES } from './points';
import { mailLines, mailMoney } from './mail-data';
import { createPayments } from './payments';
import { createStatements } from './statement';
import type { PdfRenderer } from '../pdf/renderer';
import { changeFacts } from './views';
import { orderReads, toLine, type SummaryRow } from './records';

/** Orders that are not (or no longer) going to the warehouse. */
const NOT_PICKED: readonly OrderStatus[] = NOT_SALES_ORDER_STATUSES;
/** Orders with nothing left to hand over: a day of only these is not "a day with pickups". */
const SETTLED: readonly OrderStatus[] = [...SETTLED_ORDER_STATUSES, 'delivered'];
const LIST_MAX = 1000;
/** Orders per read of the CSV export: each is one short query, so other requests are not held up. */
const EXPORT_BATCH = 1000;
/** Orders per read of the lines export: up to 100 lines each, so a read stays a few thousand rows. */
const LINES_EXPORT_BATCH = 200;
/**
 * Both exports start with a UTF-8 byte order mark: without it Excel opens the file as the PC's
 * legacy code page and a Korean company or product name turns to mojibake. Google Sheets,
 * LibreOffice and Numbers read past it.
 */
const BOM = '\uFEFF';
// Times are Los Angeles wall time (pacificTimestamp), and the headers say so.
const CSV_HEADER = [
  'order_number',
  'order_date_pacific',
  'status',
  'type',
  'buyer',
  'company',
  'email',
  'phone',
  'pickup_start_pacific',
  'pickup_end_pacific',
  'total_usd',
  'estimated',
  'note',
];
const LINES_CSV_HEADER = [
  'order_number',
  'status',
  'buyer',
  'email',
  'pickup_date_pacific',
  'pickup_window_pacific',
  'item_id',
  'product',
  'product_ko',
  'quantity',
  'unit',
  'expected_lbs',
  'weighed_lbs',
];

export interface AdminOrderDeps {
  db: Db;
  /** PUBLIC_URL, for the link in the buyer's mails */
  publicUrl: string;
  /** the business inbox: the Reply-To of the buyer's mails on a status change, so an answer reaches sales */
  businessEmail: string;
  onMailQueued?: MailQueued;
  /** Told after a status change or a weighing (the dashboard's figures follow). */
  onOrdersChanged?: () => void;
  /** Where the Orders page's pages are shared between admins (the order book's cache); none: always read. */
  cache?: ReadCache;
  /** "today" of the pick list that opens on the next day with pickups */
  clock?: Clock;
  /** the warehouse calendar an order's cutoff is read on */
  calendar: { calendarWith(staff: readonly string[]): PickupCalendar };
  /** the cutoff's wall time ('HH:MM', Los Angeles) */
  cutoffTime: string;
  /** the cash discount and the card tax */
  paymentTerms: PaymentTerms;
  /** where statements are drawn (the server's worker threads); this thread by default */
  renderPdf?: PdfRenderer;
}

/** A catch-weight line's amount in cents: weighed lbs × price per lb, or (cleared) packs × avg lbs × price. */
function weighedLineCents(
  line: { unit_price_cents: number; avg_weight: number; quantity: number },
  lbs: number | null,
): number {
  return lineAmount(
    {
      unitPriceCents: line.unit_price_cents,
      spec: CATCH_WEIGHT_SPEC,
      avgWeight: line.avg_weight,
      quantity: line.quantity,
    },
    lbs,
  ).cents;
}

/**
 * Whether the order's history has it set to one of `statuses`: a scalar subquery with LIMIT 1,
 * looked up per order in the history's (order_id, changed_at) index (records.ts says why not EXISTS).
 * An order's buyer mails on 'declined' and 'complete' go the first time only: its history says
 * whether this is the first time, so no column records them.
 */
const everSetTo = (statuses: readonly string[]) =>
  sql<boolean>`coalesce((select true from order_status_history h where h.order_id = orders.id and h.to_status in (${sql.join([...statuses])}) limit 1), false)`;

/** CSV field: quoted when it holds a quote, comma or line break; a leading =,+,-,@ is defused for spreadsheets. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An ISO instant as LA wall time for a spreadsheet; null stays an empty field. */
const pacificCell = (instant: string | null): string | null =>
  instant === null ? null : pacificTimestamp(new Date(instant));

/** One order as a CSV line (CRLF included). */
function csvLine(r: AdminOrder): string {
  const fields = [
    r.order_number,
    pacificCell(r.order_date),
    r.order_status,
    r.order_type,
    r.buyer_name,
    r.company,
    r.email,
    r.phone_number,
    pacificCell(r.pickup_start),
    pacificCell(r.pickup_end),
    r.total_amount.toFixed(2),
    r.estimated ? 'yes' : 'no',
    r.note,
  ];
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The pickup of an order as the warehouse reads it: its LA day and its window ('08:00-10:00'). */
function pickupCells(start: string | null, end: string | null): [string | null, string | null] {
  if (start === null) return [null, null];
  const from = toPacific(new Date(start));
  return [from.date, end === null ? from.time : `${from.time}-${toPacific(new Date(end)).time}`];
}

/** One order line as a CSV line (CRLF included): what to pull for whom, and what it weighed. */
function csvLineOfLine(o: AdminOrder, l: OrderLine): string {
  const expected = expectedLbs(l);
  const fields = [
    o.order_number,
    o.order_status,
    o.company?.trim() || o.buyer_name,
    o.email,
    ...pickupCells(o.pickup_start, o.pickup_end),
    l.item_id,
    nameWithSpec(l.name, l.spec),
    l.name_ko,
    l.quantity,
    quantityUnit(l.spec),
    expected === null ? null : expected.toFixed(2),
    // blank until weighed (and for box lines, which are not weighed)
    isCatchWeight(l.spec) && l.weighed_lbs !== null ? l.weighed_lbs.toFixed(2) : null,
  ];
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function createAdminOrders(deps: AdminOrderDeps): AdminOrdersService {
  const { db, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const { summaries, toSummary, linesOfOrders, detailOf } = orderReads(db);

  /** Summaries with the buyer's name, company and contact. */
  const withBuyer = () =>
    summaries()
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select([
        'users.name as buyer_name',
        'users.company',
        'users.email',
        'users.phone_number',
        'orders.confirmed_at',
      ]);
  /**
   * What the status menu needs to know beside it (whether a decline or a completion would mail the
   * buyer): two history look-ups per order, so only the lists that show the menu select them, not
   * the exports or the pick list.
   */
  const pastFlags = () =>
    [
      everSetTo([ORDER_DECLINED_STATUS]).as('ever_declined'),
      everSetTo(COMPLETE_ORDER_STATUSES).as('ever_completed'),
    ] as const;
  type Row = SummaryRow & {
    buyer_name: string;
    company: string | null;
    email: string;
    phone_number: string | null;
    confirmed_at: Date | null;
  };
  type RowWithPast = Row & { ever_declined: boolean; ever_completed: boolean };
  const toAdminOrder = (r: Row): AdminOrder => ({
    ...toSummary(r),
    user_id: r.user_id,
    buyer_name: r.buyer_name,
    company: r.company,
    email: r.email,
    phone_number: r.phone_number,
    // The admin's status menu asks before a change that mails the buyer: it needs to know whether one would.
    confirmed: r.confirmed_at !== null,
  });
  const toAdmin = (r: RowWithPast): AdminOrderSummary => ({
    ...toAdminOrder(r),
    ever_declined: Boolean(r.ever_declined),
    ever_completed: Boolean(r.ever_completed),
  });

  /** The filtered list, newest first (type, status, and a search of number, company, buyer). */
  function filtered(f: Pick<AdminOrderFilter, 'type' | 'status' | 'q'>) {
    let q = withBuyer();
    if (f.type) q = q.where('orders.order_type', '=', f.type);
    if (f.status) q = q.where('orders.order_status', '=', f.status);
    if (f.q) {
      const like = likeContains(f.q);
      q = q.where((eb) =>
        eb.or([
          eb('orders.order_number', 'ilike', like),
          eb('users.company', 'ilike', like),
          eb('users.name', 'ilike', like),
          eb('users.email', 'ilike', like),
        ]),
      );
    }
    return q.orderBy('orders.order_date', 'desc').orderBy('orders.id', 'desc');
  }

  /**
   * Every filtered order in keyset batches (newest first, each batch read after the last one's
   * (order_date, id), straight from the newest-first index), one query per batch and only when the
   * consumer wants more. The cursor's date is PostgreSQL's own text of it: a JS Date would drop
   * the microseconds and skip or repeat orders at a batch's edge.
   */
  async function* orderBatches(f: AdminOrderExportFilter, size: number): AsyncGenerator<AdminOrder[], void, undefined> {
    let after: { at: string; id: number } | null = null;
    for (;;) {
      let q = filtered(f).select(sql<string>`orders.order_date::text`.as('cursor_at'));
      if (after) q = q.where(sql<boolean>`(orders.order_date, orders.id) < (${after.at}::timestamptz, ${after.id})`);
      const rows = await q.limit(size).execute();
      if (rows.length > 0) yield rows.map(toAdminOrder);
      const last = rows.at(-1);
      if (!last || rows.length < size) return;
      after = { at: last.cursor_at, id: last.id };
    }
  }

  /** The orders CSV's text: the header, then a chunk per batch of orders. */
  async function* exportChunks(f: AdminOrderExportFilter): AsyncGenerator<string, void, undefined> {
    yield `${BOM}${CSV_HEADER.join(',')}\r\n`;
    for await (const orders of orderBatches(f, EXPORT_BATCH)) yield orders.map(csvLine).join('');
  }

  /** The lines CSV's text: the header, then the lines of each batch of orders (one more query per batch). */
  async function* lineChunks(f: AdminOrderExportFilter): AsyncGenerator<string, void, undefined> {
    yield `${BOM}${LINES_CSV_HEADER.join(',')}\r\n`;
    for await (const orders of orderBatches(f, LINES_EXPORT_BATCH)) {
      const byOrder = await linesOfOrders(orders.map((o) => o.id));
      const text = orders.flatMap((o) => (byOrder.get(o.id) ?? []).map((l) => csvLineOfLine(o, l))).join('');
      if (text) yield text;
    }
  }

  /** The LA day of the first pickup from today on that still has something to hand over, else today. */
  async function nextPickDay(): Promise<string> {
    const now = clock();
    const next = await db
      .selectFrom('orders')
      .select('pickup_start')
      .where('pickup_start', '>=', startOfBusinessDay(businessDate(now)))
      .where('order_status', 'not in', SETTLED)
      .orderBy('pickup_start')
      .limit(1)
      .executeTakeFirst();
    return pickListDay(now, next?.pickup_start ? [next.pickup_start] : []);
  }

  async function list(actor: Actor, f: AdminOrderFilter): Promise<AdminOrderSummary[]> {
    requireAdmin(actor);
    const rows = await filtered(f)
      .select(pastFlags())
      .limit(f.limit ?? LIST_MAX)
      .execute();
    return rows.map(toAdmin);
  }

  async function page(actor: Actor, f: AdminOrderPageQuery): Promise<AdminOrderPage> {
    requireAdmin(actor);
    const load = async (): Promise<AdminOrderPage> => {
      // One row more than the page tells whether there is a next one, without counting them all.
      const rows = await filtered(f)
        .select(pastFlags())
        .limit(f.pageSize + 1)
        .offset((f.page - 1) * f.pageSize)
        .execute();
      return {
        orders: rows.slice(0, f.pageSize).map(toAdmin),
        page: f.page,
        page_size: f.pageSize,
        has_more: rows.length > f.pageSize,
      };
    };
    return deps.cache
      ? deps.cache.get(`orders-page:${JSON.stringify([f.type, f.status, f.q, f.page, f.pageSize])}`, load)
      : load();
  }

  async function detail(actor: Actor, orderId: number): Promise<AdminOrderDetail> {
    requireAdmin(actor);
    const row = await withBuyer()
      .select(pastFlags())
      .select('users.locale')
      .where('orders.id', '=', orderId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    const history = await db
      .selectFrom('order_status_history')
      .leftJoin('users', 'users.id', 'order_status_history.changed_by')
      .leftJoin('order_items', 'order_items.id', 'order_status_history.order_item_id')
      .select([
        'order_status_history.kind',
        'order_status_history.from_status',
        'order_status_history.to_status',
        'order_status_history.order_item_id',
        'order_status_history.from_lbs',
        'order_status_history.to_lbs',
        'order_status_history.changed_at',
        'users.name',
        'order_items.item_name',
        'order_items.item_name_ko',
      ])
      .where('order_status_history.order_id', '=', orderId)
      .orderBy('order_status_history.changed_at')
      .orderBy('order_status_history.id')
      .execute();
    const detailed = await detailOf(row);
    const { facts } = await changeFacts(db, deps, 'admin', row, clock());
    return {
      ...detailed,
      ...facts,
      confirmed: row.confirmed_at !== null,
      ever_declined: Boolean(row.ever_declined),
      ever_completed: Boolean(row.ever_completed),
      buyer: {
        id: row.user_id,
        name: row.buyer_name,
        company: row.company,
        email: row.email,
        phone_number: row.phone_number,
        locale: row.locale,
      },
      history: history.map((h): OrderHistoryEntry => {
        const changed = { changed_by: h.name, changed_at: iso(h.changed_at) };
        if (h.kind === 'weight') {
          const line =
            h.order_item_id !== null && h.item_name !== null
              ? { id: h.order_item_id, name: h.item_name, name_ko: h.item_name_ko ?? '' }
              : null;
          return { kind: 'weight', line, from_lbs: h.from_lbs, to_lbs: h.to_lbs, ...changed };
        }
        return { kind: 'status', from_status: h.from_status, to_status: h.to_status ?? '', ...changed };
      }),
    };
  }

  const { recordPayment } = createPayments({ ...deps, terms: deps.paymentTerms });
  const { statement } = createStatements(deps);

  return {
    list,
    page,
    detail,
    recordPayment,
    statement,

    async setStatus(actor, orderId, status, revision) {
      const admin = requireAdmin(actor);
      const result = await db.transaction().execute(async (trx) => {
        // Locked: two admins changing one order at once take turns, so each effect happens once.
        const order = await trx
          .selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.user_id')
          .select([
            'orders.id',
            'orders.order_status',
            'orders.confirmed_at',
            'orders.order_number',
            'orders.user_id',
            'orders.revision',
            'users.locale',
            'users.email',
            'users.name',
          ])
          .where('orders.id', '=', orderId)
          .forUpdate('orders')
          .executeTakeFirst();
        if (!order) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
        // The admin decided on the version they saw: a buyer's change (or a cancellation) that
        // landed meanwhile is shown to them first, never confirmed unseen.
        if (revision !== undefined && revision !== order.revision)
          throw new ConflictError(ORDER_ERRORS.changedMeanwhile);
        if (order.order_status === status)
          return { id: order.id, order_status: status, points_awarded: 0, confirmation_sent: false, mail_sent: null };

        // What the order has been through, read after its lock in a statement of its own (so it sees
        // what another admin's change just committed), before this change joins its history.
        const pastRow = await trx
          .selectFrom('orders')
          .select(pastFlags())
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        const past: OrderMailPast = {
          confirmed: order.confirmed_at !== null,
          ever_declined: Boolean(pastRow.ever_declined),
          ever_completed: Boolean(pastRow.ever_completed),
        };

        await trx
          .updateTable('orders')
          .set({ order_status: status, updated_at: sql<Date>`now()` })
          .where('id', '=', order.id)
          .execute();
        await trx
          .insertInto('order_status_history')
          .values({ order_id: order.id, from_status: order.order_status, to_status: status, changed_by: admin.userId })
          .execute();

        const points_awarded = COMPLETE_STATUSES.has(status) ? await awardPointsForCompletedOrder(trx, order.id) : 0;
        // The buyer's mail, once per order for each (rules' buyerMailOnStatus), queued in this
        // transaction: it exists exactly when the change commits.
        const mail_sent: BuyerStatusMail | null = buyerMailOnStatus(past, status);
        if (mail_sent !== null) {
          // Read in this transaction: PGlite has one connection, so a read outside it would wait for it.
          const inTrx = orderReads(trx);
          const full = await inTrx.detailOf(
            await inTrx.summaries().where('orders.id', '=', order.id).executeTakeFirstOrThrow(),
          );
          const common = {
            orderNumber: order.order_number,
            buyerName: order.name || order.email,
            ordersUrl: `${publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=orders`,
          };
          const pickup =
            full.pickup_start && full.pickup_end ? { pickup: { start: full.pickup_start, end: full.pickup_end } } : {};
          const envelope = { to: order.email, replyTo: deps.businessEmail, locale: order.locale };
          if (mail_sent === 'order-confirmed') {
            await enqueueMail(trx, {
              ...envelope,
              template: 'order-confirmed',
              // The detail is in dollars (as the pages show it); the mail template takes cents, as at checkout.
              data: {
                ...common,
                ...pickup,
                lines: mailLines(full.lines, order.locale),
                ...mailMoney(full.amounts),
              },
            });
            await trx
              .updateTable('orders')
              .set({ confirmed_at: sql<Date>`now()` })
              .where('id', '=', order.id)
              .execute();
          } else if (mail_sent === 'order-declined') {
            await enqueueMail(trx, { ...envelope, template: 'order-declined', data: { ...common, ...pickup } });
          } else {
            // The points this order earned: awarded just now, by the one award an order gets.
            const earned = await trx
              .selectFrom('points')
              .select('amount')
              .where('order_id', '=', order.id)
              .executeTakeFirst();
            await enqueueMail(trx, {
              ...envelope,
              template: 'order-complete',
              // The amounts as they stand at completion: the weighed lines, as the order's pages show them.
              data: {
                ...common,
                lines: mailLines(full.lines, order.locale),
                subtotalCents: toCents(full.amounts.subtotal),
                feeCents: toCents(full.amounts.fee),
                totalCents: toCents(full.amounts.total),
                estimated: full.amounts.estimated,
                pointsEarned: earned?.amount ?? 0,
                // The invoice is there once every catch-weight line is weighed.
                ...(full.amounts.estimated
                  ? {}
                  : {
                      invoiceUrl: `${publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=order&order=${order.id}`,
                    }),
              },
            });
          }
        }
        return {
          id: order.id,
          order_status: status,
          points_awarded,
          confirmation_sent: mail_sent === 'order-confirmed',
          mail_sent,
        };
      });
      if (result.mail_sent !== null) mailQueued();
      deps.onOrdersChanged?.();
      return result;
    },

    async weigh(actor, orderId, weights) {
      const admin = requireAdmin(actor);
      await db.transaction().execute(async (trx) => {
        // Locked: a weighing and a status change (say, to 'complete') of one order take turns.
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'fee_cents', 'order_status'])
          .where('id', '=', orderId)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
        // Points were awarded on the total as it stood at 'complete'; a declined or cancelled
        // order hands nothing over. Their weights stay as they are.
        if (isWeighingClosed(order.order_status)) throw new ConflictError(ORDER_ERRORS.weighingClosed);
        const lines = await trx
          .selectFrom('order_items')
          .select([
            'id',
            'spec',
            'quantity',
            'avg_weight',
            'unit_price_cents',
            'weighed_lbs',
            'item_name',
            'line_total_cents',
          ])
          .where('order_id', '=', order.id)
          .execute();
        const byId = new Map(lines.map((l) => [l.id, l]));
        // Every entry is checked before anything is written.
        const unusual: Record<string, CodedMessage> = {};
        const changes = weights.map((w, i) => {
          const line = byId.get(w.line_id);
          if (!line) throw new NotFoundError(ORDER_ERRORS.lineNotFound);
          if (!isCatchWeight(line.spec)) throw new ValidationError(ORDER_ERRORS.notCatchWeight);
          const lbs = w.weighed_lbs === null ? null : Math.round(w.weighed_lbs * 100) / 100;
          // A typo (4500 for 45.00) is refused unless the admin said the weight is right.
          if (w.confirm_unusual !== true && isUnusualWeight(lbs, line.quantity, line.avg_weight)) {
            unusual[`${i}.weighed_lbs`] = unusualWeightError(
              line.item_name,
              lbs ?? 0,
              estimatedLbs(line.quantity, line.avg_weight),
            );
          }
          return { line, lbs };
        });
        if (Object.keys(unusual).length > 0) throw new ValidationError(ORDER_ERRORS.unusualWeight, unusual);
        // The order's total with these weights must stay within what one order may total (and so
        // within its integer column): refused before anything is written (issue 17).
        const cents = new Map(lines.map((l) => [l.id, l.line_total_cents]));
        for (const { line, lbs } of changes) cents.set(line.id, weighedLineCents(line, lbs));
        const weighedTotal = [...cents.values()].reduce((sum, c) => sum + c, order.fee_cents);
        if (!withinOrderTotal(weighedTotal)) throw new ValidationError(ORDER_ERRORS.weighedTotal);
        for (const { line, lbs } of changes) {
          if (lbs === line.weighed_lbs) continue; // not a change: nothing to write or record
          // weighed: lbs × price per lb; cleared: back to the estimate (packs × avg lbs × price)
          await trx
            .updateTable('order_items')
            .set({ weighed_lbs: lbs, line_total_cents: weighedLineCents(line, lbs) })
            .where('id', '=', line.id)
            .execute();
          await trx
            .insertInto('order_status_history')
            .values({
              order_id: order.id,
              kind: 'weight',
              order_item_id: line.id,
              from_lbs: line.weighed_lbs,
              to_lbs: lbs,
              changed_by: admin.userId,
            })
            .execute();
          line.weighed_lbs = lbs; // the same line twice in one batch: the second starts from the first
        }
        // The order's total is the sum of its lines as they now stand, plus the fee.
        await trx
          .updateTable('orders')
          .set({
            total_amount_cents: sql<number>`(SELECT coalesce(sum(line_total_cents), 0) FROM order_items WHERE order_id = ${order.id}) + ${order.fee_cents}`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', order.id)
          .execute();
      });
      deps.onOrdersChanged?.();
      return detail(actor, orderId);
    },

    async pickList(actor, day) {
      requireAdmin(actor);
      const date = day ?? (await nextPickDay());
      let start: Date;
      let end: Date;
      try {
        start = startOfBusinessDay(date);
        end = startOfBusinessDay(addDays(date, 1));
      } catch {
        throw new ValidationError(ORDER_ERRORS.pickDate);
      }
      const rows = await withBuyer()
        .where('orders.pickup_start', '>=', start)
        .where('orders.pickup_start', '<', end)
        .where('orders.order_status', 'not in', NOT_PICKED)
        .orderBy('orders.pickup_start')
        .orderBy('orders.order_number')
        .execute();
      // The day's lines in one read, not one per order.
      const lines = await linesOfOrders(rows.map((r) => r.id));
      const orders = rows.map((r) => ({ ...toAdminOrder(r), lines: lines.get(r.id) ?? [] }));
      return {
        date,
        orders,
        production: productionSheet(orders.flatMap((o) => o.lines.map((l) => ({ ...l, order_id: o.id })))),
      };
    },

    async exportCsv(actor, f) {
      requireAdmin(actor);
      return exportChunks(f);
    },

    async exportLinesCsv(actor, f) {
      requireAdmin(actor);
      return lineChunks(f);
    },

    async allLines(actor) {
      requireAdmin(actor);
      const rows = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select(['order_items.order_id'])
        .select((eb) => eb.ref('order_items.id').as('id'))
        .select([
          'order_items.item_id',
          'order_items.quantity',
          'order_items.unit_price_cents',
          'order_items.item_name',
          'order_items.item_name_ko',
          'order_items.spec',
          'order_items.avg_weight',
          'order_items.line_total_cents',
          'order_items.weighed_lbs',
        ])
        .orderBy('orders.order_date', 'desc')
        .orderBy('order_items.id')
        .limit(5000)
        .execute();
      return rows.map((r) => ({ order_id: r.order_id, ...toLine(r) }));
    },
  };
}
