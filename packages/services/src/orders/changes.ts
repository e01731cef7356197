// Changing and cancelling a placed order (issue 20): PATCH /api/orders/:id, POST
// /api/orders/:id/cancel and their tRPC twins. The buyer changes a pending order until its cutoff;
// staff change it (a shortage, a substitution) until it is complete, declined or cancelled.
//
// One transaction per change, on the order's row lock: the order is locked first, so a change, a
// status change (admin.ts locks the same row) and a weighing of one order take turns, and what
// each checks (status, cutoff, revision, the change's key) is what it writes on. Inside it: the
// key's earlier answer (a retry answers it and changes nothing), the lines, the order, the
// revision, the mails and the key's answer. Lines the change leaves as they are keep their price;
// a changed or new line is priced at the buyer's price now, as a new checkout would price it.
import { createHash } from 'node:crypto';
import {
  AWAITING_APPROVAL_STATUS,
  changeNeedsOwnerApproval,
  encodeUserId,
  isCatchWeight,
  lineAmount,
  ORDER_CANCELLED_STATUS,
  orderAmounts,
  orderChangeRefusal,
  orderCutoff,
  toCents,
  withinOrderTotal,
  type PickupCalendar,
} from '@wholesale/rules';
import { sql } from 'kysely';
import {
  ForbiddenError,
  ConflictError,
  cutoffPassedError,
  NotFoundError,
  ORDER_ERRORS,
  requireSignedIn,
  unavailableError,
  ValidationError,
  type Actor,
  type BuyerOrderDetail,
  type CancelOrderInput,
  type ChangeOrderInput,
  type SignedInActor,
} from '@wholesale/contract';
import { noMailHook, systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { enqueueMails, type EnqueueMailInput } from '../mail/outbox';
import type { WarehouseCalendar } from './calendar';
import type { CheckoutItem } from './checkout-sql';
import { calendarNow } from './calendar';
import { mailLines, mailMoney } from './mail-data';
import { approvalRequestMails } from './new-order-mails';
import { mergeLines } from './place-order';
import { buyerUnitPriceCents } from './pricing';
import { readBuyerPriceSources } from '../prices/sources';
import { accessOf, changesOrderOf, readsCompany } from '../kernel/company-access';
import { chooseWindow, slotFromPickupStart, slotOf } from './slots';
import type { OrderView, StoredChanges } from './views';

export interface OrderChangeDeps {
  db: Db;
  /** the business inbox: told of each change and cancellation a buyer makes */
  businessEmail: string;
  /** PUBLIC_URL, for the links in the mails */
  publicUrl: string;
  calendar: Pick<WarehouseCalendar, 'calendarWith'>;
  /** the cutoff's wall time ('HH:MM', Los Angeles; ORDER_CUTOFF_TIME) */
  cutoffTime: string;
  /** the order as its reader sees it, read in the change's own transaction */
  view: OrderView;
  clock?: Clock;
  onMailQueued?: MailQueued;
  onOrdersChanged?: () => void;
}

/** The locked order, with what the checks and the mails need of it and its buyer. */
interface LockedOrder {
  id: number;
  user_id: number;
  /** the placer's company owner (null: the placer owns it) */
  owner_id: number | null;
  order_number: string;
  order_status: string;
  pickup_start: Date | null;
  pickup_end: Date | null;
  note: string | null;
  revision: number;
  total_amount_cents: number;
  fee_cents: number;
  locale: 'en' | 'ko';
  email: string;
  name: string;
  company: string | null;
  phone_number: string | null;
  license_number: string | null;
  /** the placer's role and, for an orderer, the limit above which their orders wait for the owner */
  company_role: 'owner' | 'orderer' | 'viewer';
  order_limit_cents: number | null;
}

interface CurrentLine {
  id: number;
  item_id: number;
  quantity: number;
  unit_price_cents: number;
  item_name: string;
  item_name_ko: string;
  spec: string;
  avg_weight: number;
  line_total_cents: number;
  weighed_lbs: number | null;
}

/** A line as the change leaves it: kept as it is, or (re)written at a price and quantity. */
type PlannedLine =
  | { kind: 'keep'; line: CurrentLine }
  | {
      kind: 'write';
      from: CurrentLine | null;
      item_id: number;
      quantity: number;
      unit_price_cents: number;
      item_name: string;
      item_name_ko: string;
      spec: string;
      avg_weight: number;
      line_total_cents: number;
      estimated: boolean;
    };

/** What a retry with the same key must carry to be the same change. */
function requestHash(
  lines: ReadonlyMap<number, number>,
  slot: string | undefined,
  note: string | null | undefined,
  revision: number | undefined,
): string {
  const canonical = JSON.stringify({
    lines: [...lines].sort((a, b) => a[0] - b[0]),
    slot: slot ?? null,
    note: note === undefined ? { keep: true } : note,
    revision: revision ?? null,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** The order's lines as the change wants them; refuses a product that can no longer be ordered. */
function planLines(
  current: readonly CurrentLine[],
  wanted: ReadonlyMap<number, number>,
  items: ReadonlyMap<number, CheckoutItem>,
  locale: 'en' | 'ko',
): { planned: PlannedLine[]; removed: CurrentLine[] } {
  const byItem = new Map(current.map((l) => [l.item_id, l]));
  const gone: string[] = [];
  const planned: PlannedLine[] = [];
  for (const [itemId, quantity] of wanted) {
    const line = byItem.get(itemId) ?? null;
    if (line && line.quantity === quantity) {
      planned.push({ kind: 'keep', line });
      continue;
    }
    const item = items.get(itemId);
    // Fewer of a product no longer on sale keeps the line's own price and description; more of
    // it, or a new line of it, is refused like a checkout would be.
    if (line && quantity < line.quantity && !item?.show) {
      const amount = lineAmount({
        unitPriceCents: line.unit_price_cents,
        spec: line.spec,
        avgWeight: line.avg_weight,
        quantity,
      });
      planned.push({
        kind: 'write',
        from: line,
        item_id: itemId,
        quantity,
        unit_price_cents: line.unit_price_cents,
        item_name: line.item_name,
        item_name_ko: line.item_name_ko,
        spec: line.spec,
        avg_weight: line.avg_weight,
        line_total_cents: amount.cents,
        estimated: amount.estimated,
      });
      continue;
    }
    if (!item?.show) {
      if (item) gone.push(locale === 'ko' ? item.name_ko : item.name);
      else gone.push(line ? (locale === 'ko' ? line.item_name_ko : line.item_name) : `#${itemId}`);
      continue;
    }
    const unitPriceCents = buyerUnitPriceCents(item, quantity, item.sources);
    const amount = lineAmount({ unitPriceCents, spec: item.spec, avgWeight: item.avg_weight, quantity });
    planned.push({
      kind: 'write',
      from: line,
      item_id: itemId,
      quantity,
      unit_price_cents: unitPriceCents,
      item_name: item.name,
      item_name_ko: item.name_ko,
      spec: item.spec,
      avg_weight: item.avg_weight,
      line_total_cents: amount.cents,
      estimated: amount.estimated,
    });
  }
  if (gone.length > 0) throw new ValidationError(unavailableError(gone), { cart_items: unavailableError(gone) });
  return { planned, removed: current.filter((l) => !wanted.has(l.item_id)) };
}

/** The revision's record of the lines: removed, added, or another quantity. */
function lineChanges(planned: readonly PlannedLine[], removed: readonly CurrentLine[]): StoredChanges['lines'] {
  const changes: StoredChanges['lines'] = [];
  for (const p of planned) {
    if (p.kind === 'keep') continue;
    changes.push({
      item_id: p.item_id,
      name: p.item_name,
      name_ko: p.item_name_ko,
      spec: p.spec,
      from_quantity: p.from?.quantity ?? null,
      to_quantity: p.quantity,
      from_unit_price_cents: p.from?.unit_price_cents ?? null,
      to_unit_price_cents: p.unit_price_cents,
    });
  }
  for (const l of removed) {
    changes.push({
      item_id: l.item_id,
      name: l.item_name,
      name_ko: l.item_name_ko,
      spec: l.spec,
      from_quantity: l.quantity,
      to_quantity: null,
      from_unit_price_cents: l.unit_price_cents,
      to_unit_price_cents: null,
    });
  }
  return changes;
}

/** A change as the order mails word it, with the products' names in `locale`. */
function mailChangesOf(changes: StoredChanges, locale: 'en' | 'ko') {
  return {
    lines: changes.lines.map((l) => ({
      name: locale === 'ko' ? l.name_ko || l.name : l.name,
      spec: l.spec,
      fromQuantity: l.from_quantity,
      toQuantity: l.to_quantity,
    })),
    ...(changes.pickup?.from ? { pickup: { from: changes.pickup.from, to: changes.pickup.to } } : {}),
    ...(changes.note ? { note: changes.note } : {}),
  };
}

const window = (start: Date | null, end: Date | null) =>
  start && end ? { start: start.toISOString(), end: end.toISOString() } : null;

export function createOrderChanges(deps: OrderChangeDeps) {
  const { db, publicUrl, businessEmail } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  /** The order, locked for this transaction, if the actor may see it (another buyer's reads as missing). */
  async function lockOrder(trx: Db, me: SignedInActor, orderId: number): Promise<LockedOrder> {
    const order = await trx
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select([
        'orders.id',
        'orders.user_id',
        'users.owner_id',
        'orders.order_number',
        'orders.order_status',
        'orders.pickup_start',
        'orders.pickup_end',
        'orders.note',
        'orders.revision',
        'orders.total_amount_cents',
        'orders.fee_cents',
        'users.locale',
        'users.email',
        'users.name',
        'users.company',
        'users.phone_number',
        'users.license_number',
        'users.company_role',
        'users.order_limit_cents',
      ])
      .where('orders.id', '=', orderId)
      .forUpdate('orders')
      .executeTakeFirst();
    if (!order) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    // The company's owner changes any of its orders, an orderer the ones they placed; another
    // company's order reads like a missing one, and a colleague's (or a viewer's) is refused.
    const access = await accessOf(trx, me);
    const companyId = order.owner_id ?? order.user_id;
    if (!readsCompany(access, companyId)) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    if (!changesOrderOf(access, companyId, order.user_id)) throw new ForbiddenError(ORDER_ERRORS.notYours);
    return order;
  }

  /** Refuses a change (or cancellation) this actor may not make now, with the reason (409). */
  function requireChangeable(
    order: LockedOrder,
    me: SignedInActor,
    now: Date,
    closed: PickupCalendar,
    revision: number | undefined,
  ): void {
    const refusal = orderChangeRefusal(me.kind === 'admin' ? 'admin' : 'buyer', order, now, closed, deps.cutoffTime);
    if (refusal)
      throw new ConflictError(
        refusal.reason === 'cutoffPassed'
          ? cutoffPassedError(refusal.cutoff.toISOString())
          : ORDER_ERRORS[refusal.reason],
      );
    if (revision !== undefined && revision !== order.revision) throw new ConflictError(ORDER_ERRORS.changedMeanwhile);
  }

  /** Who made the change, as the business inbox reads it. */
  async function actorName(trx: Db, me: SignedInActor, order: LockedOrder): Promise<string> {
    if (me.kind !== 'admin') return order.name || order.email;
    const admin = await trx
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', me.userId)
      .executeTakeFirst();
    return admin?.name || admin?.email || 'staff';
  }

  const ordersUrl = (order: LockedOrder) =>
    `${publicUrl}/profile/user/${encodeUserId(order.user_id)}?view=order&order=${order.id}`;
  const adminUrl = (order: LockedOrder) => `${publicUrl}/admin/dashboard?page=orders&order=${order.id}`;

  async function changeOrder(
    actor: Actor,
    orderId: number,
    input: ChangeOrderInput,
  ): Promise<{ order: BuyerOrderDetail; changed: boolean; replayed: boolean }> {
    const me = requireSignedIn(actor);
    const now = clock();
    const wanted = mergeLines(input.cart_items);
    const slot = input.pickup_start === undefined ? undefined : slotFromPickupStart(input.pickup_start);
    const note = input.note === undefined ? undefined : input.note || null;
    const hash = requestHash(wanted, slot, note, input.revision);

    const result = await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, me, orderId);
      const used = await trx
        .selectFrom('order_change_keys')
        .select(['request_hash', 'response'])
        .where('order_id', '=', order.id)
        .where('key', '=', input.idempotency_key)
        .executeTakeFirst();
      if (used) {
        if (used.request_hash !== hash) throw new ConflictError(ORDER_ERRORS.changeKeyReused);
        const first = used.response as { order: BuyerOrderDetail; changed: boolean };
        return { ...first, replayed: true, mailed: false };
      }
      const closed = await calendarNow(trx, deps.calendar, now);
      requireChangeable(order, me, now, closed, input.revision);

      const current = await trx
        .selectFrom('order_items')
        .select([
          'id',
          'item_id',
          'quantity',
          'unit_price_cents',
          'item_name',
          'item_name_ko',
          'spec',
          'avg_weight',
          'line_total_cents',
          'weighed_lbs',
        ])
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute();
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
          ? chooseWindow(slot, now, closed, 'pickup_start')
          : null;
      const noteChanged = note !== undefined && note !== order.note;
      const changes: StoredChanges = {
        lines: lineChanges(planned, removed),
        pickup: moved
          ? { from: window(order.pickup_start, order.pickup_end), to: { start: moved.start, end: moved.end } }
          : null,
        note: noteChanged ? { from: order.note, to: note } : null,
      };
      const changed = changes.lines.length > 0 || changes.pickup !== null || changes.note !== null;
      let reapproval = false;

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
        if (reapproval)
          await trx
            .insertInto('order_status_history')
            .values({
              order_id: order.id,
              from_status: order.order_status as never,
              to_status: AWAITING_APPROVAL_STATUS,
              changed_by: me.userId,
            })
            .execute();
      }
      const view = await deps.view(trx, me, order.id, now);
      if (changed) {
        const who = await actorName(trx, me, order);
        await enqueueMails(
          trx,
          reapproval
            ? await reapprovalMails(trx, order, view, changes, who)
            : changeMails(order, me, view, changes, who, closed, now),
        );
      }
      await trx
        .insertInto('order_change_keys')
        .values({
          order_id: order.id,
          key: input.idempotency_key,
          request_hash: hash,
          response: JSON.stringify({ order: view, changed }),
        })
        .execute();
      return { order: view, changed, replayed: false, mailed: changed };
    });
    if (result.mailed) mailQueued();
    if (result.changed && !result.replayed) deps.onOrdersChanged?.();
    return { order: result.order, changed: result.changed, replayed: result.replayed };
  }

  /** Removes, rewrites and adds the order's lines as planned (a rewritten catch-weight line is weighed again). */
  async function writeLines(
    trx: Db,
    orderId: number,
    planned: readonly PlannedLine[],
    removed: readonly CurrentLine[],
  ): Promise<void> {
    if (removed.length > 0)
      await trx
        .deleteFrom('order_items')
        .where(
          'id',
          'in',
          removed.map((l) => l.id),
        )
        .execute();
    const fields = (p: Extract<PlannedLine, { kind: 'write' }>) => ({
      quantity: p.quantity,
      unit_price_cents: p.unit_price_cents,
      item_name: p.item_name,
      item_name_ko: p.item_name_ko,
      spec: p.spec,
      avg_weight: p.avg_weight,
      line_total_cents: p.line_total_cents,
      weighed_lbs: null,
    });
    const added = [];
    for (const p of planned) {
      if (p.kind === 'keep') continue;
      if (p.from) await trx.updateTable('order_items').set(fields(p)).where('id', '=', p.from.id).execute();
      else added.push({ ...fields(p), order_id: orderId, item_id: p.item_id });
    }
    if (added.length > 0) await trx.insertInto('order_items').values(added).execute();
  }

  /**
   * An orderer's change above their limit: the owner is asked again and the orderer told it waits
   * (the mails of an order awaiting approval at checkout), and the business inbox hears of the
   * change, since the order it had is off the pick list until the owner answers.
   */
  async function reapprovalMails(
    trx: Db,
    order: LockedOrder,
    view: BuyerOrderDetail,
    changes: StoredChanges,
    who: string,
  ): Promise<EnqueueMailInput[]> {
    const placer = await trx
      .selectFrom('users as placer')
      .innerJoin('users as owner', 'owner.id', 'placer.owner_id')
      .select(['owner.id', 'owner.email', 'owner.name', 'owner.locale'])
      .where('placer.id', '=', order.user_id)
      .executeTakeFirst();
    const buyer = {
      id: order.user_id,
      name: order.name,
      email: order.email,
      company: order.company,
      phone_number: order.phone_number,
      license_number: order.license_number,
      locale: order.locale,
      is_admin: false,
      company_role: order.company_role,
      order_limit_cents: order.order_limit_cents,
      owner: placer ?? null,
    };
    const pickup = {
      id: order.id,
      order_number: order.order_number,
      pickup_start: view.pickup_start!,
      pickup_end: view.pickup_end!,
    };
    return [
      ...approvalRequestMails(
        buyer,
        (locale) => mailLines(view.lines, locale),
        mailMoney(view.amounts),
        pickup,
        view.note ?? undefined,
        publicUrl,
      ),
      noticeMail(
        order,
        'change',
        who,
        { lines: mailChangesOf(changes, 'en').lines },
        { start: pickup.pickup_start, end: pickup.pickup_end },
        toCents(view.amounts.total),
        undefined,
      ),
    ];
  }

  /** "Your order changed" to the buyer (their language), and a buyer's change told to the business inbox. */
  function changeMails(
    order: LockedOrder,
    me: SignedInActor,
    view: BuyerOrderDetail,
    changes: StoredChanges,
    who: string,
    closed: PickupCalendar,
    now: Date,
  ): EnqueueMailInput[] {
    const byStaff = me.kind === 'admin';
    const pickup =
      view.pickup_start && view.pickup_end ? { start: view.pickup_start, end: view.pickup_end } : undefined;
    // The buyer may still change it (a pending order before its cutoff): the mail says until when.
    const cutoff =
      pickup && order.order_status === 'pending' ? orderCutoff(new Date(pickup.start), closed, deps.cutoffTime) : null;
    const mails: EnqueueMailInput[] = [
      {
        to: order.email,
        replyTo: businessEmail,
        locale: order.locale,
        template: 'order-changed',
        data: {
          orderNumber: order.order_number,
          buyerName: order.name || order.email,
          byStaff,
          changes: mailChangesOf(changes, order.locale),
          ...(pickup ? { pickup } : {}),
          ...(cutoff && cutoff.getTime() > now.getTime() ? { cutoff: cutoff.toISOString() } : {}),
          lines: mailLines(view.lines, order.locale),
          ...mailMoney(view.amounts),
          ordersUrl: ordersUrl(order),
        },
      },
    ];
    if (!byStaff)
      mails.push(
        noticeMail(order, 'change', who, mailChangesOf(changes, 'en'), pickup, toCents(view.amounts.total), undefined),
      );
    return mails;
  }

  function noticeMail(
    order: LockedOrder,
    kind: 'change' | 'cancel',
    who: string,
    changes: { lines: { name: string; spec: string; fromQuantity: number | null; toQuantity: number | null }[] },
    pickup: { start: string; end: string } | undefined,
    totalAfterCents: number,
    reason: string | undefined,
  ): EnqueueMailInput {
    return {
      to: businessEmail,
      replyTo: order.email,
      locale: 'en',
      template: 'order-change-notice',
      data: {
        orderNumber: order.order_number,
        kind,
        byStaff: false,
        changedBy: who,
        buyerName: order.name || order.email,
        ...(order.company ? { company: order.company } : {}),
        buyerEmail: order.email,
        ...(order.phone_number ? { phone: order.phone_number } : {}),
        changes,
        ...(reason ? { reason } : {}),
        ...(pickup ? { pickup } : {}),
        totalBeforeCents: order.total_amount_cents,
        totalAfterCents,
        adminUrl: adminUrl(order),
      },
    };
  }

  async function cancelOrder(actor: Actor, orderId: number, input: CancelOrderInput): Promise<BuyerOrderDetail> {
    const me = requireSignedIn(actor);
    const now = clock();
    const reason = input.reason || null;
    const result = await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, me, orderId);
      // Cancelling a cancelled order (a retry) answers it as it is: nothing is recorded or mailed twice.
      if (order.order_status === ORDER_CANCELLED_STATUS)
        return { order: await deps.view(trx, me, order.id, now), mailed: false };
      const closed = await calendarNow(trx, deps.calendar, now);
      requireChangeable(order, me, now, closed, input.revision);
      const revision = order.revision + 1;
      await trx
        .updateTable('orders')
        .set({ order_status: ORDER_CANCELLED_STATUS, revision, updated_at: sql<Date>`now()` })
        .where('id', '=', order.id)
        .execute();
      // In the status history too, where the back office and the dashboard read an order's life.
      await trx
        .insertInto('order_status_history')
        .values({
          order_id: order.id,
          from_status: order.order_status as never,
          to_status: ORDER_CANCELLED_STATUS,
          changed_by: me.userId,
        })
        .execute();
      await trx
        .insertInto('order_revisions')
        .values({
          order_id: order.id,
          revision,
          kind: 'cancel',
          by_admin: me.kind === 'admin',
          changed_by: me.userId,
          changes: JSON.stringify({ lines: [], pickup: null, note: null } satisfies StoredChanges),
          reason,
          total_before_cents: order.total_amount_cents,
          total_after_cents: order.total_amount_cents,
        })
        .execute();
      const pickup = window(order.pickup_start, order.pickup_end) ?? undefined;
      const mails: EnqueueMailInput[] = [
        {
          to: order.email,
          replyTo: businessEmail,
          locale: order.locale,
          template: 'order-cancelled',
          data: {
            orderNumber: order.order_number,
            buyerName: order.name || order.email,
            byStaff: me.kind === 'admin',
            ...(reason ? { reason } : {}),
            ...(pickup ? { pickup } : {}),
            ordersUrl: ordersUrl(order),
          },
        },
      ];
      if (me.kind !== 'admin')
        mails.push(
          noticeMail(
            order,
            'cancel',
            await actorName(trx, me, order),
            { lines: [] },
            pickup,
            order.total_amount_cents,
            reason ?? undefined,
          ),
        );
      await enqueueMails(trx, mails);
      return { order: await deps.view(trx, me, order.id, now), mailed: true };
    });
    if (result.mailed) {
      mailQueued();
      deps.onOrdersChanged?.();
    }
    return result.order;
  }

  return { changeOrder, cancelOrder };
}
