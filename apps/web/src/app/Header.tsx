import { useI18nContext } from '@wholesale/i18n';
import { forwardRef, lazy, Suspense } from 'react';
import { cartHref, getSessionHint, profileHref, useAuth } from '../features/auth-state/auth';
import { LanguageMenu } from '../features/locale/LanguagePicker';
import { CartIcon, Logo, MenuIcon, UserIcon } from '../ui/icons';
import { Link } from '../lib/router';

// The cart button with its badge reads the cart cookie: a lazy chunk, fetched once a buyer is
// signed in (the plain link stands in meanwhile), so the first load does not carry the cart.
const CartButton = lazy(() => import('../features/cart/CartButton'));

export const Header = forwardRef<
  HTMLButtonElement,
  { menuOpen: boolean; onMenu: () => void; onMenuIntent: () => void }
>(function Header({ menuOpen, onMenu, onMenuIntent }, menuButtonRef) {
  const { LL } = useI18nContext();
  const auth = useAuth();
  return (
    <header className="site-header">
      <Link to="/" className="logo" aria-label={LL.header.logoLabel()}>
        <Logo />
        <span className="logo-text" aria-hidden="true">
          {LL.common.brand()}
        </span>
      </Link>
      <div className="header-actions">
        <LanguageMenu />
        <Link
          to={profileHref(auth)}
          className="icon-btn"
          aria-label={auth.status === 'signedIn' ? LL.header.profile() : LL.header.login()}
        >
          <UserIcon />
        </Link>
        {auth.status === 'loading' && getSessionHint() === 'member' && <span className="icon-btn" aria-hidden="true" />}
        {auth.status === 'signedIn' && auth.user.role === 'buyer' && (
          <Suspense
            fallback={
              <Link to={cartHref(auth.user)} className="icon-btn" aria-label={LL.header.cart()}>
                <CartIcon />
              </Link>
            }
          >
            <CartButton user={auth.user} label={LL.header.cart()} />
          </Suspense>
        )}
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-btn"
          aria-label={LL.header.openMenu()}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onMenu}
          onPointerEnter={onMenuIntent}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
        >
          <MenuIcon />
        </button>
      </div>
    </header>
  );
});
