// Test support for the accounts context (imported by *.int.test.ts here and in packages/api).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import type { Database, MailOutboxRow, NewUser } from '@wholesale/db';
import { sql } from 'kysely';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import type { z } from 'zod';
import {
  acceptInvitationInput,
  GUEST,
  invitationInput,
  parseInput,
  signupInput,
  type Actor,
  type DashboardService,
  type InquiriesAdminService,
  type OrdersService,
  type PricesService,
  type CustomersService,
  type CompanyService,
  type DocumentsService,
  type SignupPayload,
} from '@wholesale/contract';
import { hashPassword } from './passwords';
import { LocalDiskStorage } from '../storage/local-disk';
import { createDashboardService } from '../dashboard/index';
import { createInquiriesAdmin } from '../inquiries/admin';
import { createOrderServices, type OrderDeps } from '../orders/index';
import { createPricesAdmin } from '../prices/admin';
import { createCustomers } from '../customers/index';
import { createCompanyService } from '../company/index';
import { createDocumentsService } from '../documents/index';
import { outboxBody, OutboxSealer } from '../mail/sealing';
import { latestMail } from '../mail/outbox-testing';
import { createAccountServices, type AccountServicesWithInternals } from './index';
import { MemoryRateLimiter } from './rate-limit';

export const PASSWORD = 'correct horse';
export const SESSION_SECRET = 'test-session-secret-of-at-least-32-bytes!';
export const BUSINESS_EMAIL = 'orders@wholesale.test';

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
export const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(200, 1),
  Buffer.from([0xff, 0xd9]),
]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 2)]);

export interface Seeded {
  id: number;
  email: string;
  actor: Actor;
  orderId: number;
  addressId: number;
}

export interface AccountsWorld {
  handle: TestDbHandle;
  services: AccountServicesWithInternals;
  /** the orders context on the same database and clock */
  orders: OrdersService;
  dashboard: DashboardService;
  /** the back office's inquiries, on the same database, clock and file signer */
  inquiries: InquiriesAdminService;
  /** the back office's prices and price lists, on the same database */
  prices: PricesService;
  /** the back office's customers list and pages */
  customers: CustomersService;
  /** a company's team: invitations, members (the accounts' token service and clock) */
  company: CompanyService;
  /** a company's documents that expire (the world's clock, storage and limiter) */
  documents: DocumentsService;
  storageDir: string;
  storage: LocalDiskStorage;
  limiter: MemoryRateLimiter;
  /** How often the services woke the mail worker (after commits that queued mail). */
  mailWakes(): number;
  /** Moves the clock the services (and token checks) see. */
  advance(ms: number): void;
  now(): Date;
  admin: { id: number; email: string; actor: Actor };
  buyerA: Seeded;
  buyerB: Seeded;
  guest: Actor;
  close(): Promise<void>;
}

/**
 * A pickup window a week or more after the world's now, for a test whose order must still take
 * changes. The earliest window does not always: placed on a Friday evening or over Thanksgiving,
 * its cutoff (5 PM on the last open day before pickup) has already passed.
 */
