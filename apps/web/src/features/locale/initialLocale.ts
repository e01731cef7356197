import { baseLocale, isLocale, type Locales } from '@wholesale/i18n';
import { readStorage } from '../../lib/storage';

export const LANG_STORAGE_KEY = 'lang';

/** The remembered language, or English (the spec's default; we do not guess from the browser). */
export function initialLocale(): Locales {
  const saved = readStorage(LANG_STORAGE_KEY);
  return saved && isLocale(saved) ? saved : baseLocale;
}
