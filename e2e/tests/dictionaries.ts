// The app's own dictionaries, so the tests look for the labels a user actually reads (and follow
// them when the wording changes). These modules import types only: nothing of the app runs here.
import en from '@wholesale/i18n/dictionaries/en';
import enB2b from '@wholesale/i18n/dictionaries/en/b2b';
import enCookie from '@wholesale/i18n/dictionaries/en/cookiePolicy';
import enDeal from '@wholesale/i18n/dictionaries/en/deal';
import enFaq from '@wholesale/i18n/dictionaries/en/faq';
import enHolidays from '@wholesale/i18n/dictionaries/en/holidays';
import enHowToOrder from '@wholesale/i18n/dictionaries/en/howToOrder';
import enOrderStatus from '@wholesale/i18n/dictionaries/en/orderStatus';
import enPacking from '@wholesale/i18n/dictionaries/en/packing';
import enProduct from '@wholesale/i18n/dictionaries/en/product';
import enSeo from '@wholesale/i18n/dictionaries/en/seo';
import enTerms from '@wholesale/i18n/dictionaries/en/terms';
import ko from '@wholesale/i18n/dictionaries/ko';
import koB2b from '@wholesale/i18n/dictionaries/ko/b2b';
import koCookie from '@wholesale/i18n/dictionaries/ko/cookiePolicy';
import koDeal from '@wholesale/i18n/dictionaries/ko/deal';
import koFaq from '@wholesale/i18n/dictionaries/ko/faq';
import koHolidays from '@wholesale/i18n/dictionaries/ko/holidays';
import koHowToOrder from '@wholesale/i18n/dictionaries/ko/howToOrder';
import koOrderStatus from '@wholesale/i18n/dictionaries/ko/orderStatus';
import koPacking from '@wholesale/i18n/dictionaries/ko/packing';
import koProduct from '@wholesale/i18n/dictionaries/ko/product';
import koSeo from '@wholesale/i18n/dictionaries/ko/seo';
import koTerms from '@wholesale/i18n/dictionaries/ko/terms';
import enAccount from '@wholesale/i18n/dictionaries/en/account';
import enAdmin from '@wholesale/i18n/dictionaries/en/admin';
import enServerErrors from '@wholesale/i18n/dictionaries/en/serverErrors';
import koAccount from '@wholesale/i18n/dictionaries/ko/account';
import koAdmin from '@wholesale/i18n/dictionaries/ko/admin';
import koServerErrors from '@wholesale/i18n/dictionaries/ko/serverErrors';
import type { Locale } from './support';

const dictionaries = {
  en: {
    ...en,
    b2b: enB2b,
    cookiePolicy: enCookie,
    deal: enDeal,
    faq: enFaq,
    holidays: enHolidays,
    howToOrder: enHowToOrder,
    orderStatus: enOrderStatus,
    packing: enPacking,
    product: enProduct,
    seo: enSeo,
    terms: enTerms,
  },
  ko: {
    ...ko,
    b2b: koB2b,
    cookiePolicy: koCookie,
    deal: koDeal,
    faq: koFaq,
    holidays: koHolidays,
    howToOrder: koHowToOrder,
    orderStatus: koOrderStatus,
    packing: koPacking,
    product: koProduct,
    seo: koSeo,
    terms: koTerms,
  },
};

export type Dictionary = (typeof dictionaries)['en'];

export function t(locale: Locale): Dictionary {
  return dictionaries[locale] as Dictionary;
}

export type AccountDictionary = typeof enAccount;
export type AdminDictionary = typeof enAdmin;
export type ServerErrorsDictionary = typeof enServerErrors;

export interface Texts {
  base: Dictionary;
  account: AccountDictionary;
  admin: AdminDictionary;
  /** the web's words for the server's refusals, by code */
  serverErrors: ServerErrorsDictionary;
}

/**
 * The texts a user of `locale` reads: the shell, the account pages, the admin dashboard and the
 * refusals. A test reads those of its own language from the `L` fixture (support.ts).
 */
export function texts(locale: Locale): Texts {
  return locale === 'ko'
    ? {
        base: t('ko'),
        account: koAccount as AccountDictionary,
        admin: koAdmin as AdminDictionary,
        serverErrors: koServerErrors as ServerErrorsDictionary,
      }
    : { base: t('en'), account: enAccount, admin: enAdmin, serverErrors: enServerErrors };
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
