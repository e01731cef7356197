import type { BaseTranslation } from '../../i18n-types';

// /wholesale/deal: launch offers and pickup terms (storefront spec, section 9).
const en_deal = {
  metaTitle: 'Launch Deals',
  crumb: 'Deal',
  title: 'Launch Deals',
  intro: 'We are opening our online wholesale store, and we want to thank the first restaurants that join us.',
  badge: 'First 50 new customers',
  signup: {
    title: 'A place for the first 50 businesses approved',
    body: 'Request a business account. If it is approved while places remain, your business holds one of the 50 places.',
  },
  firstOrder: {
    title: 'A free 5 lb meat item on your first order',
    body: 'Choose the free item in your cart: it is added to your first pickup order at $0.00.',
  },
  /** how many places are left, read from the server */
  places: {
    left: '{left:number} of {capacity:number} places left',
    notStarted: 'Places open soon.',
    ended: 'This offer has ended: every place is taken or the offer is closed.',
  },
  finePrintHeading: 'Offer details',
  fine1: 'Open to the first 50 new business customers whose accounts are approved while the offer runs.',
  fine2:
    'One free item per business, on its first order. The place is used when that order is placed, even if the order is cancelled later.',
  fine3:
    'The free item is handed over at pickup, together with the order. You choose it from the products we offer for the deal.',
  fine4:
    'The offer ends when 50 businesses have a place, or earlier if we close it; places already given stay valid. It cannot be exchanged for cash or combined with other offers.',
  pickupHeading: 'Pickup terms',
  pickupIntro: 'All orders are currently picked up at our downtown Los Angeles (DTLA) warehouse.',
  pickup1: 'Pay 50% of the order total in advance when you check out.',
  pickup2: 'Pay the balance when you pick up your order.',
  pickup3: 'Pay the balance in cash and get 5% off the balance.',
  exampleHeading: 'Example',
  example: 'For a $1,000 order you prepay $500. The balance is $500; paid in cash at pickup, it becomes $475.',
  pickupNote:
    'We accept cash and cards, except American Express. Card payments include sales tax, and a processing fee may apply.',
  ctaSignup: 'Request an account',
  ctaHowTo: 'How to order',
} satisfies BaseTranslation;

export default en_deal;
