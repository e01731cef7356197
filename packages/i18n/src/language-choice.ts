import { baseLocale, isLocale } from './i18n-util';
import type { Locales } from './i18n-types';

// Which language a page is answered in. The server reads it to write the page's HTML in that
// language, and the web client reads it the same way, so both agree before React starts.
// A link may name its language (`?lang=ko`: a shared product, the hreflang alternates, the
// sitemap); otherwise the visitor's earlier choice, kept in a cookie the server can see; otherwise
// English, the spec's default (we do not guess from Accept-Language).

/** The cookie that keeps the visitor's choice (not httpOnly: the web client writes it). */
export const LANGUAGE_COOKIE = 'lang';
/** The query parameter by which a link names its language. */
export const LANGUAGE_PARAM = 'lang';
/** A year: a language choice is a lasting preference. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A value read from a link or a cookie, when it names a language this product speaks. */
export function languageOf(value: unknown): Locales | null {
  // Length first: a cookie or query value can be anything, and no language code is long.
  return typeof value === 'string' && value.length <= 5 && isLocale(value) ? value : null;
}

/** The link's language, else the kept choice, else English. */
export function chooseLanguage(fromLink: unknown, fromCookie: unknown): Locales {
  return languageOf(fromLink) ?? languageOf(fromCookie) ?? baseLocale;
}

/** The Set-Cookie / document.cookie text that keeps `locale` as the visitor's choice. */
export function languageCookie(locale: Locales, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
