// A standing order's own changes through the orders service (PGlite and, in CI, PostgreSQL), on the
// weeks around Thanksgiving 2026 with a fixed clock: a skip undone while its week's order is still
// to be made (and refused once it would have been), and the mail each change sends (set up,
// paused, resumed, ended) to whoever set it up, in their language, naming another member who
// changed it.
import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '@wholesale/rules';
import {
  ConflictError,
  ORDER_MESSAGES,
  parseInput,
  standingOrderUpdateInput,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { joinCompanyA, uniqueEmail, useAccountsWorld } from '../accounts/testing';
import { DEMO_BOXES, standingOrderOf, useOrdersAt } from './testing';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();
const at = useOrdersAt(w, '2026-11-16', '12:00'); // Monday Nov 16, noon PST

const [box, other] = DEMO_BOXES;

/** A Thursday order at 10:00 (Nov 19) of `actor`'s, repeated every week. */
async function standing(actor: Actor) {
  return (await standingOrderOf(at.orders, actor, { cart_items: [{ id: box.id, quantity: 1 }] }, 1)).so;
}

/** The standing-order-change mails to `to`, oldest first. */
const changeMails = (to: string) => outboxMails(w.handle.db, { template: 'standing-order-change', to });

describe('undoing a skip', () => {
  it('brings the skipped week back while its order is still to be made, the latest skip first', async () => {
    const so = await standing(w.buyerA.actor);
    expect([so.next_pickup_date, so.skipped]).toEqual(['2026-11-26', null]);
    await at.orders.standing.skip(w.buyerA.actor, so.id);
    const twice = await at.orders.standing.skip(w.buyerA.actor, so.id);
    expect([twice.next_pickup_date, twice.skipped]).toEqual(['2026-12-10', '2026-12-03']);

    const once = await at.orders.standing.unskip(w.buyerA.actor, so.id);
    expect([once.next_pickup_date, once.skipped]).toEqual(['2026-12-03', '2026-11-26']);
    const none = await at.orders.standing.unskip(w.buyerA.actor, so.id);
    expect([none.next_pickup_date, none.skipped]).toEqual(['2026-11-26', null]);
    const cycles = await w.handle.db
      .selectFrom('standing_order_cycles')
      .select('pickup_date')
      .where('standing_order_id', '=', so.id)
      .execute();
    expect(cycles).toEqual([]);
    await expectError(at.orders.standing.unskip(w.buyerA.actor, so.id), ConflictError, ORDER_MESSAGES.standingNoSkip);
  });

  it('is refused once the skipped week’s order would have been made', async () => {
    const so = await standing(w.buyerA.actor);
    await at.orders.standing.skip(w.buyerA.actor, so.id);
    // The Nov 26 cycle's order is made Monday Nov 23, 6 AM.
    at.now = zonedToUtc('2026-11-23', '05:59');
    expect((await at.orders.standing.list(w.buyerA.actor)).find((s) => s.id === so.id)!.skipped).toBe('2026-11-26');
    at.now = zonedToUtc('2026-11-23', '06:00');
    expect((await at.orders.standing.list(w.buyerA.actor)).find((s) => s.id === so.id)!.skipped).toBeNull();
    await expectError(at.orders.standing.unskip(w.buyerA.actor, so.id), ConflictError, ORDER_MESSAGES.standingNoSkip);
    // another company's reads as missing, as every other change does
    await expectError(at.orders.standing.unskip(w.buyerB.actor, so.id), Error);
  });
});

describe('the mails of a standing order’s changes', () => {
  it('tell whoever set it up, in their language, each change and who made it', async () => {
    const email = uniqueEmail('chef');
    const ownersBefore = (await changeMails('alice@restaurant.test')).length;
    const orderer = await joinCompanyA(w, email, 'orderer', { order_limit: 100_000, locale: 'ko' });
    const so = await standing(orderer);
    const [setUp] = await changeMails(email);
    expect(setUp!.subject).toBe('정기 주문이 설정되었습니다');
    expect(setUp!.text_body).toContain(`${box.name_ko} × 1`);
    expect(setUp!.text_body).not.toContain('님이 변경했습니다');

    // The owner pauses the orderer's: the orderer hears of it, with the owner named.
    await at.orders.standing.update(w.buyerA.actor, so.id, { paused: true });
    // Every 2 weeks alone is not one of the changes mailed.
    await at.orders.standing.update(orderer, so.id, { every_weeks: 2 });
    await at.orders.standing.update(orderer, so.id, { paused: false });
    await at.orders.standing.end(orderer, so.id);
    const mails = await changeMails(email);
    expect(mails.map((m) => m.subject)).toEqual([
      '정기 주문이 설정되었습니다',
      '정기 주문이 일시 중지되었습니다',
      '정기 주문이 다시 시작되었습니다',
      '정기 주문이 종료되었습니다',
    ]);
    expect(mails[1]!.text_body).toContain('님이 변경했습니다');
    expect(mails[2]!.text_body).toContain('2주마다');
    // No mail to the owner, who paused it, for the orderer's standing order.
    expect(await changeMails('alice@restaurant.test')).toHaveLength(ownersBefore);
  });

  it('is in English for an English buyer, and a refused change mails nothing', async () => {
    const before = (await changeMails('alice@restaurant.test')).length;
    const so = await standing(w.buyerA.actor);
    await at.orders.standing.end(w.buyerA.actor, so.id);
    await expectError(at.orders.standing.update(w.buyerA.actor, so.id, { paused: true }), ConflictError);
    const mails = (await changeMails('alice@restaurant.test')).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Your standing order is set up', 'Your standing order has ended']);
  });
});

describe('changing what a standing order repeats and when', () => {
  it('takes a new list of products, and the next cycle’s order is made of them', async () => {
    const so = await standing(w.buyerA.actor);
    const changed = await at.orders.standing.update(
      w.buyerA.actor,
      so.id,
      parseInput(standingOrderUpdateInput, {
        lines: [
          { id: other.id, quantity: 3 },
          { id: box.id, quantity: 1 },
          { id: other.id, quantity: 2 }, // listed twice: the last quantity
        ],
      }),
    );
    expect(changed.lines.map((l) => [l.item_id, l.quantity])).toEqual([
      [other.id, 2],
      [box.id, 1],
    ]);
    at.now = zonedToUtc('2026-11-23', '06:00');
    await at.orders.standing.runDue();
    const [made] = await w.handle.db
      .selectFrom('orders')
      .select('total_amount_cents')
      .where('standing_order_id', '=', so.id)
      .execute();
    expect(made!.total_amount_cents).toBe(other.discounted_price_cents * 2 + box.discounted_price_cents);
  });

  it('refuses a product no longer sold, by name, and an empty list or a weekend day at the door', async () => {
    const so = await standing(w.buyerA.actor);
    await w.handle.db.updateTable('items').set({ show: false }).where('id', '=', other.id).execute();
    try {
      const refused = await expectError(
        at.orders.standing.update(
          w.buyerA.actor,
          so.id,
          parseInput(standingOrderUpdateInput, { lines: [{ id: other.id, quantity: 1 }] }),
        ),
        ValidationError,
      );
      expect(refused.message).toContain(other.name);
    } finally {
      await w.handle.db.updateTable('items').set({ show: true }).where('id', '=', other.id).execute();
    }
    expect((await at.orders.standing.list(w.buyerA.actor)).find((s) => s.id === so.id)!.lines).toHaveLength(1);
    expect(() => parseInput(standingOrderUpdateInput, { lines: [] })).toThrow(ORDER_MESSAGES.standingEmpty);
    expect(() => parseInput(standingOrderUpdateInput, { weekday: 6 })).toThrow(ORDER_MESSAGES.standingWeekday);
  });

  it('moves to another weekday: that day of the next cycle’s week, or the first still to be made', async () => {
    const so = await standing(w.buyerA.actor); // Thursdays, next Nov 26
    const tuesday = await at.orders.standing.update(w.buyerA.actor, so.id, { weekday: 2 });
    expect([tuesday.weekday, tuesday.next_pickup_date]).toEqual([2, '2026-11-24']);
    // Saturday Nov 21: Tuesday Nov 24's order (made Sat Nov 21, 6 AM) is made; Monday Nov 23's
    // too (made Fri Nov 20): Monday goes to Nov 30.
    at.now = zonedToUtc('2026-11-21', '12:00');
    const monday = await at.orders.standing.update(w.buyerA.actor, so.id, { weekday: 1 });
    expect([monday.weekday, monday.next_pickup_date]).toEqual([1, '2026-11-30']);
  });
});
