import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '@wholesale/rules';
import {
  ACCOUNT_MESSAGES,
  ConflictError,
  inquiryInput,
  NotFoundError,
  ORDER_MESSAGES,
  parseInput,
  PHONE_MESSAGE,
  profileUpdateInput,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { expectError } from './expect-error';
import { awardPointsForCompletedOrder } from '../orders/index';
import { BUSINESS_EMAIL, JPG, parsedSignupPayload, PASSWORD, PDF, uniqueEmail, useAccountsWorld } from './testing';
import { latestMail } from '../mail/outbox-testing';

// argon2id hashes and a PGlite start per file: generous limits for a loaded machine.
const w = useAccountsWorld();

// As the doors call them: the body parsed with the contract's schema first, so a body the schema
// refuses (a malformed e-mail, a blank name) rejects like the service's own refusals.
const updateProfile = async (actor: Actor, userId: number, raw: z.input<typeof profileUpdateInput>) =>
  w.services.profile.updateProfile(actor, userId, parseInput(profileUpdateInput, raw));
const createInquiry = async (actor: Actor, raw: z.input<typeof inquiryInput>) =>
  w.services.inquiries.createInquiry(actor, parseInput(inquiryInput, raw));

describe('profile', () => {
  it('updates name, email and phone, with validation and a conflict for a taken e-mail', async () => {
    const a = w.buyerA;
    const updated = await updateProfile(a.actor, a.id, {
      name: 'Grace Park',
      email: 'alice.park@restaurant.test',
      phone_number: '+1 (213) 555-0199',
      current_password: PASSWORD,
    });
    expect(updated).toMatchObject({
      name: 'Grace Park',
      first_name: 'Grace',
      last_name: 'Park',
      email: 'alice.park@restaurant.test',
      phone_number: '+1 (213) 555-0199',
    });
    expect(await w.services.profile.getUser(a.actor, a.id)).toEqual(updated);

    await expectError(updateProfile(a.actor, a.id, { email: 'nope' }), ValidationError, VALIDATION_MESSAGES.email);
    await expectError(updateProfile(a.actor, a.id, { name: '' }), ValidationError, 'Name is required');
    await expectError(updateProfile(a.actor, a.id, { name: 'x'.repeat(101) }), ValidationError);
    await expectError(updateProfile(a.actor, a.id, { phone_number: 'call me' }), ValidationError, PHONE_MESSAGE);
    await expectError(updateProfile(a.actor, a.id, { phone_number: '1'.repeat(21) }), ValidationError, PHONE_MESSAGE);
    await expectError(
      updateProfile(a.actor, a.id, { email: 'BOB@restaurant.test', current_password: PASSWORD }),
      ConflictError,
      ACCOUNT_MESSAGES.emailTaken,
    );
    // the same address in another case is not a conflict with oneself
    await updateProfile(a.actor, a.id, { email: 'Alice.Park@restaurant.test' });
    await updateProfile(a.actor, a.id, {
      email: 'alice@restaurant.test',
      name: 'Alice Kim',
      phone_number: '',
      current_password: PASSWORD,
    });
    expect((await w.services.profile.getUser(a.actor, a.id)).phone_number).toBeNull();
  });

  it('changing the e-mail needs the current password and mails a notice to the OLD address', async () => {
    const b = w.buyerB;
    await expectError(
      updateProfile(b.actor, b.id, { email: 'bob.new@restaurant.test' }),
      ValidationError,
      ACCOUNT_MESSAGES.currentPasswordRequired,
    );
    await expectError(
      updateProfile(b.actor, b.id, { email: 'bob.new@restaurant.test', current_password: 'not it' }),
      ValidationError,
      ACCOUNT_MESSAGES.currentPasswordWrong,
    );
    expect((await w.services.profile.getUser(b.actor, b.id)).email).toBe('bob@restaurant.test');
    // other fields need no password
    await updateProfile(b.actor, b.id, { phone_number: '213-555-0100' });

    await updateProfile(b.actor, b.id, { email: 'bob.new@restaurant.test', current_password: PASSWORD });
    const notice = await latestMail(w.handle.db, { template: 'email-changed' });
    expect(notice.to_address).toBe('bob@restaurant.test');
    expect(notice.text_body).toContain('bob.new@restaurant.test');
    // back, for the other tests
    await updateProfile(b.actor, b.id, { email: 'bob@restaurant.test', current_password: PASSWORD });

    // wrong guesses are limited
    await w.limiter.reset(`email-change:${b.id}`);
    for (let i = 0; i < 5; i += 1) {
      await expectError(
        updateProfile(b.actor, b.id, { email: 'thief@evil.test', current_password: `guess${i}` }),
        ValidationError,
      );
    }
    await expectError(
      updateProfile(b.actor, b.id, { email: 'thief@evil.test', current_password: PASSWORD }),
      RateLimitedError,
    );
    await w.limiter.reset(`email-change:${b.id}`);
  });

  it('keeps the language of the buyer’s mails, editable in the profile', async () => {
    const b = w.buyerB;
    expect((await w.services.profile.getUser(b.actor, b.id)).locale).toBe('en');
    expect((await updateProfile(b.actor, b.id, { locale: 'ko' })).locale).toBe('ko');
    await expectError(updateProfile(b.actor, b.id, { locale: 'fr' as 'ko' }), ValidationError);
    expect((await updateProfile(b.actor, b.id, { locale: 'en' })).locale).toBe('en');
  });

  it('lists addresses, and answers 404 when there is none', async () => {
    expect(await w.services.profile.addresses(w.buyerA.actor, w.buyerA.id)).toEqual([
      expect.objectContaining({
        address_line_1: 'Alice Street 1',
        city: 'Los Angeles',
        state: 'CA',
        zip_code: '90001',
      }),
    ]);
    await expectError(
      w.services.profile.addresses(w.admin.actor, w.admin.id),
      NotFoundError,
      ACCOUNT_MESSAGES.noAddress,
    );
  });

  it('lists orders newest first, and their items', async () => {
    const db = w.handle.db;
    const older = await db
      .insertInto('orders')
      .values({ user_id: w.buyerA.id, total_amount_cents: 500, order_date: new Date('2026-01-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orders = await w.orders.orders(w.buyerA.actor, w.buyerA.id);
    expect(orders.map((o) => o.id)).toEqual([w.buyerA.orderId, older.id]);
    expect(orders[0]).toMatchObject({ order_status: 'pending', total_amount: 1234.56 });
    expect(orders[0]!.order_number).toMatch(/^WS-\d+$/);
    expect(await w.orders.orderLines(w.buyerA.actor, w.buyerA.orderId)).toEqual([
      expect.objectContaining({ item_id: 1, quantity: 3, unit_price: 411.52 }),
    ]);
    await expectError(w.orders.orderLines(w.buyerA.actor, 999_999), NotFoundError, ORDER_MESSAGES.orderNotFound);
  });
});

describe('points', () => {
  it('awards 1 point per whole dollar of goods, once per completed order', async () => {
    const db = w.handle.db;
    const order = await db
      .insertInto('orders')
      .values({ user_id: w.buyerB.id, total_amount_cents: 312_599, fee_cents: 2_500, order_status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await w.orders.pointsTotal(w.buyerB.actor, w.buyerB.id);
    expect(await db.transaction().execute((trx) => awardPointsForCompletedOrder(trx, order.id))).toBe(0); // not complete yet
    await db.updateTable('orders').set({ order_status: 'complete' }).where('id', '=', order.id).execute();
    expect(await db.transaction().execute((trx) => awardPointsForCompletedOrder(trx, order.id))).toBe(3100); // (312599 - 2500) / 100, floored
    expect(await db.transaction().execute((trx) => awardPointsForCompletedOrder(trx, order.id))).toBe(0);
    const after = await w.orders.pointsTotal(w.buyerB.actor, w.buyerB.id);
    expect(after.total_points).toBe(before.total_points + 3100);
    expect(await db.transaction().execute((trx) => awardPointsForCompletedOrder(trx, 999_999))).toBe(0);
  });

  it('lists the last month only; the total counts everything', async () => {
    const db = w.handle.db;
    const old = new Date(w.now().getTime() - 40 * 24 * 3600_000);
    await db.insertInto('points').values({ user_id: w.buyerA.id, amount: 7, created_on: old }).execute();
    const records = await w.orders.points(w.buyerA.actor, w.buyerA.id);
    expect(records.map((r) => r.amount)).toEqual([40]);
    expect(await w.orders.pointsTotal(w.buyerA.actor, w.buyerA.id)).toEqual({ total_points: 47 });
    expect(await w.orders.pointsTotal(w.admin.actor, w.admin.id)).toEqual({ total_points: 0 });
  });
});

describe('inquiries', () => {
  const item = demoItems.find(
    (d) => d.show && d.discounted_price_cents > 0 && d.discounted_price_cents < d.price_cents,
  )!;

  it('stores a guest inquiry priced by the server at list price, and mails the business', async () => {
    const res = await createInquiry(w.guest, {
      name: 'Min Choi',
      email: 'min@diner.test',
      company: 'Choi Diner',
      message: 'Do you deliver to Koreatown?',
      cart_items: [
        { id: item.id, quantity: 2, price: 0.01 },
        { id: 999_999, quantity: 1 },
      ],
      cart_total: 0.02,
    });
    const row = await w.handle.db
      .selectFrom('inquiries')
      .selectAll()
      .where('id', '=', res.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    expect(row.cart_total_cents).toBe(item.price_cents * 2);
    expect(row.cart_items).toEqual([{ id: item.id, name: item.name, quantity: 2, price: item.price_cents / 100 }]);
    const mail = await latestMail(w.handle.db, { template: 'inquiry-received' });
    expect(mail).toMatchObject({ to_address: BUSINESS_EMAIL, reply_to: 'min@diner.test' });
    expect(mail.text_body).toContain('Koreatown');
    expect(mail.text_body).not.toContain('0.02');

    const up = await w.services.inquiries.uploadInquiryDocument(w.guest, res.id, {
      uploadToken: res.uploadToken,
      userEmail: 'min@diner.test',
      documentType: 'business-license',
      filename: 'lic.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    expect(up.key).toMatch(new RegExp(`^documents/inquiries/${res.id}/[0-9a-f-]{36}\\.pdf$`));
    await expectError(
      w.services.inquiries.uploadInquiryDocument(w.guest, res.id, {
        uploadToken: res.uploadToken,
        userEmail: 'other@diner.test',
        documentType: 'business-license',
        filename: 'a.jpg',
        contentType: 'image/jpeg',
        bytes: JPG,
      }),
      UnauthorizedError,
    );
  });

  it('prices a buyer inquiry at the buyer price and records the sender', async () => {
    const res = await createInquiry(w.buyerA.actor, {
      name: 'Alice',
      email: 'alice@restaurant.test',
      cart_items: [{ id: item.id, quantity: 1 }],
    });
    const row = await w.handle.db
      .selectFrom('inquiries')
      .selectAll()
      .where('id', '=', res.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(w.buyerA.id);
    expect(row.cart_total_cents).toBe(item.discounted_price_cents);
    await expectError(createInquiry(w.guest, { name: '', email: 'x@y.test' }), ValidationError, 'Name is required');
    await expectError(createInquiry(w.guest, { name: 'A', email: 'x' }), ValidationError, VALIDATION_MESSAGES.email);
  });

  it('keeps signup and inquiry upload tokens apart', async () => {
    const email = uniqueEmail('mix');
    const signup = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email));
    const inquiry = await createInquiry(w.guest, { name: 'Mix', email });
    const file = {
      userEmail: email,
      documentType: 'business-license',
      filename: 'a.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    };
    await expectError(
      w.services.inquiries.uploadInquiryDocument(w.guest, inquiry.id, { ...file, uploadToken: signup.uploadToken }),
      UnauthorizedError,
    );
    await expectError(
      w.services.signup.uploadSignupDocument(w.guest, { ...file, uploadToken: inquiry.uploadToken }),
      UnauthorizedError,
    );
  });
});
