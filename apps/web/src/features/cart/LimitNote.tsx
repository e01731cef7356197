import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, needsOwnerApproval, PICKUP_FEE_CENTS } from '@wholesale/rules';
import type { AuthUser } from '../auth-state/auth';

/**
 * An orderer's limit beside the total (cart and checkout), so that an order waiting for the owner
 * is no surprise at the last step. The limit is the server's (the session's member row), and the
 * comparison is the server's own rule on the order's total as the server will price it (the cart's
 * server-priced lines plus the pickup fee); nothing for an owner, a viewer or an orderer without one.
 */
export function LimitNote({ user, subtotalCents }: { user: AuthUser | null; subtotalCents: number }) {
  const { LL } = useI18nContext();
  if (!user || user.companyRole !== 'orderer' || user.orderLimitCents === null) return null;
  const limit = formatUsd(user.orderLimitCents / 100);
  const above = needsOwnerApproval(user.companyRole, user.orderLimitCents, subtotalCents + PICKUP_FEE_CENTS);
  return (
    <p className={above ? 'note warning limit-note' : 'cart-note limit-note'} data-testid="limit-note">
      {above ? LL.cart.limit.above({ limit }) : LL.cart.limit.within({ limit })}
    </p>
  );
}
