import { useI18nContext } from '@wholesale/i18n';
import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from '../../lib/router';
import { CloseIcon, UserIcon } from '../../ui/icons';
import { profileHref, useAuth } from '../auth-state/auth';
import { loadPointsTotal, usePoints } from '../account/points';
import { logout, USER_FETCH_FAILED } from '../account/session';
import { toast } from '../../ui/Toast';
import { LanguageList } from '../locale/LanguagePicker';
import { focusFirst, trapTab } from '../../ui/focusTrap';
import { DRAWER_SHORTCUTS } from './shortcuts';
import { ShortcutGlyph } from './ShortcutGlyph';

// Buyers only (the header loads the same chunk): guests opening the menu do not fetch the cart.
const CartButton = lazy(() => import('../cart/CartButton'));

// Small red text for the auth and points errors (spec: drawer).
const ERROR_STYLE = { color: '#b71c1c', fontSize: 13, margin: '4px 0' } as const;

/** Top sheet menu. Modal while open: focus is trapped, Escape closes. */
export default function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { LL } = useI18nContext();
  const auth = useAuth();
  const ref = useRef<HTMLDivElement>(null);
  const points = usePoints();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;

  // Opening while signed in reads the points total (spec section 4); the total itself is not shown.
  useEffect(() => {
    if (open && userId !== null) void loadPointsTotal(userId);
  }, [open, userId]);

  useEffect(() => {
    if (!open || !ref.current) return;
    focusFirst(ref.current);
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (ref.current) {
      trapTab(e, ref.current);
    }
  };

  const name = auth.status === 'signedIn' ? auth.user.firstName : LL.drawer.guest();

  return (
    <>
      <div className={open ? 'backdrop open' : 'backdrop'} onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className={open ? 'drawer open' : 'drawer'}
        role="dialog"
        aria-modal="true"
        aria-label={LL.drawer.label()}
        onKeyDown={onKeyDown}
      >
        <div className="drawer-top">
          <p className="drawer-hello">{LL.drawer.hello({ name })}</p>
          <button type="button" className="icon-btn" aria-label={LL.header.closeMenu()} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer-auth">
          {auth.status === 'signedIn' ? (
            <>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  onClose();
                  void logout().then(() =>
                    toast({ variant: 'success', title: LL.toast.loggedOut(), durationMs: 3000 }),
                  );
                }}
              >
                {LL.drawer.logout()}
              </button>
              <Link className="btn btn-primary" to={profileHref(auth)} onClick={onClose}>
                {LL.drawer.profile()}
              </Link>
            </>
          ) : (
            <>
              <Link className="btn btn-secondary" to="/login" onClick={onClose}>
                {LL.drawer.login()}
              </Link>
              <Link className="btn btn-primary" to="/signup/agreements" onClick={onClose}>
                {LL.drawer.signup()}
              </Link>
            </>
          )}
          <Link className="icon-btn" to={profileHref(auth)} aria-label={LL.drawer.profile()} onClick={onClose}>
            <UserIcon />
          </Link>
          {/* Buyers only: admins have no cart (spec section 6). */}
          {auth.status === 'signedIn' && auth.user.role === 'buyer' && (
            <Suspense fallback={null}>
              <CartButton user={auth.user} label={LL.drawer.cart()} onClick={onClose} />
            </Suspense>
          )}
        </div>
        {auth.status === 'guest' && auth.error && (
          <p className="drawer-error" role="alert" style={ERROR_STYLE}>
            {auth.error === USER_FETCH_FAILED ? LL.drawer.authFailed() : auth.error}
          </p>
        )}
        {auth.status === 'signedIn' && points.failed && (
          <p className="drawer-error" style={ERROR_STYLE}>
            {LL.drawer.pointsFailed()}
          </p>
        )}
        <LanguageList />
        <nav aria-label={LL.drawer.shortcuts()}>
          <ul className="shortcut-grid">
            {DRAWER_SHORTCUTS.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className="shortcut" onClick={onClose}>
                  <span className="shortcut-icon">
                    <ShortcutGlyph to={s.to} />
                  </span>
                  <span className="shortcut-label">{LL.drawer[s.label]()}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer-links">
          <Link to="/terms-and-policies" onClick={onClose}>
            {LL.drawer.terms()}
          </Link>
          <Link to="/cookie" onClick={onClose}>
            {LL.drawer.cookies()}
          </Link>
        </div>
      </div>
    </>
  );
}
