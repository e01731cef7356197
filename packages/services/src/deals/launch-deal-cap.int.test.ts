// The launch deal's cap: more approvals at once than places left give exactly the places left, and
// the slots 1..50 once each. On PGlite the approvals take turns on its one connection; the same
// proof on PostgreSQL, where they truly race, is launch-deal-cap.pg.int.test.ts.
import { describe, expect, it } from 'vitest';
import { useAccountsWorld } from '../accounts/testing';
import { approveAllAtOnceAndCheckCap, approveOne, pendingSignups, startedDeal } from './testing';

const w = useAccountsWorld();

describe('the cap of 50 places', () => {
  it('holds with approvals at once, and the deal reads full', async () => {
    const deals = await startedDeal(w);
    await approveAllAtOnceAndCheckCap(w, 8);
    expect(await deals.status()).toEqual({ state: 'full', capacity: 50, places_left: 0 });
    const late = await approveOne(w, (await pendingSignups(w.handle.db, 1))[0]!);
    expect(await deals.mine(late)).toBeNull();
  });
});
