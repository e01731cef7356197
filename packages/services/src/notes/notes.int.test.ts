// Staff's internal notes through the notes service on PGlite: written with author and time on an
// order or a customer, read oldest first by staff only, on the pick list when asked, never in what
// the buyer reads or is mailed, and every malformed note refused at the door with its code.
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import {
  addNoteInput,
  ForbiddenError,
  NOTE_MESSAGES,
  NotFoundError,
  parseInput,
  pickListInput,
  placeOrderInput,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld, windowAWeekAhead } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { createNotesService } from './index';

const w = useAccountsWorld();
const notes = useWorldService(w, (world) => createNotesService({ db: world.handle.db }));

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC)!;
const add = async (raw: unknown) => notes.add(w.admin.actor, parseInput(addNoteInput, raw));

describe('internal notes', () => {
  it('are written on an order and on a customer with their author and time, and read oldest first', async () => {
    const order = await w.orders.placeOrder(
      w.buyerA.actor,
      parseInput(placeOrderInput, { cart_items: [{ id: item.id, quantity: 1 }] }),
    );
    const first = await add({ order_id: order.id, body: '  Called: pick up at the back door  ' });
    const second = await add({ order_id: order.id, body: 'Pack the ribs apart\nfrom the bulgogi', on_pick_list: true });
    await add({ customer_id: w.buyerA.id, body: 'Prefers KakaoTalk' });
    expect(first).toMatchObject({ order_id: order.id, customer_id: null, body: 'Called: pick up at the back door' });
    expect(first.written_by).toBeTruthy();
    expect((await notes.forOrder(w.admin.actor, order.id)).map((n) => [n.body, n.on_pick_list])).toEqual([
      ['Called: pick up at the back door', false],
      ['Pack the ribs apart\nfrom the bulgogi', true],
    ]);
    expect(second.on_pick_list).toBe(true);
    expect((await notes.forCustomer(w.admin.actor, w.buyerA.id)).map((n) => n.body)).toEqual(['Prefers KakaoTalk']);
    // Never in what the buyer reads of their order.
    expect(JSON.stringify(await w.orders.order(w.buyerA.actor, order.id))).not.toContain('back door');
  });

  it('reach the pick list when asked, the range’s orders’ and their customers’ in one answer, newest first', async () => {
    const slot = await windowAWeekAhead(w, w.buyerA.actor);
    const place = (actor = w.buyerA.actor) =>
      w.orders.placeOrder(
        actor,
        parseInput(placeOrderInput, { cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: slot }),
      );
    const [mine, other] = [await place(), await place(w.buyerB.actor)];
    await add({ order_id: mine.id, body: 'Older on the order' });
    await add({ order_id: mine.id, body: 'Newer on the order' });
    await add({ customer_id: w.buyerB.id, body: 'Bob: cash only' });
    const day = slot.slice(0, 10);
    const pick = async (raw: unknown) => {
      const q = parseInput(pickListInput, raw);
      return w.orders.admin.pickList(w.admin.actor, q.date, q.to, { notes: q.notes });
    };
    expect((await pick({ date: day })).notes).toBeNull();
    const list = await pick({ date: day, notes: true });
    expect(list.orders.map((o) => o.id)).toEqual(expect.arrayContaining([mine.id, other.id]));
    const ofOrder = list.notes!.filter((n) => n.order_id === mine.id).map((n) => n.body);
    expect(ofOrder).toEqual(['Newer on the order', 'Older on the order']);
    expect(list.notes!.filter((n) => n.customer_id === w.buyerB.id).map((n) => n.body)).toContain('Bob: cash only');
    // Only notes of the range's orders and their customers: none of an order on another day.
    const ids = new Set(list.orders.map((o) => o.id));
    const users = new Set(list.orders.map((o) => o.user_id));
    expect(list.notes!.every((n) => (n.order_id !== null ? ids.has(n.order_id) : users.has(n.customer_id!)))).toBe(
      true,
    );
  });

  it('never reach what the buyer reads or is mailed of an order', async () => {
    const slot = await windowAWeekAhead(w, w.buyerA.actor);
    const order = await w.orders.placeOrder(
      w.buyerA.actor,
      parseInput(placeOrderInput, { cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: slot }),
    );
    const secret = 'STAFF-ONLY-7Q2';
    await add({ order_id: order.id, body: `${secret} order`, on_pick_list: true });
    await add({ customer_id: w.buyerA.id, body: `${secret} customer` });
    // Mails about this order after the notes: its confirmation, then its completion.
    await w.orders.admin.setStatus(w.admin.actor, order.id, 'order placed');
    await w.orders.admin.setStatus(w.admin.actor, order.id, 'complete');
    const mails = await w.handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('text_body', 'like', `%${order.order_number}%`)
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(JSON.stringify(mail)).not.toContain(secret);
    expect(JSON.stringify(await w.orders.order(w.buyerA.actor, order.id))).not.toContain(secret);
    expect(JSON.stringify(await w.orders.orders(w.buyerA.actor, w.buyerA.id))).not.toContain(secret);
  });

  it('are for staff only: a buyer is refused, a guest must sign in, a missing order or customer reads as missing', async () => {
    await expectError(notes.forCustomer(w.buyerA.actor, w.buyerA.id), ForbiddenError);
    await expectError(notes.forOrder(w.guest, 1), UnauthorizedError);
    await expectError(
      (async () => notes.add(w.buyerA.actor, parseInput(addNoteInput, { customer_id: w.buyerA.id, body: 'x' })))(),
      ForbiddenError,
    );
    await expectError(notes.forOrder(w.admin.actor, 999_999), NotFoundError);
    await expectError(notes.forCustomer(w.admin.actor, w.admin.id), NotFoundError, NOTE_MESSAGES.customerNotFound);
    await expectError(add({ order_id: 999_999, body: 'x' }), NotFoundError);
  });

  it('refuse an empty or too long note, both subjects or none, and the pick list for a customer', async () => {
    await expectError(add({ customer_id: w.buyerA.id, body: '   ' }), ValidationError, NOTE_MESSAGES.body);
    await expectError(add({ customer_id: w.buyerA.id, body: 'x'.repeat(2001) }), ValidationError, NOTE_MESSAGES.body);
    await expectError(add({ body: 'x' }), ValidationError, NOTE_MESSAGES.subject);
    await expectError(
      add({ order_id: 1, customer_id: w.buyerA.id, body: 'x' }),
      ValidationError,
      NOTE_MESSAGES.subject,
    );
    await expectError(
      add({ customer_id: w.buyerA.id, body: 'x', on_pick_list: true }),
      ValidationError,
      NOTE_MESSAGES.pickList,
    );
    expect(await add({ customer_id: w.buyerA.id, body: 'x'.repeat(2000) })).toMatchObject({ customer_id: w.buyerA.id });
  });
});
