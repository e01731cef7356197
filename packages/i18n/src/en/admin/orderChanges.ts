// One order's changes in the back office: the buyer's cutoff, the line editor (a
// shortage, a removed line, a substitution, an added product), its confirmation, cancelling the
// order, and the order's revisions with their differences.
const en_admin_orderChanges = {
  // --- the buyer's cutoff, on the order panel
  buyerChanges: "Buyer's changes",
  buyerOpen: 'Buyer may change until {when:string}',
  buyerClosed: "Buyer's changes closed {when:string}",
  /** a confirmed (or later) order: the buyer can no longer change it online, whatever the clock */
  buyerClosedStatus: "Buyer's changes closed: the order is no longer pending (cutoff {when:string})",
  buyerNoCutoff: 'Only staff can change it: the order has no pickup window',
  staffClosed: 'This order is complete, declined or cancelled: it can no longer be changed.',

  // --- the line editor
  edit: 'Edit lines',
  editTitle: 'Editing the lines',
  editIntro:
    'Record a shortage (a lower quantity), remove a line, substitute another product or add one. Changed and new lines are priced at the buyer’s price when saved; a catch-weight line whose quantity changes is weighed again.',
  actions: 'Actions',
  quantityFor: 'Quantity of {name:string}',
  substitute: 'Substitute',
  substituteFor: 'Substitute {name:string}',
  remove: 'Remove',
  removeFor: 'Remove {name:string}',
  undoRemove: 'Undo',
  undoRemoveFor: 'Undo removing {name:string}',
  removedTag: 'Removed',
  addedTag: 'Added',
  replaces: 'Replaces {name:string}',
  priceOnSave: 'Buyer’s price on save',
  addProduct: 'Add product',
  save: 'Save changes',
  discard: 'Discard',
  noChanges: 'No changes yet.',
  changeCount: '{count:number} change{{s}} not saved yet.',
  quantityInvalid: 'Enter a whole number from 1 to 999.',

  // --- picking a product (a substitute or an added product)
  pickSubstituteTitle: 'Substitute {name:string}',
  pickSubstituteText:
    'The product you choose replaces {name:string}, with the same quantity ({quantity:string}) unless you change it.',
  pickAddTitle: 'Add a product',
  pickAddText: 'The product you choose is added with a quantity of 1; change it in the editor.',
  pickSearch: 'Search products',
  pickSearchPlaceholder: 'Name in English or Korean',
  pickResults: 'Products',
  pickLoading: 'Loading products...',
  pickEmpty: 'No products found.',
  pickError: 'Could not load the products.',
  pickMore: 'Showing the first {count:number}: search to narrow the list.',
  pickOnOrder: 'already on the order',
  pickListPrice: 'list {price:string}',
  pickClose: 'Cancel',

  // --- the confirmation before saving, and what its summary says
  confirmTitle: 'Save the changes to order {number:string}?',
  confirmText: 'The buyer ({email:string}) is e-mailed the order as it was and as it is now, in their language.',
  confirmPricing: 'Changed and new lines are priced at the buyer’s price now; the new total shows once saved.',
  confirmBack: 'Back to editing',
  confirmSave: 'Save and e-mail the buyer',
  saving: 'Saving...',
  sumQuantity: '{name:string}: {from:string} → {to:string}',
  sumRemoved: '{name:string}: removed (was {quantity:string})',
  sumAdded: '{name:string}: added ({quantity:string})',
  sumReplaced: '{from:string} replaced by {to:string}',
  sumReplacedQuantity: '{from:string} replaced by {to:string} ({fromQuantity:string} → {toQuantity:string})',

  // --- after saving
  saved: 'Order changed; the buyer was e-mailed',
  savedText: 'The order total is now {total:string}.',
  saveFailed: 'Failed to change the order',
  /** a change refused because the buyer changed the order first: the page reloads it */
  changedMeanwhile:
    'The buyer changed this order a moment ago: review it before changing it. Your edits were not saved.',
  statusChangedMeanwhile: 'The buyer changed this order a moment ago: review it before changing its status',
  reloaded: 'The order was reloaded.',

  // --- cancelling
  cancel: 'Cancel order',
  cancelTitle: 'Cancel order {number:string}?',
  cancelText:
    'The buyer ({email:string}) is e-mailed that the order was cancelled, with your reason if you give one. This cannot be undone.',
  cancelRefund:
    'The e-mail says nothing is due and that a deposit paid for it will be refunded: refund it if one was paid.',
  cancelReason: 'Reason (optional)',
  cancelReasonHint: 'Included in the e-mail to the buyer, at most 500 characters.',
  cancelReasonTooLong: 'The reason can be at most 500 characters.',
  cancelKeep: 'Keep order',
  cancelConfirm: 'Cancel order and e-mail the buyer',
  cancelling: 'Cancelling...',
  cancelled: 'Order cancelled; the buyer was e-mailed',
  cancelFailed: 'Failed to cancel the order',
  cancelChangedMeanwhile:
    'The buyer changed this order a moment ago: review it before cancelling it. It was not cancelled.',

  // --- the revisions
  revisionsTitle: 'Changes',
  revisionsEmpty: 'No changes since the order was placed.',
  revisionChange: 'Change {revision:number}',
  revisionCancel: 'Cancelled (change {revision:number})',
  byBuyer: 'by the buyer',
  byBuyerNamed: 'by the buyer, {name:string}',
  byAdmin: 'by {name:string}',
  unknownAdmin: 'an admin',
  lineQuantity: '{name:string}: {from:string} → {to:string}',
  lineAdded: '{name:string}: added ({quantity:string})',
  lineRemoved: '{name:string}: removed (was {quantity:string})',
  linePrice: 'price {from:string} → {to:string}',
  /** a line's price, when its quantity stayed: 'Beef short rib: price $10.00 → $11.00' */
  linePriceOnly: '{name:string}: price {from:string} → {to:string}',
  pickupMoved: 'Pickup moved: {from:string} → {to:string}',
  pickupSet: 'Pickup set: {to:string}',
  noteChanged: 'Note: {from:string} → {to:string}',
  noNote: '(none)',
  reason: 'Reason: {reason:string}',
  noReason: 'No reason given.',
  totalChange: 'Total {from:string} → {to:string}',
  totalSame: 'Total {total:string} (unchanged)',
};

export default en_admin_orderChanges;
