// The credit hold through the services on PGlite: an order that takes its company past the credit
// limit staff set waits for staff (the buyer is told in the checkout's answer and on the order);
// staff release it (then confirm it as any order) or decline it; it is never confirmed or completed
// while held; no limit, no hold.
import { describe, expect, it } from 'vitest';
import { BOOKS_MESSAGES, ConflictError, ForbiddenError, parseInput, termsInput } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { createBooksService } from './index';
import { DEMO_BOX, placeBoxes } from '../orders/testing';

const w = useAccountsWorld();
const books = useWorldService(w, (world) => createBooksService({ db: world.handle.db }));

const box = DEMO_BOX;
const place = (actor = w.buyerB.actor, quantity = 1) => placeBoxes(w.orders, actor, quantity);
const limit = (dollars: number | null, userId = w.buyerB.id) =>
  books.setTerms(w.admin.actor, userId, parseInput(termsInput, { terms: 'net15', credit_limit: dollars }));
/** What company B has open now, in dollars. */
const openDollars = async () =>
  Number(
    (
      await w.handle.db
        .selectFrom('orders')
        .select((eb) =>
          eb.fn.coalesce(eb.fn.sum<number>(eb('total_amount_cents', '-', eb.ref('paid_cents'))), eb.lit(0)).as('n'),
        )
        .where('user_id', '=', w.buyerB.id)
        .where('order_status', 'not in', ['declined', 'cancelled', 'awaiting approval'])
        .executeTakeFirstOrThrow()
    ).n,
  ) / 100;

describe('the credit hold', () => {
  it('holds an order past the limit, tells the buyer, and refuses to confirm it until staff release it', async () => {
    const one = box.discounted_price_cents / 100;
    // Room for one more box, not two.
    await limit((await openDollars()) + one * 1.5);
    const within = await place(w.buyerB.actor, 1);
    expect(within.credit_hold).toBe(false);
    const past = await place(w.buyerB.actor, 1);
    expect(past.credit_hold).toBe(true);
    expect((await w.orders.order(w.buyerB.actor, past.id)).credit_hold).toBe(true);
    expect((await w.orders.admin.detail(w.admin.actor, past.id)).credit_hold).toBe(true);

    await expectError(
      w.orders.admin.setStatus(w.admin.actor, past.id, 'order placed'),
      ConflictError,
      BOOKS_MESSAGES.creditHold,
    );
    await expectError(
      w.orders.admin.setStatus(w.admin.actor, past.id, 'complete'),
      ConflictError,
      BOOKS_MESSAGES.creditHold,
    );
    await expectError(books.releaseCreditHold(w.buyerB.actor, past.id), ForbiddenError);

    const released = await books.releaseCreditHold(w.admin.actor, past.id);
    expect(released.order_id).toBe(past.id);
    expect((await w.orders.order(w.buyerB.actor, past.id)).credit_hold).toBe(false);
    // Released once: again answers the same release.
    expect(await books.releaseCreditHold(w.admin.actor, past.id)).toEqual(released);
    expect((await w.orders.admin.setStatus(w.admin.actor, past.id, 'order placed')).order_status).toBe('order placed');
    // An order never held is refused.
    await expectError(books.releaseCreditHold(w.admin.actor, within.id), ConflictError, BOOKS_MESSAGES.notOnHold);
  });

  it('lets staff decline a held order, and holds nothing without a limit', async () => {
    await limit(0);
    const held = await place();
    expect(held.credit_hold).toBe(true);
    expect((await w.orders.admin.setStatus(w.admin.actor, held.id, 'declined')).order_status).toBe('declined');
    await limit(null);
    expect((await place(w.buyerB.actor, 5)).credit_hold).toBe(false);
  });
});
