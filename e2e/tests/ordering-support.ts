// Shared by the cart, checkout and profile-orders specs: their dictionaries, English plurals, and
// the demo catalogue's kinds of products.
import enCart from '../../packages/i18n/src/en/cart';
import enCheckout from '../../packages/i18n/src/en/checkout';
import koCart from '../../packages/i18n/src/ko/cart';
import koCheckout from '../../packages/i18n/src/ko/checkout';
import type { DemoItem } from '../../packages/db/src/seed/catalogue-data';
import { fill } from './accounts-support';
import type { Locale } from './support';

export type CartTexts = typeof enCart;
export type CheckoutTexts = typeof enCheckout;
export const cartTexts = (locale: Locale): CartTexts => (locale === 'ko' ? (koCart as CartTexts) : enCart);
export const checkoutTexts = (locale: Locale): CheckoutTexts => (locale === 'ko' ? (koCheckout as CheckoutTexts) : enCheckout);

/** Fills a template's parameters and its English plural parts ({{s}}, {{es}}) for `n`. */
export function say(template: string, args: Record<string, string | number>, n?: number): string {
  const filled = fill(template, args);
  return n === undefined ? filled : filled.replace(/\{\{(\w+)\}\}/g, (_, plural: string) => (n === 1 ? '' : plural));
}

export const CW = 'C.W. (Catch Weights)';
/** A product a listing shows (visible, with an image). */
export const listable = (i: DemoItem): boolean => i.show && i.images > 0;
