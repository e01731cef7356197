// The buyer's standing orders: "repeat this order every week (or every 2 weeks)" on a past or
// current order, the list of the company's, and the buyer's pause, resume, skip (and its undoing)
// and end; setting one up, pausing, resuming and ending it mail whoever set it up (change-mail.ts).
import {
  addDays,
  cycleMakeTime,
  firstCycleDate,
  nextCycleDate,
  STANDING_ORDER_LEAD_DAYS,
  toPacific,
  weekdayOf,
} from '@wholesale/rules';
import { sql } from 'kysely';
import {
  ForbiddenError,
  ConflictError,
  NotFoundError,
  ORDER_ERRORS,
  requireBuyer,
  type Actor,
  type RepeatOrderInput,
  type StandingOrder,
  type StandingOrdersService,
  type StandingOrderUpdate,
} from '@wholesale/contract';
import { iso, noMailHook, systemClock, type Db } from '../../kernel/common';
import type { StandingChange } from '../../mail/templates/standing-order-change';
import { queueStandingChangeMail } from './change-mail';
import { sellableLines } from './lines';
import { listedProduct } from '../../catalogue/listed-product';
import {
  accessOf,
  changesOrderOf,
  companyIdSql,
  companyToRead,
  companyUsers,
  readsCompany,
} from '../../kernel/company-access';
import { COLUMNS, itemsById, type StandingDeps, type StandingRow } from './rows';

