// Staff's internal notes through the notes service on PGlite: written with author and time on an
// order or a customer, read oldest first by staff only, never in what the buyer reads, and every
// malformed note refused at the door with its code.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import {
  addNoteInput,
  ForbiddenError,
  NOTE_MESSAGES,
  NotFoundError,
  parseInput,
  placeOrderInput,
  UnauthorizedError,
  ValidationError,
  type NotesService,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { createNotesService } from './index';

const w = useAccountsWorld();
let notes: NotesService;
beforeAll(() => {
  notes = createNotesService({ db: w.handle.db });
});

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
