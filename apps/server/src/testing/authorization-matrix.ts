// The authorization matrices (authorization-rest / authorization-trpc .int.test.ts): every endpoint
// of both doors called as eight actors, with the status expected of each. Company A is buyer A's
// (its owner), with an orderer (no order limit) and a viewer; company B is buyer B's, with an
// orderer. The members join through the real invitation flow (./company). The actors are called
// in the order of ACTORS: those who are refused most often first (signed out, then company B, then
// company A from its viewer to its owner), the admin last, so a row that changes state runs the
// refusals before the permitted calls. A row fails with every actor's status in its message, not
// only the first wrong one.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AccountsWorld } from '@wholesale/services/testing';
import { createPendingAccount, type SignupRequest } from './accounts';
import { joinCompany, type JoinedMember } from './company';
import { bearer, type Headers } from './requests';
import { buildTestServer, type TestServer } from './test-server';

export const ACTORS = ['guest', 'pending', 'buyerB', 'ordererB', 'viewerA', 'ordererA', 'buyerA', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];
/** The actors with an account that signs in. */
export type SignedInActor = Exclude<ActorName, 'guest' | 'pending'>;

type Status = number | readonly number[];
/** The status each actor must get (one of several, given as an array). */
export type Expect = Readonly<Record<ActorName, Status>>;

export interface MatrixRow {
  name: string;
  expect: Expect;
  call: (auth: Headers, actor: ActorName) => Promise<LightMyRequestResponse>;
}

/** The same status for every actor. */
export function anyone(status: number): Expect {
  return {
    guest: status,
    pending: status,
    buyerB: status,
    ordererB: status,
    viewerA: status,
    ordererA: status,
    buyerA: status,
    admin: status,
  };
}

const SIGNED_OUT = { guest: 401, pending: 401 } as const;

export const ANYONE_200: Expect = anyone(200);
export const ANYONE_201: Expect = anyone(201);
/** Every account that signs in, admin included. */
export const SIGNED_IN: Expect = { ...anyone(200), ...SIGNED_OUT };
export const ADMIN_ONLY: Expect = { ...anyone(403), ...SIGNED_OUT, admin: 200 };
/** Buyer A's own account (profile, addresses): buyer A and an admin; not even a colleague of A's. */
export const SELF_ONLY: Expect = { ...ADMIN_ONLY, buyerA: 200 };
/** What company A holds, named by the id of one of its users (orders, points, usual items): A's members and an admin; B's are refused. */
export const COMPANY_A: Expect = { ...ADMIN_ONLY, viewerA: 200, ordererA: 200, buyerA: 200 };
/** A record of company A named by its own id (an order, its lines, its invoice): as COMPANY_A, but B's read it as missing (ids are guessable). */
export const COMPANY_A_RECORD: Expect = { ...COMPANY_A, buyerB: 404, ordererB: 404 };
/** A change to what A's owner placed or set up (an order, a standing order): the owner and an admin; A's orderer and viewer are refused, B's read it as missing. */
export const A_OWNER_CHANGES: Expect = { ...COMPANY_A_RECORD, viewerA: 403, ordererA: 403 };
/** The owner's answer to an order of A's awaiting approval: only A's owner; staff too are refused. */
export const AWAITING_ANSWER: Expect = { ...A_OWNER_CHANGES, admin: 403 };
/** The storefront's buyers (pickup slots, standing orders): every member of both companies, viewers included; admins have no cart. */
export const BUYERS: Expect = { ...SIGNED_IN, admin: 403 };
/** A company's team (/api/company/*, company.*): each owner their own; members are refused; an admin who names no company finds none. */
export const OWNERS: Expect = { ...anyone(403), ...SIGNED_OUT, buyerB: 200, buyerA: 200, admin: 404 };

/**
 * The matrices' world: the test server, its two companies with their members, the pending
 * account, and each actor's session.
 */
export interface Matrix {
  t: TestServer;
  w: AccountsWorld;
  pending: SignupRequest;
  ordererA: JoinedMember;
  viewerA: JoinedMember;
  ordererB: JoinedMember;
  /** The user id of an actor with an account. */
  idOf(actor: SignedInActor): number;
  emailOf(actor: SignedInActor): string;
  /** The actor's Authorization header ({} for a guest, a forged token for the pending account). */
  authOf(actor: ActorName): Headers;
  /** The header of a new session of the actor's (the guest's and the pending account's own otherwise): for a row that ends it. */
  freshAuth(actor: ActorName): Promise<Headers>;
  /** Signs the actor in again, for the rows after one that ended every session of theirs. */
  renew(actor: ActorName): Promise<void>;
  close(): Promise<void>;
}

