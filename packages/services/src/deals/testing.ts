// Test helpers of the launch deal: the deal started, signup requests written straight to the table
// (hashing a password per request would make the many approvals of the cap's test slow), and the
// proof that however many approvals ran at once, no more places exist than the deal has.
import { expect } from 'vitest';
import { demoItems } from '@wholesale/db';
import type { Actor, DealsService } from '@wholesale/contract';
import type { Db } from '../kernel/common';
import type { AccountsWorld } from '../accounts/testing';
import { uniqueEmail } from '../accounts/testing';
import { createDealsService } from './index';

/** The deals service on the world's database and clock, its deal started by staff on the first shown product. */
export async function startedDeal(world: AccountsWorld): Promise<DealsService> {
  const deals = createDealsService({ db: world.handle.db, clock: world.now });
  await deals.setItems(world.admin.actor, { item_ids: [demoItems.find((d) => d.show)!.id] });
  await deals.start(world.admin.actor);
  return deals;
}

/** `n` pending signup requests; answers their ids. */
export async function pendingSignups(db: Db, n: number, prefix = 'deal'): Promise<number[]> {
  const rows = await db
    .insertInto('signup_requests')
    .values(
      Array.from({ length: n }, (_, i) => ({
        first_name: `Chef${i}`,
        last_name: 'Park',
        company: `${prefix} Grill ${i}`,
        email: uniqueEmail(prefix),
        // never signed in with: the tests act through actors
        password_hash: 'not-a-real-hash',
        license_number: `LIC-${i}`,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Approves one request; answers the new company's buyer actor. */
export async function approveOne(world: AccountsWorld, requestId: number): Promise<Actor & { userId: number }> {
  const { userId } = await world.services.signupAdmin.approve(world.admin.actor, requestId);
  return { kind: 'buyer', userId };
}

/**
 * Approves `extra` more requests than places are left, all at once, and checks the cap held: every
 * approval succeeded, exactly the places left were given, their slots are 1..capacity once each.
 */
export async function approveAllAtOnceAndCheckCap(world: AccountsWorld, extra: number): Promise<void> {
  const db = world.handle.db;
  const deal = await db.selectFrom('launch_deal').select(['capacity', 'taken']).executeTakeFirstOrThrow();
  const ids = await pendingSignups(db, deal.capacity - deal.taken + extra, 'race');
  const results = await Promise.allSettled(ids.map((id) => world.services.signupAdmin.approve(world.admin.actor, id)));
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  const after = await db.selectFrom('launch_deal').select(['capacity', 'taken']).executeTakeFirstOrThrow();
  expect(after.taken).toBe(after.capacity);
  const slots = (await db.selectFrom('launch_deal_places').select('slot').orderBy('slot').execute()).map((p) => p.slot);
  expect(slots).toEqual(Array.from({ length: after.capacity }, (_, i) => i + 1));
  // Every request was approved: the ones past the cap got their account, without a place.
  const approved = await db
    .selectFrom('signup_requests')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'approved')
    .execute();
  expect(approved).toHaveLength(ids.length);
}
