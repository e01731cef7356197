import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrations } from './migrations';
import { createTestDb, type TestDbHandle } from './testing';

let handle: TestDbHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe('migrate', () => {
  it('applies nothing on a migrated database, twice over', async () => {
    handle = await createTestDb();
    expect(await migrate(handle.db)).toEqual([]);
    expect(await migrate(handle.db)).toEqual([]);
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(handle.db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  it('creates every table of the Database interface', async () => {
    handle = await createTestDb();
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(handle.db);
    const names = rows.map((r) => r.table_name).sort();
    expect(names).toEqual(
      [
        'addresses',
        'business_settings',
        'claim_photos',
        'claims',
        'staff_notes',
        'lots',
        'order_cases',
        'shipments',
        'recalls',
        'recall_lots',
        'recall_notices',
        'order_guides',
        'launch_deal',
        'launch_deal_items',
        'launch_deal_places',
        'company_invitations',
        'credit_memos',
        'credit_moves',
        'cutoff_reminders',
        'cutoff_reminder_mailings',
        'document_numbers',
        'document_reminders',
        'finance_charges',
        'idempotency_keys',
        'inquiries',
        'invoices',
        'inquiry_documents',
        'inquiry_replies',
        'items',
        'kysely_migration',
        'kysely_migration_lock',
        'mail_outbox',
        'order_change_keys',
        'order_items',
        'order_payments',
        'order_refunds',
        'order_revisions',
        'order_status_history',
        'orders',
        'overdue_reminders',
        'password_reset_tokens',
        'pickup_closed_days',
        'pickup_special_hours',
        'points',
        'price_changes',
        'price_list_items',
        'price_lists',
        'buyer_prices',
        'revoked_sessions',
        'signup_requests',
        'statement_mailings',
        'standing_order_cycles',
        'standing_orders',
        'upload_tokens',
        'user_documents',
        'users',
      ].sort(),
    );
  });

  it('takes the ordering migration down and up again (pickup, line snapshots, mail language)', async () => {
    const db = (handle = await createTestDb()).db;
    const m = migrations['0002_ordering']!;
    const columns = async () =>
      (
        await sql<{ column_name: string }>`
          SELECT column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name IN ('orders', 'order_items', 'users', 'signup_requests')`.execute(
          db,
        )
      ).rows.map((r) => r.column_name);
    expect(await columns()).toEqual(
      expect.arrayContaining([
        'pickup_start',
        'pickup_end',
        'note',
        'item_name',
        'line_total_cents',
        'weighed_lbs',
        'locale',
      ]),
    );
    await m.down!(db);
    expect(await columns()).not.toContain('pickup_start');
    expect(await columns()).not.toContain('locale');
    await m.up(db);
    expect(await columns()).toContain('weighed_lbs');
  });

  it('voids the invoice numbers given before an order was complete, and numbers on from the highest (0024)', async () => {
    const db = (handle = await createTestDb()).db;
    // Every migration after 0024 down, newest first, then 0024 itself.
    const later = Object.keys(migrations)
      .filter((name) => name > '0024_final_invoices')
      .sort()
      .reverse();
    for (const name of later) await migrations[name]!.down!(db);
    await migrations['0024_final_invoices']!.down!(db);
    const { id: userId } = await db
      .insertInto('users')
      .values({ email: 'books@b.co', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = async (status: 'pending' | 'complete') =>
      (
        await db
          .insertInto('orders')
          .values({ user_id: userId, total_amount_cents: 1000, order_status: status })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const pending = await order('pending');
    const complete = await order('complete');
    await sql`INSERT INTO invoices (order_id, number) VALUES (${pending}, 'INV-001001'), (${complete}, 'INV-001002')`.execute(
      db,
    );
    await migrations['0024_final_invoices']!.up(db);
    const rows = await sql<{ order_id: number; voided_at: Date | null; void_reason: string | null }>`
      SELECT order_id, voided_at, void_reason FROM invoices ORDER BY number`.execute(db);
    expect(rows.rows).toEqual([
      { order_id: pending, voided_at: expect.any(Date), void_reason: 'Numbered before the order was complete' },
      { order_id: complete, voided_at: null, void_reason: null },
    ]);
    const next = await sql<{ last_number: number }>`
      SELECT last_number FROM document_numbers WHERE kind = 'invoice'`.execute(db);
    expect(next.rows[0]?.last_number).toBe(1002);
    for (const name of [...later].reverse()) await migrations[name]!.up(db);
  });

  it('migrates down and up again cleanly', async () => {
    handle = await createTestDb();
    // every migration down, newest first, then all up again
    const names = Object.keys(migrations).sort();
    for (const name of [...names].reverse()) await migrations[name]!.down!(handle.db);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_name = 'items'`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
    for (const name of names) await migrations[name]!.up(handle.db);
    await handle.db.insertInto('users').values({ email: 'a@b.co', password_hash: 'x' }).execute();
  });
});
