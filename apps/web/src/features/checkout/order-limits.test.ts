// The refusals the bounds on money and text bring (an order past its total, a weighing
// past it, a text past every field's length) reach the reader in their language, read from the
// server's own messages and limits, so a changed limit or wording breaks this test, not the page.
import { en, ko } from '../../testing/dictionaries';
import { formatUsd, fromCents, ORDER_LINE_MAX_QUANTITY, ORDER_MAX_TOTAL_CENTS } from '@wholesale/rules';
import {
  INPUT_ERRORS,
  ORDER_ERRORS,
  ORDER_MESSAGES,
  TEXT_TOO_LONG,
  type CodedMessage,
  type ErrorCode,
} from '@wholesale/contract';
import { describe, expect, it } from 'vitest';
import { refusalText } from '../../lib/serverErrorText';
import { adminFailureText } from '../admin/notify';
import { placeFailure } from './checkout';

const answered = (status: number, what: CodedMessage) => ({
  message: what.message,
  data: { httpStatus: status, errorCode: what.code, params: null },
});
const said = (what: CodedMessage) => ({ code: what.code as ErrorCode, message: what.message, params: null });
const limit = formatUsd(fromCents(ORDER_MAX_TOTAL_CENTS));

describe('an order past the most one order may total', () => {
  it('is told in words, with the limits, in both languages', () => {
    expect(ORDER_MESSAGES.orderTotal).toContain(limit);
    for (const LL of [en, ko]) {
      expect(LL.checkout.errors.orderTotal()).toContain(limit);
      expect(LL.checkout.errors.orderTotal()).toContain(String(ORDER_LINE_MAX_QUANTITY));
    }
    expect(ko.checkout.errors.orderTotal()).not.toBe(en.checkout.errors.orderTotal());
  });

  it('sends the buyer back to the summary with a new attempt', () => {
    expect(placeFailure(answered(400, ORDER_ERRORS.orderTotal))).toEqual({
      key: 'orderTotal',
      backToSummary: true,
      newAttempt: true,
      code: 'orders.orderTotal',
      params: null,
      message: ORDER_MESSAGES.orderTotal,
    });
  });
});

describe('a weighing past it, in the back office', () => {
  it('is shown in the admin’s language, as is every other refusal with a code', () => {
    expect(ORDER_MESSAGES.weighedTotal).toContain(limit);
    expect(adminFailureText(ko, answered(400, ORDER_ERRORS.weighedTotal), 'ko')).toBe(
      ko.serverErrors.orders.weighedTotal(),
    );
    expect(adminFailureText(en, answered(400, ORDER_ERRORS.weighedTotal))).toBe(ORDER_MESSAGES.weighedTotal);
    expect(ko.serverErrors.orders.weighedTotal()).toContain(limit);
    expect(adminFailureText(ko, answered(400, ORDER_ERRORS.lineNotFound), 'ko')).toBe(
      ko.serverErrors.orders.lineNotFound(),
    );
    expect(ko.serverErrors.orders.lineNotFound()).not.toBe(ORDER_ERRORS.lineNotFound.message);
  });
});

describe('a text longer than any field takes', () => {
  it('reads in the reader’s language', () => {
    expect(refusalText(en, said(INPUT_ERRORS.textTooLong), 'en')).toBe(TEXT_TOO_LONG);
    expect(refusalText(ko, said(INPUT_ERRORS.textTooLong), 'ko')).toBe(ko.serverErrors.input.textTooLong());
    expect(ko.serverErrors.input.textTooLong()).toContain('20,000');
  });
});
