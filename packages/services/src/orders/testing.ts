// What the orders' (and the books') integration tests share: the orders context on a clock a test
// moves, and orders placed as the doors place them, most of them of one box item.
import { beforeAll, beforeEach } from 'vitest';
import type { z } from 'zod';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC, HOLIDAY_RULES, zonedToUtc } from '@wholesale/rules';
import { parseInput, placeOrderInput, type Actor, type OrdersService } from '@wholesale/contract';
import { orderServicesFor, type AccountsWorld } from '../accounts/testing';
import type { OrderDeps } from './index';

/** The orders context of a test file whose clock its tests move (`now`), with the US holidays. */
export interface OrdersAt {
  /** the instant the services see; set back to the file's start before every test */
  now: Date;
  /** the file's orders context, made once before its tests */
  orders: OrdersService;
  /** another orders context on the same clock, with `deps` of its own */
  services(deps?: Partial<OrderDeps>): OrdersService;
}

/** The orders context on a clock that starts, and starts again before every test, at `day` `time` in Los Angeles. */
export function useOrdersAt(w: AccountsWorld, day: string, time: string): OrdersAt {
  const start = () => zonedToUtc(day, time);
  const at: OrdersAt = {
    now: start(),
    // Made in beforeAll: the world (its database) is only there from its own beforeAll on.
    orders: undefined as unknown as OrdersService,
    services: (deps = {}) => orderServicesFor(w, { holidays: HOLIDAY_RULES, clock: () => at.now, ...deps }),
  };
  beforeAll(() => {
    at.orders = at.services();
  });
  beforeEach(() => {
    at.now = start();
  });
  return at;
}

/**
 * `placeOrder` as the doors call it: the body parsed with the contract's schema first (the note
 * trimmed, the order type 'pickup' unless given), so a body the schema refuses rejects like the
 * service's own refusals, before any service is called. `orders` names the context when called
 * (a test file's is made in a beforeAll).
 */
export function placeOrderAsTheDoors(orders: () => Pick<OrdersService, 'placeOrder'>) {
  return async (actor: Actor, raw: z.input<typeof placeOrderInput>) =>
    orders().placeOrder(actor, parseInput(placeOrderInput, raw));
}

type DemoItem = (typeof demoItems)[number];

/** The box items the storefront shows with a buyer's price, in the demo catalogue's order (three at least). */
export const DEMO_BOXES = demoItems.filter(
  (d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0,
) as [DemoItem, DemoItem, DemoItem, ...DemoItem[]];

/** The first of them: what most order tests put in the cart. */
export const DEMO_BOX = DEMO_BOXES[0];

/** The first catch-weight item the storefront shows with a buyer's price (its quantity counts packs). */
export const DEMO_CATCH_WEIGHT = demoItems.find(
  (d) => d.show && d.spec === CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0,
)!;

/** `actor`'s order of `quantity` DEMO_BOX boxes for the earliest pickup, the body parsed as the doors parse it. */
export function placeBoxes(orders: Pick<OrdersService, 'placeOrder'>, actor: Actor, quantity: number) {
  return orders.placeOrder(actor, parseInput(placeOrderInput, { cart_items: [{ id: DEMO_BOX.id, quantity }] }));
}

/** The window the standing-order tests repeat: Thursday, November 19 2026, at 10:00. */
const THURSDAY_SLOT = '2026-11-19T10:00';

/** `actor`'s order of `body` for the Thursday window (Nov 19, 10:00), repeated every `every` weeks. */
export async function standingOrderOf(
  orders: OrdersService,
  actor: Actor,
  body: Omit<z.input<typeof placeOrderInput>, 'pickup_slot'>,
  every: 1 | 2,
) {
  const placed = await orders.placeOrder(actor, parseInput(placeOrderInput, { ...body, pickup_slot: THURSDAY_SLOT }));
  return { placed, so: await orders.standing.repeat(actor, placed.id, { every_weeks: every }) };
}
