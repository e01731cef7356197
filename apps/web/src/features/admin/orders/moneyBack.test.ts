import { en, ko } from '../../../testing/dictionaries';
import { describe, expect, it } from 'vitest';
import {
  canVoid,
  checkReason,
  creditMoveText,
  creditTargets,
  creditText,
  isCounted,
  MONEY_REASON_MAX,
  moveMaxCents,
  refundFor,
  refundReturnText,
  returnedText,
} from './moneyBack';

// Money going back on an order's Payments section: voids, refunds (a card's tax handed back as the
// server computes it), the credit line and the orders credit may move to, in both languages.

const TERMS = { cash_discount_percent: 5, card_tax_percent: 9.75 };
const voided = { at: '2026-11-25T23:05:00.000Z', reason: 'typed twice', by: 'Admin' };

describe('a void', () => {
  it('needs a reason, trimmed, of at most the server’s length', () => {
    expect(checkReason('  typed twice ')).toEqual({ ok: true, reason: 'typed twice' });
    expect(checkReason('   ')).toEqual({ ok: false, error: 'required' });
    expect(checkReason('x'.repeat(MONEY_REASON_MAX))).toMatchObject({ ok: true });
    expect(checkReason('x'.repeat(MONEY_REASON_MAX + 1))).toEqual({ ok: false, error: 'tooLong' });
  });

  it('is offered on a counted payment the order still holds in full', () => {
    expect(isCounted({ voided: null })).toBe(true);
    expect(isCounted({ voided })).toBe(false);
    expect(canVoid({ voided: null, applied: 500 }, 500)).toBe(true);
    expect(canVoid({ voided: null, applied: 500 }, 499.99)).toBe(false);
    expect(canVoid({ voided, applied: 500 }, 1000)).toBe(false);
  });
});

describe('a refund', () => {
  it('hands a card’s sales tax back on top (half up), nothing on cash', () => {
    expect(refundFor(50_000, 'card', TERMS)).toEqual({ taxCents: 4_875, returnedCents: 54_875 });
    // 9.75% of $10.10 is 98.475 cents: 98
    expect(refundFor(1_010, 'card', TERMS)).toEqual({ taxCents: 98, returnedCents: 1_108 });
    expect(refundFor(50_000, 'cash', TERMS)).toEqual({ taxCents: 0, returnedCents: 50_000 });
    expect(refundFor(50_000, 'card', { ...TERMS, card_tax_percent: 0 }).taxCents).toBe(0);
  });

  it('says what goes back, and what went back', () => {
    expect(refundReturnText(en, 50_000, 'card', TERMS)).toBe('Return $548.75 (incl. 9.75% sales tax $48.75)');
    expect(refundReturnText(en, 50_000, 'cash', TERMS)).toBe('Return $500.00');
    expect(refundReturnText(ko, 50_000, 'card', TERMS)).toBe('$548.75 돌려주기 (판매세 9.75% $48.75 포함)');
    expect(returnedText(en, { returned: 548.75, tax: 48.75 })).toBe('$548.75 (incl. $48.75 sales tax)');
    expect(returnedText(en, { returned: 500, tax: 0 })).toBe('$500.00');
  });
});

describe('credit', () => {
  it('reads as credit on an open order, as a deposit to refund on a declined or cancelled one', () => {
    expect(creditText(en, 'order placed', 20)).toBe('Credit $20.00');
    expect(creditText(en, 'cancelled', 512.5)).toBe('Deposit to refund $512.50');
    expect(creditText(en, 'declined', 512.5)).toBe('Deposit to refund $512.50');
    expect(creditText(ko, 'cancelled', 512.5)).toBe('환불할 선결제금 $512.50');
    expect(creditText(en, 'order placed', 0)).toBeNull();
  });

  it('names the other order of a move', () => {
    expect(creditMoveText(en, { direction: 'in', order_number: 'WS-00041' })).toBe('Credit from WS-00041');
    expect(creditMoveText(en, { direction: 'out', order_number: 'WS-00043' })).toBe('Credit moved to WS-00043');
    expect(creditMoveText(ko, { direction: 'out', order_number: 'WS-00043' })).toBe('WS-00043(으)로 옮긴 크레딧');
  });

  it('moves to the company’s other open orders with something left to pay, at most that', () => {
    const orders = [
      { id: 1, order_number: 'WS-1', order_status: 'cancelled', total_amount: 100, paid: 50 },
      { id: 2, order_number: 'WS-2', order_status: 'order placed', total_amount: 100, paid: 40 },
      { id: 3, order_number: 'WS-3', order_status: 'complete', total_amount: 100, paid: 100 },
      { id: 4, order_number: 'WS-4', order_status: 'declined', total_amount: 80, paid: 0 },
      { id: 5, order_number: 'WS-5', order_status: 'pending', total_amount: 10.1, paid: 0 },
    ];
    const targets = creditTargets(1, orders);
    expect(targets).toEqual([
      { id: 2, order_number: 'WS-2', dueCents: 6_000 },
      { id: 5, order_number: 'WS-5', dueCents: 1_010 },
    ]);
    expect(moveMaxCents(5_000, targets[0])).toBe(5_000);
    expect(moveMaxCents(5_000, targets[1])).toBe(1_010);
    expect(moveMaxCents(5_000, undefined)).toBe(5_000);
  });
});