/** The REST and tRPC matrices' set-up: a test server with both companies' teams signed in. */
export async function buildMatrix(tmpPrefix: string): Promise<Matrix> {
  const t = await buildTestServer({ tmpPrefix, freshClientAddresses: true, signIn: ['buyer', 'buyerB', 'admin'] });
  try {
    const w = t.world;
    const pending = await createPendingAccount(t);
    const ordererA = await joinCompany(
      t,
      t.headersAs('buyer'),
      { email: 'orderer-a@restaurant.test', role: 'orderer', order_limit: null },
      'Olive Orderer',
    );
    const viewerA = await joinCompany(
      t,
      t.headersAs('buyer'),
      { email: 'viewer-a@restaurant.test', role: 'viewer' },
      'Vera Viewer',
    );
    const ordererB = await joinCompany(
      t,
      t.headersAs('buyerB'),
      { email: 'orderer-b@restaurant.test', role: 'orderer', order_limit: null },
      'Otto Orderer',
    );
    const ids: Record<SignedInActor, number> = {
      buyerA: w.buyerA.id,
      buyerB: w.buyerB.id,
      admin: w.admin.id,
      ordererA: ordererA.id,
      viewerA: viewerA.id,
      ordererB: ordererB.id,
    };
    const emails: Record<SignedInActor, string> = {
      buyerA: w.buyerA.email,
      buyerB: w.buyerB.email,
      admin: w.admin.email,
      ordererA: ordererA.email,
      viewerA: viewerA.email,
      ordererB: ordererB.email,
    };
    const tokens: Record<SignedInActor, string> = {
      buyerA: t.tokenOf('buyer'),
      buyerB: t.tokenOf('buyerB'),
      admin: t.tokenOf('admin'),
      ordererA: ordererA.token,
      viewerA: viewerA.token,
      ordererB: ordererB.token,
    };
    const authOf = (actor: ActorName): Headers => {
      if (actor === 'guest') return {};
      // A pending account cannot sign in (403, accounts-sign-in.int.test.ts), so it holds no
      // session; whatever it sends as a token is not one.
      if (actor === 'pending') return bearer('eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjEsInJvbGUiOiJhZG1pbiJ9.forged');
      return bearer(tokens[actor]);
    };
    return {
      t,
      w,
      pending,
      ordererA,
      viewerA,
      ordererB,
      idOf: (actor) => ids[actor],
      emailOf: (actor) => emails[actor],
      authOf,
      async freshAuth(actor) {
        return actor === 'guest' || actor === 'pending' ? authOf(actor) : bearer(await t.login(emails[actor]));
      },
      async renew(actor) {
        if (actor !== 'guest' && actor !== 'pending') tokens[actor] = await t.login(emails[actor]);
      },
      close: () => t.close(),
    };
  } catch (err) {
    await t.close();
    throw err;
  }
}

/**
 * The matrix of a test file: built before its tests (handed to `use`, which keeps it) and closed
 * after them. Both matrices' files wrote these hooks out by hand, with the same generous timeout
 * (the companies' members join through the real invitation flow first).
 */
export function useMatrix(tmpPrefix: string, use: (matrix: Matrix) => void): void {
  let built: Matrix | undefined;
  beforeAll(async () => {
    built = await buildMatrix(tmpPrefix);
    use(built);
  }, 120_000);
  afterAll(() => built?.close());
}

/**
 * A renewed resale certificate buyer A uploaded that waits for staff (its id): what the rows of
 * the admin's review (accept, refuse) decide on. Staff only: every other actor is refused before
 * it, and the admin, last, decides it once.
 */
export async function seedPendingRenewal(m: Matrix, tag: string): Promise<number> {
  const { w } = m;
  const row = await w.handle.db
    .insertInto('user_documents')
    .values({
      user_id: w.buyerA.id,
      email: w.buyerA.email,
      document_type: 'resale-certificate',
      storage_key: `documents/company/${w.buyerA.id}/renewal-${tag}.pdf`,
      original_filename: `renewal-${tag}.pdf`,
      content_type: 'application/pdf',
      file_size: 10,
      expires_on: '2099-06-30',
      uploaded_by: w.buyerA.id,
      review_status: 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function matches(status: number, expected: Status): boolean {
  return typeof expected === 'number' ? status === expected : expected.includes(status);
}

/** Calls the row as each actor in turn; fails once, naming every actor's status, if any is not as expected. */
export async function runMatrixRow(m: Matrix, row: MatrixRow): Promise<void> {
  const seen: string[] = [];
  let failed = false;
  for (const actor of ACTORS) {
    const res = await row.call(m.authOf(actor), actor);
    const expected = row.expect[actor];
    seen.push(`${actor}=${res.statusCode}`);
    if (!matches(res.statusCode, expected)) {
      failed = true;
      seen.push(`(expected ${JSON.stringify(expected)}: ${res.body.slice(0, 200)})`);
    }
  }
  expect(failed, `${row.name}: ${seen.join(' ')}`).toBe(false);
}
/** A company's account (balance, invoices, statements): its owner and viewers; its orderers are refused; an admin names one. */
export const ACCOUNT_READERS: Expect = { ...OWNERS, viewerA: 200 };
