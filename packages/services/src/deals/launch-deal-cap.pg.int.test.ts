// The launch deal's cap on PostgreSQL (DATABASE_URL only), where approvals on the pool's
// connections truly race: each takes its place by raising the one counter row while it is below
// the capacity, so however they interleave, exactly the places left are given, slots 1..50 once.
import { describe, expect, it } from 'vitest';
import { useAccountsWorld } from '../accounts/testing';
import { approveAllAtOnceAndCheckCap, startedDeal } from './testing';

const w = useAccountsWorld();

describe('the cap of 50 places under racing approvals', () => {
  it('gives 50 places to 70 approvals at once', async () => {
    const deals = await startedDeal(w);
    await approveAllAtOnceAndCheckCap(w, 20);
    expect((await deals.status()).state).toBe('full');
  });

  it('a second wave after it is full gives none', async () => {
    await approveAllAtOnceAndCheckCap(w, 10);
  });
});
