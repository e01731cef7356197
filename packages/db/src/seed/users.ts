import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';

/** Hashes a password (argon2id in the services); injected so this package needs no native code. */
export type HashPassword = (plain: string) => Promise<string>;

export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_BUYER_EMAIL = 'buyer@demo.test';
// Fixed, printed at start in demo mode only (DEMO=on), so a tester can log in and e2e tests can
// rely on them. Never used unless the demo seed runs.
export const DEMO_ADMIN_PASSWORD = 'demo-admin-2468';
export const DEMO_BUYER_PASSWORD = 'demo-buyer-1357';

export interface DemoAccount {
  id: number;
  email: string;
  password: string;
  /** false when the account already existed (its password may have been changed since) */
  created: boolean;
}

export interface DemoUsers {
  admin: DemoAccount;
  buyer: DemoAccount;
}

const SEED_USERS_LOCK = 7_310_002;

/** The demo buyer as their approved signup gave them: what the request and the account both hold, in columns of the same names. */
const DEMO_BUYER = {
  first_name: 'Minji',
  last_name: 'Kim',
  company: 'Seoul Garden BBQ',
  license_number: 'LA-1234567',
  california_resale: 'SR-FHA-102-345678',
} as const;
const DEMO_BUYER_PHONE = '(213) 555-0142';
const DEMO_BUYER_STREET = ['3450 W 6th St', 'Suite 101'] as const;
/** The address's columns both tables name alike. */
const DEMO_BUYER_CITY = { city: 'Los Angeles', state: 'CA', zip_code: '90020' } as const;

async function findUserId(trx: Transaction<Database>, email: string): Promise<number | undefined> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** The account with this e-mail, or a new one made by `create` (which answers its id) when there is none. */
async function findOrCreateUser(
  trx: Transaction<Database>,
  email: string,
  create: () => Promise<number>,
): Promise<{ id: number; created: boolean }> {
  const id = await findUserId(trx, email);
  return id === undefined ? { id: await create(), created: true } : { id, created: false };
}

async function insertDemoAdmin(trx: Transaction<Database>, passwordHash: string): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      name: 'Demo Admin',
      first_name: 'Demo',
      last_name: 'Admin',
      email: DEMO_ADMIN_EMAIL,
      phone_number: '(213) 555-0100',
      company: 'Demo Wholesale Meats',
      password_hash: passwordHash,
      is_admin: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The demo buyer as an approved signup: the request (reviewed by `adminId`), the account and its first address. */
async function insertDemoBuyer(trx: Transaction<Database>, passwordHash: string, adminId: number): Promise<number> {
  const request = await trx
    .insertInto('signup_requests')
    .values({
      ...DEMO_BUYER,
      email: DEMO_BUYER_EMAIL,
      password_hash: passwordHash,
      phone: DEMO_BUYER_PHONE,
      company_address_1: DEMO_BUYER_STREET[0],
      company_address_2: DEMO_BUYER_STREET[1],
      ...DEMO_BUYER_CITY,
      status: 'approved',
      reviewed_by: adminId,
      reviewed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('users')
    .values({
      ...DEMO_BUYER,
      name: `${DEMO_BUYER.first_name} ${DEMO_BUYER.last_name}`,
      email: DEMO_BUYER_EMAIL,
      phone_number: DEMO_BUYER_PHONE,
      password_hash: passwordHash,
      is_admin: false,
      signup_request_id: request.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('signup_requests').set({ user_id: row.id }).where('id', '=', request.id).execute();
  await trx
    .insertInto('addresses')
    .values({
      user_id: row.id,
      address_line_1: DEMO_BUYER_STREET[0],
      address_line_2: DEMO_BUYER_STREET[1],
      ...DEMO_BUYER_CITY,
    })
    .execute();
  return row.id;
}

/**
 * Creates the demo admin and the demo approved buyer (with a first address) when missing.
 * Idempotent: existing accounts are left untouched.
 */
export async function seedDemoUsers(db: Kysely<Database>, options: { hash: HashPassword }): Promise<DemoUsers> {
  // Hash outside the transaction: argon2 is slow on purpose.
  const [adminHash, buyerHash] = await Promise.all([
    options.hash(DEMO_ADMIN_PASSWORD),
    options.hash(DEMO_BUYER_PASSWORD),
  ]);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_USERS_LOCK})`.execute(trx);
    const admin = await findOrCreateUser(trx, DEMO_ADMIN_EMAIL, () => insertDemoAdmin(trx, adminHash));
    const buyer = await findOrCreateUser(trx, DEMO_BUYER_EMAIL, () => insertDemoBuyer(trx, buyerHash, admin.id));
    return {
      admin: { ...admin, email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
      buyer: { ...buyer, email: DEMO_BUYER_EMAIL, password: DEMO_BUYER_PASSWORD },
    };
  });
}

export interface EnsureAdminOptions {
  email: string;
  /** hash of the configured password */
  passwordHash: string;
  /**
   * Optional: whether the stored hash already matches the configured password. When it does,
   * the password and sessions are left alone, so a restart does not log the admin out.
   */
  isCurrentHash?: (storedHash: string) => Promise<boolean>;
}

/**
 * Makes sure an admin account with this e-mail exists and has this password (ADMIN_EMAIL /
 * ADMIN_PASSWORD): creates it, or promotes the existing user and resets the password, bumping
 * session_version so sessions opened with the old password end.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  options: EnsureAdminOptions,
): Promise<{ id: number; created: boolean; passwordChanged: boolean }> {
  const email = options.email.trim();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_USERS_LOCK})`.execute(trx);
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'password_hash', 'is_admin'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (!existing) {
      const row = await trx
        .insertInto('users')
        .values({ name: 'Administrator', email, password_hash: options.passwordHash, is_admin: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, created: true, passwordChanged: true };
    }
    const current = options.isCurrentHash ? await options.isCurrentHash(existing.password_hash) : false;
    if (current) {
      if (!existing.is_admin) {
        await trx
          .updateTable('users')
          .set({ is_admin: true, updated_at: sql`now()` })
          .where('id', '=', existing.id)
          .execute();
      }
      return { id: existing.id, created: false, passwordChanged: false };
    }
    await trx
      .updateTable('users')
      .set({
        is_admin: true,
        password_hash: options.passwordHash,
        session_version: sql`session_version + 1`,
        updated_at: sql`now()`,
      })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, created: false, passwordChanged: true };
  });
}
