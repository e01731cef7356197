import type { BaseTranslation } from '../../i18n-types';

// The product page's words (the page, its pictures, price, share button and add-to-cart row): a
// namespace of their own, loaded with that page, not with every storefront page's first load
// (the first load's JavaScript budget).
const en_product = {
  notFoundTitle: 'Product Not Found',
  notFoundText: "We couldn't find the product you're looking for. It may no longer be available...",
  // A product that failed to load for want of a network: never "not found".
  networkTitle: "Can't Reach the Store",
  networkText:
    "This product couldn't be loaded because the network failed. It is still for sale: try again when you have a connection.",
  loadFailedTitle: 'Something Went Wrong',
  loadFailedText: "This product couldn't be loaded just now. Please try again.",
  images: 'Product images',
  imageAlt: '{name:string}, photo {n:number}',
  noImage: 'No image available',
  contactUs: 'CONTACT US',
  // A product's share button: the phone's share sheet (KakaoTalk, messages), or a copied link.
  share: {
    button: 'Share',
    label: 'Share {name:string}',
    copied: 'Link copied',
    failed: 'Could not copy the link. Here it is to copy by hand:',
  },
  addToCart: 'Add to cart',
  yourPrice: 'Your price',
  listPrice: 'List price',
  youSave: 'You save {amount:string} ({percent:number}%)',
  tiersTitle: 'Your price by quantity',
  tierBoxes: 'From {n:number} boxes: {price:string}',
  tierPacks: 'From {n:number} packs: {price:string}/lb',
  packWeight: 'About {w:number} lb a pack',
  estimateTitle: 'Estimated amount',
  estimateText: '{packs:number} pack{{s}} × {w:number} lb × {price:string}/lb',
  estimateNote: 'An estimate: the final amount follows the weighing at pickup.',
  signInToOrder: 'Sign in to see your price and order',
  quantityBoxes: 'Quantity (boxes)',
  quantityPacks: 'Quantity (packs)',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  pickupTitle: 'Pick up available at DTLA Warehouse',
  pickupText: 'Usually ready in 24 hours',
  storageNotes: ['Keep frozen', 'Cook thoroughly before eating', 'Pack date printed on the label'],
  detail: 'DETAIL',
  information: 'INFORMATION',
  ingredientsAllergens: 'INGREDIENTS & ALLERGENS',
  brand: 'Brand',
  grade: 'Grade',
  origin: 'Origin',
  weight: 'Weight',
  spec: 'Spec',
  weightValue: '{w:number} lbs/pack',
  description: 'Description',
  storage: 'Storage',
  storageList: [
    'Keep frozen at 0°F (-18°C) or below.',
    'Thaw in the refrigerator, not at room temperature.',
    'Do not refreeze once thawed.',
    'Cook thoroughly before eating.',
  ],
  ingredients: 'Ingredients',
  allergens: 'Allergens',
  none: 'None',
  facilityNote: 'Made in a facility that also handles soy, wheat, sesame and other allergens.',
  wholesaleOnly: 'Wholesale Only',
  wholesaleOnlyText: 'Sold to verified businesses with a valid license.',
  price: 'Price',
  /**
   * Words of the product data (grade, origin) that the page translates in Korean mode. English
   * shows the stored words; features/catalogue/terms.ts maps stored values to these keys.
   */
  dataTerms: {
    grade: {
      usdaPrime: 'USDA Prime',
      usdaChoice: 'USDA Choice',
      usdaSelect: 'USDA Select',
      usdaInspected: 'USDA Inspected',
      usdaGradeA: 'USDA Grade A',
      americanWagyu: 'American Wagyu',
    },
    country: { usa: 'USA' },
    state: {
      california: 'California',
      colorado: 'Colorado',
      idaho: 'Idaho',
      iowa: 'Iowa',
      kansas: 'Kansas',
      nebraska: 'Nebraska',
      texas: 'Texas',
    },
  },
} satisfies BaseTranslation;

export default en_product;
