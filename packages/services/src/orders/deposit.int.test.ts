// The deposit setting through the orders service, on PGlite and (in CI)
// PostgreSQL: the default a fresh database shows, who may read and change it, the bounds of its
// texts, a save read back at once, and the checkout that carries it: the day the deposit is due
// on the pickup days on offer, on the placed order, in the buyer's "order received" mail (in their
// language) and on the buyer's order page.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC, HOLIDAY_RULES } from '@wholesale/rules';
import {
  CONTROL_CHARACTERS,
  DEFAULT_DEPOSIT_TERMS,
  DEPOSIT_MESSAGES,
  DEPOSIT_TEXT_MAX,
  depositTermsInput,
  ForbiddenError,
  parseInput,
  placeOrderInput,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { orderServicesFor, useAccountsWorld } from '../accounts/testing';

const w = useAccountsWorld();

const item = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC)!;

describe('the default', () => {
  it('a fresh database shows the default texts in both languages, marked as the default', async () => {
    expect(await w.orders.deposit.terms()).toEqual(DEFAULT_DEPOSIT_TERMS);
    expect(await w.orders.deposit.setting(w.admin.actor)).toEqual({
      ...DEFAULT_DEPOSIT_TERMS,
      is_default: true,
      updated_at: null,
    });
    expect(DEFAULT_DEPOSIT_TERMS.en).toMatch(/deposit/);
    expect(DEFAULT_DEPOSIT_TERMS.ko).toMatch(/선결제/);
  });
});

describe('who may read and change it', () => {
  it('admins only: a buyer is refused (403), a guest must log in (401), whatever the body', async () => {
    const { deposit } = w.orders;
    await expectError(deposit.setting(w.buyerA.actor), ForbiddenError);
    await expectError(deposit.setting(w.guest), UnauthorizedError);
    await expectError(deposit.setTerms(w.buyerA.actor, { en: 'Pay us', ko: '결제' }), ForbiddenError);
    await expectError(deposit.setTerms(w.guest, { en: 'Pay us', ko: '결제' }), UnauthorizedError);
    // who asks is decided before the body is read
    await expectError(deposit.setTerms(w.buyerA.actor, { en: 'x'.repeat(1_000_000) } as never), ForbiddenError);
    expect(await w.handle.db.selectFrom('business_settings').selectAll().execute()).toEqual([]);
  });
});

describe('what it takes', () => {
  // as the doors call it: the body parsed with the contract's schema first (the texts trimmed), so
  // one the schema refuses rejects like the service's own refusals
  const set = async (input: unknown) => w.orders.deposit.setTerms(w.admin.actor, parseInput(depositTermsInput, input));

  it('refuses a missing, blank or too long text, control characters and a body that is not an object', async () => {
    await expectError(set({ ko: '결제' }), ValidationError, DEPOSIT_MESSAGES.en);
    await expectError(set({ en: 'Pay us' }), ValidationError, DEPOSIT_MESSAGES.ko);
    await expectError(set({ en: '   ', ko: '결제' }), ValidationError, DEPOSIT_MESSAGES.en);
    await expectError(
      set({ en: 'x'.repeat(DEPOSIT_TEXT_MAX + 1), ko: '결제' }),
      ValidationError,
      DEPOSIT_MESSAGES.tooLong,
    );
    await expectError(
      set({ en: 'Pay us', ko: '가'.repeat(DEPOSIT_TEXT_MAX + 1) }),
      ValidationError,
      DEPOSIT_MESSAGES.tooLong,
    );
    // a megabyte is answered with the length, quickly, not scanned
    const started = performance.now();
    await expectError(set({ en: 'a\u0000'.repeat(500_000), ko: '결제' }), ValidationError, DEPOSIT_MESSAGES.tooLong);
    expect(performance.now() - started).toBeLessThan(200);
    await expectError(set({ en: 'Pay\u0000us', ko: '결제' }), ValidationError, CONTROL_CHARACTERS);
    await expectError(set({ en: 42, ko: '결제' }), ValidationError, 'Expected text');
    await expectError(set('Pay us'), ValidationError);
    expect(await w.handle.db.selectFrom('business_settings').selectAll().execute()).toEqual([]);
  });

  it('takes exactly the longest texts, and stores them trimmed with their line breaks; the storefront reads them at once', async () => {
    const longest = { en: 'e'.repeat(DEPOSIT_TEXT_MAX), ko: '가'.repeat(DEPOSIT_TEXT_MAX) };
    const saved = await set(longest);
    expect(saved).toMatchObject({ ...longest, is_default: false });
    expect(Date.parse(saved.updated_at!)).not.toBeNaN();

    // read once (cached), then changed: this process reads the new texts straight away
    expect(await w.orders.deposit.terms()).toEqual(longest);
    const texts = {
      en: '  Call us to pay by card.\nOr pay cash at the counter.  ',
      ko: ' 전화로 카드 결제를 받습니다.\n카운터에서 현금도 됩니다. ',
    };
    await set(texts);
    const trimmed = {
      en: 'Call us to pay by card.\nOr pay cash at the counter.',
      ko: '전화로 카드 결제를 받습니다.\n카운터에서 현금도 됩니다.',
    };
    expect(await w.orders.deposit.terms()).toEqual(trimmed);
    expect(await w.orders.deposit.setting(w.admin.actor)).toMatchObject({ ...trimmed, is_default: false });
    const rows = await w.handle.db.selectFrom('business_settings').select(['key', 'value', 'updated_by']).execute();
    expect(rows).toEqual([{ key: 'deposit', value: trimmed, updated_by: w.admin.id }]);
  });
});

