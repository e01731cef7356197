import type { BaseTranslation } from '../../i18n-types';

// The cart: the cart buttons' badge, the product page's add-to-cart toasts and the profile's cart
// tab. Quoted texts are the spec's (catalogue spec sections 2 and 8, storefront spec section 8),
// word for word.
const en_cart = {
  button: 'Cart, {n:number} product{{s}}',
  /** an orderer's limit beside the total, in the cart and at checkout: told before placing */
  limit: {
    within: 'Within your {limit:string} order limit.',
    above: 'Above your {limit:string} limit: the owner approves it first.',
  },
  /** the +/− on a listing card and a search result: one box or pack at a time, without opening the product */
  quick: {
    add: 'Add {name:string} to cart',
    more: 'One more {name:string}',
    less: 'One fewer {name:string}',
    inCart: '{n:number} in cart',
  },
  /** the launch deal's free item, offered in the cart to a company with an unused place */
  launchDeal: {
    heading: 'Launch deal: a free item on this order',
    text: 'As one of our first 50 customers, your first order includes one of these free ($0.00). Choose one:',
    free: 'free',
    note: 'It is added when you place this order, and used by it even if the order is cancelled later.',
  },
  add: {
    addedTitle: 'Added to Cart!',
    addedText: '{name:string}: {n:number} in your cart',
    viewInCart: 'View in Cart',
    failedTitle: 'Failed Adding to Cart!',
    needsCookies: 'Cart functionality requires cookies.',
    acceptAndAdd: 'Accept Cookies & Add to Cart',
    lineAtMaxTitle: 'Maximum quantity reached',
    lineAtMaxText: 'Your cart already holds {max:number} of this product, the most one order line can take.',
    fullTitle: 'Your cart is full',
    fullText: 'A cart holds up to {max:number} products. Check out or remove some first.',
  },
  tab: {
    title: 'Your cart',
    count: '{n:number} product{{s}}',
    loading: 'Loading your cart',
    empty: 'Your cart is empty',
    browse: 'Browse Products',
    needsCookies: 'Cart functionality requires cookies.',
    acceptCookies: 'Accept Cookies',
    loadFailed: "We couldn't load the products in your cart.",
    loadFailedNetwork: "We couldn't load the products in your cart because the network failed. Your cart is kept.",
    retry: 'Try Again',
    quantity: 'Quantity of {name:string}',
    boxes: '{n:number} box{{es}}',
    packs: '{n:number} pack{{s}}',
    increase: 'Add one {name:string}',
    decrease: 'Remove one {name:string}',
    remove: 'Remove {name:string} from cart',
    removeShort: 'Remove',
    atMax: 'Maximum {max:number}',
    perPack: 'About {w:number} lb per pack',
    est: 'Est.',
    estimateNote:
      '{packs:number} pack{{s}} × {w:number} lb × {price:string}/lb. The final amount follows the weighed total at pickup.',
    unavailable: 'No longer available',
    unavailableName: 'Product #{id:number}',
    unavailableText: 'It is not counted in the total.',
    blocked: 'Remove the products that are no longer available to check out.',
    total: 'Total',
    estimatedTotal: 'Estimated total',
    estimatedTotalNote: 'Catch-weight products are charged by the weighed total at pickup.',
    checkout: 'Check out · {total:string}',
    checkoutEstimated: 'Check out · Est. {total:string}',
    announceQuantity: '{name:string}: quantity {n:number}',
    announceRemoved: '{name:string} removed from cart',
  },
} satisfies BaseTranslation;

export default en_cart;
