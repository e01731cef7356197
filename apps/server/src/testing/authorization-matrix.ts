// The authorization matrices (authorization-rest / authorization-trpc .int.test.ts): every account
// endpoint called as five actors, with the statuses expected in the order guest, pending account,
// buyer A, buyer B, admin. Rows that change state run the refusals first and the permitted call
// last. A row fails with every actor's status in its message, not only the first wrong one.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type Headers } from './requests';
import type { TestServer } from './test-server';

export type ActorName = 'guest' | 'pending' | 'buyerA' | 'buyerB' | 'admin';
const ACTORS: readonly ActorName[] = ['guest', 'pending', 'buyerA', 'buyerB', 'admin'];

type Status = number | number[];
export type Expect = readonly [Status, Status, Status, Status, Status];

export interface MatrixRow {
  name: string;
  expect: Expect;
  call: (auth: Headers, actor: ActorName) => Promise<LightMyRequestResponse>;
}

export const OWN_ONLY: Expect = [401, 401, 200, 403, 200];
export const ADMIN_ONLY: Expect = [401, 401, 403, 403, 200];
export const ANYONE_200: Expect = [200, 200, 200, 200, 200];
export const ANYONE_201: Expect = [201, 201, 201, 201, 201];

/**
 * The actor's Authorization header, from the test server's sign-ins (it must have signed in the
 * buyer, buyerB and the admin).
 */
function authOf(t: TestServer, actor: ActorName): Headers {
  switch (actor) {
    case 'guest':
      return {};
    // A pending account cannot sign in (403, accounts-sign-in.int.test.ts), so it holds no
    // session; whatever it sends as a token is not one.
    case 'pending':
      return bearer('eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjEsInJvbGUiOiJhZG1pbiJ9.forged');
    case 'buyerA':
      return t.headersAs('buyer');
    case 'buyerB':
      return t.headersAs('buyerB');
    case 'admin':
      return t.headersAs('admin');
  }
}

function matches(status: number, expected: Status): boolean {
  return Array.isArray(expected) ? expected.includes(status) : status === expected;
}

/** Calls the row as each actor in turn; fails once, naming every actor's status, if any is not as expected. */
export async function runMatrixRow(t: TestServer, row: MatrixRow): Promise<void> {
  const seen: string[] = [];
  let failed = false;
  for (const [i, actor] of ACTORS.entries()) {
    const res = await row.call(authOf(t, actor), actor);
    const expected = row.expect[i] as Status;
    seen.push(`${actor}=${res.statusCode}`);
    if (!matches(res.statusCode, expected)) {
      failed = true;
      seen.push(`(expected ${JSON.stringify(expected)}: ${res.body.slice(0, 200)})`);
    }
  }
  expect(failed, `${row.name}: ${seen.join(' ')}`).toBe(false);
}
