// A pickup order's mails from the order to its completion, with the parts they share, the owner's
// approval of a large order, a standing order's cycle and a pickup day the warehouse closes.

// An orderer's order above the owner's limit waits for the owner's approval.
export const orderApproval = {
  requestedSubject: '{orderer:string} asks you to approve order {orderNumber:string} ({total:string})',
  requestedIntro:
    '{orderer:string} placed order {orderNumber:string} for {total:string}, above the limit of {limit:string} you set. It waits for your approval and is not sent to the warehouse until you approve it.',
  requestedCta: 'Approve or decline',
  awaitingSubject: "Your order {orderNumber:string} waits for {owner:string}'s approval",
  awaitingIntro:
    "Your order {orderNumber:string} ({total:string}) is above your order limit, so it waits for {owner:string}'s approval. We will e-mail you when it is approved or declined.",
  approvedSubject: 'Your order {orderNumber:string} was approved',
  approvedIntro:
    '{owner:string} approved your order {orderNumber:string}. It is now with the warehouse, which will confirm it.',
  declinedSubject: 'Your order {orderNumber:string} was declined',
  declinedIntro: '{owner:string} declined your order {orderNumber:string}. It will not be prepared for pickup.',
  reason: 'Reason: {reason:string}',
  orderCta: 'View the order',
};

// Pickup orders: shared parts of order-received, order-notice and order-confirmed.
export const order = {
  /** a moment or a window on the warehouse clock: '{date}, {time} (Pacific time)' */
  when: '{date:string}, {time:string} (Pacific time)',
  am: 'AM',
  pm: 'PM',
  /** one time of day: '8:00 AM' */
  clock: '{time:string} {period:string}',
  /** a window within one half of the day: '8:00–10:00 AM' */
  clockRange: '{from:string}–{to:string} {period:string}',
  fields: {
    orderNumber: 'Order number',
    orderDate: 'Order date',
    pickupTime: 'Pickup time',
    pickupPlace: 'Pickup place',
    note: 'Note',
  },
  pickupPlace: 'DTLA warehouse, {address:string}',
  itemsHeading: 'Items',
  /** the launch deal's free line, under the items */
  freeItem: 'Launch deal: 1 × {item:string}, free ($0.00)',
  columns: {
    item: 'Item',
    quantity: 'Quantity × price',
    amount: 'Amount',
  },
  box: '{count:number} box',
  boxes: '{count:number} boxes',
  pack: '{count:number} pack',
  packs: '{count:number} packs',
  boxLine: '{quantity:string} × {price:string}',
  /** a catch-weight line not weighed yet: '3 packs × ~12.35 lb × $4.99/lb' */
  catchWeightLine: '{packs:string} × ~{lbs:string} lb × {price:string}/lb',
  weighedLine: '{packs:string} × {price:string}/lb (weighed)',
  weighedLbsLine: '{packs:string}, weighed {lbs:string} lb × {price:string}/lb',
  /** an amount or a label marked as an estimate */
  estimated: '{value:string} (estimated)',
  amountsHeading: 'Amounts',
  subtotal: 'Subtotal',
  pickupFee: 'Pickup fee',
  total: 'Total',
  prepaymentNow: 'Deposit: 50% prepayment',
  prepayment: 'Prepayment (50%)',
  balance: 'Balance due at pickup',
  /** how staff collect the deposit (the back office's setting), and by when */
  depositHeading: 'Paying the deposit',
  /** the day, e.g. 'Wednesday, November 25, 2026' */
  depositDue: 'Deposit due by {day:string}',
  notesHeading: 'Payment and pickup',
  cashDiscount: 'Pay the balance in cash at pickup and get up to 5% off the balance (up to {amount:string}).',
  cardTax: 'Card payments add sales tax.',
  methods: 'We accept cash and credit cards only. American Express is not accepted.',
  catchWeight:
    'Items sold by catch weight (C.W.) are estimated from the average pack weight. Their final amount follows the weight measured at pickup, so the total and the balance may change.',
  noShow:
    'Two or more missed pickups may lead to the suspension of your account. If you cannot come, please contact us before your pickup time.',
  ordersCta: 'View your orders',
  questions: 'Questions? Contact us during business hours: Monday to Friday, 8:00AM-3:30PM Pacific time.',
};

export const orderReceived = {
  subject: 'We received your order {orderNumber:string}',
  intro: 'Thank you for your order. Here are the details we received.',
  notConfirmed:
    'Please note: your order is not confirmed yet. Our team reviews every order, and it is confirmed only when you receive our confirmation e-mail.',
};

