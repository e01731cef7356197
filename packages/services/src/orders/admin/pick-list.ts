// The warehouse's pick list of a day (by default the next day with pickups) with its production
// sheet, or of a range of days (the production sheet across them).
import {
  addDays,
  businessDate,
  NOT_SALES_ORDER_STATUSES,
  pickListDay,
  productionSheet,
  SETTLED_ORDER_STATUSES,
  startOfBusinessDay,
  type OrderStatus,
} from '@wholesale/rules';
import { ORDER_ERRORS, requireAdmin, ValidationError, type AdminOrdersService } from '@wholesale/contract';
import { systemClock } from '../../kernel/common';
import { withLineLots } from '../../cases/line-lots';
import { asFreeLine, ordersFreeLines } from '../../deals/places';
import { notesOnAny } from '../../notes/index';
import { recalledLotsOnOrders } from '../../recalls/holds';
import type { AdminOrderDeps, AdminOrderReads } from './rows';

/** Orders that are not (or no longer) going to the warehouse. */
const NOT_PICKED: readonly OrderStatus[] = NOT_SALES_ORDER_STATUSES;
/** Orders with nothing left to hand over: a day of only these is not "a day with pickups". */
const SETTLED: readonly OrderStatus[] = [...SETTLED_ORDER_STATUSES, 'delivered'];

export function createPickList(deps: AdminOrderDeps, reads: AdminOrderReads): Pick<AdminOrdersService, 'pickList'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const { withBuyer, linesOfOrders, toAdminOrder } = reads;

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

  return {
    async pickList(actor, day, until, options) {
      requireAdmin(actor);
      const date = day ?? (await nextPickDay());
      // A last day only goes with a first one (the door checks the range).
      const to = day && until && until > day ? until : date;
      let start: Date;
      let end: Date;
      try {
        start = startOfBusinessDay(date);
        end = startOfBusinessDay(addDays(to, 1));
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
      const ids = rows.map((r) => r.id);
      const [lines, free, recalled, notes] = await Promise.all([
        linesOfOrders(ids).then((byOrder) => withLineLots(db, ids, byOrder)),
        ordersFreeLines(db, ids),
        recalledLotsOnOrders(db, ids),
        options?.notes
          ? notesOnAny(
              db,
              ids,
              rows.map((r) => r.user_id),
            )
          : null,
      ]);
      const orders = rows.map((r) => {
        const freeLine = free.get(r.id);
        const launch_deal = freeLine ? asFreeLine(freeLine) : null;
        return { ...toAdminOrder(r), lines: lines.get(r.id) ?? [], launch_deal };
      });
      // The free products are picked and packed like the rest, so the sheet counts them.
      const freeTaken = [...free].flatMap(([order_id, l]) =>
        l.item_id === null ? [] : [{ ...l, item_id: l.item_id, weighed_lbs: null, order_id }],
      );
      return {
        date,
        to,
        orders,
        production: productionSheet([
          ...orders.flatMap((o) => o.lines.map((l) => ({ ...l, order_id: o.id }))),
          ...freeTaken,
        ]),
        notes,
        recalled: [...recalled].map(([order_id, lots]) => ({ order_id, lots })),
      };
    },
  };
}
