// What the web client needs. Only the async loaders are exported here so a bundle carries
// just the dictionary of the language in use (and the namespaces a page asks for).
// Server-side code (e-mail templates) should import '@wholesale/i18n/sync' instead, which
// has no React dependency.
export { default as TypesafeI18n, I18nContext, useI18nContext } from './i18n-react';
export { loadLocaleAsync, loadNamespaceAsync } from './i18n-util.async';
export { baseLocale, i18nObject, locales, namespaces, isLocale, isNamespace, loadedLocales } from './i18n-util';
export { chooseLanguage, languageCookie, languageOf, LANGUAGE_COOKIE, LANGUAGE_PARAM } from './language-choice';
export type {
  Locales,
  Namespaces,
  Translation,
  Translations,
  TranslationFunctions,
  BaseTranslation,
} from './i18n-types';
