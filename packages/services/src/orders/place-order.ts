// Checkout: the one use case behind POST /api/orders and tRPC `orders.place`, and the documented
// client's follow-up POST /api/order-items. The order, all its lines, its idempotency record and
// its two mails are written in one transaction, or nothing is.
import { createHash } from 'node:crypto';
import {
  earliestPickup,
  encodeUserId,
  fromCents,
  lineAmount,
  ORDER_LINE_MAX_QUANTITY,
  orderAmounts,
  PICKUP_FEE_CENTS,
  pickupWindowFor,
  type PickupWindow,
} from '@wholesale/rules';
import { requireBuyer, type Actor } from '../actor';
import { iso, noMailHook, systemClock, type Clock, type Db, type MailQueued } from '../accounts/common';
import { ConflictError, NotFoundError, ValidationError, parseInput } from '../errors';
import { enqueueMails } from '../mail/outbox';
import { ORDER_MESSAGES, unavailableMessage, type PlacedOrder } from './contract';
import { addOrderLineInput, placeOrderInput } from './schemas';

/** How long a checkout key answers with its first order. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export interface PlaceOrderDeps {
  db: Db;
  /** the business inbox that gets the new-order notice */
  businessEmail: string;
  /** PUBLIC_URL, for the links in the mails */
  publicUrl: string;
  /** dates the warehouse is closed ('YYYY-MM-DD' or every year 'MM-DD') */
  closedDates: readonly string[];
  clock?: Clock;
  onMailQueued?: MailQueued;
}

/** What a retry with the same key must also carry: the same cart, slot and note. */
function requestHash(lines: ReadonlyMap<number, number>, slot: string, note: string | undefined): string {
  const canonical = JSON.stringify({ lines: [...lines].sort((a, b) => a[0] - b[0]), slot, note: note ?? '' });
  return createHash('sha256').update(canonical).digest('hex');
}

