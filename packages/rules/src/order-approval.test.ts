import { describe, expect, it } from 'vitest';
import { changeNeedsOwnerApproval, needsOwnerApproval, newOrderStatus } from './order-approval';

describe('which orders wait for the owner', () => {
  it('an orderer above the limit waits; at or below it does not', () => {
    expect(needsOwnerApproval('orderer', 50_000, 80_000)).toBe(true);
    expect(needsOwnerApproval('orderer', 50_000, 50_001)).toBe(true);
    expect(needsOwnerApproval('orderer', 50_000, 50_000)).toBe(false);
    expect(needsOwnerApproval('orderer', 50_000, 100)).toBe(false);
  });

  it('no limit: nothing waits; a limit of 0 makes every order wait', () => {
    expect(needsOwnerApproval('orderer', null, 10_000_000)).toBe(false);
    expect(needsOwnerApproval('orderer', undefined, 10_000_000)).toBe(false);
    expect(needsOwnerApproval('orderer', 0, 1)).toBe(true);
  });

  it("the owner's own orders never wait, whatever a stray limit says", () => {
    expect(needsOwnerApproval('owner', 0, 80_000)).toBe(false);
    expect(needsOwnerApproval(undefined, 0, 80_000)).toBe(false);
  });

  it('names the status to write', () => {
    expect(newOrderStatus('orderer', 50_000, 80_000)).toBe('awaiting approval');
    expect(newOrderStatus('orderer', 50_000, 20_000)).toBe('pending');
    expect(newOrderStatus('owner', null, 80_000)).toBe('pending');
  });
});

describe("which of an orderer's changes go back to the owner", () => {
  it('a change that raises the total above the limit goes back; one that stays under does not', () => {
    expect(changeNeedsOwnerApproval('orderer', 10_000, 5_300, 1_476_000)).toBe(true);
    expect(changeNeedsOwnerApproval('orderer', 10_000, 5_300, 9_900)).toBe(false);
    expect(changeNeedsOwnerApproval('orderer', 10_000, 5_300, 10_000)).toBe(false);
  });

  it('an approved order above the limit goes back when raised, not when lowered or kept', () => {
    expect(changeNeedsOwnerApproval('orderer', 10_000, 50_000, 60_000)).toBe(true);
    expect(changeNeedsOwnerApproval('orderer', 10_000, 50_000, 40_000)).toBe(false);
    expect(changeNeedsOwnerApproval('orderer', 10_000, 50_000, 50_000)).toBe(false);
  });

  it("the owner's and an unlimited orderer's changes never go back", () => {
    expect(changeNeedsOwnerApproval('owner', 0, 100, 1_000_000)).toBe(false);
    expect(changeNeedsOwnerApproval('orderer', null, 100, 1_000_000)).toBe(false);
  });
});
