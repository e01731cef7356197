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
  /** a declined or cancelled order: what it still holds goes back, or nothing is owed */
  stateRefundDue: 'Deposit to refund',
  stateClosed: 'Nothing owed',
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

  // --- a payment voided, money refunded, credit moved to another order
  /** a voided payment's row: 'Voided: typed twice' */
  voidedReason: 'Voided: {reason:string}',
  voidedBy: 'Voided by {by:string}',
  notCounted: 'Not counted',
  actions: 'Actions',
  voidPayment: 'Void',
  /** the Void button's name for screen readers: 'Void the card payment of $548.75 received Nov 25' */
  voidPaymentLabel: 'Void the {method:string} payment of {amount:string}, received {when:string}',
  voidTitle: 'Void this payment of {amount:string}?',
  voidText:
    'A voided payment stays on the list, struck through, and no longer counts toward what is paid. Use it for a payment recorded by mistake.',
  voidReason: 'Why is it voided? (required)',
  voidReasonRequired: 'Say why the payment is voided.',
  voidReasonTooLong: 'At most {max:number} characters.',
  voidKeep: 'Keep the payment',
  voidConfirm: 'Void payment',
  voiding: 'Voiding...',
  voided: 'Payment voided',
  voidedText: 'Paid now: {paid:string}. Left to pay: {due:string}.',
  voidFailed: 'Failed to void the payment',
  refundsTitle: 'Refunds',
  refundedAt: 'Refunded',
  refundAmount: 'Off the order',
  returned: 'Returned',
  reason: 'Reason',
  refundedBy: 'By',
  /** a card refund's money handed back: '$548.75 (incl. $48.75 sales tax)' */
  returnedTax: '{amount:string} (incl. {tax:string} sales tax)',
  refundTitle: 'Refund',
  /** on an order still going, the Refund form opens from this button (it is rare there) */
  refundOpen: 'Refund money…',
  refundIntro: 'Enter how much the order gives back. A card refund also hands back the card’s sales tax on it.',
  refundHeld: 'The order holds {held:string}.',
  refundMethod: 'Refunded by',
  refundAmountLabel: 'Amount off the order ($)',
  refundReason: 'Reason (required)',
  refundReasonRequired: 'Say why the money is refunded.',
  refundAmountOver: 'At most {held:string}: what the order holds.',
  /** what the refund hands back: 'Return $548.75 (incl. 9.75% sales tax $48.75)' */
  refundReturnTax: 'Return {returned:string} (incl. {percent:string}% sales tax {tax:string})',
  refundReturnPlain: 'Return {returned:string}',
  refundChoose: 'Choose cash or card to see what to return.',
  refundSubmit: 'Refund',
  refundConfirmTitle: 'Refund {amount:string}?',
  refundConfirmText: 'The money goes back to the buyer and the order holds that much less.',
  refundBack: 'Check the refund',
  refunding: 'Refunding...',
  refunded: 'Refund recorded',
  refundedText: '{returned:string} returned. The order holds {paid:string}.',
  refundFailed: 'Failed to record the refund',
  /** what the order holds above what it owes */
  credit: 'Credit {amount:string}',
  /** a declined or cancelled order's money */
  depositToRefund: 'Deposit to refund {amount:string}',
  creditHint: 'Refund it, or move it to another open order of this company.',
  creditMovesTitle: 'Credit moves',
  /** the credit memos approved claims issued on the order: they count as paid */
  creditMemosTitle: 'Credit memos',
  creditMemoIssued: 'Issued',
  creditMemoNumber: 'Credit memo',
  creditMemoAmount: 'Amount',
  creditFrom: 'Credit from {number:string}',
  creditTo: 'Credit moved to {number:string}',
  moveCredit: 'Move credit to another order',
  moveTitle: 'Move credit from {number:string}',
  moveText: 'Credit moves only to an open order of the same company, at most what that order has left to pay.',
  moveOrder: 'To order',
  moveOrderChoose: 'Choose an order',
  /** an order in the select: 'WS-00042 · $1,200.00 left to pay' */
  moveOrderOption: '{number:string} · {due:string} left to pay',
  moveOrderRequired: 'Choose the order to move the credit to.',
  moveNoOrders: 'This company has no other open order with something left to pay.',
  moveOrdersLoading: 'Loading the company’s orders...',
  moveAmount: 'Amount ($)',
  moveAmountOver: 'At most {max:string}.',
  moveBack: 'Cancel',
  moveConfirm: 'Move {amount:string} to {number:string}',
  moving: 'Moving...',
  moved: 'Credit moved',
  movedText: '{amount:string} moved to {number:string}.',
  moveFailed: 'Failed to move the credit',

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
