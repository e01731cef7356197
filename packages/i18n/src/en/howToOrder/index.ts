import type { BaseTranslation } from '../../i18n-types';

// /wholesale/how-to-order: the six ordering steps, in order.
const en_howToOrder = {
  metaTitle: 'How to Order',
  crumb: 'How to Order',
  title: 'How to Order',
  intro: 'Ordering takes six steps, from your first account request to picking up your meat in downtown Los Angeles.',
  stepLabel: 'Step {n:number}',
  s1: {
    title: 'Request an account',
    body: 'Fill in the sign-up form with your business details, your business license number and your California resale certificate. Documents can be uploaded as PDF, JPG or PNG files under 10 MB.',
  },
  s2: {
    title: 'Wait for approval',
    body: 'Our team reviews every request, usually within 1-2 business days. We tell you by e-mail as soon as your account is approved.',
  },
  s3: {
    title: 'Sign in to see wholesale prices',
    body: 'Sign in with your e-mail and password. Wholesale prices appear on every product page once you are signed in.',
  },
  s4: {
    title: 'Add products to your cart',
    body: 'Browse marinated, prepped and whole meat, or the Adams Gourmet line, and add what you need. Your cart is kept for 30 days.',
  },
  s5: {
    title: 'Check out for pickup',
    body: 'Review your order, accept the payment and pickup terms and pay 50% of the total in advance. Your order is confirmed when you receive our confirmation e-mail.',
  },
  s6: {
    title: 'Pick up at our DTLA warehouse',
    body: 'Orders are usually ready within 24 hours. Pay the balance at pickup; pay it in cash and you get 5% off the balance.',
  },
  paymentHeading: 'Payment',
  payment:
    'We accept cash and cards, except American Express. Card payments include sales tax, and a processing fee may apply. Delivery is currently unavailable.',
  helpHeading: 'Need help?',
  help: 'Our team is here Monday to Friday, 8am to 3:30pm Pacific time, in English and Korean.',
  ctaSignup: 'Request an account',
  ctaContact: 'Contact us',
} satisfies BaseTranslation;

export default en_howToOrder;
