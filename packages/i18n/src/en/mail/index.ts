import type { BaseTranslation } from '../../i18n-types';

// Outgoing e-mail (packages/services/src/mail). Rendered on the server with the synchronous
// loader; arguments are HTML-escaped by the template before they get here, so no markup in
// these strings: the templates add the structure.
const en_mail = {
  greeting: 'Hello {name:string},',
  greetingNoName: 'Hello,',
  signOff: 'Thank you,',
  team: 'The {brand:string} team',
  hoursLine: 'Customer service: Mon-Fri 8:00AM-3:30PM PST',
  automated: 'This message was sent automatically by our online store.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  signupReceived: {
    subject: 'We received your wholesale account request',
    intro: 'Thank you for applying for a wholesale account with {brand:string}.',
    review:
      'Our team checks every request to confirm it comes from a licensed business. This usually takes 1-2 business days.',
    next: 'We will e-mail you as soon as your account is approved.',
    company: 'Company: {company:string}',
  },
  emailChanged: {
    subject: 'The e-mail address of your {brand:string} account was changed',
    intro: 'The e-mail address of your {brand:string} account was just changed from this address to {newEmail:string}.',
    after: 'From now on, sign-in and messages from us use the new address.',
    notYou:
      'If you did not make this change, someone else may be using your account: please contact our customer service right away.',
  },
  signupApproved: {
    subject: 'Your wholesale account is approved',
    intro: 'Good news: your wholesale account with {brand:string} has been approved.',
    body: 'You can now log in with the e-mail address and password you signed up with to see wholesale prices, place orders and earn reward points.',
    cta: 'Log in',
  },
  inquiryResponse: {
    subject: 'Re: your inquiry to {brand:string}',
    intro: 'Thank you for contacting us. Here is our answer to your inquiry:',
    yourMessage: 'Your message:',
    yourMessageOn: 'Your message of {date:string}:',
    followUp: 'If you have more questions, simply reply to this e-mail or call us during business hours.',
  },
  signupRejected: {
    subject: 'About your wholesale account request',
    intro: 'Thank you for your interest in {brand:string}.',
    body: 'After reviewing your request, we are unable to approve a wholesale account at this time.',
    reason: 'Reason: {reason:string}',
    followUp:
      'If you think this is a mistake, or you have updated business documents, please reply to this e-mail or call us during business hours.',
  },
  // An orderer's order above the owner's limit waits for the owner's approval.
  orderApproval: {
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
  },
  companyInvitation: {
    subject: 'Your invitation to order wholesale for {company:string}',
    subjectNoCompany: 'Your invitation to order wholesale with us',
    intro: 'You are invited to order for {company:string}, a customer of ours, on our wholesale store.',
    introNoCompany: 'You are invited to order for one of our customers on our wholesale store.',
    roleOrderer:
      "You will browse at the company's prices, keep a cart and place orders. Large orders wait for the owner's approval.",
    roleViewer: "You will read the company's orders and invoices.",
    body: 'Use the link below to choose your name and a password for {email:string}. The link is valid for 7 days and works only once.',
    cta: 'Accept the invitation',
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  documentExpiring: {
    subject: 'Your {document:string} expires on {date:string}',
    businessLicense: 'business license',
    resaleCertificate: 'California resale certificate',
    intro: 'The {document:string} we have on file for {company:string} expires on {date:string}, {when:string}.',
    introNoCompany: 'The {document:string} we have on file for your company expires on {date:string}, {when:string}.',
    today: 'today',
    inDays: 'in {days:number} day{{s}}',
    resaleAfter:
      'After that day we cannot take orders from your company without a valid resale certificate, so please renew it in time.',
    licenseAfter: 'We keep a valid business license on file for every buyer, so please send us the renewed one.',
    howTo:
      'Once you have the renewed document, upload it from the Documents section of your profile and enter its new expiry date. We check it and put it on file; until then the current one counts. Only the account that owns the company can upload.',
    fields: {
      document: 'Document',
      expires: 'Expires on',
    },
    cta: 'Upload the renewed document',
    questions: 'Questions? Reply to this e-mail or call us during business hours.',
  },
  documentRenewalRefused: {
    subject: 'We could not accept your renewed {document:string}',
    intro:
      'We checked the renewed {document:string} you uploaded for {company:string} and could not accept it. The reason is below.',
    introNoCompany:
      'We checked the renewed {document:string} you uploaded for your company and could not accept it. The reason is below.',
    resaleMeanwhile:
      "The certificate we have on file stays as it was: once it has expired, we cannot take your company's orders until a renewed certificate is accepted.",
    licenseMeanwhile: 'The license we have on file stays as it was.',
    howTo:
      'Please upload the correct document from the Documents section of your profile, with the expiry date printed on it. We check every renewal before it counts.',
    fields: {
      document: 'Document',
      file: 'File',
      reason: 'Reason',
    },
    cta: 'Upload another document',
  },
  passwordReset: {
    subject: 'Reset your password',
    intro: 'We received a request to reset the password for the account {email:string}.',
    body: 'Use the link below to choose a new password. The link is valid for 30 minutes and works only once.',
    cta: 'Reset password',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  inquiryReceived: {
    subject: 'New inquiry from {name:string}',
    subjectWithCompany: 'New inquiry from {name:string} ({company:string})',
    intro: 'A new inquiry was sent through the contact form.',
    reference: 'Inquiry no. {id:number}',
    contactHeading: 'Contact',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      company: 'Company',
      licenseNumber: 'Business license no.',
      californiaResale: 'California resale no.',
      address: 'Company address',
      documents: 'Documents attached',
    },
    messageHeading: 'Message',
    noMessage: '(no message)',
    cartHeading: 'Cart',
    emptyCart: 'No items in the cart.',
    columns: {
      item: 'Item',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      lineTotal: 'Total',
    },
    cartTotal: 'Cart total',
    replyHint: 'Reply to this e-mail to answer the customer directly.',
  },
  // Pickup orders: shared parts of order-received, order-notice and order-confirmed.
  order: {
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
  },
  orderReceived: {
    subject: 'We received your order {orderNumber:string}',
    intro: 'Thank you for your order. Here are the details we received.',
    notConfirmed:
      'Please note: your order is not confirmed yet. Our team reviews every order, and it is confirmed only when you receive our confirmation e-mail.',
  },
  orderNotice: {
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
  },
  orderConfirmed: {
    subject: 'Your order {orderNumber:string} is confirmed',
    intro:
      'Good news: your order {orderNumber:string} is confirmed. We will have it ready at our DTLA warehouse for your pickup time.',
  },
  // The buyer's mail on the first 'declined' of an order. Careful wording: we do not
  // know here whether a deposit was paid, so the refund is promised only if one was.
  orderDeclined: {
    subject: 'We cannot fill your order {orderNumber:string}',
    intro: 'We are sorry, but we cannot fill your order {orderNumber:string}. It will not be prepared for pickup.',
    payment: 'Nothing is due for this order. If you paid a deposit for this order, we will refund it.',
    contact:
      'If you have questions, or would like to order something else, reply to this e-mail or call us during business hours.',
    fields: {
      pickup: 'Pickup you had chosen',
    },
  },
  // The buyer's mail on the first 'complete' of an order: thanks, final amounts, points.
  orderComplete: {
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
  },
  // A pending order changed or cancelled before its cutoff, by the buyer or by staff.
  // What changed, one item per line, as order-changed and order-change-notice list it.
  orderChanges: {
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
  },
  orderChanged: {
    subject: 'Your order {orderNumber:string} was changed',
    intro:
      'Your order {orderNumber:string} was changed as you asked. Here is what changed and the order as it now stands.',
    introByStaff:
      'Our warehouse changed your order {orderNumber:string}. Here is what changed and the order as it now stands.',
    contactByStaff: 'If this change does not work for you, reply to this e-mail or call us during business hours.',
    /** the cutoff: 'Wednesday, November 25, 2026, 5:00 PM (Pacific time)' */
    cutoff: 'You can change or cancel this order online until {time:string}.',
  },
  // Same care as orderDeclined: the refund is promised only if a deposit was paid.
  orderCancelled: {
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
  },
  // To the business inbox (read in English): who changed or cancelled which order, and how.
  orderChangeNotice: {
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
  },
  // The order's final invoice (a PDF the server makes), in the buyer's language.
  invoice: {
    title: 'Invoice',
    number: 'Invoice no.',
    date: 'Invoice date',
    orderNumber: 'Order no.',
    orderDate: 'Order date',
    pickup: 'Pickup',
    billTo: 'Bill to',
    license: 'Business license no.',
    resale: 'California resale certificate no.',
    phone: 'Phone',
    email: 'E-mail',
    item: 'Item',
    quantity: 'Quantity',
    weight: 'Weight',
    unitPrice: 'Unit price',
    amount: 'Amount',
    /** a catch-weight line's unit price */
    perLb: '{price:string}/lb',
    perBox: '{price:string}/box',
    /** weighed pounds: '45.20 lb' */
    lbs: '{lbs:string} lb',
    subtotal: 'Subtotal',
    fee: 'Pickup fee',
    total: 'Total',
    paymentsHeading: 'Payments received',
    /** '11/25/2026 · Prepayment, card' */
    paymentLine: '{date:string} · {kind:string}, {method:string}',
    prepayment: 'Prepayment',
    balance: 'Balance',
    cash: 'cash',
    card: 'card',
    /** what a payment collected, beside what it settled */
    collectedWithDiscount: '{collected:string} collected ({discount:string} cash discount)',
    collectedWithTax: '{collected:string} collected (incl. {tax:string} sales tax)',
    noPayments: 'No payments recorded yet.',
    paid: 'Paid',
    balanceDue: 'Balance due',
    cashNote: 'Pay the balance in cash and get {percent:string}% off the balance.',
    cardNote: 'Card payments add {percent:string}% sales tax.',
    methodsNote: 'We accept cash and credit cards only. American Express is not accepted.',
    thanks: 'Thank you for your business.',
    page: 'Page {page:number} of {pages:number}',
    continued: '{title:string} (continued)',
  },
  // A standing order's cycle ("repeat this order every week").
  standingOrder: {
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
  },
  // A buyer's monthly statement (a PDF for staff to send).
  statement: {
    title: 'Statement',
    /** the month: 'November 2026' */
    month: 'Statement for {month:string}',
    made: 'Made on {date:string}',
    customer: 'Customer',
    ordersHeading: 'Orders this month',
    noOrders: 'No orders this month.',
    date: 'Date',
    order: 'Order',
    status: 'Status',
    total: 'Total',
    paid: 'Paid',
    due: 'Left to pay',
    paymentsHeading: 'Payments received this month',
    noPayments: 'No payments received this month.',
    ordersTotal: 'Orders this month',
    paymentsTotal: 'Payments received this month',
    openBalance: 'Open balance (all confirmed and completed orders, today)',
    statuses: {
      pending: 'Pending',
      contacted: 'Contacted',
      quoteSent: 'Quote sent',
      placed: 'Confirmed',
      complete: 'Complete',
      declined: 'Declined',
      cancelled: 'Cancelled',
      awaitingApproval: 'Awaiting approval',
      other: '{status:string}',
    },
  },
  pickupClosed: {
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
  },
} satisfies BaseTranslation;

export default en_mail;
