// Shared by the cart, checkout and profile-orders specs: their dictionaries, English plurals, and
// the demo catalogue's kinds of products.
import enCart from '@wholesale/i18n/dictionaries/en/cart';
import enBuyerOrders from '@wholesale/i18n/dictionaries/en/buyerOrders';
import enCheckout from '@wholesale/i18n/dictionaries/en/checkout';
import koCart from '@wholesale/i18n/dictionaries/ko/cart';
import koBuyerOrders from '@wholesale/i18n/dictionaries/ko/buyerOrders';
import koCheckout from '@wholesale/i18n/dictionaries/ko/checkout';
import { demoItems, type DemoItem } from '@wholesale/db/demo-catalogue';
import { fill } from './accounts-support';
import type { Locale } from './support';

export type CartTexts = typeof enCart;
export type CheckoutTexts = typeof enCheckout;
export const cartTexts = (locale: Locale): CartTexts => (locale === 'ko' ? (koCart as CartTexts) : enCart);
export const checkoutTexts = (locale: Locale): CheckoutTexts =>
  locale === 'ko' ? (koCheckout as CheckoutTexts) : enCheckout;
export type OrdersTexts = typeof enBuyerOrders;
/** The profile's order views and standing orders (the `buyerOrders` namespace). */
export const ordersTexts = (locale: Locale): OrdersTexts =>
  locale === 'ko' ? (koBuyerOrders as OrdersTexts) : enBuyerOrders;

/** Fills a template's parameters and its English plural parts ({{s}}, {{es}}) for `n`. */
export function say(template: string, args: Record<string, string | number>, n?: number): string {
  const filled = fill(template, args);
  return n === undefined ? filled : filled.replace(/\{\{(\w+)\}\}/g, (_, plural: string) => (n === 1 ? '' : plural));
}

export const CW = 'C.W. (Catch Weights)';
/** A product a listing shows (visible, with an image). */
export const listable = (i: DemoItem): boolean => i.show && i.images > 0;

// The demo products by how they are sold: a box's price is fixed, a catch weight product's is per
// pound, so a spec picks its items from the kind its steps and totals are written for.
/** Every product a listing shows, in the seed's order. */
export const listedItems: readonly DemoItem[] = demoItems.filter(listable);
/** The listed products sold in boxes of one size (`spec`). */
export const boxesOf = (spec: DemoItem['spec']): DemoItem[] => listedItems.filter((i) => i.spec === spec);
/** The listed products sold by the box, whatever its size: a fixed price per box. */
export const boxItems: readonly DemoItem[] = listedItems.filter((i) => i.spec !== CW);
/** The listed catch weight products: priced per pound, the box's weight known once packed. */
export const catchWeightItems: readonly DemoItem[] = listedItems.filter((i) => i.spec === CW);
