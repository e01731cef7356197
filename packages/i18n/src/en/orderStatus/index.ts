import type { BaseTranslation } from '../../i18n-types';

// Order statuses, one word each, shared by the buyer's orders and the back office (so a buyer
// calling about "Quote sent" means what staff see). Keys: the status with spaces camel-cased.
// A namespace: only signed-in pages show a status, so no visitor's first load carries these words.
const en_orderStatus = {
  pending: 'Pending',
  contacted: 'Contacted',
  quoteSent: 'Quote sent',
  orderPlaced: 'Order placed',
  complete: 'Complete',
  declined: 'Declined',
  incomplete: 'Incomplete',
  completion: 'Completion',
  new: 'New',
  completed: 'Completed',
  delivered: 'Delivered',
  approved: 'Approved',
  processing: 'Processing',
  cancelled: 'Cancelled',
  shipped: 'Shipped',
  awaitingApproval: 'Awaiting approval',
  readyForPickup: 'Ready for pickup',
  missedPickup: 'Missed pickup',
} satisfies BaseTranslation;

export default en_orderStatus;
