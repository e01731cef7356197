import {
  DOCUMENT_TYPES,
  INQUIRY_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  SIGNUP_STATUSES,
  SPECIES,
  SPECS,
  STYLES,
  UPLOAD_MAX_BYTES,
} from '@wholesale/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from './json';
import type { Database } from './schema';
import { createTestDb, type TestDbHandle } from './testing';
import { expectPgError, insertItem, insertUser, itemValues, PG } from './test-helpers';
import type { Kysely } from 'kysely';

let handle: TestDbHandle;
let db: Kysely<Database>;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(async () => {
  await handle.close();
});

async function newOrder(userId: number, extra: Record<string, unknown> = {}) {
  return db
    .insertInto('orders')
    .values({ user_id: userId, total_amount_cents: 1000, ...extra })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();
}

async function newSignupRequest(email: string) {
  return db
    .insertInto('signup_requests')
    .values({ first_name: 'A', last_name: 'B', company: 'C', email, password_hash: 'h', license_number: 'CA1234567' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('enumerations agree with @wholesale/rules', () => {
  it('accepts every style, species and spec and rejects others', async () => {
    for (const style of STYLES) await insertItem(db, { style });
    for (const species of SPECIES) await insertItem(db, { species });
    for (const spec of SPECS) await insertItem(db, { spec });
    await expectPgError(insertItem(db, { style: 'smoked' as never }), PG.checkViolation);
    await expectPgError(insertItem(db, { species: 'lamb' as never }), PG.checkViolation);
    await expectPgError(insertItem(db, { spec: '10 lb' as never }), PG.checkViolation);
  });

  it('accepts every order type and status and rejects others', async () => {
    const userId = await insertUser(db);
    for (const order_type of ORDER_TYPES) await newOrder(userId, { order_type });
    for (const order_status of ORDER_STATUSES) await newOrder(userId, { order_status });
    await expectPgError(newOrder(userId, { order_type: 'shipping' }), PG.checkViolation);
    await expectPgError(newOrder(userId, { order_status: 'lost' }), PG.checkViolation);
    await expectPgError(newOrder(userId, { order_status: 'Pending' }), PG.checkViolation);
  });

  it('accepts every inquiry and signup status and rejects others', async () => {
    for (const status of INQUIRY_STATUSES) {
      await db.insertInto('inquiries').values({ name: 'n', email: 'e@x.co', status }).execute();
    }
    await expectPgError(
      db
        .insertInto('inquiries')
        .values({ name: 'n', email: 'e@x.co', status: 'open' as never })
        .execute(),
      PG.checkViolation,
    );
    for (const status of SIGNUP_STATUSES) {
      const r = await newSignupRequest(`s-${status}@x.co`);
      await db.updateTable('signup_requests').set({ status }).where('id', '=', r.id).execute();
    }
    const r = await newSignupRequest('s-bad@x.co');
    await expectPgError(
      db
        .updateTable('signup_requests')
        .set({ status: 'waiting' as never })
        .where('id', '=', r.id)
        .execute(),
      PG.checkViolation,
    );
  });

  it('accepts the four document types, the three file types and the size limit', async () => {
    const req = await newSignupRequest('docs@x.co');
    const doc = (n: number, extra: Record<string, unknown>) =>
      db
        .insertInto('user_documents')
        .values({
          signup_request_id: req.id,
          email: 'docs@x.co',
          document_type: 'business-license',
          storage_key: `documents/${req.id}/${n}`,
          original_filename: 'f.pdf',
          content_type: 'application/pdf',
          file_size: 100,
          ...extra,
        })
        .execute();
    let n = 0;
    for (const document_type of DOCUMENT_TYPES) await doc(n++, { document_type });
    await doc(n++, { content_type: 'image/png', file_size: UPLOAD_MAX_BYTES });
    await expectPgError(doc(n++, { document_type: 'passport' }), PG.checkViolation);
    await expectPgError(doc(n++, { content_type: 'image/gif' }), PG.checkViolation);
    await expectPgError(doc(n++, { file_size: UPLOAD_MAX_BYTES + 1 }), PG.checkViolation);
    await expectPgError(doc(n++, { file_size: 0 }), PG.checkViolation);
    // A document must belong to a request or a user.
    await expectPgError(doc(n, { signup_request_id: null }), PG.checkViolation);
  });
});

describe('money and quantities', () => {
  it('rejects negative prices, totals, fees and unit prices, and zero quantities', async () => {
    await expectPgError(insertItem(db, { price_cents: -1 }), PG.checkViolation);
    await expectPgError(insertItem(db, { discounted_price_cents: -1 }), PG.checkViolation);
    await expectPgError(insertItem(db, { avg_weight: -0.5 }), PG.checkViolation);
    await expectPgError(insertItem(db, { images: -1 }), PG.checkViolation);
    const userId = await insertUser(db);
    await expectPgError(newOrder(userId, { total_amount_cents: -100 }), PG.checkViolation);
    await expectPgError(newOrder(userId, { fee_cents: -1 }), PG.checkViolation);
    const order = await newOrder(userId);
    const itemId = await insertItem(db);
    const line = (quantity: number, unit_price_cents: number) =>
      db
        .insertInto('order_items')
        .values({ order_id: order.id, item_id: itemId, quantity, unit_price_cents })
        .execute();
    await expectPgError(line(0, 100), PG.checkViolation);
    await expectPgError(line(-1, 100), PG.checkViolation);
    await expectPgError(line(1, -100), PG.checkViolation);
    await line(2, 0);
    await expectPgError(line(1, 100), PG.uniqueViolation);
    await expectPgError(
      db.insertInto('inquiries').values({ name: 'n', email: 'e@x.co', cart_total_cents: -1 }).execute(),
      PG.checkViolation,
    );
  });

  it('keeps a discounted price optional and avg_weight as a number', async () => {
    const id = await insertItem(db, { discounted_price_cents: null, avg_weight: 12.25 });
    const row = await db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.discounted_price_cents).toBeNull();
    expect(row.avg_weight).toBe(12.25);
    expect(row.show).toBe(true);
    expect(row.images).toBe(0);
    expect(row.ingredients).toEqual([]);
  });

  it('rejects a slug that is not url-safe, and duplicates', async () => {
    await expectPgError(insertItem(db, { slug: 'LA Galbi' }), PG.checkViolation);
    await insertItem(db, { slug: 'unique-slug' });
    await expectPgError(insertItem(db, { slug: 'unique-slug' }), PG.uniqueViolation);
  });
});

describe('uniqueness', () => {
  it('treats user e-mails case-insensitively', async () => {
    await insertUser(db, 'Chef@Example.com');
    await expectPgError(insertUser(db, 'chef@example.COM'), PG.uniqueViolation);
  });

  it('allows one pending signup request per e-mail, more once decided', async () => {
    const first = await newSignupRequest('Owner@Grill.com');
    await expectPgError(newSignupRequest('owner@grill.com'), PG.uniqueViolation);
    await db
      .updateTable('signup_requests')
      .set({ status: 'rejected', show: false })
      .where('id', '=', first.id)
      .execute();
    await newSignupRequest('owner@grill.com');
  });

  it('lets an order earn points once', async () => {
    const userId = await insertUser(db);
    const order = await newOrder(userId);
    await db.insertInto('points').values({ user_id: userId, amount: 10, order_id: order.id }).execute();
    await expectPgError(
      db.insertInto('points').values({ user_id: userId, amount: 10, order_id: order.id }).execute(),
      PG.uniqueViolation,
    );
    // Points without an order (corrections) are not limited.
    await db.insertInto('points').values({ user_id: userId, amount: -5 }).execute();
    await db.insertInto('points').values({ user_id: userId, amount: -5 }).execute();
  });

  it('keys idempotency per user', async () => {
    const a = await insertUser(db);
    const b = await insertUser(db);
    await db
      .insertInto('idempotency_keys')
      .values({ user_id: a, key: 'k1', response: toJson({ ok: true }) })
      .execute();
    await db.insertInto('idempotency_keys').values({ user_id: b, key: 'k1' }).execute();
    await expectPgError(
      db.insertInto('idempotency_keys').values({ user_id: a, key: 'k1' }).execute(),
      PG.uniqueViolation,
    );
    const row = await db
      .selectFrom('idempotency_keys')
      .select('response')
      .where('user_id', '=', a)
      .executeTakeFirstOrThrow();
    expect(row.response).toEqual({ ok: true });
  });
});

describe('foreign keys', () => {
  it('refuses orders for unknown users and lines for unknown items', async () => {
    await expectPgError(newOrder(987654), PG.foreignKeyViolation);
    const userId = await insertUser(db);
    const order = await newOrder(userId);
    await expectPgError(
      db
        .insertInto('order_items')
        .values({ order_id: order.id, item_id: 987654, quantity: 1, unit_price_cents: 1 })
        .execute(),
      PG.foreignKeyViolation,
    );
  });

  it('keeps ordered items and users with orders; cascades lines, addresses and tokens', async () => {
    const userId = await insertUser(db);
    const itemId = await insertItem(db);
    await db.insertInto('addresses').values({ user_id: userId, address_line_1: '1 Main St' }).execute();
    await db
      .insertInto('password_reset_tokens')
      .values({ user_id: userId, token_hash: `h-${userId}`, expires_at: new Date(Date.now() + 3600_000) })
      .execute();
    const order = await newOrder(userId);
    await db
      .insertInto('order_items')
      .values({ order_id: order.id, item_id: itemId, quantity: 1, unit_price_cents: 500 })
      .execute();

    await expectPgError(db.deleteFrom('items').where('id', '=', itemId).execute(), PG.foreignKeyViolation);
    await expectPgError(db.deleteFrom('users').where('id', '=', userId).execute(), PG.foreignKeyViolation);

    await db.deleteFrom('orders').where('id', '=', order.id).execute();
    const lines = await db.selectFrom('order_items').select('id').where('order_id', '=', order.id).execute();
    expect(lines).toEqual([]);

    await db.deleteFrom('users').where('id', '=', userId).execute();
    const addresses = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).execute();
    expect(addresses).toEqual([]);
    const tokens = await db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', userId).execute();
    expect(tokens).toEqual([]);
  });

  it('keeps an inquiry when its item is deleted, and deletes its documents with it', async () => {
    const itemId = await insertItem(db);
    const inquiry = await db
      .insertInto('inquiries')
      .values({
        name: 'n',
        email: 'e@x.co',
        item_id: itemId,
        cart_items: toJson([{ id: itemId, name: 'x', quantity: 2, price: 10 }]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('inquiry_documents')
      .values({
        inquiry_id: inquiry.id,
        document_type: 'resale-certificate',
        storage_key: `inquiries/${inquiry.id}/a`,
        original_filename: 'a.png',
        content_type: 'image/png',
        file_size: 10,
      })
      .execute();
    await db.deleteFrom('items').where('id', '=', itemId).execute();
    const kept = await db
      .selectFrom('inquiries')
      .select(['item_id', 'cart_items'])
      .where('id', '=', inquiry.id)
      .executeTakeFirstOrThrow();
    expect(kept.item_id).toBeNull();
    expect(kept.cart_items).toEqual([{ id: itemId, name: 'x', quantity: 2, price: 10 }]);
    await db.deleteFrom('inquiries').where('id', '=', inquiry.id).execute();
    const docs = await db.selectFrom('inquiry_documents').select('id').where('inquiry_id', '=', inquiry.id).execute();
    expect(docs).toEqual([]);
  });

  it('rejects a non-array cart_items and an upload token with no or two owners', async () => {
    await expectPgError(
      db
        .insertInto('inquiries')
        .values({ name: 'n', email: 'e@x.co', cart_items: toJson({ a: 1 }) })
        .execute(),
      PG.checkViolation,
    );
    const req = await newSignupRequest('tok@x.co');
    const inquiry = await db
      .insertInto('inquiries')
      .values({ name: 'n', email: 'e@x.co' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expires_at = new Date(Date.now() + 60_000);
    await db.insertInto('upload_tokens').values({ token_hash: 't1', signup_request_id: req.id, expires_at }).execute();
    await expectPgError(
      db.insertInto('upload_tokens').values({ token_hash: 't2', expires_at }).execute(),
      PG.checkViolation,
    );
    await expectPgError(
      db
        .insertInto('upload_tokens')
        .values({ token_hash: 't3', signup_request_id: req.id, inquiry_id: inquiry.id, expires_at })
        .execute(),
      PG.checkViolation,
    );
  });
});

describe('order numbers', () => {
  it('come from the database, unique under concurrent inserts', async () => {
    const userId = await insertUser(db);
    const created = await Promise.all(Array.from({ length: 25 }, () => newOrder(userId)));
    const numbers = created.map((o) => o.order_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^WS-\d{6,}$/);
  });

  it('are never taken from the client when omitted, and a duplicate is refused', async () => {
    const userId = await insertUser(db);
    const a = await newOrder(userId);
    await expectPgError(newOrder(userId, { order_number: a.order_number }), PG.uniqueViolation);
  });

  it('the outbox due index serves the worker query', async () => {
    await db.insertInto('mail_outbox').values({ to_address: 'a@b.co', subject: 's', text_body: 't' }).execute();
    await db
      .insertInto('mail_outbox')
      .values({
        to_address: 'a@b.co',
        subject: 'later',
        text_body: 't',
        next_attempt_at: new Date(Date.now() + 3600_000),
      })
      .execute();
    const due = await db
      .selectFrom('mail_outbox')
      .select(['id', 'subject', 'attempts'])
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('next_attempt_at')
      .forUpdate()
      .skipLocked()
      .execute();
    expect(due.map((r) => r.subject)).toEqual(['s']);
    expect(due[0]?.attempts).toBe(0);
  });
});

// itemValues is exported for other tests; keep it exercised here so a schema change breaks it.
it('itemValues produces an insertable item', async () => {
  const row = await db.insertInto('items').values(itemValues()).returning('id').executeTakeFirstOrThrow();
  expect(row.id).toBeGreaterThan(0);
});
