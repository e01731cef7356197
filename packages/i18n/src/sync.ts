// Synchronous access to every dictionary, for server-side rendering of e-mails and tests.
// Do not import this from the web client: it pulls in every locale and namespace.
export { loadAllLocales, loadLocale } from './i18n-util.sync';
export { i18nObject, i18n, locales, baseLocale, isLocale } from './i18n-util';
export { chooseLanguage, languageOf, LANGUAGE_COOKIE, LANGUAGE_PARAM } from './language-choice';
export type { Locales, TranslationFunctions } from './i18n-types';
