import type { AuthUser } from '../auth-state/auth';

export type Tab = 'main' | 'cart';
export type View = 'all' | 'orders' | 'edit';

/** Tab and view live in the query string, so Back, reload and the cart buttons all work. */
export function profileState(search: URLSearchParams, role: AuthUser['role']): { tab: Tab; view: View } {
  const tab: Tab = role === 'buyer' && search.get('tab') === 'cart' ? 'cart' : 'main';
  const v = search.get('view');
  const view: View = v === 'edit' ? 'edit' : v === 'orders' && role === 'buyer' ? 'orders' : 'all';
  return { tab, view: tab === 'cart' ? 'all' : view };
}
