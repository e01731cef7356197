import type { BaseTranslation } from '../../i18n-types';

// /wholesale/deal: launch offers and pickup terms (storefront spec, section 9).
const en_deal = {
  metaTitle: 'Launch Deals',
  crumb: 'Deal',
  title: 'Launch Deals',
  intro: 'We are opening our online wholesale store, and we want to thank the first restaurants that join us.',
  badge: 'First 50 new customers',
  signup: {
    title: 'Free 5 lb meat item when you sign up',
    body: 'Request a business account. When it is approved, a free 5 lb meat item is waiting for you.',
  },
  firstOrder: {
    title: 'Another free 5 lb meat item with your first purchase',
    body: 'Place your first pickup order and we add a second free 5 lb meat item to it.',
  },
  finePrintHeading: 'Offer details',
  fine1: 'Open to the first 50 new business customers whose accounts are approved.',
  fine2: 'One sign-up gift and one first-purchase gift per business.',
  fine3:
    'The free items are handed over at pickup, together with an order. Our team confirms the item with you, depending on stock.',
  fine4:
    'The offer ends when 50 customers have received it. It cannot be exchanged for cash or combined with other offers.',
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
