import {
  chooseLanguage,
  languageCookie,
  languageOf,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Locales,
} from '@wholesale/i18n';
import { readCookie } from '../../lib/cookies';
import { readStorage } from '../../lib/storage';

/** Where the choice was kept before it moved to a cookie the server can read. */
export const LEGACY_LANG_STORAGE_KEY = 'lang';

/** Keeps `locale` as the visitor's choice, where the server reads it on the next page load. */
export function keepLanguage(locale: Locales): void {
  document.cookie = languageCookie(locale, window.location.protocol === 'https:');
}

/**
 * The page's language, chosen as the server chose it for this page's HTML (@wholesale/i18n
 * language-choice.ts): the link's `?lang=`, else the cookie, else English. A language named by a
 * link, or remembered only in localStorage by an earlier version, is kept in the cookie, so the
 * next reload's HTML arrives in it too.
 */
export function initialLocale(): Locales {
  const fromLink = languageOf(new URLSearchParams(window.location.search).get(LANGUAGE_PARAM));
  const fromCookie = languageOf(readCookie(document.cookie, LANGUAGE_COOKIE));
  const legacy = fromCookie ? null : languageOf(readStorage(LEGACY_LANG_STORAGE_KEY));
  const locale = chooseLanguage(fromLink, fromCookie ?? legacy);
  if ((fromLink || legacy) && locale !== fromCookie) keepLanguage(locale);
  return locale;
}
