// Settings > Launch deal: the products that qualify for the free item, the start, the early end and
// the places given.
const en_admin_launchDeal = {
  heading: 'Launch deal',
  help: 'The first 50 companies approved after the start get one free item on their first order. Choose the 5 lb products they may choose from.',
  state: {
    not_started: 'Not started',
    running: 'Running: {left:number} of {capacity:number} places left',
    full: 'Full: every place is given',
    ended: 'Ended early',
  },
  startedAt: 'Started {when:string}',
  endedAt: 'Ended {when:string}',
  productsHeading: 'Products for the free item',
  noProducts: 'No product chosen yet.',
  hiddenProduct: 'hidden: not offered until shown again',
  remove: 'Remove {name:string}',
  search: 'Add a product',
  searchPlaceholder: 'Name in English or Korean',
  searchEmpty: 'No products found.',
  add: 'Add',
  added: 'chosen',
  saved: 'Products saved',
  saveFailed: 'The products could not be saved',
  start: 'Start the deal',
  started: 'The launch deal has started',
  startFailed: 'The deal could not be started',
  end: 'End the deal early',
  endTitle: 'End the launch deal now?',
  endText:
    'No company approved from now on gets a place. The {given:number} companies with a place keep it. The deal cannot be started again.',
  endConfirm: 'End the deal',
  endKeep: 'Keep it running',
  ended: 'The launch deal has ended',
  endFailed: 'The deal could not be ended',
  placesHeading: 'Places given',
  noPlaces: 'No place given yet.',
  columns: {
    slot: 'No.',
    company: 'Company',
    granted: 'Approved',
    order: 'Used on',
  },
  unused: 'not used yet',
  /** on an order that used a place: what staff hand over with it */
  onOrder: 'Launch deal: hand over 1 × {item:string} free with this order ($0.00)',
  usedOn: '{order:string}: {item:string}',
};

export default en_admin_launchDeal;
