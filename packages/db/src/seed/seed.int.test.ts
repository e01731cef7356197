import { SPECIES, SPECS, STYLES, isListable } from '@wholesale/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDbHandle } from '../testing';
import { insertItem } from '../test-helpers';
import { demoItems } from './catalogue-data';
import { seedDemoCatalogue } from './catalogue';
import { DEMO_ADMIN_EMAIL, DEMO_BUYER_EMAIL, ensureAdmin, seedDemoUsers } from './users';

// A stand-in for argon2: the db package must not depend on the real one.
const fakeHash = async (plain: string) => `hashed:${plain}`;

let handle: TestDbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe('seedDemoCatalogue', () => {
  it('inserts the catalogue once, then does nothing', async () => {
    const first = await seedDemoCatalogue(handle.db);
    expect(first.inserted).toBe(demoItems.length);
    expect(await seedDemoCatalogue(handle.db)).toEqual({ inserted: 0 });
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM items`.execute(handle.db);
    expect(rows[0]?.n).toBe(demoItems.length);
    expect(demoItems.length).toBeGreaterThanOrEqual(45);
  });

  it('stores item 1 as the Only Here product, with deterministic ids', async () => {
    const rows = await handle.db.selectFrom('items').select(['id', 'slug']).orderBy('id').execute();
    expect(rows.map((r) => r.id)).toEqual(demoItems.map((_, i) => i + 1));
    expect(rows.map((r) => r.slug)).toEqual(demoItems.map((d) => d.slug));
    const one = await handle.db.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(one.slug).toBe('signature-la-galbi');
    expect(one.style).toBe('marinated');
    expect(one.show).toBe(true);
    expect(one.images).toBeGreaterThan(0);
  });

  it('moves the id sequence past the seeded ids', async () => {
    const id = await insertItem(handle.db);
    expect(id).toBe(demoItems.length + 1);
    await handle.db.deleteFrom('items').where('id', '=', id).execute();
  });

  it('has listable items in every style and species combination that makes sense', async () => {
    const rows = await handle.db.selectFrom('items').select(['style', 'species', 'show', 'images']).execute();
    for (const style of STYLES) {
      // The premium line (Adams Gourmet) is beef only.
      const speciesList = style === 'premium' ? (['beef'] as const) : SPECIES;
      for (const species of speciesList) {
        const listable = rows.filter((r) => r.style === style && r.species === species && isListable(r));
        expect(listable.length, `${style} ${species}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(rows.filter((r) => !r.show).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.images === 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.images <= 3)).toBe(true);
  });

  it('uses every spec, both languages, and sensible prices', async () => {
    const rows = await handle.db.selectFrom('items').selectAll().execute();
    expect(new Set(rows.map((r) => r.spec))).toEqual(new Set(SPECS));
    for (const r of rows) {
      for (const text of [
        r.name,
        r.name_ko,
        r.type,
        r.type_ko,
        r.description,
        r.description_ko,
        r.brand,
        r.grade,
        r.origin,
      ]) {
        expect(text.trim(), `${r.slug}`).not.toBe('');
      }
      expect(r.name_ko, r.slug).toMatch(/[\uac00-\ud7a3]/);
      expect(r.description_ko, r.slug).toMatch(/[\uac00-\ud7a3]/);
      expect(r.ingredients.length).toBeGreaterThan(0);
      expect(r.ingredients_ko.length).toBe(r.ingredients.length);
      expect(r.allergens_ko.length).toBe(r.allergens.length);
      expect(r.discounted_price_cents ?? 0).toBeGreaterThan(0);
      expect(r.discounted_price_cents ?? 0).toBeLessThan(r.price_cents);
      expect(r.avg_weight).toBeGreaterThan(0);
    }
    // Marinades contain soy, wheat and sesame.
    const galbi = rows.find((r) => r.id === 1)!;
    expect(galbi.allergens).toEqual(['Soy', 'Wheat', 'Sesame']);
    expect(galbi.allergens_ko).toEqual(['대두', '밀', '참깨']);
    expect(rows.filter((r) => r.brand === 'Adams Gourmet').every((r) => r.style === 'premium')).toBe(true);
    expect(rows.filter((r) => r.style === 'premium').every((r) => r.brand === 'Adams Gourmet')).toBe(true);
  });

  it('inserts once when two processes seed at the same moment', async () => {
    const fresh = await createTestDb();
    try {
      const results = await Promise.all([
        seedDemoCatalogue(fresh.db),
        seedDemoCatalogue(fresh.db),
        seedDemoCatalogue(fresh.db),
      ]);
      expect(results.map((r) => r.inserted).sort((a, b) => a - b)).toEqual([0, 0, demoItems.length]);
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM items`.execute(fresh.db);
      expect(rows[0]?.n).toBe(demoItems.length);
    } finally {
      await fresh.close();
    }
  });

  it('keeps the exported data immutable', () => {
    expect(Object.isFrozen(demoItems)).toBe(true);
    expect(new Set(demoItems.map((d) => d.slug)).size).toBe(demoItems.length);
  });
});

describe('seedDemoUsers and ensureAdmin', () => {
  it('creates the demo admin and an approved buyer with a first address, once', async () => {
    const first = await seedDemoUsers(handle.db, { hash: fakeHash });
    expect(first.admin).toMatchObject({ email: DEMO_ADMIN_EMAIL, created: true });
    expect(first.buyer).toMatchObject({ email: DEMO_BUYER_EMAIL, created: true });
    expect(first.admin.password.length).toBeGreaterThanOrEqual(6);

    const again = await seedDemoUsers(handle.db, { hash: fakeHash });
    expect(again.admin).toMatchObject({ id: first.admin.id, created: false });
    expect(again.buyer).toMatchObject({ id: first.buyer.id, created: false });

    const users = await handle.db
      .selectFrom('users')
      .select(['id', 'email', 'is_admin', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(users.map((u) => [u.email, u.is_admin])).toEqual([
      [DEMO_ADMIN_EMAIL, true],
      [DEMO_BUYER_EMAIL, false],
    ]);
    expect(users[1]?.password_hash).toBe(`hashed:${first.buyer.password}`);
    const addresses = await handle.db
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', first.buyer.id)
      .execute();
    expect(addresses).toHaveLength(1);
    expect(addresses[0]?.city).toBe('Los Angeles');
    const request = await handle.db.selectFrom('signup_requests').selectAll().executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'approved', user_id: first.buyer.id, reviewed_by: first.admin.id });
  });

  it('ensureAdmin creates, then resets the password and ends sessions, case-insensitively', async () => {
    const created = await ensureAdmin(handle.db, { email: 'Owner@Shop.test', passwordHash: 'h1' });
    expect(created).toMatchObject({ created: true, passwordChanged: true });

    const reset = await ensureAdmin(handle.db, { email: 'owner@shop.test', passwordHash: 'h2' });
    expect(reset).toEqual({ id: created.id, created: false, passwordChanged: true });
    const row = await handle.db.selectFrom('users').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ password_hash: 'h2', is_admin: true, session_version: 1 });

    const kept = await ensureAdmin(handle.db, {
      email: 'owner@shop.test',
      passwordHash: 'h3',
      isCurrentHash: async (stored) => stored === 'h2',
    });
    expect(kept.passwordChanged).toBe(false);
    const after = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ password_hash: 'h2', session_version: 1 });
  });

  it('ensureAdmin promotes an existing buyer', async () => {
    const result = await ensureAdmin(handle.db, { email: DEMO_BUYER_EMAIL, passwordHash: 'new' });
    expect(result.created).toBe(false);
    const row = await handle.db
      .selectFrom('users')
      .select(['is_admin'])
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(true);
  });
});
