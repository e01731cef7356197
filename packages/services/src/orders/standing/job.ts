// The job that makes each standing order's cycle: the order STANDING_ORDER_LEAD_DAYS before its
// pickup, at the prices of that moment, with the buyer's preview mail (rules' standing-orders.ts
// says when and which window). apps/server's standing-order-job.ts runs it on a timer.
//
// Once per cycle, however many processes run the job: a run takes the standing orders that are
// due a batch at a time with FOR UPDATE SKIP LOCKED (another process takes the next batch, never
// the same one), and the batch's cycles first claim their rows (primary key standing order and
// date) in the transaction that writes their orders through checkout's statement: a second
// attempt at the same cycle waits for the first to commit, finds the row taken and writes nothing. A run catches up after downtime: every cycle whose time has come is made if its
// pickup can still be offered, else recorded as missed. A cycle is also missed when its buyer may
// no longer order: removed, made a viewer, or their company's ordering paused by staff.
import {
  addDays,
  cycleMakeTime,
  cycleWindow,
  encodeUserId,
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
import type { StandingOrderRun, StandingOrdersService } from '@wholesale/contract';
import { noMailHook, systemClock, type Db } from '../../kernel/common';
import { outboxRows, type EnqueueMailInput } from '../../mail/outbox';
import { calendarNow } from '../calendar';
import { storedLines, writeOrder, type CheckoutBuyer, type CheckoutItem } from '../checkout-sql';
import {
  approvalRequestMails,
  newOrderFacts,
  orderNoticeMail,
  pricedMailLines,
  type PricedLine,
} from '../new-order-mails';
import { buyerUnitPriceCents } from '../pricing';
import { readPriceSources, sourceKey, type ItemPriceSources } from '../../prices/sources';
import { COLUMNS, itemsById, type StandingDeps, type StandingRow } from './rows';

/** Standing orders taken per transaction of a run. */
const BATCH = 200;

export function createStandingOrderJob(deps: StandingDeps): Pick<StandingOrdersService, 'runDue'> {
  const { db, publicUrl, businessEmail } = deps;
  const clock = deps.clock ?? systemClock;
  const leadDays = deps.leadDays ?? STANDING_ORDER_LEAD_DAYS;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const profileUrl = (userId: number, query: string) => `${publicUrl}/profile/user/${encodeUserId(userId)}?${query}`;

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
      lines: storedLines(priced),
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
            // Nor does a company whose ordering staff paused (missed pickups; on the owner's
            // account): its cycles are missed, as its checkout is refused.
            .where('users.ordering_suspended_at', 'is', null)
            .where('owner.ordering_suspended_at', 'is', null)
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

  return { runDue };
}