describe('at checkout: the day it is due, and the text in the buyer’s mail', () => {
  // Wednesday Nov 25 2026, 9:00 AM in Los Angeles: the day before Thanksgiving.
  const THANKSGIVING_EVE = new Date('2026-11-25T17:00:00.000Z');
  const orders = () => orderServicesFor(w, { holidays: HOLIDAY_RULES, clock: () => THANKSGIVING_EVE });
  const texts = { en: 'We call you to take the deposit by card.', ko: '전화로 카드 선결제를 받습니다.' };

  beforeAll(async () => {
    await w.orders.deposit.setTerms(w.admin.actor, texts);
  });

  it('offers each pickup day with its deposit day: the last open day before it, never before today', async () => {
    const days = await orders().pickupSlots(w.buyerA.actor);
    // Thu (Thanksgiving) and Fri (the day after) closed: Monday Nov 30 is the first pickup day
    expect(days.slice(0, 3).map((d) => [d.date, d.deposit_due])).toEqual([
      ['2026-11-30', '2026-11-25'],
      ['2026-12-01', '2026-11-30'],
      ['2026-12-02', '2026-12-01'],
    ]);
  });

  it('counts a day staff closed', async () => {
    await w.handle.db.insertInto('pickup_closed_days').values({ day: '2026-12-01', closed_by: w.admin.id }).execute();
    try {
      const days = await orders().pickupSlots(w.buyerA.actor);
      expect(days.find((d) => d.date === '2026-12-02')?.deposit_due).toBe('2026-11-30');
    } finally {
      await w.handle.db.deleteFrom('pickup_closed_days').where('day', '=', '2026-12-01').execute();
    }
  });

  it('answers the placed order with it, writes text and day into the mail in the buyer’s language, and shows it on the order', async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    const service = orders();
    const en = await service.placeOrder(
      w.buyerA.actor,
      parseInput(placeOrderInput, { cart_items: [{ id: item.id, quantity: 1 }] }),
    );
    const ko = await service.placeOrder(
      w.buyerB.actor,
      parseInput(placeOrderInput, { cart_items: [{ id: item.id, quantity: 1 }], pickup_slot: '2026-12-02T10:00' }),
    );
    expect(en.deposit_due).toBe('2026-11-25');
    expect(ko.deposit_due).toBe('2026-12-01');

    const mail = async (to: string, orderNumber: string) =>
      w.handle.db
        .selectFrom('mail_outbox')
        .select(['text_body', 'html_body'])
        .where('template', '=', 'order-received')
        .where('to_address', '=', to)
        .where('subject', 'like', `%${orderNumber}%`)
        .executeTakeFirstOrThrow();
    const enMail = await mail(w.buyerA.email, en.order_number);
    expect(enMail.text_body).toContain(`Paying the deposit\nDeposit due by Wednesday, November 25, 2026\n${texts.en}`);
    expect(enMail.html_body).toContain(texts.en);
    const koMail = await mail(w.buyerB.email, ko.order_number);
    expect(koMail.text_body).toContain(`선결제 방법\n선결제 기한: 2026년 12월 1일 화요일까지\n${texts.ko}`);
    expect(koMail.html_body).toContain(texts.ko);
    expect(koMail.text_body).not.toContain(texts.en);

    // the buyer's order page, and a retry of the same checkout, say the same day
    expect((await service.order(w.buyerA.actor, en.id)).deposit_due).toBe('2026-11-25');
    const retry = parseInput(placeOrderInput, {
      cart_items: [{ id: item.id, quantity: 1 }],
      pickup_slot: '2026-12-02T10:00',
      idempotency_key: 'deposit-retry-1',
    });
    const again = await service.placeOrder(w.buyerB.actor, retry);
    const replayed = await service.placeOrder(w.buyerB.actor, retry);
    expect(replayed).toEqual({ ...again, replayed: true });
    expect(replayed.deposit_due).toBe('2026-12-01');

    // a settled order owes nothing any more
    await w.handle.db.updateTable('orders').set({ order_status: 'complete' }).where('id', '=', en.id).execute();
    expect((await service.order(w.buyerA.actor, en.id)).deposit_due).toBeNull();
  });
});
