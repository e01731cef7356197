// Deadlines said before they bite, through the orders service on a fixed clock: the Saturday of
// Thanksgiving weekend 2026 (Thu 26 and Fri 27 closed). Each pickup day on offer carries its change
// deadline; the deposit falls on an open day at or after the order, in open hours; and an order
// placed after its deadline says it never could be changed online rather than "closed".
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC, HOLIDAY_RULES } from '@wholesale/rules';
import { parseInput, placeOrderInput } from '@wholesale/contract';
import { orderServicesFor, useAccountsWorld } from '../accounts/testing';

const w = useAccountsWorld();
const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC)!;

// Saturday Nov 28 2026, noon in Los Angeles.
const SATURDAY_NOON = new Date('2026-11-28T20:00:00.000Z');
// Wednesday Nov 25 2026, 6:00 PM in Los Angeles: the warehouse closed at 3:30.
const WEDNESDAY_EVENING = new Date('2026-11-26T02:00:00.000Z');
const at = (now: Date) => orderServicesFor(w, { holidays: HOLIDAY_RULES, clock: () => now });

describe('the pickup days on offer, each with its change deadline', () => {
  it('on the Saturday: Monday (deadline Wednesday, past) and Tuesday (Monday 5 PM), deposits on Monday', async () => {
    const days = await at(SATURDAY_NOON).pickupSlots(w.buyerA.actor);
    expect(days.slice(0, 3).map((d) => [d.date, d.change_deadline, d.deposit_due])).toEqual([
      ['2026-11-30', '2026-11-26T01:00:00.000Z', '2026-11-30'],
      ['2026-12-01', '2026-12-01T01:00:00.000Z', '2026-11-30'],
      ['2026-12-02', '2026-12-02T01:00:00.000Z', '2026-12-01'],
    ]);
  });

  it('on the Wednesday evening: no deposit due that evening, nor on the holidays', async () => {
    const days = await at(WEDNESDAY_EVENING).pickupSlots(w.buyerA.actor);
    expect(days[0]).toMatchObject({ date: '2026-11-30', deposit_due: '2026-11-30' });
  });
});

describe('an order placed after its deadline', () => {
  it('for Monday: cannot be changed online, and says so (not "closed" on a day before it existed)', async () => {
    const service = at(SATURDAY_NOON);
    const placed = await service.placeOrder(
      w.buyerA.actor,
      parseInput(placeOrderInput, { cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: '2026-11-30T08:00' }),
    );
    expect(placed.deposit_due).toBe('2026-11-30');
    const detail = await service.order(w.buyerA.actor, placed.id);
    expect(detail).toMatchObject({
      changeable: false,
      locked_when_placed: true,
      cutoff_at: '2026-11-26T01:00:00.000Z',
    });
    expect(detail.deposit_due).toBe('2026-11-30');
    const listed = (await service.orders(w.buyerA.actor, w.buyerA.id)).find((o) => o.id === placed.id);
    expect(listed).toMatchObject({ changeable: false, locked_when_placed: true });

    // the "order received" mail says Monday, the day the warehouse can take it
    const mail = await w.handle.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('template', '=', 'order-received')
      .where('subject', 'like', `%${placed.order_number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Deposit due by Monday, November 30, 2026');
  });

  it('for Tuesday: changeable until Monday 5 PM, and it was open when placed', async () => {
    const service = at(SATURDAY_NOON);
    const placed = await service.placeOrder(
      w.buyerA.actor,
      parseInput(placeOrderInput, { cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: '2026-12-01T08:00' }),
    );
    const detail = await service.order(w.buyerA.actor, placed.id);
    expect(detail).toMatchObject({
      changeable: true,
      locked_when_placed: false,
      cutoff_at: '2026-12-01T01:00:00.000Z',
    });
    // once the deadline passes it is "closed", and still not locked from the start
    const later = await at(new Date('2026-12-01T02:00:00.000Z')).order(w.buyerA.actor, placed.id);
    expect(later).toMatchObject({ changeable: false, locked_when_placed: false });
  });
});
