// The Orders page's bulk work: one status for many orders, and "select all in this filter".
// Each order goes through the one status-change function (status.ts: its rules, history and
// mails) in a transaction of its own, one after another: a refusal (a held order, a status the
// order does not offer) is that order's answer and undoes none of the others.
import {
  BULK_MAX_ORDERS,
  COMMON_ERRORS,
  DomainError,
  ORDER_ERRORS,
  requireAdmin,
  ValidationError,
  type AdminOrdersService,
  type BulkStatusOutcome,
  type CodedMessage,
} from '@wholesale/contract';
import type { AdminOrderReads } from './rows';

export function createBulkStatus(
  reads: AdminOrderReads,
  setStatus: AdminOrdersService['setStatus'],
): Pick<AdminOrdersService, 'bulkStatus' | 'selectAll'> {
  const { filtered, pastFlags, toAdmin } = reads;

  return {
    async bulkStatus(actor, { order_ids, status, notify }) {
      requireAdmin(actor);
      // The door checks the cap; a direct call is held to it too.
      if (order_ids.length > BULK_MAX_ORDERS) throw new ValidationError(ORDER_ERRORS.bulkTooMany);
      const results: BulkStatusOutcome[] = [];
      for (const order_id of new Set(order_ids)) {
        try {
          const r = await setStatus(actor, order_id, status, undefined, { notify });
          results.push({ order_id, ok: true, status: r.order_status, mail_sent: r.mail_sent });
        } catch (err) {
          // A failure that is no refusal (a mail that would not render) undid that order's change
          // only: the orders before it stay changed, so the answer still names them all.
          const what: CodedMessage = err instanceof DomainError ? err : COMMON_ERRORS.internal;
          results.push({
            order_id,
            ok: false,
            code: what.code,
            message: what.message,
            ...(what.params ? { params: what.params } : {}),
          });
        }
      }
      return { results };
    },

    async selectAll(actor, filter) {
      requireAdmin(actor);
      // One more than the cap tells whether the filter is over it, without counting every order.
      const rows = await filtered(filter)
        .select(pastFlags())
        .limit(BULK_MAX_ORDERS + 1)
        .execute();
      if (rows.length > BULK_MAX_ORDERS) throw new ValidationError(ORDER_ERRORS.selectTooMany);
      return rows.map(toAdmin);
    },
  };
}
