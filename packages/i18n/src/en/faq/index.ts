import type { BaseTranslation } from '../../i18n-types';

// /wholesale/faq. Six sections (catalogue spec, section 2); the answers restate the business
// constants of both specs' section 9 word for word where money, time or law is involved.
const en_faq = {
  metaTitle: 'FAQ',
  crumb: 'FAQ',
  title: 'Frequently Asked Questions',
  intro: 'Answers to the questions restaurant owners ask us most. Tap a question to see the answer.',
  delivery: {
    heading: 'Delivery',
    q1: 'Do you deliver?',
    a1: 'Delivery is currently unavailable. All orders are picked up at our downtown Los Angeles (DTLA) warehouse, usually ready within 24 hours.',
    q2: 'What will delivery cost when it returns?',
    a2: 'Delivery will be free within Los Angeles County only, for orders of $3,000 or more. Below that amount you can pick up your order at no charge or pay a $25 delivery fee.',
  },
  refund: {
    heading: 'Refund',
    q1: 'Can I return an order or get a refund?',
    a1: 'Meat is perishable, so all sales are final and we cannot take products back once they have left our warehouse.',
    q2: 'What if there is a problem with the quality?',
    a2: 'Report it within 24 hours of receiving your order, with photos of the product and its label. We review every claim and reply with the next steps.',
  },
  purchase: {
    heading: 'Purchase',
    q1: 'Who can buy from you?',
    a1: 'Verified businesses only. You need a business license and a California resale certificate. Account requests are reviewed within 1-2 business days and you are told by e-mail.',
    q2: 'Why can’t I see prices or add to cart?',
    a2: 'Wholesale prices and the cart are shown only to signed-in customers whose account has been approved.',
    q3: 'How can I pay?',
    a3: 'Cash or card. We do not accept American Express. Card payments include sales tax, and a processing fee may apply.',
    q4: 'What happens if a payment is late?',
    a4: 'Late payments carry interest of 1.5% per month, or the maximum rate allowed by law if that is lower.',
  },
  bulk: {
    heading: 'Bulk Purchase',
    q1: 'Do you offer bulk discounts?',
    a1: 'Yes. Orders above $3,000 can qualify for bulk pricing. Contact our sales team with the products and quantities you need.',
    q2: 'Can you prepare large or regular orders?',
    a2: 'Yes. Tell us a few days ahead for large volumes or a weekly standing order, and we will plan production for you.',
  },
  cashCarry: {
    heading: 'Cash & Carry',
    q1: 'How does pickup work?',
    a1: 'Check out online with a 50% prepayment. Your order is usually ready within 24 hours at our DTLA warehouse, and you pay the balance when you pick it up.',
    q2: 'Is there a discount for cash?',
    a2: 'Yes. Pay the balance in cash at pickup and you get 5% off the balance.',
    q3: 'What if I cannot make my pickup?',
    a3: 'Contact us before your pickup time so we can reschedule. Two or more missed pickups may lead to the suspension of your account.',
  },
  allergen: {
    heading: 'Allergen',
    q1: 'Do your products contain allergens?',
    a1: 'Some do, especially marinated meats, which may contain soy, wheat or sesame. Every product page lists its ingredients and allergens.',
    q2: 'Can products without those ingredients still contain traces?',
    a2: 'Yes. Our facilities handle soy, wheat, sesame and other allergens, so we cannot guarantee that any product is free of them.',
  },
  moreHeading: 'Still have a question?',
  more: 'Our team answers Monday to Friday, 8am to 3:30pm Pacific time.',
  moreButton: 'Contact us',
} satisfies BaseTranslation;

export default en_faq;
