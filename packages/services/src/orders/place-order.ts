// Checkout: the one use case behind POST /api/orders and tRPC `orders.place`, and the documented
// client's follow-up POST /api/order-items. The order, all its lines, its idempotency record and
// its two mails are written in one statement, or nothing is (see checkout-sql.ts).
import { createHash } from 'node:crypto';
import {
  depositDueFor,
  encodeUserId,
  BUSINESS_CONTACT,
  fromCents,
  lineAmount,
  needsCreditHold,
  newOrderStatus,
  ORDER_LINE_MAX_QUANTITY,
  orderAmounts,
  PICKUP_FEE_CENTS,
  PICKUP_LEAD_HOURS,
  STAFF_PICKUP_LEAD_HOURS,
  toPacific,
  type PickupCalendar,
  withinOrderTotal,
} from '@wholesale/rules';
import {
  COMPANY_ERRORS,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ORDER_ERRORS,
  orderingPausedError,
  requireAdmin,
  requireBuyer,
  totalChangedError,
  ValidationError,
  type Actor,
  type StaffOrderInput,
} from '@wholesale/contract';
import { noMailHook, systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { outboxRows } from '../mail/outbox';
import { requireResaleCertificate } from '../accounts/document-expiry';
import type { WarehouseCalendar } from './calendar';
import type {
  AddOrderLineInput,
  DepositService,
  DepositTerms,
  PlacedOrder,
  PlaceOrderInput,
} from '@wholesale/contract';
import { readCheckout, storedLines, type CheckoutBuyer, type OrderWrite, type UsedKey } from './checkout-sql';
import { writeOrderWithFreeLine } from './free-line-write';
import type { FreeLine } from '../deals/places';
import {
  approvalRequestMails,
  freeItemMailData,
  newOrderFacts,
  orderNoticeMail,
  pricedMailLines,
  type PricedLine,
} from './new-order-mails';
import { buyerUnitPriceCents } from './pricing';
import { refuseUnsold } from './unsold';
import { chooseWindow, refuseClosedDay } from './slots';

/** How many times a checkout is read and priced when prices change under it before it gives up. */
const CHECKOUT_PRICE_TRIES = 3;

/** How long a checkout key answers with its first order. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export interface PlaceOrderDeps {
  db: Db;
  /** the business inbox that gets the new-order notice */
  businessEmail: string;
  /** PUBLIC_URL, for the links in the mails */
  publicUrl: string;
  /** the warehouse calendar: holiday rules and fixed dates, with the staff's days read at checkout */
  calendar: Pick<WarehouseCalendar, 'calendarWith'>;
  /** how the deposit is collected: written into the buyer's "order received" mail */
  deposit: Pick<DepositService, 'terms'>;
  clock?: Clock;
  onMailQueued?: MailQueued;
  onOrdersChanged?: () => void;
}

/** Whose order it is, and the admin who enters it for them (null: the buyer's own checkout). */
interface Placer {
  userId: number;
  enteredBy: number | null;
}

/** What a checkout and an order staff enter share. */
type CheckoutRequest = Pick<PlaceOrderInput, 'cart_items' | 'pickup_slot' | 'note' | 'idempotency_key'> &
  Partial<Pick<PlaceOrderInput, 'expected_total_cents' | 'free_item_id'>>;

/**
 * Staff order for approved buyers only, and are told plainly why not: a staff account or an id
 * with no account (a signup under review has none yet), a removed team member, a paused company.
 */
function refuseStaffOrderFor(user: CheckoutBuyer | null): void {
  if (!user || user.is_admin)
    throw new ValidationError(ORDER_ERRORS.staffCustomer, { user_id: ORDER_ERRORS.staffCustomer });
  if (user.disabled) throw new ConflictError(ORDER_ERRORS.staffCustomerRemoved);
  if (user.ordering_suspended) throw new ConflictError(ORDER_ERRORS.staffCustomerPaused);
}

/** What a retry with the same key must also carry: the same cart, slot and note. */
function requestHash(lines: ReadonlyMap<number, number>, slot: string, note: string | undefined): string {
  const canonical = JSON.stringify({ lines: [...lines].sort((a, b) => a[0] - b[0]), slot, note: note ?? '' });
  return createHash('sha256').update(canonical).digest('hex');
}

