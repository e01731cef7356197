// Moving the orders booked on a closed day to the next open one (the Calendar page's "Move to the
// next open day", for one order or the whole list). Each order moves as staff changing its pickup
// would: through changeOrder, in its own transaction, with its buyer's mail. One order that cannot
// move (settled meanwhile, another company's id, no open day) is reported and the rest still move.
import { closureOn, nextOpenWindow, toPacific } from '@wholesale/rules';
import {
  CALENDAR_ERRORS,
  DomainError,
  ORDER_ERRORS,
  requireAdmin,
  type Actor,
  type ChangeOrderInput,
  type CodedMessage,
  type MoveOrdersInput,
  type OrderMove,
} from '@wholesale/contract';
import { systemClock, type Clock, type Db } from '../../kernel/common';
import type { WarehouseCalendar } from '../calendar';
import type { OrdersService } from '@wholesale/contract';

interface MoveDeps {
  db: Db;
  calendar: Pick<WarehouseCalendar, 'current'>;
  changeOrder: OrdersService['changeOrder'];
  clock?: Clock;
}

const refused = (order_id: number, order_number: string | null, error: CodedMessage): OrderMove => ({
  order_id,
  order_number,
  moved: false,
  pickup_start: null,
  pickup_end: null,
  error,
});

export function createMoveOffClosedDays(deps: MoveDeps) {
  const clock = deps.clock ?? systemClock;

  return async function moveToNextOpenDay(actor: Actor, input: MoveOrdersInput): Promise<{ results: OrderMove[] }> {
    requireAdmin(actor);
    const now = clock();
    const calendar = await deps.calendar.current(now);
    const ids = [...new Set(input.order_ids)];
    const rows = await deps.db
      .selectFrom('orders')
      .select(['id', 'order_number', 'pickup_start'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const results: OrderMove[] = [];
    // One after another: each is a transaction on its order's lock, and the embedded database has one connection.
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) {
        results.push(refused(id, null, ORDER_ERRORS.orderNotFound));
        continue;
      }
      if (!row.pickup_start) {
        results.push(refused(id, row.order_number, CALENDAR_ERRORS.dayOpen));
        continue;
      }
      const wall = toPacific(row.pickup_start);
      if (!closureOn(wall.date, calendar)) {
        results.push(refused(id, row.order_number, CALENDAR_ERRORS.dayOpen));
        continue;
      }
      const window = nextOpenWindow(wall.date, wall.time, now, calendar);
      if (!window) {
        results.push(refused(id, row.order_number, CALENDAR_ERRORS.noOpenDay));
        continue;
      }
      const change: ChangeOrderInput = { pickup_start: window.slot };
      try {
        const { order } = await deps.changeOrder(actor, id, change);
        results.push({
          order_id: id,
          order_number: row.order_number,
          moved: true,
          pickup_start: order.pickup_start,
          pickup_end: order.pickup_end,
          error: null,
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        results.push(
          refused(id, row.order_number, {
            code: error.code,
            message: error.message,
            ...(error.params ? { params: error.params } : {}),
          }),
        );
      }
    }
    return { results };
  };
}
