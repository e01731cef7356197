// Changing a placed order: PATCH /api/orders/:id and its tRPC twin. Inside the order's lock: the
// key's earlier answer (a retry answers it and changes nothing), the lines, the order, the
// revision, the mails and the key's answer.
import { createHash } from 'node:crypto';
import {
  AWAITING_APPROVAL_STATUS,
  changeNeedsOwnerApproval,
  isCatchWeight,
  orderAmounts,
  PICKUP_LEAD_HOURS,
  STAFF_PICKUP_LEAD_HOURS,
  withinOrderTotal,
} from '@wholesale/rules';
import { sql } from 'kysely';
import {
  ConflictError,
  ORDER_ERRORS,
  requireSignedIn,
  ValidationError,
  type Actor,
  type BuyerOrderDetail,
  type ChangeOrderInput,
} from '@wholesale/contract';
import { noMailHook, systemClock } from '../../kernel/common';
import { enqueueMails } from '../../mail/outbox';
import { readBuyerPriceSources } from '../../prices/sources';
import { calendarNow } from '../calendar';
import { mergeLines } from '../place-order';
import { chooseWindow, slotFromPickupStart, slotOf } from '../slots';
import type { StoredChanges } from '../views';
import { lineChanges, planLines, readCurrentLines, writeLines } from './lines';
import {
  actorName,
  lockOrder,
  pickupWindow,
  recordStatus,
  requireChangeable,
  type OrderChangeDeps,
} from './locked-order';
import { changeMails, reapprovalMails } from './mails';

