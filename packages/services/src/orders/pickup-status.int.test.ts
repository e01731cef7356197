// The pickup statuses through the service: the menu's choices refused otherwise, a reopening that
// needs a reason (kept in the history), a decline whose reason reaches the buyer's mail, 'ready for
// pickup' and 'missed pickup' mailing only when staff ask, a missed pickup only after its window,
// and a customer's missed pickups counted and flagged, their ordering paused and refused at checkout.
import { describe, expect, it } from 'vitest';
import { BUSINESS_CONTACT } from '@wholesale/rules';
import {
  BOOKS_CODES,
  booksSettingsInput,
  ConflictError,
  customerOrderingInput,
  ORDER_CODES,
  parseInput,
  statusChangeInput,
  ValidationError,
  type DomainError,
  type OrderHistoryEntry,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { useAccountsWorld } from '../accounts/testing';
import { createBooksService } from '../books';
import { placeBoxes } from './testing';
import { outboxMails } from '../mail/outbox-testing';

const w = useAccountsWorld();

const place = (buyer: 'buyerA' | 'buyerB' = 'buyerA') => placeBoxes(w.orders, w[buyer].actor, 1);

/** As the doors call it: the body parsed with the contract's schema first. */
const setStatus = (orderId: number, raw: Record<string, unknown>) => {
  const { status, revision, reason, notify } = parseInput(statusChangeInput, raw);
  return w.orders.admin.setStatus(w.admin.actor, orderId, status, revision, { reason, notify });
};

/** Moves the order's pickup window into the past (it ended an hour ago). */
const windowGoneBy = (orderId: number) =>
  w.handle.db
    .updateTable('orders')
    .set({
      pickup_start: new Date(w.now().getTime() - 3 * 3600_000),
      pickup_end: new Date(w.now().getTime() - 3600_000),
    })
    .where('id', '=', orderId)
    .execute();

const mailsOf = (template: string, orderNumber: string) =>
  outboxMails(w.handle.db, { template, mentioning: orderNumber });

const lastStatus = (history: OrderHistoryEntry[]) => history.filter((h) => h.kind === 'status').at(-1);

describe('the status menu through the service', () => {
  it("refuses a status a pickup order is not offered ('contacted', 'quote sent')", async () => {
    const o = await place();
    const err = await expectError(setStatus(o.id, { status: 'contacted' }), ConflictError);
    expect(err.code).toBe(ORDER_CODES.statusNotOffered);
    expect((await w.orders.admin.detail(w.admin.actor, o.id)).order_status).toBe('pending');
  });

  it('reopening a cancelled order needs a reason, which the history keeps', async () => {
    const o = await place();
    await setStatus(o.id, { status: 'declined', reason: 'No short rib' });
    const refused = await expectError(setStatus(o.id, { status: 'order placed' }), ValidationError);
    expect(refused.code).toBe(ORDER_CODES.reopenReason);
    expect(
      await expectError(setStatus(o.id, { status: 'order placed', reason: '   ' }), ValidationError),
    ).toMatchObject({ code: ORDER_CODES.reopenReason });
    await setStatus(o.id, { status: 'order placed', reason: 'The buyer called: they found it elsewhere' });
    const detail = await w.orders.admin.detail(w.admin.actor, o.id);
    expect(detail.order_status).toBe('order placed');
    expect(lastStatus(detail.history)).toMatchObject({
      from_status: 'declined',
      to_status: 'order placed',
      reason: 'The buyer called: they found it elsewhere',
    });
  });

  it("a decline's reason reaches the buyer's decline mail", async () => {
    const o = await place();
    const r = await setStatus(o.id, { status: 'declined', reason: 'Short rib is out this week' });
    expect(r.mail_sent).toBe('order-declined');
    const [mail] = await mailsOf('order-declined', o.order_number);
    expect(mail!.text_body).toContain('Short rib is out this week');
  });

  it("'ready for pickup' mails the buyer only with notify", async () => {
    const quiet = await place();
    expect((await setStatus(quiet.id, { status: 'ready for pickup' })).mail_sent).toBeNull();
    expect(await mailsOf('order-ready', quiet.order_number)).toHaveLength(0);
    const told = await place();
    expect((await setStatus(told.id, { status: 'ready for pickup', notify: true })).mail_sent).toBe('order-ready');
    const [mail] = await mailsOf('order-ready', told.order_number);
    expect(mail!.to_address).toBe('alice@restaurant.test');
    expect(mail!.subject).toContain('ready for pickup');
  });

  it("'missed pickup' before the window has ended is 409; after it, mailed with notify", async () => {
    const o = await place();
    const early = await expectError(setStatus(o.id, { status: 'missed pickup', notify: true }), ConflictError);
    expect(early.code).toBe(ORDER_CODES.missedTooEarly);
    expect(await mailsOf('order-missed-pickup', o.order_number)).toHaveLength(0);
    await windowGoneBy(o.id);
    expect((await setStatus(o.id, { status: 'missed pickup', notify: true })).mail_sent).toBe('order-missed-pickup');
    expect(await mailsOf('order-missed-pickup', o.order_number)).toHaveLength(1);
    // Off the pick list and not owing: reopening it needs a reason too.
    await expectError(setStatus(o.id, { status: 'ready for pickup' }), ValidationError);
  });
});

describe("a customer's missed pickups", () => {
  it('counts them from the history and flags the customer at the setting', async () => {
    const before = (await w.customers.detail(w.admin.actor, w.buyerB.id)).missed_pickups;
    const books = createBooksService({ db: w.handle.db });
    await books.setSettings(w.admin.actor, { seller_permit: null, missed_pickups_flag: before + 2 });
    for (let i = 0; i < 2; i++) {
      const o = await place('buyerB');
      await windowGoneBy(o.id);
      await setStatus(o.id, { status: 'missed pickup' });
    }
    const detail = await w.customers.detail(w.admin.actor, w.buyerB.id);
    expect(detail.missed_pickups).toBe(before + 2);
    expect(detail.missed_pickups_flag).toBe(before + 2);
    expect(() => parseInput(booksSettingsInput, { seller_permit: null, missed_pickups_flag: 0 })).toThrow(
      ValidationError,
    );
  });

  it("a suspended company's checkout is refused with a code and our phone, until staff lift it", async () => {
    const suspended = await w.customers.setOrdering(
      w.admin.actor,
      w.buyerA.id,
      parseInput(customerOrderingInput, { suspended: true }),
    );
    expect(suspended.ordering_suspended?.by).toBeTruthy();
    expect((await w.customers.detail(w.admin.actor, w.buyerA.id)).ordering_suspended).toEqual(
      suspended.ordering_suspended,
    );
    const err: DomainError = await expectError(place('buyerA'), ConflictError);
    expect(err.code).toBe(ORDER_CODES.orderingPaused);
    expect(err.message).toContain(BUSINESS_CONTACT.phone.display);
    await w.customers.setOrdering(w.admin.actor, w.buyerA.id, { suspended: false });
    expect((await w.customers.detail(w.admin.actor, w.buyerA.id)).ordering_suspended).toBeNull();
    expect((await place('buyerA')).order_status).toBe('pending');
  });

  it('refuses a suspension that is not true or false', () => {
    let caught: unknown;
    try {
      parseInput(customerOrderingInput, { suspended: 'yes' });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect(JSON.stringify((caught as ValidationError).fields)).toContain(BOOKS_CODES.orderingSuspended);
  });
});
