// A pending order changed or cancelled before its cutoff, by the buyer or by staff.

// What changed, one item per line, as order-changed and order-change-notice list it.
export const orderChanges = {
  heading: 'What changed',
  /** a line whose quantity changed: 'Beef short rib · 30 lb - 5 lb x 6 packs: 2 boxes → 3 boxes' */
  quantity: '{item:string}: {from:string} → {to:string}',
  added: 'Added: {item:string}: {quantity:string}',
  removed: 'Removed: {item:string}: {quantity:string}',
  /** two pickup windows, each as 'Wednesday, November 25, 2026, 8:00–10:00 AM (Pacific time)' */
  pickup: 'Pickup: {from:string} → {to:string}',
  note: 'Note for the warehouse: {from:string} → {to:string}',
  /** a note that was, or became, empty */
  noNote: '(none)',
};

export const orderChanged = {
  subject: 'Your order {orderNumber:string} was changed',
  intro:
    'Your order {orderNumber:string} was changed as you asked. Here is what changed and the order as it now stands.',
  introByStaff:
    'Our warehouse changed your order {orderNumber:string}. Here is what changed and the order as it now stands.',
  contactByStaff: 'If this change does not work for you, reply to this e-mail or call us during business hours.',
  /** the cutoff: 'Wednesday, November 25, 2026, 5:00 PM (Pacific time)' */
  cutoff: 'You can change or cancel this order online until {time:string}.',
};

// Same care as orderDeclined: the refund is promised only if a deposit was paid.
export const orderCancelled = {
  subject: 'Your order {orderNumber:string} was cancelled',
  intro: 'Your order {orderNumber:string} was cancelled as you asked. It will not be prepared for pickup.',
  introByStaff: 'We cancelled your order {orderNumber:string}. It will not be prepared for pickup.',
  payment: 'Nothing is due for this order. If you paid a deposit for this order, we will refund it.',
  contact:
    'To order again, visit our online store. If you have questions, reply to this e-mail or call us during business hours.',
  fields: {
    pickup: 'Pickup you had chosen',
    reason: 'Reason',
  },
};

// To the business inbox (read in English): who changed or cancelled which order, and how.
export const orderChangeNotice = {
  subjectChange: 'Order {orderNumber:string} changed by {who:string}',
  subjectCancel: 'Order {orderNumber:string} cancelled by {who:string}',
  whoBuyer: 'the buyer ({name:string})',
  whoBuyerCompany: 'the buyer ({name:string}, {company:string})',
  whoStaff: 'staff ({name:string})',
  introChange:
    'Order {orderNumber:string} was changed by {who:string}. Prepare it as it now stands: the changes are listed below, and the back office shows the whole order.',
  introCancel:
    'Order {orderNumber:string} was cancelled by {who:string}. Do not prepare it. If the buyer paid a deposit, refund it: the buyer was told it will be refunded.',
  buyerHeading: 'Buyer',
  orderHeading: 'Order',
  fields: {
    name: 'Name',
    company: 'Company',
    email: 'E-mail',
    phone: 'Phone',
    changedBy: 'Changed by',
    cancelledBy: 'Cancelled by',
    pickup: 'Pickup time',
    /** the window a cancelled order had */
    cancelledPickup: 'Pickup time it had',
    total: 'Total',
    reason: 'Reason',
  },
  /** the order's total before and after: '$564.86 → $754.84' */
  totalChange: '{from:string} → {to:string}',
  totalSame: '{total:string} (unchanged)',
  cta: 'Open the order in the back office',
};
