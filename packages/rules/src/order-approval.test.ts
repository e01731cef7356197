import { describe, expect, it } from 'vitest';
import { needsOwnerApproval, newOrderStatus } from './order-approval';

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