/** One line per item: the same item twice in a cart is one line with both quantities. */
function mergeLines(items: readonly { id: number; quantity: number }[]): Map<number, number> {
  const lines = new Map<number, number>();
  for (const { id, quantity } of items) {
    const total = (lines.get(id) ?? 0) + quantity;
    if (total > ORDER_LINE_MAX_QUANTITY) throw new ValidationError(ORDER_MESSAGES.quantity);
    lines.set(id, total);
  }
  return lines;
}

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { db, businessEmail, publicUrl, closedDates } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  function chooseWindow(slot: string | undefined, now: Date): PickupWindow {
    const window = slot === undefined ? earliestPickup(now, closedDates) : pickupWindowFor(slot, now, closedDates);
    if (!window) throw new ValidationError(ORDER_MESSAGES.pickupUnavailable, { pickup_slot: ORDER_MESSAGES.pickupUnavailable });
    return window;
  }

  async function placeOrder(actor: Actor, raw: unknown): Promise<PlacedOrder & { replayed: boolean }> {
    const buyer = requireBuyer(actor);
    const input = parseInput(placeOrderInput, raw);
    if (input.order_type !== 'pickup') throw new ValidationError(ORDER_MESSAGES.deliveryUnavailable);
    const lines = mergeLines(input.cart_items);
    const now = clock();
    const window = chooseWindow(input.pickup_slot, now);
    const note = input.note || undefined;
    const key = input.idempotency_key;
    const hash = requestHash(lines, window.slot, note);

    const result = await db.transaction().execute(async (trx) => {
      if (key !== undefined) {
        // Claim the key, or take over one that has expired (one statement). A concurrent claim of
        // the same key waits here on the primary key until the first transaction ends, then
        // finds its order below.
        const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
        const claimed = await trx
          .insertInto('idempotency_keys')
          .values({ user_id: buyer.userId, key, request_hash: hash, created_at: now })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'key'])
              .doUpdateSet({ request_hash: hash, response: null, status_code: null, created_at: now })
              .where('idempotency_keys.created_at', '<', expired),
          )
          .returning('key')
          .executeTakeFirst();
        if (!claimed) {
          const first = await trx
            .selectFrom('idempotency_keys')
            .select(['request_hash', 'response'])
            .where('user_id', '=', buyer.userId)
            .where('key', '=', key)
            .executeTakeFirst();
          if (first?.request_hash !== hash) throw new ConflictError(ORDER_MESSAGES.keyReused);
          if (!first.response) throw new ConflictError(ORDER_MESSAGES.inFlight);
          return { order: first.response as PlacedOrder, replayed: true, mailed: false };
        }
      }

      const user = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email', 'company', 'phone_number', 'license_number', 'locale', 'is_admin'])
        .where('id', '=', buyer.userId)
        .executeTakeFirst();
      if (!user || user.is_admin) throw new ValidationError(ORDER_MESSAGES.buyersOnly);

      // Priced from the items table at this moment; the client's prices and totals are not read.
      const ids = [...lines.keys()];
      const items = await trx
        .selectFrom('items')
        .select(['id', 'name', 'name_ko', 'spec', 'avg_weight', 'price_cents', 'discounted_price_cents', 'show'])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(items.map((i) => [i.id, i]));
      const gone = ids.filter((id) => !byId.get(id)?.show);
      if (gone.length > 0) {
        const names = gone.flatMap((id) => {
          const item = byId.get(id);
          return item ? [user.locale === 'ko' ? item.name_ko : item.name] : [];
        });
        throw new ValidationError(unavailableMessage(names), { cart_items: unavailableMessage(names) });
      }

      const priced = ids.map((id) => {
        const item = byId.get(id)!;
        const quantity = lines.get(id)!;
        // The buyer's price, falling back to the list price when the discount is 0 or missing.
        const unitPriceCents = item.discounted_price_cents && item.discounted_price_cents > 0 ? item.discounted_price_cents : item.price_cents;
        const amount = lineAmount({ unitPriceCents, spec: item.spec, avgWeight: item.avg_weight, quantity });
        return { item, quantity, unitPriceCents, amount };
      });
      const money = orderAmounts(
        priced.map((p) => p.amount),
        PICKUP_FEE_CENTS,
      );

      const order = await trx
        .insertInto('orders')
        .values({
          user_id: user.id,
          order_date: now,
          total_amount_cents: money.totalCents,
          fee_cents: money.feeCents,
          order_type: 'pickup',
          pickup_start: window.start,
          pickup_end: window.end,
          note: note ?? null,
        })
        .returning(['id', 'order_number', 'order_date'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values(
          priced.map((p) => ({
            order_id: order.id,
            item_id: p.item.id,
            quantity: p.quantity,
            unit_price_cents: p.unitPriceCents,
            item_name: p.item.name,
            item_name_ko: p.item.name_ko,
            spec: p.item.spec,
            avg_weight: p.item.avg_weight,
            line_total_cents: p.amount.cents,
          })),
        )
        .execute();

      const placed: PlacedOrder = {
        id: order.id,
        order_number: order.order_number,
        order_date: iso(order.order_date),
        pickup_start: window.start,
        pickup_end: window.end,
        total_amount: fromCents(money.totalCents),
        estimated: money.estimated,
      };

      const mailLines = priced.map((p) => ({
        name: user.locale === 'ko' ? p.item.name_ko : p.item.name,
        spec: p.item.spec,
        quantity: p.quantity,
        unitPriceCents: p.unitPriceCents,
        lineTotalCents: p.amount.cents,
        estimated: p.amount.estimated,
        avgWeight: p.item.avg_weight,
      }));
      const common = {
        orderNumber: placed.order_number,
        orderDate: placed.order_date,
        buyerName: user.name || user.email,
        ...(user.company ? { company: user.company } : {}),
        pickup: { start: window.start, end: window.end },
        ...(note ? { note } : {}),
        subtotalCents: money.subtotalCents,
        feeCents: money.feeCents,
        totalCents: money.totalCents,
        prepaymentCents: money.prepaymentCents,
        balanceCents: money.balanceCents,
        cashDiscountMaxCents: money.cashDiscountMaxCents,
        estimated: money.estimated,
      };
      await enqueueMails(trx, [
        {
          to: user.email,
          template: 'order-received',
          locale: user.locale,
          data: { ...common, lines: mailLines, ordersUrl: `${publicUrl}/profile/user/${encodeUserId(user.id)}?view=orders` },
        },
        {
          to: businessEmail,
          replyTo: user.email,
          template: 'order-notice',
          locale: 'en',
          data: {
            ...common,
            // staff read the English names
            lines: priced.map((p, i) => ({ ...mailLines[i]!, name: p.item.name })),
            buyerEmail: user.email,
            ...(user.phone_number ? { phone: user.phone_number } : {}),
            ...(user.license_number ? { licenseNumber: user.license_number } : {}),
            adminUrl: `${publicUrl}/admin/dashboard`,
          },
        },
      ]);

      if (key !== undefined) {
        await trx
          .updateTable('idempotency_keys')
          .set({ response: JSON.stringify(placed), status_code: 201 })
          .where('user_id', '=', buyer.userId)
          .where('key', '=', key)
          .execute();
      }
      return { order: placed, replayed: false, mailed: true };
    });
    if (result.mailed) mailQueued();
    return { ...result.order, replayed: result.replayed };
  }

  /**
   * The documented client posts each line again after the order (catalogue spec section 7). Our
   * order already holds its lines, priced by the server: a line it holds is answered with success
   * and changes nothing. Anything else is refused: another buyer's order reads as missing, an order
   * past 'pending' cannot change, and lines are never added after checkout.
   */
  async function addOrderLine(actor: Actor, raw: unknown): Promise<{ changed: false }> {
    const buyer = requireBuyer(actor);
    const input = parseInput(addOrderLineInput, raw);
    const order = await db.selectFrom('orders').select(['id', 'user_id', 'order_status']).where('id', '=', input.order_id).executeTakeFirst();
    if (!order || order.user_id !== buyer.userId) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    if (order.order_status !== 'pending') throw new ConflictError(ORDER_MESSAGES.notPending);
    const line = await db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .where('item_id', '=', input.item_id)
      .executeTakeFirst();
    if (!line) throw new ConflictError(ORDER_MESSAGES.linesFixed);
    return { changed: false };
  }

  return { placeOrder, addOrderLine };
}
