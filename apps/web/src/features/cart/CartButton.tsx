import { useI18nContext } from '@wholesale/i18n';
import { Link } from '../../lib/router';
import { CartIcon } from '../../ui/icons';
import { cartHref, type AuthUser } from '../auth-state/auth';
import { useNamespace } from '../locale/LocaleProvider';
import { useCart } from './cart';

/**
 * The header's and the drawer's cart button (buyers only): opens the profile's cart tab, with the
 * number of products in the cart as a badge. A lazy chunk: the header shows a plain cart link
 * until it has loaded, so the storefront's first load does not carry the cart.
 */
export default function CartButton({ user, label, onClick }: { user: AuthUser; label: string; onClick?: () => void }) {
  const { LL } = useI18nContext();
  const ready = useNamespace('cart');
  const n = useCart().length;
  return (
    <Link
      to={cartHref(user)}
      className="icon-btn cart-btn"
      aria-label={ready && n > 0 ? LL.cart.button({ n }) : label}
      onClick={onClick}
    >
      <CartIcon />
      {n > 0 && (
        <span className="cart-badge" aria-hidden="true">
          {n > 99 ? '99+' : n}
        </span>
      )}
    </Link>
  );
}