export function createStandingOrderCalls(deps: StandingDeps): Omit<StandingOrdersService, 'runDue'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const leadDays = deps.leadDays ?? STANDING_ORDER_LEAD_DAYS;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const mailDeps = { businessEmail: deps.businessEmail, publicUrl: deps.publicUrl, leadDays };
  /** A cycle is still to be made (a skipped one can still come back) until its make time. */
  const stillToMake = (date: string) => cycleMakeTime(date, leadDays).getTime() > clock().getTime();

  /** The latest week skipped before the next cycle, whether or not it can still come back. */
  async function lastSkipped(from: Db, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return from
      .selectFrom('standing_order_cycles as c')
      .innerJoin('standing_orders as s', 's.id', 'c.standing_order_id')
      .distinctOn('c.standing_order_id')
      .select(['c.standing_order_id', 'c.pickup_date'])
      .where('c.standing_order_id', 'in', ids)
      .where('c.outcome', '=', 'skipped')
      .whereRef('c.pickup_date', '<', 's.next_pickup_date')
      .orderBy('c.standing_order_id')
      .orderBy('c.pickup_date', 'desc')
      .execute();
  }

  /** Each standing order's latest cycle with an order, not all of them (one a week, for years). */
  async function lastOrders(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .selectFrom('standing_order_cycles as c')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .distinctOn('c.standing_order_id')
      .select(['c.standing_order_id', 'c.pickup_date', 'o.id', 'o.order_number'])
      .where('c.standing_order_id', 'in', ids)
      .where('c.outcome', '=', 'created')
      .orderBy('c.standing_order_id')
      .orderBy('c.pickup_date', 'desc')
      .execute();
  }

  /**
   * The answer: with the lines' names as the catalogue has them, the last cycle's order and the
   * week skipped (three reads at once).
   */
  async function view(rows: readonly StandingRow[]): Promise<StandingOrder[]> {
    const ids = rows.map((r) => r.id);
    const [items, last, skipped] = await Promise.all([
      itemsById(
        db,
        rows.flatMap((r) => r.lines.map((l) => l.item_id)),
      ),
      lastOrders(ids),
      lastSkipped(db, ids),
    ]);
    return rows.map((r) => {
      const mine = last.find((l) => l.standing_order_id === r.id);
      const skip = skipped.find((s) => s.standing_order_id === r.id);
      return {
        id: r.id,
        source_order_id: r.source_order_id,
        every_weeks: r.every_weeks === 2 ? 2 : 1,
        weekday: weekdayOf(r.next_pickup_date),
        window_start: r.window_start,
        lines: r.lines.map((l) => ({
          item_id: l.item_id,
          quantity: l.quantity,
          ...listedProduct(items.get(l.item_id)),
        })),
        note: r.note,
        paused: r.paused,
        ended: r.ended_at !== null,
        next_pickup_date: r.next_pickup_date,
        next_made_at: cycleMakeTime(r.next_pickup_date, leadDays).toISOString(),
        skipped: skip && stillToMake(skip.pickup_date) ? skip.pickup_date : null,
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

  /** The first cycle still to be made now, from `date` on. */
  function upcoming(date: string, everyWeeks: number): string {
    let next = date;
    while (!stillToMake(next)) next = nextCycleDate(next, everyWeeks);
    return next;
  }

  /** `apply` changes the row; when it answers a change the mail names, that mail is queued with it. */
  async function changeOwn(
    actor: Actor,
    id: number,
    apply: (row: StandingRow, trx: Db) => Promise<StandingChange | null>,
  ): Promise<StandingOrder> {
    const buyer = requireBuyer(actor);
    const { row, mailed } = await db.transaction().execute(async (trx) => {
      const current = await own(trx, actor, id);
      if (current.ended_at !== null) throw new ConflictError(ORDER_ERRORS.standingEnded);
      const change = await apply(current, trx);
      const after = await trx
        .selectFrom('standing_orders')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (change) await queueStandingChangeMail(trx, mailDeps, after, change, buyer.userId);
      return { row: after, mailed: change !== null };
    });
    if (mailed) mailQueued();
    // The back office's forecast of the cycles to come is shared with the order book's reads.
    deps.onOrdersChanged?.();
    return (await view([row]))[0]!;
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
      const row = await db.transaction().execute(async (trx) => {
        const made = await trx
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
        await queueStandingChangeMail(trx, mailDeps, made, 'set up', buyer.userId);
        return made;
      });
      mailQueued();
      deps.onOrdersChanged?.();
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
        let next = row.paused && !paused ? upcoming(row.next_pickup_date, every) : row.next_pickup_date;
        // Another weekday: that day of the next cycle's week, or the first after it still to be made.
        if (input.weekday !== undefined) {
          const moved = addDays(next, input.weekday - weekdayOf(next));
          next = upcoming(moved, every);
        }
        const lines = input.lines === undefined ? null : await sellableLines(trx, input.lines, actor);
        await trx
          .updateTable('standing_orders')
          .set({
            every_weeks: every,
            paused,
            next_pickup_date: next,
            ...(lines ? { lines: JSON.stringify(lines) } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', row.id)
          .execute();
        if (paused === row.paused) return null;
        return paused ? 'paused' : 'resumed';
      });
    },

    end(actor, id) {
      return changeOwn(actor, id, async (row, trx) => {
        await trx
          .updateTable('standing_orders')
          .set({ ended_at: clock(), updated_at: sql<Date>`now()` })
          .where('id', '=', row.id)
          .execute();
        return 'ended';
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
        return null;
      });
    },

    unskip(actor, id) {
      return changeOwn(actor, id, async (row, trx) => {
        // The latest skip, undone: the week it skipped is the next cycle again (a skip of the week
        // after it stays, undone in turn).
        const [skip] = await lastSkipped(trx, [row.id]);
        if (!skip || !stillToMake(skip.pickup_date)) throw new ConflictError(ORDER_ERRORS.standingNoSkip);
        await trx
          .deleteFrom('standing_order_cycles')
          .where('standing_order_id', '=', row.id)
          .where('pickup_date', '=', skip.pickup_date)
          .execute();
        await trx
          .updateTable('standing_orders')
          .set({ next_pickup_date: skip.pickup_date, updated_at: sql<Date>`now()` })
          .where('id', '=', row.id)
          .execute();
        return null;
      });
    },
  };
}
