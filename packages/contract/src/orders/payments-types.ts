// What an order's money looks like to its readers (US dollars): payments, refunds, credit moved
// between orders, credit memos, and where they leave the order (OrderPayments).
import type { PaymentKind, PaymentMethod, PaymentState } from '@wholesale/rules';

/** Money received on an order, in US dollars. */
export interface OrderPayment {
  id: number;
  kind: PaymentKind;
  method: PaymentMethod;
  /** the part of the order it settled */
  applied: number;
  /** the cash discount off a balance paid in cash */
  discount: number;
  /** the sales tax a card added */
  tax: number;
  /** the money that changed hands: applied − discount + tax */
  collected: number;
  /** ISO 8601 */
  received_at: string;
  /** the admin's name, or null once that account is gone */
  recorded_by: string | null;
  /** recorded by mistake: it no longer counts (kept, with why, when and by whom) */
  voided: { at: string; reason: string; by: string | null } | null;
}

/** Money handed back on an order (US dollars). */
export interface OrderRefund {
  id: number;
  method: PaymentMethod;
  /** what the order's settled amount lost */
  amount: number;
  /** the card's sales tax on it, handed back with it */
  tax: number;
  /** amount + tax: the money that changed hands */
  returned: number;
  reason: string;
  /** ISO 8601 */
  refunded_at: string;
  refunded_by: string | null;
}

/** The company's credit moved into this order from another of its orders, or out of it to another. */
export interface OrderCreditMove {
  id: number;
  direction: 'in' | 'out';
  /** the other order */
  order_id: number;
  order_number: string;
  amount: number;
  /** ISO 8601 */
  moved_at: string;
}

/** A credit memo an approved claim issued on this order: it settles as a payment does. */
export interface OrderCreditMemo {
  id: number;
  /** 'CM-001001' */
  number: string;
  amount: number;
  /** ISO 8601 */
  issued_at: string;
  /** its PDF: GET /api/credit-memos/:id.pdf */
  url: string;
}

/** Where an order's payments stand (US dollars) and the terms they follow. */
export interface OrderPayments {
  /** 'prepayment_due' until the 50% is settled, 'prepaid', then 'paid' once the total is */
  state: PaymentState;
  /**
   * what the order holds: its payments (not voided) and credit memos, less refunds, plus credit
   * moved in, less credit moved out
   */
  paid: number;
  /** what they collected (discounts off, card tax on) */
  collected: number;
  /** what is left of the prepayment */
  prepayment_due: number;
  /** what is left of the total */
  due: number;
  payments: OrderPayment[];
  refunds: OrderRefund[];
  credit_moves: OrderCreditMove[];
  credit_memos: OrderCreditMemo[];
  /**
   * what the order holds above what it owes (its total; nothing once declined or cancelled): the
   * company's credit, until staff refund it or move it to another open order of the company
   */
  credit: number;
  /** the cash discount off the balance and the card sales tax, in percent */
  cash_discount_percent: number;
  card_tax_percent: number;
}
