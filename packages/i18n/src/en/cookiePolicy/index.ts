import type { BaseTranslation } from '../../i18n-types';

// /cookie. Says what the site really stores today: the `cart` cookie (30 days), the httpOnly
// session cookie, the `lang` cookie (the language choice, read by the server to answer each
// page in it), and the cookie-consent flag in localStorage. No
// performance, advertising or third-party cookies. Update this text before adding any.
const en_cookiePolicy = {
  metaTitle: 'Cookie Policy',
  crumb: 'Cookie Policy',
  title: 'Cookie Policy',
  updated: 'Last updated: November 2026',
  intro:
    'This page explains the cookies and browser storage our wholesale store uses, what they hold and how you can control them. In short: we keep only what the store needs to work.',
  what: {
    h: 'What cookies are',
    p: 'Cookies are small text files that a website asks your browser to keep. Browsers also offer “local storage”, which works in a similar way but is never sent to the server. We use both, sparingly.',
  },
  kindsHeading: 'The cookies we use',
  essential: {
    h: 'Essential cookies',
    p: 'These make the store work, so they cannot be switched off in the store itself. The cart cookie keeps the products you add to your cart for 30 days. The session cookie keeps you signed in; it is httpOnly, so scripts on the page cannot read it, and it ends when you sign out or it expires.',
  },
  performance: {
    h: 'Performance cookies',
    p: 'We use none. We do not run analytics or page-tracking tools on this store.',
  },
  functionality: {
    h: 'Functionality',
    p: 'Your language choice (English or Korean) is kept in a small cookie named lang, so every page arrives in your language, straight from our server. The fact that you accepted our cookie notice is saved in your browser’s local storage, so you are not asked again on every visit. The language cookie lasts a year; the notice flag stays until you clear your browser data.',
  },
  advertising: {
    h: 'Advertising cookies',
    p: 'We use none. We do not show ads, and we do not let advertisers track you on this store.',
  },
  table: {
    caption: 'Everything this store keeps in your browser',
    name: 'Name',
    kind: 'Type',
    purpose: 'Purpose',
    duration: 'Duration',
  },
  rows: {
    cart: {
      name: 'cart',
      kind: 'Cookie, essential',
      purpose: 'The products and quantities in your cart',
      duration: '30 days',
    },
    session: {
      name: 'Sign-in session',
      kind: 'Cookie, essential, httpOnly',
      purpose: 'Keeps you signed in to your account',
      duration: 'Until you sign out or it expires',
    },
    language: {
      name: 'lang',
      kind: 'Cookie, functionality',
      purpose: 'Remembers English or Korean, so pages arrive in your language',
      duration: '1 year',
    },
    consent: {
      name: 'Cookie consent',
      kind: 'Local storage',
      purpose: 'Remembers that you accepted the cookie notice',
      duration: 'Until you clear it',
    },
  },
  data: {
    h: 'Data collected',
    p: 'The cart cookie holds the products in your cart, with details such as their id, name, price and quantity. The session cookie holds a signed token that identifies your account; it contains no password. The language cookie holds only your language code (en or ko), and the local-storage entry only a flag saying that you accepted the cookie notice.',
  },
  thirdParties: {
    h: 'Third parties',
    p: 'Today no third party sets cookies on this store, and we do not share what these cookies hold. If that ever changes, we will update this page first and ask for your consent where the law requires it.',
  },
  manage: {
    h: 'Managing cookies',
    p: 'You can see and delete cookies and local storage in your browser settings, and block cookies for this site. If you block or delete them, the cart empties, you are signed out, and the language choice and cookie notice come back. Without cookies, you cannot add products to your cart, and every page arrives in English until you choose again.',
  },
  contact: {
    h: 'Contact',
    p: 'Questions about cookies or your data? Contact us through the contact page, Monday to Friday, 8am to 3:30pm Pacific time.',
    button: 'Contact us',
  },
} satisfies BaseTranslation;

export default en_cookiePolicy;
