// What an issued invoice says of its money, in integer cents: the order's own figures, what the
// payments took off (the cash discount) and added (the card's sales tax), the money that changed
// hands, what is left to pay, and what was paid above the total (the company's credit once the
// total fell after a payment: a change, a weighing or a cancellation). An invoice, a statement and
// a credit all read these one way, so "Total" never sits beside a different "Paid" again.

export interface InvoicePaymentCents {
  /** the part of the order's total the payment settles */
  appliedCents: number;
  /** the cash discount it granted */
  discountCents: number;
  /** the card sales tax it added */
  taxCents: number;
  /** the money that changed hands: applied − discount + tax */
  collectedCents: number;
}

export interface InvoiceFigures {
  subtotalCents: number;
  feeCents: number;
  /** subtotal + fee: the order's total, before the way it is paid changes what changes hands */
  totalCents: number;
  cashDiscountCents: number;
  cardTaxCents: number;
  /** total − cash discount + card tax: the order, all told, as paid so far and still to pay */
  chargedCents: number;
  /** what the payments settled */
  appliedCents: number;
  /** the money collected */
  collectedCents: number;
  /** what is left of the total */
  balanceDueCents: number;
  /** settled above the total: owed back to the company, or theirs to use on another order */
  overpaidCents: number;
}

export function invoiceFigures(
  order: { subtotalCents: number; feeCents: number },
  payments: readonly InvoicePaymentCents[],
): InvoiceFigures {
  const totalCents = order.subtotalCents + order.feeCents;
  let appliedCents = 0;
  let cashDiscountCents = 0;
  let cardTaxCents = 0;
  let collectedCents = 0;
  for (const p of payments) {
    appliedCents += p.appliedCents;
    cashDiscountCents += p.discountCents;
    cardTaxCents += p.taxCents;
    collectedCents += p.collectedCents;
  }
  return {
    subtotalCents: order.subtotalCents,
    feeCents: order.feeCents,
    totalCents,
    cashDiscountCents,
    cardTaxCents,
    chargedCents: totalCents - cashDiscountCents + cardTaxCents,
    appliedCents,
    collectedCents,
    balanceDueCents: Math.max(0, totalCents - appliedCents),
    overpaidCents: Math.max(0, appliedCents - totalCents),
  };
}
