// Orders staff enter for a customer (taken by phone or text): placed as the customer's own
// checkout (their prices, limits, mails), recorded as entered by staff, retried safely with its
// key, and refused plainly for a staff account, a removed member, a viewer or a paused company.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  COMPANY_MESSAGES,
  ConflictError,
  ForbiddenError,
  ORDER_MESSAGES,
  parseInput,
  placeOrderInput,
  staffOrderInput,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { joinCompanyA, rowCounts, uniqueEmail, useAccountsWorld, windowAWeekAhead } from '../accounts/testing';
import { DEMO_BOX, DEMO_CATCH_WEIGHT } from './testing';

const w = useAccountsWorld();
const box = DEMO_BOX;
const catchWeight = DEMO_CATCH_WEIGHT;

/** As the doors call it: the body parsed with the contract's schema first. */
const enter = async (actor: Actor, raw: z.input<typeof staffOrderInput>) =>
  w.orders.admin.placeForCustomer(actor, parseInput(staffOrderInput, raw));

const counts = () => rowCounts(w.handle.db, ['orders', 'order_items', 'mail_outbox', 'idempotency_keys']);

describe('an order staff enter for a customer', () => {
  it("is priced, mailed and read as the customer's own checkout, and says staff entered it", async () => {
    const slot = await windowAWeekAhead(w, w.buyerA.actor);
    const cart = [
      { id: box.id, quantity: 3 },
      { id: catchWeight.id, quantity: 2 },
    ];
    const own = await w.orders.placeOrder(
      w.buyerA.actor,
      parseInput(placeOrderInput, { cart_items: cart, pickup_slot: slot }),
    );
    const entered = await enter(w.admin.actor, {
      user_id: w.buyerA.id,
      cart_items: cart,
      pickup_slot: slot,
      note: 'Called at 7 AM',
    });
    expect(entered.replayed).toBe(false);
    expect(entered.total_amount).toBe(own.total_amount);
    expect(entered.pickup_start).toBe(own.pickup_start);
    expect(entered.order_status).toBe('pending');

    const row = await w.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', entered.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: w.buyerA.id,
      entered_by_staff: true,
      entered_by: w.admin.id,
      note: 'Called at 7 AM',
    });
    const ownRow = await w.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(ownRow).toMatchObject({ entered_by_staff: false, entered_by: null });

    // Mailed as at checkout: the buyer's "order received" and the office's notice.
    const mails = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'template'])
      .where('text_body', 'like', `%${entered.order_number}%`)
      .execute();
    expect(mails.map((m) => m.template).sort()).toEqual(['order-notice', 'order-received'].sort());
    expect(mails.find((m) => m.template === 'order-received')?.to_address).toBe(w.buyerA.email);

    // Both sides read who entered it: the buyer that staff did, the office which admin.
    expect((await w.orders.order(w.buyerA.actor, entered.id)).entered_by_staff).toBe(true);
    expect((await w.orders.order(w.buyerA.actor, own.id)).entered_by_staff).toBe(false);
    const detail = await w.orders.admin.detail(w.admin.actor, entered.id);
    expect(detail.entered_by_staff).toBe(true);
    expect(detail.entered_by).toBeTruthy();
    expect((await w.orders.admin.detail(w.admin.actor, own.id)).entered_by).toBeNull();
  });

  it("keeps an orderer's limit: over it, the order waits for the company owner", async () => {
    const orderer = await joinCompanyA(w, uniqueEmail('phone-orderer'), 'orderer', { order_limit: 1 });
    if (orderer.kind !== 'buyer') throw new Error('expected a buyer');
    const entered = await enter(w.admin.actor, { user_id: orderer.userId, cart_items: [{ id: box.id, quantity: 2 }] });
    expect(entered.order_status).toBe('awaiting approval');
  });

  it('answers a retry with the same key with the first order, once', async () => {
    const before = await counts();
    const body = {
      user_id: w.buyerB.id,
      cart_items: [{ id: box.id, quantity: 1 }],
      idempotency_key: 'phone-order-key-1',
    };
    const first = await enter(w.admin.actor, body);
    const again = await enter(w.admin.actor, body);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    const after = await counts();
    expect(after.orders - before.orders).toBe(1);
    await expectError(
      enter(w.admin.actor, { ...body, cart_items: [{ id: box.id, quantity: 5 }] }),
      ConflictError,
      ORDER_MESSAGES.keyReused,
    );
  });

  it('is refused, with nothing written, for a buyer, a staff account, a viewer, a removed member or a paused company', async () => {
    const cart = [{ id: box.id, quantity: 1 }];
    const viewer = await joinCompanyA(w, uniqueEmail('phone-viewer'), 'viewer');
    const removed = await joinCompanyA(w, uniqueEmail('phone-removed'), 'orderer');
    if (viewer.kind !== 'buyer' || removed.kind !== 'buyer') throw new Error('expected buyers');
    await w.handle.db.updateTable('users').set({ disabled_at: w.now() }).where('id', '=', removed.userId).execute();
    const before = await counts();

    await expectError(enter(w.buyerA.actor, { user_id: w.buyerA.id, cart_items: cart }), ForbiddenError);
    await expectError(
      enter(w.admin.actor, { user_id: w.admin.id, cart_items: cart }),
      ValidationError,
      ORDER_MESSAGES.staffCustomer,
    );
    await expectError(
      enter(w.admin.actor, { user_id: 987_654, cart_items: cart }),
      ValidationError,
      ORDER_MESSAGES.staffCustomer,
    );
    await expectError(
      enter(w.admin.actor, { user_id: viewer.userId, cart_items: cart }),
      ForbiddenError,
      COMPANY_MESSAGES.viewerCannotOrder,
    );
    await expectError(
      enter(w.admin.actor, { user_id: removed.userId, cart_items: cart }),
      ConflictError,
      ORDER_MESSAGES.staffCustomerRemoved,
    );
    await w.handle.db
      .updateTable('users')
      .set({ ordering_suspended_at: w.now() })
      .where('id', '=', w.buyerB.id)
      .execute();
    try {
      await expectError(
        enter(w.admin.actor, { user_id: w.buyerB.id, cart_items: cart }),
        ConflictError,
        ORDER_MESSAGES.staffCustomerPaused,
      );
    } finally {
      await w.handle.db
        .updateTable('users')
        .set({ ordering_suspended_at: null })
        .where('id', '=', w.buyerB.id)
        .execute();
    }
    expect(await counts()).toEqual(before);
  });

  it('takes the same body rules at the door: a customer, at least one line, a bounded note', async () => {
    const refused = async (raw: unknown) =>
      expectError(
        Promise.resolve().then(() => parseInput(staffOrderInput, raw)),
        ValidationError,
      );
    await refused({ cart_items: [{ id: box.id, quantity: 1 }] });
    await refused({ user_id: w.buyerA.id, cart_items: [] });
    await refused({ user_id: w.buyerA.id, cart_items: [{ id: box.id, quantity: 0 }] });
    await refused({ user_id: w.buyerA.id, cart_items: [{ id: box.id, quantity: 1 }], note: 'x'.repeat(501) });
  });
});
