// Standing orders (issue 20, item 7): "repeat this order every week (or every 2 weeks)" on a past
// or current order, the buyer's pause, resume, skip and end, and the job that makes each cycle's
// order STANDING_ORDER_LEAD_DAYS before its pickup, at the prices of that moment, and mails the
// buyer its preview (rules' standing-orders.ts says when and which window).
//
// Once per cycle, however many processes run the job: a run takes the standing orders that are
// due a batch at a time with FOR UPDATE SKIP LOCKED (another process takes the next batch, never
// the same one), and the batch's cycles first claim their rows (primary key standing order and
// date) in the transaction that writes their orders through checkout's statement: a second
// attempt at the same cycle waits for the first to commit, finds the row taken and writes nothing. A run catches up after downtime: every cycle whose time has come is made if its
// pickup can still be offered, else recorded as missed.
import {
  addDays,
  cycleMakeTime,
  cycleWindow,
  encodeUserId,
  firstCycleDate,
  lineAmount,
  newOrderStatus,
  nextCycleDate,
  orderAmounts,
  orderCutoff,
  PICKUP_FEE_CENTS,
  STANDING_ORDER_LEAD_DAYS,
  toPacific,
  withinOrderTotal,
  type PickupCalendar,
} from '@wholesale/rules';
import { sql } from 'kysely';
import type { StandingOrderLine as StoredLine } from '@wholesale/db';
import {
  ForbiddenError,
  ConflictError,
  NotFoundError,
  ORDER_ERRORS,
  requireBuyer,
  type Actor,
  type RepeatOrderInput,
  type StandingOrder,
  type StandingOrderRun,
  type StandingOrdersService,
  type StandingOrderUpdate,
} from '@wholesale/contract';
import { iso, noMailHook, systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { outboxRows, type EnqueueMailInput } from '../mail/outbox';
import type { WarehouseCalendar } from './calendar';
import { calendarNow } from './calendar';
import { writeOrder, type CheckoutBuyer, type CheckoutItem } from './checkout-sql';
import {
  approvalRequestMails,
  newOrderFacts,
  orderNoticeMail,
  pricedMailLines,
  type PricedLine,
} from './new-order-mails';
import { buyerUnitPriceCents } from './pricing';
import { readPriceSources, sourceKey, type ItemPriceSources } from '../prices/sources';
import {
  accessOf,
  changesOrderOf,
  companyIdSql,
  companyToRead,
  companyUsers,
  readsCompany,
} from '../kernel/company-access';

/** Standing orders taken per transaction of a run. */
const BATCH = 200;

export interface StandingDeps {
  db: Db;
  businessEmail: string;
  publicUrl: string;
  calendar: Pick<WarehouseCalendar, 'calendarWith'>;
  cutoffTime: string;
  /** days before pickup a cycle's order is made (STANDING_ORDER_LEAD_DAYS) */
  leadDays?: number;
  clock?: Clock;
  onMailQueued?: MailQueued;
  onOrdersChanged?: () => void;
}

type StandingRow = {
  id: number;
  user_id: number;
  source_order_id: number | null;
  every_weeks: number;
  window_start: string;
  lines: StoredLine[];
  note: string | null;
  next_pickup_date: string;
  paused: boolean;
  ended_at: Date | null;
  created_at: Date;
};

const COLUMNS = [
  'id',
  'user_id',
  'source_order_id',
  'every_weeks',
  'window_start',
  'lines',
  'note',
  'next_pickup_date',
  'paused',
  'ended_at',
  'created_at',
] as const;
const ITEM_COLUMNS = [
  'id',
  'name',
  'name_ko',
  'spec',
  'avg_weight',
  'price_cents',
  'discounted_price_cents',
  'show',
] as const;

export function createStandingOrders(deps: StandingDeps): StandingOrdersService {
  const { db, publicUrl, businessEmail } = deps;
  const clock = deps.clock ?? systemClock;
  const leadDays = deps.leadDays ?? STANDING_ORDER_LEAD_DAYS;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const profileUrl = (userId: number, query: string) => `${publicUrl}/profile/user/${encodeUserId(userId)}?${query}`;

  /** The items of these ids, read through `from` (a transaction's, or the pool). */
  async function itemsById(from: Db, ids: readonly number[]): Promise<Map<number, CheckoutItem>> {
    if (ids.length === 0) return new Map();
    const rows = await from
      .selectFrom('items')
      .select(ITEM_COLUMNS)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, { ...r, avg_weight: Number(r.avg_weight) } as CheckoutItem]));
  }

  /** The answer: with the lines' names as the catalogue has them, and the last cycle's order. */
  async function view(rows: readonly StandingRow[]): Promise<StandingOrder[]> {
    const items = await itemsById(
      db,
      rows.flatMap((r) => r.lines.map((l) => l.item_id)),
    );
    const ids = rows.map((r) => r.id);
    const last =
      ids.length === 0
        ? []
        : await db
            .selectFrom('standing_order_cycles as c')
            .innerJoin('orders as o', 'o.id', 'c.order_id')
            // each standing order's latest cycle with an order, not all of them (one a week, for years)
            .distinctOn('c.standing_order_id')
            .select(['c.standing_order_id', 'c.pickup_date', 'o.id', 'o.order_number'])
            .where('c.standing_order_id', 'in', ids)
            .where('c.outcome', '=', 'created')
            .orderBy('c.standing_order_id')
            .orderBy('c.pickup_date', 'desc')
            .execute();
    return rows.map((r) => {
      const mine = last.find((l) => l.standing_order_id === r.id);
      return {
        id: r.id,
        source_order_id: r.source_order_id,
        every_weeks: r.every_weeks === 2 ? 2 : 1,
        weekday: new Date(`${r.next_pickup_date}T12:00:00Z`).getUTCDay(),
        window_start: r.window_start,
        lines: r.lines.map((l) => {
          const item = items.get(l.item_id);
          return {
            item_id: l.item_id,
            quantity: l.quantity,
            name: item?.name ?? '',
            name_ko: item?.name_ko ?? '',
            spec: item?.spec ?? '',
            available: item?.show ?? false,
          };
        }),
        note: r.note,
        paused: r.paused,
        ended: r.ended_at !== null,
        next_pickup_date: r.next_pickup_date,
        next_made_at: cycleMakeTime(r.next_pickup_date, leadDays).toISOString(),
        last_order: mine ? { id: mine.id, order_number: mine.order_number, pickup_date: mine.pickup_date } : null,
        created_at: iso(r.created_at),
      };
    });
  }

  /**
   * A standing order of the actor's company, locked for a change: another company's reads as
   * missing; the owner changes any of the company's, an orderer the ones they set up.
   */
  async function own(trx: Db, actor: Actor, id: number): Promise<StandingRow> {
    const access = await accessOf(trx, actor);
    const row = await trx
      .selectFrom('standing_orders')
      .select(COLUMNS)
      .select(companyIdSql(sql<number>`standing_orders.user_id`).as('company_id'))
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row || !readsCompany(access, Number(row.company_id))) throw new NotFoundError(ORDER_ERRORS.standingNotFound);
    if (!changesOrderOf(access, Number(row.company_id), row.user_id)) throw new ForbiddenError(ORDER_ERRORS.notYours);
    const { company_id: _company, ...standing } = row;
    return standing;
  }

  /** The first cycle still to be made at `now`, from `date` on. */
  function upcoming(date: string, everyWeeks: number, now: Date): string {
    let next = date;
    while (cycleMakeTime(next, leadDays).getTime() <= now.getTime()) next = nextCycleDate(next, everyWeeks);
    return next;
  }

  async function changeOwn(
    actor: Actor,
    id: number,
    apply: (row: StandingRow, trx: Db) => Promise<void>,
  ): Promise<StandingOrder> {
    requireBuyer(actor);
    const row = await db.transaction().execute(async (trx) => {
      const current = await own(trx, actor, id);
      if (current.ended_at !== null) throw new ConflictError(ORDER_ERRORS.standingEnded);
      await apply(current, trx);
      return trx.selectFrom('standing_orders').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
    });
    return (await view([row]))[0]!;
  }

  // ---------------------------------------------------------------- the job

  /** What became of a claimed cycle, written back to its row at the end of the batch. */
  interface Settled {
    standing_order_id: number;
    pickup_date: string;
    outcome: 'created' | 'unavailable' | 'missed';
    order_id: number | null;
    left_out: string[];
  }

  /**
   * Makes one claimed cycle's order (or says why it has none), in `trx`: one statement for the
   * order, its lines and its two mails (checkout's), with the id and number taken beforehand.
   */
  async function makeCycle(
    trx: Db,
    so: StandingRow,
    date: string,
    buyer: CheckoutBuyer,
    items: ReadonlyMap<number, CheckoutItem>,
    sources: ReadonlyMap<string, ItemPriceSources>,
    now: Date,
    closed: PickupCalendar,
    next: () => { id: number; number: string },
    nothingMails: EnqueueMailInput[],
  ): Promise<Settled> {
    const settled = (
      outcome: Settled['outcome'],
      order_id: number | null = null,
      left_out: string[] = [],
    ): Settled => ({ standing_order_id: so.id, pickup_date: date, outcome, order_id, left_out });
    // A cycle whose day went by while no job ran (downtime) is missed, not made late: its order
    // would come after the restaurant needed it, and beside the next cycle's.
    const window = date < toPacific(now).date ? null : cycleWindow(date, so.window_start, so.every_weeks, now, closed);
    if (!window) return settled('missed');
    const name = (item: CheckoutItem) => (buyer.locale === 'ko' ? item.name_ko : item.name);
    const leftOut = so.lines.flatMap((l) => {
      const item = items.get(l.item_id);
      return item && !item.show ? [name(item)] : [];
    });
    const priced: PricedLine[] = so.lines.flatMap((l) => {
      const item = items.get(l.item_id);
      if (!item?.show) return [];
      const unitPriceCents = buyerUnitPriceCents(item, l.quantity, sources.get(sourceKey(so.user_id, item.id)));
      return [
        {
          item,
          quantity: l.quantity,
          unitPriceCents,
          amount: lineAmount({ unitPriceCents, spec: item.spec, avgWeight: item.avg_weight, quantity: l.quantity }),
        },
      ];
    });
    const money = orderAmounts(
      priced.map((p) => p.amount),
      PICKUP_FEE_CENTS,
    );
    if (priced.length === 0 || !withinOrderTotal(money.totalCents)) {
      nothingMails.push({
        to: buyer.email,
        replyTo: businessEmail,
        locale: buyer.locale,
        template: 'standing-order-nothing',
        data: {
          buyerName: buyer.name || buyer.email,
          pickupDate: date,
          leftOut,
          standingUrl: profileUrl(buyer.id, 'view=standing'),
        },
      });
      return settled('unavailable', null, leftOut);
    }
    const { id, number } = next();
    const order = {
      order_number: number,
      order_date: now.toISOString(),
      pickup_start: window.start,
      pickup_end: window.end,
    };
    const facts = newOrderFacts(buyer, money, order, so.note ?? undefined);
    const orderUrl = profileUrl(buyer.id, `view=order&order=${id}`);
    const status = newOrderStatus(buyer.company_role, buyer.order_limit_cents, money.totalCents);
    const written = await writeOrder(trx, {
      order: {
        id,
        order_number: number,
        user_id: buyer.id,
        order_date: now,
        total_amount_cents: money.totalCents,
        fee_cents: money.feeCents,
        pickup_start: window.start,
        pickup_end: window.end,
        note: so.note,
        standing_order_id: so.id,
        order_status: status,
      },
      lines: priced.map((p) => ({
        item_id: p.item.id,
        quantity: p.quantity,
        unit_price_cents: p.unitPriceCents,
        item_name: p.item.name,
        item_name_ko: p.item.name_ko,
        spec: p.item.spec,
        avg_weight: p.item.avg_weight,
        line_total_cents: p.amount.cents,
      })),
      mails: outboxRows(
        status !== 'pending'
          ? approvalRequestMails(
              buyer,
              (l) => pricedMailLines(priced, l),
              money,
              { id, ...order },
              so.note ?? undefined,
              publicUrl,
            )
          : [
              {
                to: buyer.email,
                replyTo: businessEmail,
                locale: buyer.locale,
                template: 'standing-order-made',
                data: {
                  orderNumber: number,
                  buyerName: facts.buyerName,
                  everyWeeks: so.every_weeks === 2 ? 2 : 1,
                  pickup: facts.pickup,
                  cutoff: orderCutoff(new Date(window.start), closed, deps.cutoffTime).toISOString(),
                  lines: pricedMailLines(priced, buyer.locale),
                  ...money,
                  leftOut,
                  changeUrl: orderUrl,
                  skipUrl: `${orderUrl}&skip=1`,
                },
              },
              orderNoticeMail(
                buyer,
                pricedMailLines(priced, 'en'),
                facts,
                businessEmail,
                `${publicUrl}/admin/dashboard`,
              ),
            ],
      ),
      // No checkout key: the cycle's claimed row is what makes it once.
      key: null,
    });
    // 'repriced': a price changed during the batch; the batch is undone and the next run makes it.
    if (written !== 'written')
      throw new Error(`standing order ${so.id}: the order of ${date} was not written (${written})`);
    return settled('created', id, leftOut);
  }

  async function runDue(at?: Date): Promise<StandingOrderRun> {
    const now = at ?? clock();
    const result: StandingOrderRun = { created: 0, unavailable: 0, missed: 0 };
    const closed = await calendarNow(db, deps.calendar, now);
    // The latest pickup date whose order may be due now (a make time is on the day leadDays before).
    const latest = addDays(toPacific(now).date, leadDays);
    const isDue = (date: string) => cycleMakeTime(date, leadDays).getTime() <= now.getTime();
    const batches = async () => {
      for (;;) {
        const done = await db.transaction().execute(async (trx) => {
          const batch = await trx
            .selectFrom('standing_orders')
            .select(COLUMNS)
            .where('ended_at', 'is', null)
            .where('paused', '=', false)
            .where('next_pickup_date', '<=', latest)
            .orderBy('next_pickup_date')
            .orderBy('id')
            .limit(BATCH)
            .forUpdate()
            .skipLocked()
            .execute();
          const due = batch.filter((so) => isDue(so.next_pickup_date));
          if (due.length === 0) return true;
          // Every cycle whose time has come, oldest first (more than one after downtime), and where
          // each standing order goes on from.
          const cycles = due.flatMap((so) => {
            const dates: string[] = [];
            let date = so.next_pickup_date;
            for (; isDue(date); date = nextCycleDate(date, so.every_weeks)) dates.push(date);
            return dates.map((d) => ({ so, date: d }));
          });
          const nextDates = due.map((so) => {
            let date = so.next_pickup_date;
            while (isDue(date)) date = nextCycleDate(date, so.every_weeks);
            return { id: so.id, next: date };
          });
          // Claimed in one statement: a cycle another run already made (its row exists) is left alone.
          const claimed = await sql<{ standing_order_id: number; pickup_date: string }>`
            INSERT INTO standing_order_cycles (standing_order_id, pickup_date, outcome)
            SELECT x.id, x.date::date, 'created' FROM jsonb_to_recordset(${JSON.stringify(cycles.map((c) => ({ id: c.so.id, date: c.date })))}::jsonb) AS x(id int, date text)
            ON CONFLICT DO NOTHING
            RETURNING standing_order_id, to_char(pickup_date, 'YYYY-MM-DD') AS pickup_date
          `.execute(trx);
          const mine = new Set(claimed.rows.map((r) => `${r.standing_order_id}:${r.pickup_date}`));
          const toMake = cycles.filter((c) => mine.has(`${c.so.id}:${c.date}`));
          // The orders' ids and numbers, taken from their sequences for the whole batch at once.
          const numbers =
            toMake.length === 0
              ? []
              : (
                  await sql<{
                    id: number;
                    number: string;
                  }>`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id, 'WS-' || nextval('order_number_seq') AS number FROM generate_series(1, ${toMake.length})`.execute(
                    trx,
                  )
                ).rows;
          let taken = 0;
          const next = () => numbers[taken++]!;
          const items = await itemsById(
            trx,
            due.flatMap((so) => so.lines.map((l) => l.item_id)),
          );
          const buyers = await trx
            .selectFrom('users')
            .leftJoin('users as owner', 'owner.id', 'users.owner_id')
            .select([
              'users.id',
              'users.name',
              'users.email',
              'users.company',
              'users.phone_number',
              'users.license_number',
              'users.locale',
              'users.is_admin',
              'users.company_role',
              'users.order_limit_cents',
            ])
            .select([
              'owner.id as owner_id',
              'owner.email as owner_email',
              'owner.name as owner_name',
              'owner.locale as owner_locale',
            ])
            .where('users.id', 'in', [...new Set(due.map((so) => so.user_id))])
            // A member the owner removed, or made a viewer, orders nothing more: their cycles are missed.
            .where('users.disabled_at', 'is', null)
            .where('users.company_role', '!=', 'viewer')
            .execute();
          // An orderer's cycle above the owner's limit waits for the owner, as their checkout would.
          const byId = new Map(
            buyers.map(({ owner_id, owner_email, owner_name, owner_locale, ...b }): [number, CheckoutBuyer] => [
              b.id,
              {
                ...b,
                owner:
                  owner_id !== null && owner_email !== null
                    ? { id: owner_id, email: owner_email, name: owner_name ?? '', locale: owner_locale ?? 'en' }
                    : null,
              },
            ]),
          );
          // Each buyer's own prices and list tiers for their lines, for the whole batch at once.
          const sources = await readPriceSources(
            trx,
            toMake.flatMap(({ so }) => so.lines.map((l) => ({ user_id: so.user_id, item_id: l.item_id }))),
          );
          const settled: Settled[] = [];
          const nothingMails: EnqueueMailInput[] = [];
          for (const { so, date } of toMake) {
            const buyer = byId.get(so.user_id);
            const outcome = buyer
              ? await makeCycle(trx, so, date, buyer, items, sources, now, closed, next, nothingMails)
              : {
                  standing_order_id: so.id,
                  pickup_date: date,
                  outcome: 'missed' as const,
                  order_id: null,
                  left_out: [],
                };
            settled.push(outcome);
            result[outcome.outcome] += 1;
          }
          // What became of each cycle, the mails of cycles with nothing to order, and where each
          // standing order goes on from: three statements for the batch.
          await sql`
            UPDATE standing_order_cycles c SET outcome = x.outcome, order_id = x.order_id, left_out = x.left_out
            FROM jsonb_to_recordset(${JSON.stringify(settled)}::jsonb) AS x(standing_order_id int, pickup_date text, outcome text, order_id int, left_out jsonb)
            WHERE c.standing_order_id = x.standing_order_id AND c.pickup_date = x.pickup_date::date
          `.execute(trx);
          if (nothingMails.length > 0) await trx.insertInto('mail_outbox').values(outboxRows(nothingMails)).execute();
          await sql`
            UPDATE standing_orders s SET next_pickup_date = x.next::date, updated_at = now()
            FROM jsonb_to_recordset(${JSON.stringify(nextDates)}::jsonb) AS x(id int, next text)
            WHERE s.id = x.id
          `.execute(trx);
          // A batch where only not-yet-due rows came back (their make time is later today) ends the run.
          return batch.length < BATCH || due.length < batch.length;
        });
        if (done) break;
      }
    };
    // Two batches at a time (SKIP LOCKED gives each its own rows): one's mails are written while
    // the other's statements run.
    await Promise.all([batches(), batches()]);
    if (result.created + result.unavailable > 0) {
      mailQueued();
      deps.onOrdersChanged?.();
    }
    return result;
  }

  return {
    async repeat(actor, orderId, input: RepeatOrderInput) {
      const buyer = requireBuyer(actor);
      const order = await db
        .selectFrom('orders')
        .select(['id', 'user_id', 'order_status', 'pickup_start', 'note', 'standing_order_id'])
        .select(companyIdSql(sql<number>`orders.user_id`).as('company_id'))
        .where('id', '=', orderId)
        .executeTakeFirst();
      // Another company's order reads as missing; the owner repeats any of the company's, an orderer their own.
      const access = await accessOf(db, buyer);
      if (!order || !readsCompany(access, Number(order.company_id)))
        throw new NotFoundError(ORDER_ERRORS.orderNotFound);
      if (!changesOrderOf(access, Number(order.company_id), order.user_id))
        throw new ForbiddenError(ORDER_ERRORS.notYours);
      if (order.order_status === 'declined' || order.order_status === 'cancelled')
        throw new ConflictError(ORDER_ERRORS.standingNotSold);
      if (order.pickup_start === null) throw new ConflictError(ORDER_ERRORS.standingNoWindow);
      // One standing order per order: repeating it again, or an order a standing order made, would order twice a week.
      const repeating = await db
        .selectFrom('standing_orders')
        .select('id')
        .where('ended_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('source_order_id', '=', order.id),
            ...(order.standing_order_id === null ? [] : [eb('id', '=', order.standing_order_id)]),
          ]),
        )
        .executeTakeFirst();
      if (repeating) throw new ConflictError(ORDER_ERRORS.standingExists);
      const lines = await db
        .selectFrom('order_items')
        .select(['item_id', 'quantity'])
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute();
      const wall = toPacific(order.pickup_start);
      const row = await db
        .insertInto('standing_orders')
        .values({
          user_id: buyer.userId,
          source_order_id: order.id,
          every_weeks: input.every_weeks,
          window_start: wall.time,
          lines: JSON.stringify(lines),
          note: order.note,
          next_pickup_date: firstCycleDate(wall.date, input.every_weeks, clock(), leadDays),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return (await view([row]))[0]!;
    },

    async list(actor) {
      const buyer = requireBuyer(actor);
      // The company's standing orders, whoever set them up.
      const { companyId } = await companyToRead(db, buyer, buyer.userId);
      const rows = await db
        .selectFrom('standing_orders')
        .select(COLUMNS)
        .where('user_id', 'in', companyUsers(companyId))
        .where('ended_at', 'is', null)
        .orderBy('id')
        .execute();
      return view(rows);
    },

    update(actor, id, input: StandingOrderUpdate) {
      return changeOwn(actor, id, async (row, trx) => {
        const every = input.every_weeks ?? row.every_weeks;
        const paused = input.paused ?? row.paused;
        // Resuming skips the cycles whose time went by while it was paused: no order comes late.
        const next = row.paused && !paused ? upcoming(row.next_pickup_date, every, clock()) : row.next_pickup_date;
        await trx
          .updateTable('standing_orders')
          .set({ every_weeks: every, paused, next_pickup_date: next, updated_at: sql<Date>`now()` })
          .where('id', '=', row.id)
          .execute();
      });
    },

    end(actor, id) {
      return changeOwn(actor, id, async (row, trx) => {
        await trx
          .updateTable('standing_orders')
          .set({ ended_at: clock(), updated_at: sql<Date>`now()` })
          .where('id', '=', row.id)
          .execute();
      });
    },

    skip(actor, id) {
      return changeOwn(actor, id, async (row, trx) => {
        if (row.paused) throw new ConflictError(ORDER_ERRORS.standingPaused);
        await trx
          .insertInto('standing_order_cycles')
          .values({ standing_order_id: row.id, pickup_date: row.next_pickup_date, outcome: 'skipped' })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await trx
          .updateTable('standing_orders')
          .set({ next_pickup_date: nextCycleDate(row.next_pickup_date, row.every_weeks), updated_at: sql<Date>`now()` })
          .where('id', '=', row.id)
          .execute();
      });
    },

    runDue,
  };
}
