// The profile's My prices view (?view=prices): every product with the signed-in buyer's own price
// (the label is the product page's "Your price", distinct from the member price) and the prices
// their list gives for larger quantities.
const en_account_myPrices = {
  link: 'My prices',
  title: 'My prices',
  intro: 'Every product at the price you pay, with the prices for larger quantities where your list has them.',
  filterLabel: 'Find a product',
  filterPlaceholder: 'Name or cut',
  loading: 'Loading your prices...',
  loadError: 'Could not load your prices.',
  retry: 'Try again',
  empty: 'No products to show.',
  noMatch: 'No product matches "{q:string}".',
  count: '{n:number} product{{s}}',
  back: 'Back to profile',
};

export default en_account_myPrices;
