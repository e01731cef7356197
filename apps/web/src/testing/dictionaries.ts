/**
 * Test code only: both languages' texts, loaded at once (the sync loader the pages never use), for
 * the unit tests that compare what a page says in English and in Korean.
 */
import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';

loadAllLocales();

export const en = i18nObject('en');
export const ko = i18nObject('ko');
