// Which orders wait for the company owner's approval: an orderer's order whose
// total is above the limit the owner set for them. No limit: none wait. The owner's own orders
// never wait, and a viewer cannot order at all. The estimated total counts for a catch-weight
// order: it is what the orderer sees when placing it.
import { DEFAULT_ORDER_STATUS } from './order-constants';
import { AWAITING_APPROVAL_STATUS } from './order-status-groups';

/** A member's role in their company (users.company_role). */
type Role = 'owner' | 'orderer' | 'viewer';

export function needsOwnerApproval(
  role: Role | undefined,
  limitCents: number | null | undefined,
  totalCents: number,
): boolean {
  return role === 'orderer' && limitCents !== null && limitCents !== undefined && totalCents > limitCents;
}

/** The status a new order is written with. */
export function newOrderStatus(
  role: Role | undefined,
  limitCents: number | null | undefined,
  totalCents: number,
): typeof DEFAULT_ORDER_STATUS | typeof AWAITING_APPROVAL_STATUS {
  return needsOwnerApproval(role, limitCents, totalCents) ? AWAITING_APPROVAL_STATUS : DEFAULT_ORDER_STATUS;
}

/**
 * Whether the orderer's own change sends their order back to the owner: it leaves the total above
 * their limit and higher than before. A change that lowers the total (or keeps it) stays within
 * what was already allowed, whether the order was under the limit or the owner approved it.
 */
export function changeNeedsOwnerApproval(
  role: Role | undefined,
  limitCents: number | null | undefined,
  beforeCents: number,
  afterCents: number,
): boolean {
  return afterCents > beforeCents && needsOwnerApproval(role, limitCents, afterCents);
}
