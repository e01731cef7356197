import type { BaseTranslation } from '../../i18n-types';
import en_buyerOrders_claims from './claims';
import en_buyerOrders_recalls from './recalls';

// The buyer's orders in the profile: the list, an order's page (changes, payments, approval,
// cancelling), ordering again, and standing orders. The checkout itself is the 'checkout' namespace.
const en_buyerOrders = {
  detailTitle: 'Order {number:string}',
  back: 'Back to my orders',
  status: 'Status',
  placedOn: 'Placed on',
  /** the owner's view of any order of the company: which member placed it */
  placedBy: 'Placed by',
  placedByLine: 'Placed by {name:string}',
  enteredByStaff: 'Taken by our staff (phone or text order)',
  pickup: 'Pickup',
  note: 'Note',
  lines: 'Items',
  /** the launch deal's free line, under the order's lines */
  freeLine: 'Launch deal: free',
  lineLot: 'Lot {code:string} · packed {packed:string} · {cases:number} case{{s}}',
  lineLots: 'Lots',
  item: 'Product',
  quantity: 'Qty',
  amount: 'Amount',
  /** where the order's payments stand, the payments our team recorded, and the invoice */
  payment: {
    title: 'Payment',
    /** the state line: what is left of the 50% deposit */
    stateDue: 'Deposit due: {amount:string}',
    statePrepaid: 'Deposit paid',
    statePaid: 'Paid in full',
    /** the order card's short badge while the deposit is due (paid in full says statePaid) */
    badgeDue: 'Deposit due',
    paidSoFar: 'Paid so far',
    leftToPay: 'Left to pay',
    received: 'Payments received',
    prepaymentCard: 'Deposit, card',
    prepaymentCash: 'Deposit, cash',
    balanceCard: 'Balance, card',
    balanceCash: 'Balance, cash',
    /** the money that changed hands for a payment */
    collected: 'Collected {amount:string}',
    /** what paying the balance in cash saved: '−$25.00 cash discount' */
    cashDiscount: '−{amount:string} cash discount',
    /** the sales tax a card added, in what was collected: 'incl. $48.75 sales tax' */
    cardTax: 'incl. {amount:string} sales tax',
    invoice: 'Download invoice',
    invoiceLater: 'Your invoice will be ready after your catch-weight items are weighed at pickup.',
    /** before the invoice: the order as it stands, as a PDF */
    confirmation: 'Download order confirmation',
    /** under the confirmation's links when every weight is final */
    invoiceOnComplete: 'Your invoice is issued when your order is complete.',
    /** the invoice in the other language: each link is written in its own language, whatever the page's */
    invoiceInEn: 'in English',
    invoiceInKo: '한국어로',
    /** the state line of a declined or cancelled order that holds money */
    depositToRefund: 'Deposit to refund: {amount:string}',
    depositToRefundNote: 'Our team will refund it, or move it to another order of yours if you ask.',
    /** what the order holds above what it owes */
    credit: 'Credit: {amount:string}',
    creditNote: 'More than this order owes: our team can refund it or move it to another of your orders.',
    refund: 'Refund',
    refundCard: 'Refund, card',
    refundCash: 'Refund, cash',
    /** the money handed back: 'Returned $548.75' */
    returned: 'Returned {amount:string}',
    creditFrom: 'Credit from {number:string}',
    creditTo: 'Credit moved to {number:string}',
    /** a credit memo an approved problem report issued: it counts as paid */
    creditMemo: 'Credit memo {number:string}',
    creditMemoNote: 'Credit for a reported problem',
    creditMemoPdf: 'Download the credit memo',
  },
  boxes: '{n:number} box{{es}}',
  packs: '{n:number} pack{{s}}',
  open: 'View order {number:string}',
  loading: 'Loading the order',
  loadFailed: "We couldn't load this order.",
  retry: 'Try Again',
  orderAgain: 'Order again',
  orderAgainBusy: 'Adding to your cart…',
  orderAgainDone: '{n:number} product{{s}} added to your cart.',
  orderAgainMissing: 'No longer available: {names:string}',
  orderAgainNone: 'None of these products are available any more.',
  orderAgainFull: '{n:number} product{{s}} did not fit: a cart holds at most {max:number} products.',
  orderAgainFailed: "We couldn't add this order to your cart. Check your connection and try again.",
  viewCart: 'View cart',
  usualTitle: 'My usual items',
  usualEmpty: 'Products you order will appear here for quick re-ordering.',
  usualFailed: "We couldn't load your usual items.",
  usualLast: 'Last order: {qty:string}',
  usualAdd: 'Add {n:number}',
  usualAddLabel: 'Add {n:number} of {name:string} to cart',
  usualAdded: '{qty:string} of {name:string}',
  added: 'Added to cart',
  lineAtMax: 'Your cart already holds the most of {name:string} one order can take ({max:number}).',
  cartFull: 'Your cart is full: it holds at most {max:number} products.',
  cookiesNeeded: 'Accept cookies to use the cart.',
  acceptAndAdd: 'Accept cookies and add to cart',
  estimated: 'Estimated until weighed',
  /** {when}: the order's cutoff on the warehouse's clock, 'Wed, Nov 25 · 5:00 PM PT' */
  changesUntil: 'Changes until {when:string}',
  changesClosed: 'Changes closed {when:string}',
  /** a pending order whose cutoff had passed when it was placed: it never took changes online */
  cannotChangeOnline: 'This order cannot be changed online',
  /** the last 24 hours before the cutoff; {time}: countdownTime or countdownMinutes */
  changesCloseIn: 'Changes close in {time:string}',
  countdownTime: '{h:number} h {m:number} min',
  countdownMinutes: '{m:number} min',
  reachSales:
    'To change this order, reply to your order e-mail or call us during business hours (Monday to Friday, 8:00 AM–3:30 PM Pacific time).',
  /** a pending order without a cutoff (no pickup window): only staff change it */
  lockedNote: 'This order can no longer be changed online.',
  confirmedNote: 'This order is confirmed, so it can no longer be changed online.',
  changeOrder: 'Change order',
  cancelOrder: 'Cancel order',
  /** the order's editor, in the order's page */
  edit: {
    title: 'Change order',
    intro:
      'Products you change or add are priced at your price today; the others keep their price. The new total below follows your changes.',
    /** the editor's running total, beside Save: worked out on the phone, priced by the server on save */
    runningTotal: 'New total {total:string}',
    runningTotalWas: 'Was {total:string}',
    runningTotalNote: 'We confirm the prices when you save.',
    products: 'Products',
    quantity: 'Quantity of {name:string}',
    increase: 'Add one {name:string}',
    decrease: 'Remove one {name:string}',
    atMax: 'Maximum {max:number}',
    remove: 'Remove',
    removeLabel: 'Remove {name:string} from the order',
    lastLine: 'An order needs at least one product. To cancel the whole order, use Cancel order.',
    newLine: 'New',
    addTitle: 'Add a product',
    addLabel: 'Search products',
    addPlaceholder: 'e.g. short rib',
    searching: 'Searching…',
    noResults: 'No products found for “{q:string}”.',
    searchFailed: "We couldn't search the products. Please try again.",
    add: 'Add',
    addItem: 'Add {name:string}',
    inOrder: 'In your order',
    pickupTitle: 'Pickup day and time',
    /** the order's window is no longer offered (too soon, or the day closed): it stays unless another is chosen */
    currentPickup: 'Current pickup: {when:string}. It stays as it is unless you choose another time.',
    /** asked before saving a move to a day whose change deadline passed, or passes within the hour */
    moveLockTitle: 'Move the pickup to {day:string}?',
    moveLockClosed:
      'Changes for {day:string} closed {when:string}. Once you save, this order can no longer be changed or cancelled online: only by calling us.',
    moveLockClosing:
      'Changes for {day:string} close {when:string}, within the hour. After that, this order can no longer be changed or cancelled online: only by calling us.',
    moveLockConfirm: 'Save and lock the order',
    moveLockKeep: 'Keep editing',
    save: 'Save changes',
    saving: 'Saving…',
    discard: 'Discard',
    nothingChanged: "You haven't changed anything yet.",
    announceQuantity: '{name:string}: {qty:string}',
    announceAdded: '{name:string} added',
    announceRemoved: '{name:string} removed',
    saved: 'Your order was changed',
    /** an orderer's change took the order above their limit: it waits for the owner again */
    savedAwaiting:
      "Your order was changed. It is now above your order limit, so it waits for your company's owner to approve it again; we e-mailed them.",
    reload: 'Reload the order',
    network: "We couldn't reach the server, so your changes were not saved. Check your connection and try again.",
    server: 'Something went wrong on our side, so your changes were not saved. Please try again in a moment.',
  },
  /** an orderer's order above the owner's limit */
  approval: {
    askOwner:
      '{name:string} placed this order above the limit you set. It goes to our warehouse only once you approve it.',
    waiting:
      "This order waits for your company's owner to approve it. You will get an e-mail when it is approved or declined.",
    approve: 'Approve order',
    approving: 'Approving…',
    approved: 'You approved the order. It is now with our warehouse.',
    decline: 'Decline',
    declineTitle: 'Decline order {number:string}?',
    declineText: '{name:string} will be told by e-mail, with your reason. A declined order cannot be approved later.',
    reason: 'Reason (optional)',
    confirmDecline: 'Decline order',
    keep: 'Keep waiting',
    declining: 'Declining…',
    declined: 'You declined the order.',
    declinedBecause: 'Declined by the owner: {reason:string}',
    failed: "We couldn't save your answer. Check your connection and try again.",
  },
  /** the cancellation's confirmation dialog */
  cancel: {
    title: 'Cancel order {number:string}?',
    text: 'We will not prepare this order. A cancellation cannot be undone.',
    reason: 'Reason (optional)',
    confirm: 'Cancel order',
    keep: 'Keep order',
    cancelling: 'Cancelling…',
    done: 'Your order was cancelled',
  },
  /** the order's changes, newest first */
  history: {
    title: 'Changes',
    byYou: 'by you',
    byTeam: 'by our team',
    /** 'Wed, Nov 25 · 3:05 PM PT · by you' */
    head: '{when:string} · {who:string}',
    /** 'Beef short rib: 2 → 3 boxes' */
    quantity: '{name:string}: {from:number} → {to:string}',
    added: 'Added {name:string}: {qty:string}',
    removed: 'Removed {name:string}',
    price: '{name:string}: new price {price:string}',
    pickup: 'Pickup moved to {when:string}',
    note: 'Note changed',
    cancelled: 'Cancelled',
    cancelledReason: 'Cancelled: {reason:string}',
    total: 'Total {from:string} → {to:string}',
  },
  /**
   * Standing orders: "Repeat this order" on an order's page, and the profile's
   * Standing orders view (?view=standing). Each cycle's order is made {days} days before its
   * pickup (6:00 AM Pacific) and the buyer e-mailed a preview to change or skip it.
   */
  standing: {
    title: 'Standing orders',
    intro:
      'We make each order for you {days:number} days before its pickup, at that week’s prices, and e-mail you a preview so you can change it or skip that week.',
    loading: 'Loading your standing orders',
    loadFailed: "We couldn't load your standing orders.",
    retry: 'Try Again',
    empty: 'No standing orders yet. Open an order and choose Repeat this order.',
    toOrders: 'My orders',
    /** the pickup's weekday as a schedule says it: 'Repeats every week on Thursdays' */
    weekdays: {
      sun: 'Sundays',
      mon: 'Mondays',
      tue: 'Tuesdays',
      wed: 'Wednesdays',
      thu: 'Thursdays',
      fri: 'Fridays',
      sat: 'Saturdays',
    },
    every1: 'Every week',
    every2: 'Every 2 weeks',
    /** {time}: the window's start with the zone, '10:00 AM PT' */
    schedule1: 'Repeats every week on {weekday:string} at {time:string}.',
    schedule2: 'Repeats every 2 weeks on {weekday:string} at {time:string}.',
    /** a standing order's card title: 'Thursdays at 10:00 AM PT' */
    when: '{weekday:string} at {time:string}',
    /** {made}: the day its order is made, 'Mon, Nov 30'; {pickup}: its pickup day, 'Thu, Dec 3' */
    next: 'Next order: made {made:string} for {pickup:string} — we e-mail you a preview to change or skip.',
    paused: 'Paused',
    pausedNote: 'Paused: no orders are made until you resume.',
    products: 'Products',
    unavailable: 'No longer available',
    unavailableNote: 'Products no longer available are left out of its orders until they are back.',
    note: 'Note',
    lastOrder: 'Last order',
    /** the last cycle's order: 'WS-100123, pickup Thu, Nov 26' */
    lastOrderText: '{number:string}, pickup {day:string}',
    actions: 'Change this standing order',
    /** 'Skip Thu, Dec 3': the next cycle not made yet */
    skip: 'Skip {day:string}',
    /** the week skipped, while its order is still to be made: 'Skipped: Thu, Nov 26' */
    skippedWeek: 'Skipped',
    /** 'Bring back Thu, Nov 26': undoes the skip */
    unskip: 'Bring back {day:string}',
    /** the form that changes its products and pickup weekday */
    change: 'Change products or day',
    editHeading: 'Products and pickup day',
    quantityFor: 'Quantity of {name:string}',
    removeHint: 'Set a quantity to 0 to take the product off.',
    pickupDay: 'Pickup day',
    saveChange: 'Save changes',
    cancelChange: 'Cancel',
    keepOne: 'Keep at least one product, or end the standing order.',
    pause: 'Pause',
    resume: 'Resume',
    toEvery1: 'Every week instead',
    toEvery2: 'Every 2 weeks instead',
    end: 'End',
    working: 'Saving…',
    /** what an action did, read out and shown on top of the view */
    skipped: 'Skipped {day:string}. Next pickup: {next:string}.',
    unskipped: '{day:string} is back: its order is made as usual.',
    changed: 'Saved. Next pickup: {next:string}.',
    pausedDone: 'Paused. No orders are made until you resume.',
    resumed: 'Resumed. Next pickup: {next:string}.',
    nowEvery1: 'Now every week. Next pickup: {next:string}.',
    nowEvery2: 'Now every 2 weeks. Next pickup: {next:string}.',
    ended: 'Your standing order was ended. Orders already made stay as they are.',
    network: "We couldn't reach the server, so nothing changed. Check your connection and try again.",
    server: 'Something went wrong on our side, so nothing changed. Please try again in a moment.',
    /** the confirmation before ending one */
    endTitle: 'End this standing order?',
    endText:
      'No more orders are made from it. Orders already made stay as they are: cancel one from its own page if you need to.',
    endConfirm: 'End standing order',
    endKeep: 'Keep it',
    ending: 'Ending…',
    /** on an order's page */
    repeat: 'Repeat this order',
    repeatTitle: 'Repeat order {number:string}',
    /** {when}: 'Thursdays at 10:00 AM PT' */
    repeatText:
      'We make the same order again for pickup on {when:string}, {days:number} days ahead at that week’s prices, and e-mail you a preview so you can change or skip it.',
    howOften: 'How often',
    repeatConfirm: 'Repeat this order',
    repeating: 'Saving…',
    repeatCancel: 'Not now',
    /** said once the order repeats */
    repeatDone: 'This order now repeats.',
    seeStanding: 'See your standing orders',
    /** the cancellation's reason when the preview mail's "Skip this week" opened it */
    skipReason: 'Skipping this week',
  },
  claims: en_buyerOrders_claims,
  recalls: en_buyerOrders_recalls,
} satisfies BaseTranslation;

export default en_buyerOrders;
