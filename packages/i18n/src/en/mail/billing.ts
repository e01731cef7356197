// The PDFs the server makes for money owed: an order's invoice and a buyer's monthly statement.

// The order's final invoice (a PDF the server makes), in the buyer's language.
export const invoice = {
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
  /** the launch deal's free line: one unit of the product, at $0 */
  freeLine: 'Launch deal, free: {item:string}',
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
  /** the seller's California seller's permit, under the business's address */
  sellerPermit: "Seller's permit no. {number:string}",
  /** what the payments took off and added, below the total */
  cashDiscount: 'Cash discount',
  cardTax: 'Card sales tax',
  /** total − cash discount + card tax */
  charged: 'Total with discount and tax',
  /** the money that changed hands, below the payments */
  collected: 'Collected',
  /** paid above a total that fell: the company's credit */
  credit: 'Credit',
  /** an invoice that corrects a voided one */
  replaces: 'Replaces invoice {number:string}, voided',
  /** the invoice's payment terms and due date, among its facts */
  terms: 'Terms',
  dueDate: 'Due date',
  termsPickup: 'Due at pickup',
  termsNet: 'Net {days:number} days',
  /** money handed back: '11/29/2026 · Refund, card' */
  refundLine: '{date:string} · Refund, {method:string}',
  /** the company's credit moved between its orders */
  creditIn: '{date:string} · Credit from order {number:string}',
  creditOut: '{date:string} · Credit moved to order {number:string}',
  /** before the invoice: the same document without a number */
  confirmationTitle: 'Order confirmation',
  confirmationNote:
    'This is not an invoice. The invoice is issued when the order is complete and every weight is final.',
  /** an order whose catch-weight lines are not weighed yet */
  estimate:
    'Estimate: the catch-weight (C.W.) lines are priced at their estimated weight until they are weighed at pickup.',
};

// A company's monthly statement (a PDF for staff to send).
export const statement = {
  title: 'Statement',
  /** the month: 'November 2026' */
  month: 'Statement for {month:string}',
  made: 'Made on {date:string}',
  customer: 'Customer',
  ordersHeading: 'Orders this month',
  noOrders: 'No orders this month.',
  date: 'Date',
  order: 'Order',
  /** the member of the company who placed the order */
  placedBy: 'Placed by',
  status: 'Status',
  total: 'Total',
  paid: 'Paid',
  due: 'Left to pay',
  paymentsHeading: 'Payments received this month',
  noPayments: 'No payments received this month.',
  ordersTotal: 'Sales this month (declined and cancelled orders not counted)',
  paymentsTotal: 'Payments collected this month',
  refundsTotal: 'Refunded this month',
  openBalance: 'Open balance (all confirmed and completed orders, today)',
  /** the ledger: invoices less payments, credit memos, plus refunds */
  ledgerHeading: 'Account summary',
  opening: 'Opening balance on {date:string}',
  invoiced: 'Invoices issued',
  applied: 'Payments applied (finance charges paid included)',
  credited: 'Credit memos and waived charges',
  refunded: 'Refunds',
  financeCharges: 'Finance charges',
  /** late payment interest among the month's money */
  financeLine: '{date:string} · Finance charge on {overdue:string} overdue',
  closing: 'Closing balance on {date:string}',
  ledgerNote:
    'The balance counts invoices issued less payments, credit memos and refunds; a deposit on an order not yet invoiced shows as a credit (a minus sign) until its invoice is issued.',
  /** a credit memo among the month's money */
  creditMemoLine: '{date:string} · Credit memo {number:string}',
  ageingHeading: 'Owed today, by days past the due date',
  ageCurrent: 'Current',
  age1: '1–30 days',
  age31: '31–60 days',
  age61: '61–90 days',
  age91: 'Over 90 days',
  statuses: {
    pending: 'Pending',
    contacted: 'Contacted',
    quoteSent: 'Quote sent',
    placed: 'Confirmed',
    complete: 'Complete',
    declined: 'Declined',
    cancelled: 'Cancelled',
    awaitingApproval: 'Awaiting approval',
    readyForPickup: 'Ready for pickup',
    missedPickup: 'Missed pickup',
    other: '{status:string}',
  },
};

// A company's monthly statement is ready (mailed on the 1st, once), in the owner's language.
export const statementReady = {
  subject: 'Your statement for {month:string}',
  intro: 'The statement of {company:string} for {month:string} is ready.',
  introNoCompany: "Your company's statement for {month:string} is ready.",
  body: 'It lists every order your team placed that month, the payments we received and what is left to pay. Open your account to download it, in English or Korean.',
  cta: 'Open your account',
  questions: 'Questions about your statement? Reply to this e-mail or call us during business hours.',
};

// An invoice past its due date: the day after, then weekly, at most four, in the owner's language.
export const paymentOverdue = {
  subject: 'Payment overdue: invoice {invoice:string}',
  subjectAgain: 'Reminder {number:number} of 4: invoice {invoice:string} is overdue',
  intro:
    'Invoice {invoice:string} of {company:string} for order {order:string} was due on {date:string}: {days:number} day{{s}} ago.',
  introNoCompany:
    'Invoice {invoice:string} for order {order:string} was due on {date:string}: {days:number} day{{s}} ago.',
  ask: 'Please pay the {due:string} left to pay at the counter or call us to pay by card. Your account shows every open invoice and your monthly statements.',
  fields: {
    invoice: 'Invoice',
    order: 'Order',
    dueDate: 'Due date',
    due: 'Left to pay',
  },
  cta: 'Open your account',
  paid: 'If you have paid in the meantime, thank you, and please disregard this e-mail.',
};
