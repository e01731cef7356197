/**
 * Where the login page sends a buyer back to: `?next=` from a product page's "Sign in to see your
 * price and order" link. Only a path on this site is followed (never "//other.host" or a full URL,
 * which would make the login page an open redirect); anything else gives null (the profile).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 200) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters and spaces have no place in our routes (checked by code point, which the
  // lint's no-control-regex prefers to a character class of them).
  if ([...raw].some((ch) => /\s/.test(ch) || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  // Back to the login page would loop.
  if (/^\/login(?:[/?#]|$)/.test(raw)) return null;
  return raw;
}

/** The login link that brings the user back to `path` once signed in. */
export function loginHref(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

/** Where an admin works: the back office's first page (catalogue spec, admin dashboard). */
const ADMIN_LANDING = '/admin/dashboard';

/**
 * Where a signed-in user goes from the login page: the page they were sent from (`next`, already
 * checked with safeReturnPath) when there is one; otherwise an admin to the dashboard, a buyer to
 * their profile (storefront spec, Login).
 */
export function landingAfterLogin(user: { role: 'buyer' | 'admin' }, profile: string, next: string | null): string {
  if (next) return next;
  return user.role === 'admin' ? ADMIN_LANDING : profile;
}
