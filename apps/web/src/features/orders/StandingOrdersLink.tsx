import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../../lib/router';
import { type AuthUser } from '../auth-state/auth';
import { useNamespace } from '../locale/LocaleProvider';
import { profilePlacePath } from '../profile/profileState';

// The way to the Standing orders view, on the profile's main view: a module of its own, so the
// main view does not carry the standing orders' whole view (a chunk loaded when it is opened).

/** The way to the Standing orders view, beside the profile's orders (nothing until its words are loaded). */
export function StandingOrdersLink({ user, className }: { user: AuthUser; className?: string }) {
  const ready = useNamespace('buyerOrders');
  const { LL } = useI18nContext();
  if (!ready) return null;
  return (
    <Link
      className={className ? `standing-link ${className}` : 'standing-link'}
      to={profilePlacePath(user, { view: 'standing' })}
    >
      {LL.buyerOrders.standing.title()}
    </Link>
  );
}