/** What a retry with the same key must carry to be the same change. */
function requestHash(
  lines: ReadonlyMap<number, number> | null,
  slot: string | undefined,
  note: string | null | undefined,
  revision: number | undefined,
  notify: boolean,
): string {
  const canonical = JSON.stringify({
    lines: lines ? [...lines].sort((a, b) => a[0] - b[0]) : { keep: true },
    notify,
    slot: slot ?? null,
    note: note === undefined ? { keep: true } : note,
    revision: revision ?? null,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export function createChangeOrder(deps: OrderChangeDeps) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  return async function changeOrder(
    actor: Actor,
    orderId: number,
    input: ChangeOrderInput,
  ): Promise<{ order: BuyerOrderDetail; changed: boolean; replayed: boolean }> {
    const me = requireSignedIn(actor);
    const now = clock();
    // No lines: they stay as they are (a move to another day, a note).
    const given = input.cart_items === undefined ? null : mergeLines(input.cart_items);
    const slot = input.pickup_start === undefined ? undefined : slotFromPickupStart(input.pickup_start);
    const note = input.note === undefined ? undefined : input.note || null;
    // Only staff keep the buyer's mail back: a buyer's change is mailed to them as their record.
    const mailBuyer = me.kind !== 'admin' || input.notify !== false;
    const key = input.idempotency_key;
    const hash = requestHash(given, slot, note, input.revision, mailBuyer);

    const result = await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, me, orderId);
      const used =
        key === undefined
          ? undefined
          : await trx
              .selectFrom('order_change_keys')
              .select(['request_hash', 'response'])
              .where('order_id', '=', order.id)
              .where('key', '=', key)
              .executeTakeFirst();
      if (used) {
        if (used.request_hash !== hash) throw new ConflictError(ORDER_ERRORS.changeKeyReused);
        const first = used.response as { order: BuyerOrderDetail; changed: boolean };
        return { ...first, replayed: true, mailed: false };
      }
      const closed = await calendarNow(trx, deps.calendar, now);
      requireChangeable(order, me, now, closed, input.revision, deps.cutoffTime);

      const current = await readCurrentLines(trx, order.id);
      const wanted = given ?? new Map(current.map((l) => [l.item_id, l.quantity]));
      const ids = [...new Set([...wanted.keys(), ...current.map((l) => l.item_id)])];
      // A changed or new line is priced for the order's buyer (their own and list prices), whoever changes it.
      const items = await trx
        .selectFrom('items')
        .select(['id', 'name', 'name_ko', 'spec', 'avg_weight', 'price_cents', 'discounted_price_cents', 'show'])
        .where('id', 'in', ids)
        .execute();
      const sources = await readBuyerPriceSources(trx, order.user_id, ids);
      const { planned, removed } = planLines(
        current,
        wanted,
        new Map(items.map((i) => [i.id, { ...i, sources: sources.get(i.id) }])),
        order.locale,
      );

      // Another window: the same rules as checkout's (on offer now, on this calendar).
      const moved =
        slot !== undefined && (order.pickup_start === null || slot !== slotOf(order.pickup_start))
          ? chooseWindow(
              slot,
              now,
              closed,
              'pickup_start',
              me.kind === 'admin' ? STAFF_PICKUP_LEAD_HOURS : PICKUP_LEAD_HOURS,
            )
          : null;
      const noteChanged = note !== undefined && note !== order.note;
      const changes: StoredChanges = {
        lines: lineChanges(planned, removed),
        pickup: moved
          ? { from: pickupWindow(order.pickup_start, order.pickup_end), to: { start: moved.start, end: moved.end } }
          : null,
        note: noteChanged ? { from: order.note, to: note } : null,
        ...(mailBuyer ? {} : { buyer_not_mailed: true as const }),
      };
      const changed = changes.lines.length > 0 || changes.pickup !== null || changes.note !== null;
      let reapproval = false;
      let changedMailed = false;

      if (changed) {
        const money = orderAmounts(
          planned.map((p) =>
            p.kind === 'keep'
              ? { cents: p.line.line_total_cents, estimated: isCatchWeight(p.line.spec) && p.line.weighed_lbs === null }
              : { cents: p.line_total_cents, estimated: p.estimated },
          ),
          order.fee_cents,
        );
        if (!withinOrderTotal(money.totalCents))
          throw new ValidationError(ORDER_ERRORS.orderTotal, { cart_items: ORDER_ERRORS.orderTotal });
        // The orderer's limit holds on every change, as at checkout: their own change that takes
        // the order above it sends the order back to the owner (the owner's and staff's do not).
        reapproval =
          me.kind !== 'admin' &&
          me.userId === order.user_id &&
          changeNeedsOwnerApproval(
            order.company_role,
            order.order_limit_cents,
            order.total_amount_cents,
            money.totalCents,
          );
        await writeLines(trx, order.id, planned, removed);
        const revision = order.revision + 1;
        await trx
          .updateTable('orders')
          .set({
            total_amount_cents: money.totalCents,
            revision,
            ...(reapproval ? { order_status: AWAITING_APPROVAL_STATUS } : {}),
            updated_at: sql<Date>`now()`,
            ...(moved ? { pickup_start: moved.start, pickup_end: moved.end } : {}),
            ...(noteChanged ? { note } : {}),
          })
          .where('id', '=', order.id)
          .execute();
        await trx
          .insertInto('order_revisions')
          .values({
            order_id: order.id,
            revision,
            kind: 'change',
            by_admin: me.kind === 'admin',
            changed_by: me.userId,
            changes: JSON.stringify(changes),
            total_before_cents: order.total_amount_cents,
            total_after_cents: money.totalCents,
          })
          .execute();
        if (reapproval) await recordStatus(trx, order, AWAITING_APPROVAL_STATUS, me.userId);
      }
      const view = await deps.view(trx, me, order.id, now);
      if (changed) {
        const who = await actorName(trx, me, order);
        const mails = reapproval
          ? await reapprovalMails(deps, trx, order, view, changes, who)
          : mailBuyer
            ? changeMails(deps, order, me, view, changes, who, closed, now)
            : [];
        await enqueueMails(trx, mails);
        changedMailed = mails.length > 0;
      }
      if (key !== undefined)
        await trx
          .insertInto('order_change_keys')
          .values({
            order_id: order.id,
            key,
            request_hash: hash,
            response: JSON.stringify({ order: view, changed }),
          })
          .execute();
      return { order: view, changed, replayed: false, mailed: changedMailed };
    });
    if (result.mailed) mailQueued();
    if (result.changed && !result.replayed) deps.onOrdersChanged?.();
    return { order: result.order, changed: result.changed, replayed: result.replayed };
  };
}