export const orderNotice = {
  subject: 'New pickup order {orderNumber:string} — {who:string}, {day:string}',
  intro:
    'A new pickup order was placed online and is waiting for review. Set its status to "order placed" to confirm it: the buyer then receives the confirmation e-mail.',
  buyerHeading: 'Buyer',
  fields: {
    name: 'Name',
    company: 'Company',
    email: 'E-mail',
    phone: 'Phone',
    licenseNumber: 'Business license no.',
  },
  orderHeading: 'Order',
  cta: 'Open the admin dashboard',
};

export const orderConfirmed = {
  subject: 'Your order {orderNumber:string} is confirmed',
  intro:
    'Good news: your order {orderNumber:string} is confirmed. We will have it ready at our DTLA warehouse for your pickup time.',
};

// The buyer's mail on the first 'declined' of an order. Careful wording: we do not
// know here whether a deposit was paid, so the refund is promised only if one was.
export const orderDeclined = {
  subject: 'We cannot fill your order {orderNumber:string}',
  intro: 'We are sorry, but we cannot fill your order {orderNumber:string}. It will not be prepared for pickup.',
  payment: 'Nothing is due for this order. If you paid a deposit for this order, we will refund it.',
  contact:
    'If you have questions, or would like to order something else, reply to this e-mail or call us during business hours.',
  fields: {
    pickup: 'Pickup you had chosen',
    reason: 'Why',
  },
};

// The buyer's mail on the first 'complete' of an order: thanks, final amounts, points.
export const orderComplete = {
  invoiceCta: 'Download your invoice',
  subject: 'Thank you: your order {orderNumber:string} is complete',
  intro: 'Your order {orderNumber:string} is complete. Thank you for your business!',
  /** the total once the catch-weight lines are weighed */
  finalTotal: 'Final total',
  points: '{points:number} point{{s}}',
  fields: {
    points: 'Reward points earned',
  },
  followUp: 'If anything about this order is not right, reply to this e-mail or call us during business hours.',
};

// A standing order's cycle ("repeat this order every week").
export const standingOrder = {
  /** {day}: the pickup day, 'Thursday, December 3, 2026' */
  madeSubject: 'Your regular order {orderNumber:string} for {day:string}',
  madeIntroWeekly:
    "Your weekly order is ready for review. We made it at this week's prices; it follows the same rules as any order.",
  madeIntroFortnightly:
    "Your order every 2 weeks is ready for review. We made it at this week's prices; it follows the same rules as any order.",
  leftOut: 'Left out because they are no longer available: {names:string}.',
  cutoff: 'You can change it, or skip this week by cancelling it, until {time:string}.',
  changeCta: 'Change this order',
  skipCta: 'Skip this week',
  nothingSubject: 'No regular order for {day:string}',
  nothingIntro: 'We did not make your regular order for {day:string}: none of its products is available this week.',
  nothingNext:
    'Your standing order stays as it is: the next one is made as usual. You can change or end it in your profile.',
  standingCta: 'Your standing orders',
  // When the standing order itself changes: set up, paused, resumed or ended.
  setUpSubject: 'Your standing order is set up',
  setUpIntro:
    "Your order now repeats {every:string}. We make each one before its pickup day, at that week's prices, and e-mail it to you to review.",
  pausedSubject: 'Your standing order is paused',
  pausedIntro: 'No orders are made while it is paused. You can resume it in your profile at any time.',
  resumedSubject: 'Your standing order is back on',
  resumedIntro: "Orders are made again from the next pickup day on, at that week's prices.",
  endedSubject: 'Your standing order has ended',
  endedIntro: 'No more orders will be made from it. Orders already made stay as they are.',
  changedBy: 'Changed by {name:string} of your company.',
  everyWeek: 'every week',
  everyTwoWeeks: 'every 2 weeks',
  productsHeading: 'Products',
  fields: {
    repeats: 'Repeats',
    nextPickup: 'Next pickup',
    nextMade: 'Next order made',
  },
};

export const pickupClosed = {
  subject: 'Your pickup day is closed: order {orderNumber:string}',
  /** the closed day, and why when it is a holiday: 'Thursday, November 26, 2026 (Thanksgiving Day)' */
  intro: 'Our DTLA warehouse will be closed on {day:string}, the pickup day of your order {orderNumber:string}.',
  dayWithReason: '{day:string} ({reason:string})',
  next: 'We are sorry for the change. We will contact you to choose another pickup day; your order stays as it is and you do not need to order again.',
  contact: 'If you would like to choose now, reply to this e-mail or call us during business hours.',
  hoursSubject: 'Special hours on your pickup day: order {orderNumber:string}',
  hoursIntro:
    'Our DTLA warehouse is open for special hours on {day:string}, the pickup day of your order {orderNumber:string}, and your pickup time falls outside them.',
  hoursNext:
    'We are sorry for the change. We will contact you to choose another pickup time; your order stays as it is and you do not need to order again.',
  fields: {
    closedPickup: 'Pickup time (closed)',
    hours: 'Special hours',
    outsidePickup: 'Pickup time (outside the hours)',
  },
};
