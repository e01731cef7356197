// Cases weighed at the scale (staff only): a case label scanned (or a case typed) into an order
// line, removed again while the order is open, listed for the weigh screen, and a label checked.
import { CASE_ERRORS, NotFoundError, requireAdmin, type CasesService } from '@wholesale/contract';
import { rowOrNotFound, systemClock, type Clock, type Db } from '../kernel/common';
import { addCase, nameCase } from './add-case';
import { productGtins, setGtin } from './gtins';
import { labelTargets, readLabel } from './label';
import { lockCaseOrder, lockedLine, writeCaseChange } from './line-cases';
import { readOrderCases } from './order-cases';

export { recordShipment, voidShipment } from './shipments';

export interface CasesDeps {
  db: Db;
  clock?: Clock;
  /** Told after a case changes an order (the dashboard's figures and the order book follow). */
  onOrdersChanged?: () => void;
}

export function createCasesService(deps: CasesDeps): CasesService {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async add(actor, orderId, input) {
      const admin = requireAdmin(actor);
      const named = await nameCase(db, input, clock());
      const caseId = await db.transaction().execute((trx) => addCase(trx, admin.userId, orderId, input, named));
      deps.onOrdersChanged?.();
      const order = await readOrderCases(db, orderId);
      const added = order.lines.flatMap((l) => l.cases).find((c) => c.id === caseId);
      if (!added) throw new NotFoundError(CASE_ERRORS.caseNotFound); // removed at once by another admin
      return { case: added, order };
    },

    async remove(actor, orderId, caseId) {
      const admin = requireAdmin(actor);
      await db.transaction().execute(async (trx) => {
        const order = await lockCaseOrder(trx, orderId);
        const found = await rowOrNotFound(
          trx
            .selectFrom('order_cases')
            .select(['id', 'order_item_id', 'net_lbs'])
            .where('id', '=', caseId)
            .where('order_id', '=', order.id),
          CASE_ERRORS.caseNotFound,
        );
        // What is left of the line's cases once this one is off it (the order's lock keeps them as read).
        const line = await lockedLine(trx, order.id, found.order_item_id);
        const left = line.cases === 1 ? null : Math.round((line.case_lbs - Number(found.net_lbs)) * 100) / 100;
        await writeCaseChange(trx, order, line, left, admin.userId, { remove: found.id });
      });
      deps.onOrdersChanged?.();
      return readOrderCases(db, orderId);
    },

    async list(actor, orderId) {
      requireAdmin(actor);
      return readOrderCases(db, orderId);
    },

    async parse(actor, barcode) {
      requireAdmin(actor);
      const label = readLabel(barcode, clock());
      return { label, ...(await labelTargets(db, label)) };
    },

    async productGtins(actor) {
      requireAdmin(actor);
      return productGtins(db);
    },

    async setGtin(actor, itemId, gtin) {
      requireAdmin(actor);
      return setGtin(db, itemId, gtin);
    },
  };
}
