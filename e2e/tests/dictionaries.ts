// The app's own dictionaries, so the tests look for the labels a user actually reads (and follow
// them when the wording changes). These modules import types only: nothing of the app runs here.
import en from '../../packages/i18n/src/en';
import enB2b from '../../packages/i18n/src/en/b2b';
import enCookie from '../../packages/i18n/src/en/cookiePolicy';
import enDeal from '../../packages/i18n/src/en/deal';
import enFaq from '../../packages/i18n/src/en/faq';
import enHowToOrder from '../../packages/i18n/src/en/howToOrder';
import enPacking from '../../packages/i18n/src/en/packing';
import enTerms from '../../packages/i18n/src/en/terms';
import ko from '../../packages/i18n/src/ko';
import koB2b from '../../packages/i18n/src/ko/b2b';
import koCookie from '../../packages/i18n/src/ko/cookiePolicy';
import koDeal from '../../packages/i18n/src/ko/deal';
import koFaq from '../../packages/i18n/src/ko/faq';
import koHowToOrder from '../../packages/i18n/src/ko/howToOrder';
import koPacking from '../../packages/i18n/src/ko/packing';
import koTerms from '../../packages/i18n/src/ko/terms';
import type { Locale } from './support';

const dictionaries = {
  en: { ...en, b2b: enB2b, cookiePolicy: enCookie, deal: enDeal, faq: enFaq, howToOrder: enHowToOrder, packing: enPacking, terms: enTerms },
  ko: { ...ko, b2b: koB2b, cookiePolicy: koCookie, deal: koDeal, faq: koFaq, howToOrder: koHowToOrder, packing: koPacking, terms: koTerms },
};

export type Dictionary = (typeof dictionaries)['en'];

export function t(locale: Locale): Dictionary {
  return dictionaries[locale] as Dictionary;
}

/**
 * Fills typesafe-i18n placeholders: `{name}` and `{name:string}` alike.
 * fill('Results for "{q:string}"', { q: 'x' }) === 'Results for "x"'
 */
export function fill(template: string, args: Record<string, string | number>): string {
  return template.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(args[k] ?? `{${k}}`));
}

/** A RegExp matching `text` literally (for accessible names that contain it). */
export function literal(text: string, flags = ''): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}
