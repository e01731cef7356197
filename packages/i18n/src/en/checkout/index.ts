import type { BaseTranslation } from '../../i18n-types';

// The order summary and checkout (/order-summary, catalogue spec sections 2, 4, 5 and 9); the
// profile's order views are the 'orders' namespace. Quoted texts of the spec are used word for word:
// CHECK OUT, PLACE YOUR ORDER, FINISH, the three agreements of section 5.
const en_checkout = {
  title: 'Order summary',
  loading: 'Preparing your order summary',
  steps: {
    label: 'Checkout steps',
    summary: 'Order Summary',
    payment: 'Payment',
    thanks: 'Thank You',
    current: '(current step)',
    done: '(done, go back)',
    todo: '(not yet)',
  },
  summary: {
    orderType: 'Pickup or delivery',
    items: 'Items',
    pickupOption: 'Pickup at DTLA Warehouse',
    pickupOptionText: 'Usually ready in 24 hours. Pickup fee $0.00.',
    delivery: 'Delivery',
    deliveryUnavailable: 'Currently unavailable',
    pickupDay: 'Pickup day',
    pickupTime: 'Pickup time (Pacific time)',
    pickupLoading: 'Loading pickup times',
    pickupFailed: "We couldn't load the pickup times.",
    noPickup: 'No pickup time is open in the next two weeks. Please contact us.',
    earliest: 'Earliest',
    /** the pre-selected window, its day said plainly: 'Tomorrow, Fri Nov 27 · 8:00–10:00 AM PT' */
    earliestChosen: 'Earliest pickup, selected: {when:string}',
    chosenPickup: 'Your pickup: {when:string}',
    /** under a pickup day: until when an order for it can be changed ('Wed, Nov 25, 5:00 PM') */
    dayChangesUntil: 'Changes until {when:string}',
    /** under a pickup day whose change deadline passed, or passes within the hour */
    dayNoChanges: 'Cannot be changed online',
    /** the chosen day's deadline, 'Wed, Nov 25 · 5:00 PM PT' */
    changesUntil: 'You can change or cancel this order online until {when:string}.',
    noChangesClosed:
      'This order cannot be changed online: changes for this pickup day closed {when:string}. A later day keeps that option.',
    noChangesClosing:
      'This order cannot be changed online: changes for this pickup day close {when:string}, within the hour. A later day keeps that option.',
    note: 'Note for the warehouse (optional)',
    notePlaceholder: 'e.g. slice thin, call on arrival',
    noteCount: '{n:number} / 500',
    checkOut: 'CHECK OUT',
    empty: 'Your cart is empty',
    browse: 'Browse Products',
    unavailable: 'Some products in your cart are no longer available. Remove them in your cart to check out.',
    toCart: 'Go to cart',
    signIn: 'Sign in to place an order',
    adminNoCart: 'Admin accounts have no cart. Sign in as a buyer to place orders.',
    retry: 'Try Again',
    loadFailed: "We couldn't load the products in your cart.",
    loadFailedNetwork: "We couldn't load the products in your cart because the network failed. Your cart is kept.",
  },
  money: {
    subtotal: 'Subtotal',
    fee: 'Pickup fee',
    total: 'Total',
    estimatedTotal: 'Estimated total',
    prepayment: 'Deposit: 50% prepayment',
    balance: 'Due at pickup: balance',
    cashNote: 'Pay the balance in cash and save up to 5% ({amount:string}).',
    cardNote: 'Card payments add sales tax. Cash and credit cards only (no American Express).',
    estimateNote:
      'Catch-weight (C.W.) products are estimated: packs × lb per pack × price per lb. The final amount follows the weighed total at pickup.',
    est: 'Est.',
    perLb: '{packs:number} pack{{s}} × ~{w:number} lb × {price:string}/lb',
    perBox: '{n:number} × {price:string}',
    weighed: '{lbs:number} lb weighed × {price:string}/lb',
  },
  payment: {
    policyTitle: 'Payment and pickup policy',
    policy: [
      'Pickup orders need a 50% prepayment; the balance is paid at pickup.',
      'We accept cash and credit cards only (no American Express). Card payments include sales tax, and a cash balance gets up to 5% off.',
      'Two or more missed pickups may lead to the suspension of your account.',
      'Our team confirms every order by e-mail before it is prepared.',
    ],
    agreementsLabel: 'Agreements',
    agreements: [
      'I agree to the payment and no-show policy.',
      'I understand that all sales are final and non-refundable because the goods are perishable.',
      'I understand that the seller is not liable for issues after delivery (storage, preparation or handling).',
    ],
    placeOrder: 'PLACE YOUR ORDER',
    placing: 'Placing your order…',
    needAgreements: 'Tick all three agreements to place your order.',
    pickupSummary: 'Pickup: {when:string}',
  },
  /** how and by when the 50% deposit is paid (the back office's setting, with the day from the warehouse calendar) */
  deposit: {
    title: 'Paying the deposit',
    /** 'Due by Wed, Nov 25' */
    due: 'Due by {day:string}',
  },
  /** the company's California resale certificate has expired */
  resale: {
    refuseTitle: 'Your resale certificate has expired',
    refuseText:
      'Your California resale certificate expired on {day:string}. We cannot take orders until a renewed certificate is on file.',
    warnTitle: 'Your resale certificate has expired',
    warnText:
      'Your California resale certificate expired on {day:string}. You can still place this order, but please upload a renewed certificate soon.',
    ownerHow:
      'Upload the renewed certificate with its new expiry date in the Business documents section of your profile.',
    memberHow: "Please ask your company's owner to upload the renewed certificate from their profile.",
    upload: 'Upload a renewed certificate',
  },
  errors: {
    network:
      "We couldn't reach the server, so we could not confirm your order. Your cart is kept; check your connection and try again.",
    offline: 'You are offline. Your cart is kept; connect to the internet and try again.',
    /** a day the warehouse closed after the buyer chose it (a holiday, a staff closure) */
    pickupClosed: 'The warehouse is closed on {day:string}. Go back to the summary and choose another pickup day.',
    /** a refusal the page has no words of its own for: the server's message follows */
    refused: 'The server refused the order: {message:string}',
    server: 'Something went wrong on our side. Your cart is kept; please try again in a moment.',
    signIn: 'Your session has ended. Please sign in again; your cart is kept.',
    emptyCart: 'Your cart is empty.',
    unavailable: 'Some products in your cart are no longer available. Go back to the summary to review your cart.',
    quantity: 'A quantity in your cart is not allowed (1 to 999 per product).',
    pickup: 'That pickup time is no longer available. Go back and choose another one.',
    keyReused: 'Your cart changed since you started checking out. Go back to the summary and check out again.',
    inFlight: 'Your order is still being placed. Wait a moment, then check your orders.',
    delivery: 'Delivery is currently unavailable. Please choose pickup.',
    orderTotal:
      'An order can total at most $1,000,000.00, with at most 999 of each product. Go back to the summary and split it into smaller orders.',
    notSent: 'Your order was not sent',
    notPlaced: 'Your order was not placed',
    stillPlacing: 'Your order is still being placed',
    safe: 'Nothing was charged. Trying again is safe: your order is never placed twice.',
    /** after a refusal: the same order would be refused again, so no word of trying again */
    charged: 'Nothing was charged.',
  },
  // An order kept offline and refused because prices changed meanwhile: the new total, what
  // changed, and a question before it is placed again at that total.
  review: {
    title: 'Prices changed while your order waited',
    text: 'It was not placed, and nothing was charged. The total is now {now:string} (it was {was:string}).',
    textNow: 'It was not placed, and nothing was charged. The total is now {now:string}.',
    changes: 'What changed',
    change: '{name:string}: {was:string} → {now:string}',
    confirm: 'Place order at {total:string}',
  },
  // An order placed without a connection: kept on the phone and sent once it can be.
  waiting: {
    title: 'Waiting for a connection',
    text: 'Your order is saved on this phone and goes out by itself as soon as there is a connection. You may leave this page: we will tell you when it is placed.',
    sending: 'Sending your order…',
    retry: 'Try now',
    cancel: "Don't send it",
    cancelled: 'The saved order will not be sent. Your cart is kept.',
  },
  creditHold: {
    badge: 'Credit hold',
    heading: 'Waiting for our review',
    text: 'This order is over your company’s credit limit, so our staff review it before it is confirmed. You get the confirmation e-mail once it is.',
    call: 'Questions? Call us at {phone:string}',
  },
  thanks: {
    heading: 'Thank you for your order!',
    orderNumber: 'Order number',
    date: 'Order date',
    pickup: 'Pickup',
    total: 'Total',
    notice: 'Your order is not confirmed until you receive a confirmation e-mail from us.',
    received: 'We e-mailed you the order details.',
    contact: 'Questions? Contact our sales team',
    viewOrders: 'View my orders',
    finish: 'FINISH',
    awaitingHeading: 'Your order waits for approval',
    awaiting:
      "This order is above your order limit, so your company's owner approves it before it goes to our warehouse. We e-mailed both of you; you will hear from us when it is approved or declined.",
  },
} satisfies BaseTranslation;

export default en_checkout;