export async function windowAWeekAhead(world: Pick<AccountsWorld, 'orders' | 'now'>, actor: Actor): Promise<string> {
  const weekAhead = world.now().getTime() + 7 * 24 * 3600_000;
  const days = await world.orders.pickupSlots(actor);
  const window = days.flatMap((d) => d.windows).find((w) => new Date(w.start).getTime() >= weekAhead);
  if (!window) throw new Error('no pickup window a week ahead: the calendar offers too few days');
  return window.slot;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function createAccountsWorld(): Promise<AccountsWorld> {
  const handle = await createTestDb({ seedCatalogue: true });
  const storageDir = await mkdtemp(path.join(tmpdir(), 'wholesale-accounts-'));
  const storage = new LocalDiskStorage(storageDir);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const limiter = new MemoryRateLimiter({ now: () => now().getTime() });
  let wakes = 0;
  const services = createAccountServices({
    db: handle.db,
    storage,
    sessionSecret: SESSION_SECRET,
    publicUrl: 'http://localhost:3000',
    businessEmail: BUSINESS_EMAIL,
    limiter,
    clock: now,
    onMailQueued: () => {
      wakes += 1;
    },
  });
  const orders = createOrderServices({
    db: handle.db,
    businessEmail: BUSINESS_EMAIL,
    publicUrl: 'http://localhost:3000',
    clock: now,
    onMailQueued: () => {
      wakes += 1;
    },
  });
  const db = handle.db;
  const passwordHash = await hashPassword(PASSWORD);

  const adminRow = await db
    .insertInto('users')
    .values({
      email: 'boss@wholesale.test',
      name: 'Boss',
      first_name: 'Boss',
      password_hash: passwordHash,
      is_admin: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  async function buyer(email: string, first: string, itemId: number): Promise<Seeded> {
    const user = await db
      .insertInto('users')
      .values({
        email,
        name: `${first} Kim`,
        first_name: first,
        last_name: 'Kim',
        password_hash: passwordHash,
        company: `${first} BBQ`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const address = await db
      .insertInto('addresses')
      .values({
        user_id: user.id,
        address_line_1: `${first} Street 1`,
        city: 'Los Angeles',
        state: 'CA',
        zip_code: '90001',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await db
      .insertInto('orders')
      .values({ user_id: user.id, total_amount_cents: 123_456, order_status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values({ order_id: order.id, item_id: itemId, quantity: 3, unit_price_cents: 41_152 })
      .execute();
    await db.insertInto('points').values({ user_id: user.id, amount: 40 }).execute();
    return { id: user.id, email, actor: { kind: 'buyer', userId: user.id }, orderId: order.id, addressId: address.id };
  }

  const buyerA = await buyer('alice@restaurant.test', 'Alice', 1);
  const buyerB = await buyer('bob@restaurant.test', 'Bob', 2);

  return {
    handle,
    services,
    orders,
    // Figures computed on every call: the tests move the clock and write orders between reads.
    dashboard: createDashboardService({ db: handle.db, orders: orders.admin, clock: now }),
    inquiries: createInquiriesAdmin({
      db: handle.db,
      signer: services.signer,
      businessEmail: BUSINESS_EMAIL,
      clock: now,
      onMailQueued: () => (wakes += 1),
    }),
    prices: createPricesAdmin({ db: handle.db }),
    customers: createCustomers({ db: handle.db }),
    company: createCompanyService({
      db: handle.db,
      publicUrl: 'http://localhost:3000',
      sealer: new OutboxSealer(SESSION_SECRET),
      tokens: services.tokens,
      clock: now,
      onMailQueued: () => (wakes += 1),
    }),
    documents: createDocumentsService({
      db: handle.db,
      storage,
      publicUrl: 'http://localhost:3000',
      businessEmail: BUSINESS_EMAIL,
      limiter,
      clock: now,
      onMailQueued: () => (wakes += 1),
    }),
    storageDir,
    storage,
    limiter,
    mailWakes: () => wakes,
    advance(ms) {
      offset += ms;
    },
    now,
    admin: { id: adminRow.id, email: 'boss@wholesale.test', actor: { kind: 'admin', userId: adminRow.id } },
    buyerA,
    buyerB,
    guest: { kind: 'guest' },
    async close() {
      await handle.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * The world of a test file, made before its tests and closed after them, with the timeouts PGlite
 * needs: the hooks every integration test here wrote out by hand. What it returns stands for the
 * world from the file's first hook on (the file's own beforeAll hooks run after this one); read
 * before that, it throws.
 */
export function useAccountsWorld(): AccountsWorld {
  vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
  let world: AccountsWorld | undefined;
  beforeAll(async () => {
    world = await createAccountsWorld();
  }, 60_000);
  afterAll(async () => {
    await world?.close();
  });
  return new Proxy({} as AccountsWorld, {
    get(_target, key) {
      if (!world) throw new Error('the test world is made in beforeAll: read it in a test or a hook');
      return Reflect.get(world, key);
    },
  });
}

/**
 * The orders context on the world's database, for a test that needs its own clock, payment terms
 * or holidays (the world's own `orders` has the defaults and the world's clock).
 */
export function orderServicesFor(world: AccountsWorld, deps: Partial<OrderDeps> = {}): OrdersService {
  return createOrderServices({
    db: world.handle.db,
    businessEmail: BUSINESS_EMAIL,
    publicUrl: 'http://localhost:3000',
    clock: world.now,
    ...deps,
  });
}

/**
 * How many rows each of `tables` holds, by table: a refusal's test compares them before and after
 * to show that nothing was written, not even in part.
 */
export async function rowCounts<T extends keyof Database>(db: TestDbHandle['db'], tables: readonly T[]) {
  const counts = {} as Record<T, number>;
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

/** A user written straight into the table, for a test that never signs them in (no password works): their id. */
export async function insertUser(db: TestDbHandle['db'], values: Omit<NewUser, 'password_hash'>): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({ password_hash: 'x', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** What the signup form sends: the raw body the doors' tests post (and parse, as the doors do). */
export function signupPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Pat',
    lastName: 'Lee',
    companyName: 'Lee Galbi House',
    email,
    password: 'pending-pass',
    licenseNumber: 'LA-1234567',
    companyAddress1: '100 Main St',
    companyAddress2: 'Suite 2',
    zipCode: '90010',
    city: 'Los Angeles',
    state: 'CA',
    phone: '213-555-0100',
    californiaResale: 'SR-123',
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * The signup payload as a door hands it to the service: `signupPayload` parsed
 * with the contract's schema, so the text is trimmed and `locale` filled in ('en' unless given).
 * Throws the schema's ValidationError for a payload the door would refuse.
 */
export function parsedSignupPayload(email: string, overrides: Record<string, unknown> = {}): SignupPayload {
  return parseInput(signupInput, signupPayload(email, overrides));
}

/**
 * Parses `raw` with a contract schema as the doors do before any service is called (REST and tRPC
 * alike; the services take parsed values), answering a promise. A refused input rejects with the
 * schema's ValidationError (the code, message and fields the services used to throw when they
 * parsed), so `expectError(atTheDoor(schema, raw), ValidationError, message)` asserts a refusal at
 * the door, and `atTheDoor(schema, raw).then((input) => service(actor, input))` is a request's way
 * through the door to the service, whichever of the two refuses it.
 */
export async function atTheDoor<S extends z.ZodType>(schema: S, raw: unknown): Promise<z.output<S>> {
  return parseInput(schema, raw);
}

/**
 * The link to `path` (`accept-invitation`, say) in an outbox mail's text, read through the seal the
 * world's services seal with. Throws when the mail has no such link.
 */
export function sealedLink(mail: MailOutboxRow, path: string): URL {
  const { text } = outboxBody(mail, new OutboxSealer(SESSION_SECRET));
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`no ${path} link in the mail to ${mail.to_address}`);
  return new URL(link);
}

/**
 * A member joining company A (buyerA's) by the invitation's own link, as a person would: invited
 * by the owner, the link read from the invitation mail, accepted. Answers the member's actor.
 */
export async function joinCompanyA(
  w: AccountsWorld,
  email: string,
  role: 'orderer' | 'viewer',
  options: { order_limit?: number; locale?: 'en' | 'ko' } = {},
): Promise<Actor> {
  const locale = options.locale ?? 'en';
  await w.company.invite(
    w.buyerA.actor,
    parseInput(invitationInput, {
      email,
      role,
      locale,
      ...(options.order_limit === undefined ? {} : { order_limit: options.order_limit }),
    }),
  );
  const link = sealedLink(await latestMail(w.handle.db, { to: email }), 'accept-invitation');
  const raw: z.input<typeof acceptInvitationInput> = {
    token: link.searchParams.get('token')!,
    name: email.split('@')[0]!,
    password: 'member password 2026',
  };
  const joined = await w.company.acceptInvitation(GUEST, parseInput(acceptInvitationInput, raw));
  if (locale === 'ko')
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', joined.user_id).execute();
  return { kind: 'buyer', userId: joined.user_id };
}