/** One line per item: the same item twice in a cart is one line with both quantities. */
export function mergeLines(items: readonly { id: number; quantity: number }[]): Map<number, number> {
  const lines = new Map<number, number>();
  for (const { id, quantity } of items) {
    const total = (lines.get(id) ?? 0) + quantity;
    if (total > ORDER_LINE_MAX_QUANTITY) throw new ValidationError(ORDER_ERRORS.quantity);
    lines.set(id, total);
  }
  return lines;
}

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { db, businessEmail, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  async function placeOrder(actor: Actor, input: PlaceOrderInput): Promise<PlacedOrder & { replayed: boolean }> {
    // Who is calling is asked before the input is read, whatever it is handed.
    const buyer = requireBuyer(actor);
    if (input.order_type !== 'pickup') throw new ValidationError(ORDER_ERRORS.deliveryUnavailable);
    return placeWithRetries({ userId: buyer.userId, enteredBy: null }, input);
  }

  /**
   * An order staff enter for a customer (taken by phone or text): the same checkout, priced at the
   * customer's prices, under their limits and terms, mailed as their own checkout is. Staff may
   * choose any window still ahead, and the order records who entered it.
   */
  async function placeForCustomer(actor: Actor, input: StaffOrderInput): Promise<PlacedOrder & { replayed: boolean }> {
    const admin = requireAdmin(actor);
    return placeWithRetries({ userId: input.user_id, enteredBy: admin.userId }, input);
  }

  async function placeWithRetries(
    placer: Placer,
    input: CheckoutRequest,
  ): Promise<PlacedOrder & { replayed: boolean }> {
    // A price that changed between the read and the write leaves nothing written: the order is
    // read and priced again, at the new price; prices still changing after that (an import under
    // way) are the buyer's to see.
    for (let tries = 0; tries < CHECKOUT_PRICE_TRIES; tries += 1) {
      const placed = await attempt(placer, input);
      if (placed !== 'repriced') return placed;
    }
    throw new ConflictError(ORDER_ERRORS.pricesChanged);
  }

  async function attempt(
    placer: Placer,
    input: CheckoutRequest,
  ): Promise<(PlacedOrder & { replayed: boolean }) | 'repriced'> {
    const lines = mergeLines(input.cart_items);
    const staff = placer.enteredBy !== null;
    const now = clock();
    // A day the settings close (a holiday) is refused before any read. The rest of the slot's
    // check waits for the read, which brings the staff's closed days and special hours (a special
    // day's windows can start off the regular hour).
    if (input.pickup_slot !== undefined) refuseClosedDay(input.pickup_slot, deps.calendar.calendarWith([]));
    const note = input.note || undefined;
    const key = input.idempotency_key ?? null;
    const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
    const ids = [...lines.keys()];
    const closedFrom = toPacific(now).date;

    // The deposit's texts come from a cache (deposit.ts): they rarely cost a read of their own.
    const [read, depositTerms] = await Promise.all([
      readCheckout(db, { userId: placer.userId, itemIds: ids, key, since: expiredBefore, closedFrom }),
      deps.deposit.terms(),
    ]);
    const window = chooseWindow(
      input.pickup_slot,
      now,
      deps.calendar.calendarWith(read.closedDays, read.specialHours),
      'pickup_slot',
      staff ? STAFF_PICKUP_LEAD_HOURS : PICKUP_LEAD_HOURS,
    );
    const hash = requestHash(lines, window.slot, note);
    const closedNow = deps.calendar.calendarWith(read.closedDays);
    if (read.used) return replay(read.used, hash, closedNow);
    const user = read.buyer;
    if (staff) refuseStaffOrderFor(user);
    if (!user || user.is_admin) throw new ValidationError(ORDER_ERRORS.buyersOnly);
    if (user.company_role === 'viewer') throw new ForbiddenError(COMPANY_ERRORS.viewerCannotOrder);
    // Staff paused the company's ordering (missed pickups): the buyer is told to call us.
    if (user.ordering_suspended) throw new ConflictError(orderingPausedError(BUSINESS_CONTACT.phone.display));
    // An expired California resale certificate stops the order unless the setting allows it.
    requireResaleCertificate(user.resale_expires_on ?? null, user.allow_expired_resale ?? false, now);

    // Priced from the items table at this moment; the client's prices and totals are not read.
    const byId = new Map(read.items.map((i) => [i.id, i]));
    refuseUnsold(ids, byId, user.locale, 'cart_items');
    const priced = ids.map((id) => {
      const item = byId.get(id)!;
      const quantity = lines.get(id)!;
      const unitPriceCents = buyerUnitPriceCents(item, quantity, item.sources);
      const amount = lineAmount({ unitPriceCents, spec: item.spec, avgWeight: item.avg_weight, quantity });
      return { item, quantity, unitPriceCents, amount };
    });
    const money = orderAmounts(
      priced.map((p) => p.amount),
      PICKUP_FEE_CENTS,
    );
    // Before anything is written: the total (and so every line) fits the money columns.
    if (!withinOrderTotal(money.totalCents))
      throw new ValidationError(ORDER_ERRORS.orderTotal, { cart_items: ORDER_ERRORS.orderTotal });
    // An order kept on the phone while offline carries the total its buyer saw: priced
    // otherwise now, it is refused, never placed at prices the buyer did not see. (Prices changing
    // between this read and the write re-run the attempt, and so this check.)
    if (input.expected_total_cents !== undefined && input.expected_total_cents !== money.totalCents)
      throw new ConflictError(totalChangedError(money.totalCents));

    // An orderer's order above the owner's limit waits for the owner.
    const status = newOrderStatus(user.company_role, user.order_limit_cents, money.totalCents);
    // An order past the company's credit limit waits for staff.
    const creditHold = needsCreditHold(user.credit, money.totalCents);
    const next = read.next!;
    const placed: PlacedOrder = {
      id: next.id,
      order_number: next.orderNumber,
      order_date: now.toISOString(),
      pickup_start: window.start,
      pickup_end: window.end,
      total_amount: fromCents(money.totalCents),
      estimated: money.estimated,
      deposit_due: depositDueFor(now, window.start, closedNow),
      order_status: status,
      credit_hold: creditHold,
    };
    const build = (free: FreeLine | null): OrderWrite => ({
      order: {
        id: next.id,
        order_number: next.orderNumber,
        user_id: user.id,
        order_date: now,
        total_amount_cents: money.totalCents,
        fee_cents: money.feeCents,
        pickup_start: window.start,
        pickup_end: window.end,
        note: note ?? null,
        order_status: status,
        credit_hold_since: creditHold ? now : null,
        ...(placer.enteredBy !== null ? { entered_by: placer.enteredBy } : {}),
      },
      lines: storedLines(priced),
      mails:
        status === 'pending'
          ? orderMails(user, priced, money, placed, note, depositTerms, free)
          : outboxRows(approvalRequestMails(user, (l) => pricedMailLines(priced, l), money, placed, note, publicUrl)),
      key: key === null ? null : { value: key, requestHash: hash, response: placed, expiredBefore },
    });
    const written = await writeOrderWithFreeLine(
      db,
      {
        dealPlace: read.dealPlace,
        companyId: user.owner?.id ?? user.id,
        chosenId: input.free_item_id,
        orderId: next.id,
        now,
      },
      build,
    );
    if (written === 'repriced') return 'repriced';
    if (written === 'keyTaken') {
      // The same key was claimed by a request that committed between our read and our write.
      const used = (
        await readCheckout(db, { userId: placer.userId, itemIds: [], key, since: expiredBefore, closedFrom })
      ).used;
      if (!used) throw new ConflictError(ORDER_ERRORS.inFlight);
      return replay(used, hash, closedNow);
    }
    mailQueued();
    deps.onOrdersChanged?.();
    return { ...placed, replayed: false };
  }

  /** A retried checkout: the first order, if it was this same cart, slot and note. */
  function replay(used: UsedKey, hash: string, closed: PickupCalendar): PlacedOrder & { replayed: boolean } {
    if (used.request_hash !== hash) throw new ConflictError(ORDER_ERRORS.keyReused);
    if (!used.response) throw new ConflictError(ORDER_ERRORS.inFlight);
    const first = used.response;
    // A key stored before answers carried the deposit's day (within a day of the release) gets it now.
    const stored = first as Partial<PlacedOrder>;
    return {
      ...first,
      deposit_due: stored.deposit_due ?? depositDueFor(first.order_date, first.pickup_start, closed),
      // Keys stored before approvals answered pending orders only.
      order_status: stored.order_status ?? 'pending',
      credit_hold: stored.credit_hold ?? false,
      replayed: true,
    };
  }

  /** "Order received" to the buyer in their language, and the new-order notice to the business inbox. */
  function orderMails(
    user: CheckoutBuyer,
    priced: PricedLine[],
    money: ReturnType<typeof orderAmounts>,
    placed: PlacedOrder,
    note: string | undefined,
    deposit: DepositTerms,
    free: FreeLine | null,
  ) {
    const facts = { ...newOrderFacts(user, money, placed, note), ...freeItemMailData(free, user.locale) };
    return outboxRows([
      {
        to: user.email,
        template: 'order-received',
        locale: user.locale,
        data: {
          ...facts,
          lines: pricedMailLines(priced, user.locale),
          deposit: { text: deposit[user.locale], due: placed.deposit_due },
          ordersUrl: `${publicUrl}/profile/user/${encodeUserId(user.id)}?view=orders`,
        },
      },
      orderNoticeMail(
        user,
        pricedMailLines(priced, 'en'),
        { ...facts, ...freeItemMailData(free, 'en') },
        businessEmail,
        `${publicUrl}/admin/dashboard`,
      ),
    ]);
  }

  /**
   * The documented client posts each line again after the order (catalogue spec section 7). Our
   * order already holds its lines, priced by the server: a line it holds is answered with success
   * and changes nothing. Anything else is refused: another buyer's order reads as missing, an order
   * past 'pending' cannot change, and lines are never added after checkout.
   */
  async function addOrderLine(actor: Actor, input: AddOrderLineInput): Promise<{ changed: false }> {
    const buyer = requireBuyer(actor);
    const order = await db
      .selectFrom('orders')
      .select(['id', 'user_id', 'order_status'])
      .where('id', '=', input.order_id)
      .executeTakeFirst();
    if (!order || order.user_id !== buyer.userId) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    if (order.order_status !== 'pending') throw new ConflictError(ORDER_ERRORS.notPending);
    const line = await db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .where('item_id', '=', input.item_id)
      .executeTakeFirst();
    if (!line) throw new ConflictError(ORDER_ERRORS.linesFixed);
    return { changed: false };
  }

  return { placeOrder, placeForCustomer, addOrderLine };
}
