import type { BaseTranslation } from '../../i18n-types';

// The installable app's own words (apps/web/src/features/install): loaded only where they show.
const en_pwa = {
  installHint: {
    label: 'Install the app',
    // Safari has no install button: the buyer is told where the browser keeps it.
    text: 'Add this store to your Home Screen: tap Share, then “Add to Home Screen”.',
    dismiss: 'Close',
  },
  // The service worker's notices (apps/web/src/features/offline; the offline notice is common.offline).
  pendingOrder: {
    waiting: 'Your order is waiting for a connection.',
    placed: 'Your order {number:string} has been placed.',
    view: 'View orders',
    refused: 'Your saved order was not placed. Your cart is kept.',
    open: 'Open the checkout',
  },
  // A read that failed for want of a network (the catalogue's pages): said as such, never "not found".
  network: {
    title: "Can't Reach the Store",
    products: "The products couldn't be loaded because the network failed. Try again when you have a connection.",
  },
  update: {
    text: 'A new version of the store is ready.',
    reload: 'Reload',
    later: 'Later',
  },
} satisfies BaseTranslation;

export default en_pwa;
