import { profilePath, type AuthUser } from '../auth-state/auth';

export type Tab = 'main' | 'cart';
/**
 * 'team': the company's team, a tab of its own for the company's owner; 'account': the company's
 * account with the business (balance, open invoices, statements), for its owner and viewers;
 * 'prices': every product at the buyer's own price (any buyer: a viewer sees them too).
 */
export type View = 'all' | 'orders' | 'order' | 'standing' | 'edit' | 'team' | 'account' | 'prices';

export interface ProfileState {
  tab: Tab;
  view: View;
  /** The order shown by the 'order' view (`?view=order&order=ID`), null otherwise. */
  orderId: number | null;
  /**
   * `&skip=1` on an order (the standing order preview mail's "Skip this week"): the order opens with
   * its cancellation asked. Read once, never written back.
   */
  skip: boolean;
}

/** An order id from the query string: a positive whole number of at most 10 digits, or null. */
function orderIdOf(raw: string | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/** Tab and view live in the query string, so Back, reload and the cart buttons all work. */
export function profileState(search: URLSearchParams, role: AuthUser['role']): ProfileState {
  const buyer = role === 'buyer';
  const tab: Tab = buyer && search.get('tab') === 'cart' ? 'cart' : 'main';
  const v = search.get('view');
  const orderId = buyer && v === 'order' ? orderIdOf(search.get('order')) : null;
  // An order view without a usable id falls back to the list it came from.
  const view: View =
    v === 'edit'
      ? 'edit'
      : v === 'order' && buyer
        ? orderId === null
          ? 'orders'
          : 'order'
        : (v === 'orders' || v === 'standing' || v === 'team' || v === 'account' || v === 'prices') && buyer
          ? v
          : 'all';
  if (tab === 'cart') return { tab, view: 'all', orderId: null, skip: false };
  const one = view === 'order';
  return { tab, view, orderId: one ? orderId : null, skip: one && search.get('skip') === '1' };
}

/** A place on the profile: a tab, or a view (with its order for the 'order' view). */
export interface ProfilePlace {
  tab?: Tab;
  view?: View;
  orderId?: number | null;
}

/** The path of `user`'s profile at a tab or view (`/profile/user/<id>?view=orders`). */
export function profilePlacePath(user: { encryptedId: string }, place: ProfilePlace): string {
  return profilePath(user, profileSearch(place));
}

/** The query string of a tab and view ('' for the main view); `skip` is never written. */
export function profileSearch(next: ProfilePlace): string {
  const params = new URLSearchParams();
  if (next.tab === 'cart') params.set('tab', 'cart');
  else if (next.view === 'order' && next.orderId != null) {
    params.set('view', 'order');
    params.set('order', String(next.orderId));
  } else if (next.view && next.view !== 'all' && next.view !== 'order') params.set('view', next.view);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
