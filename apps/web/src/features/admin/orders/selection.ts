import type { TranslationFunctions } from '@wholesale/i18n';
import { isReopening, isStatusChoice } from '@wholesale/rules';
import { codeText } from '../../../lib/serverErrorText';
import { statusChangeEffects } from './statusChange';

// The Orders page's selection and its bulk actions, as pure functions: a click's (or a shift-
// click's) selection, what a bulk status change will do to each chosen order (whose buyer gets
// which mail, which orders the server will refuse), and the summary of the server's answer. The
// mails follow the status menu's own reading of the rules (statusChange.ts), so the bulk question
// and the single-order question never disagree.

/** What the bulk actions know of a chosen order (a row of the list, or of "select all"). */
export interface SelectedOrder {
  id: number;
  order_number: string;
  order_status: string;
  order_type: string;
  confirmed: boolean;
  ever_declined: boolean;
  ever_completed: boolean;
  email: string;
  credit_hold: boolean;
}

/**
 * The selection after a click on `rows[index]` that leaves its box `on`. With `range` (Shift held)
 * and an earlier click on this page (`anchor`), every row between the two takes the same state.
 */
export function clickSelect<T extends { id: number }>(
  selected: ReadonlyMap<number, T>,
  rows: readonly T[],
  index: number,
  on: boolean,
  anchor: number | null,
  range: boolean,
): Map<number, T> {
  const next = new Map(selected);
  const from = range && anchor !== null && anchor < rows.length ? Math.min(anchor, index) : index;
  const to = range && anchor !== null && anchor < rows.length ? Math.max(anchor, index) : index;
  for (const row of rows.slice(from, to + 1)) {
    if (on) next.set(row.id, row);
    else next.delete(row.id);
  }
  return next;
}

export type BulkStatus = 'order placed' | 'ready for pickup';

/** What a bulk change will do: whom it mails, whom it changes quietly, what stays, what is refused. */
export interface BulkPlan {
  mailed: SelectedOrder[];
  quiet: SelectedOrder[];
  unchanged: SelectedOrder[];
  refused: { order: SelectedOrder; hold: boolean }[];
}

/** The plan of setting every chosen order to `status` (`notify`: send 'ready for pickup''s mail). */
export function bulkPlan(orders: readonly SelectedOrder[], status: BulkStatus, notify: boolean): BulkPlan {
  const plan: BulkPlan = { mailed: [], quiet: [], unchanged: [], refused: [] };
  for (const o of orders) {
    const effects = statusChangeEffects(o, status);
    if (effects === null) plan.unchanged.push(o);
    // A reopening needs a reason the bulk action does not ask for; a held order waits for staff.
    else if (!isStatusChoice(o.order_type, o.order_status, status) || isReopening(o.order_status, status))
      plan.refused.push({ order: o, hold: false });
    else if (o.credit_hold) plan.refused.push({ order: o, hold: true });
    else if (effects.mail !== null || (notify && effects.offer !== null)) plan.mailed.push(o);
    else plan.quiet.push(o);
  }
  return plan;
}

/** One order's answer from the server (admin.orders.bulkStatus). */
export type BulkOutcome =
  | { order_id: number; ok: true; status: string; mail_sent: string | null }
  | { order_id: number; ok: false; code: string; message: string; params?: Readonly<Record<string, string | number>> };

/** "12 confirmed, 1 refused: WS-1043 — <reason>. 12 e-mails sent." in the admin's language. */
export function bulkSummary(
  LL: TranslationFunctions,
  status: BulkStatus,
  results: readonly BulkOutcome[],
  numberOf: (orderId: number) => string,
  locale: string,
): string {
  const B = LL.admin.bulk;
  const done = results.filter((r) => r.ok).length;
  const mails = results.filter((r) => r.ok && r.mail_sent !== null).length;
  const refusals = results.flatMap((r) =>
    r.ok
      ? []
      : [
          B.refusal({
            number: numberOf(r.order_id),
            reason: codeText(LL, r.code, r.params ?? null, locale) ?? r.message,
          }),
        ],
  );
  const head = status === 'order placed' ? B.doneConfirmed({ count: done }) : B.doneReady({ count: done });
  const refused = refusals.length > 0 ? `, ${B.doneRefused({ count: refusals.length })}: ${refusals.join('; ')}` : '';
  return `${head}${refused}.${mails > 0 ? ` ${B.doneMails({ count: mails })}` : ''}`;
}
