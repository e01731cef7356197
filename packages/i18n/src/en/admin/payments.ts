// An order's payments in the back office: where its payments stand, the
// payments received, recording one (what it settles, and what to collect once the cash discount or
// the card's sales tax is applied), the final invoice as a PDF, and what buyers owe on the dashboard.
const en_admin_payments = {
  // --- where the order's payments stand
  title: 'Payments',
  state: 'Payment state',
  statePrepaymentDue: 'Prepayment due',
  statePrepaid: 'Prepaid',
  statePaid: 'Paid in full',
  total: 'Total',
  paid: 'Paid',
  due: 'Left to pay',
  estimated: 'The total is estimated until every catch-weight line is weighed.',

  // --- the payments received
  listTitle: 'Payments received',
  listEmpty: 'No payments recorded yet.',
  received: 'Received',
  kind: 'Kind',
  method: 'Method',
  settled: 'Settles',
  collected: 'Collected',
  recordedBy: 'Recorded by',
  prepayment: 'Prepayment',
  balance: 'Balance',
  cash: 'Cash',
  card: 'Card',
  /** a balance paid in cash: '$475.00 (−$25.00 cash discount)' */
  collectedDiscount: '{amount:string} (−{discount:string} cash discount)',
  /** a card payment: '$548.75 (incl. $48.75 sales tax)' */
  collectedTax: '{amount:string} (incl. {tax:string} sales tax)',
  unknownAdmin: 'an admin',

  // --- recording a payment
  recordTitle: 'Record payment',
  recordIntro:
    'Enter the part of the order this payment settles. The cash discount (balance in cash) or the card’s sales tax follows from it.',
  kindLegend: 'What it pays',
  methodLegend: 'Paid by',
  amount: 'Amount settled ($)',
  amountHint: '{kind:string}: {left:string} left',
  receivedAt: 'Received at (Los Angeles time, optional)',
  receivedAtHint: 'Leave empty for now.',
  /** cash on the balance: 'Collect $475.00 (5% cash discount $25.00)' */
  collectDiscount: 'Collect {collect:string} ({percent:string}% cash discount {discount:string})',
  /** a card: 'Collect $548.75 (incl. 9.75% sales tax $48.75)' */
  collectTax: 'Collect {collect:string} (incl. {percent:string}% sales tax {tax:string})',
  /** cash on the prepayment: no discount */
  collectPlain: 'Collect {collect:string}',
  collectNoDiscount: 'Collect {collect:string} (no cash discount on a prepayment)',
  collectChoose: 'Choose cash or card to see what to collect.',
  submit: 'Record payment',
  recording: 'Recording...',
  methodRequired: 'Choose cash or card.',
  amountInvalid: 'Enter an amount in dollars and cents, such as 475.00.',
  amountZero: 'The amount must be more than $0.00.',
  amountOver: 'At most {due:string} is left to pay.',
  receivedAtInvalid: 'Enter a date and time, or leave it empty for now.',
  receivedAtFuture: 'The time the money was received cannot be in the future.',
  recorded: 'Payment recorded',
  recordedText: '{collect:string} collected. Left to pay: {due:string}.',
  recordFailed: 'Failed to record the payment',
  reloaded: 'The order was reloaded: check what is left to pay.',
  // --- the check of a large amount (over $5,000), a typo guard
  confirmTitle: 'Record a payment of {amount:string}?',
  confirmText: 'This is a large amount: check it before recording.',
  confirmLine: '{kind:string} · {method:string}: {collect:string}',
  confirmBack: 'Check the amount',
  confirmRecord: 'Record payment',

  // --- the invoice
  invoiceTitle: 'Invoice',
  invoiceEnglish: 'Download invoice (English)',
  invoiceKorean: 'Download invoice (Korean)',
  /** before the invoice is issued: the order confirmation instead, under its own heading */
  confirmationTitle: 'Order confirmation',
  confirmationEnglish: 'Download order confirmation (English)',
  confirmationKorean: 'Download order confirmation (Korean)',
  invoiceOnComplete: 'The invoice is issued when the order is marked complete, with every catch-weight line weighed.',

  // --- the buyer's monthly statement, in the order's Buyer panel
  statementTitle: 'Monthly statement',
  statementIntro:
    'The buyer’s orders of a month with what each has had paid, the payments received that month, and what the buyer owes today.',
  statementMonth: 'Month (Los Angeles time)',
  statementLanguage: 'Language',
  /** each language named in itself */
  statementEnglish: 'English',
  statementKorean: '한국어',
  statementDownload: 'Download statement',
  statementMonthInvalid: 'Enter a month, such as {example:string}.',
  statementMonthFuture: 'The statement cannot be for a month after this one ({latest:string}).',

  // --- the dashboard
  owedTitle: 'Owed',
  owedOrders: 'on {count:number} order{{s}}',
  owedHint: 'Left to pay on confirmed and completed orders',
  owedLink: 'View “Order placed” orders',
};

export default en_admin_payments;
