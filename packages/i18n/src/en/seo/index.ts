import type { BaseTranslation } from '../../i18n-types';

// What the server writes into a public page's <head> for search engines and link previews
// (apps/server/src/site/page-head.ts). Never loaded by the web client: the page titles
// themselves come from the pages' own dictionaries, so the tab and the search result agree.
const en_seo = {
  homeDescription: 'Wholesale beef, pork and chicken for verified restaurant and business buyers in Los Angeles.',
  listingDescription:
    '{intro:string} Wholesale for restaurants and businesses in Los Angeles, picked up in downtown LA.',
  shopAllDescription:
    'Every beef, pork and chicken product we sell wholesale to restaurants and businesses in Los Angeles.',
  productDescription:
    '{name:string}: wholesale {species:string} for restaurants in Los Angeles, picked up in downtown LA.',
  species: { beef: 'beef', pork: 'pork', chicken: 'chicken' },
  contactDescription:
    'Ask about our wholesale beef, pork and chicken, prices or your account. We reply within 1-2 business days.',
  loginDescription:
    'Log in to your wholesale account to see your prices, place and follow orders, and pick up in downtown LA.',
  signupDescription:
    'Open a wholesale account for your restaurant or business in Los Angeles. We review every request within 1-2 business days.',
} satisfies BaseTranslation;

export default en_seo;
