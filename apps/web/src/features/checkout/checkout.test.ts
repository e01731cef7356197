import { describe, expect, it } from 'vitest';
import {
  COMPANY_ERRORS,
  ORDER_ERRORS,
  orderingPausedError,
  pickupDayClosedError,
  unavailableError,
  type CodedMessage,
} from '@wholesale/contract';
import { afterFailure, canOpenStep, canPlace, failureKind, placeFailure } from './checkout';

const ok = { agreed: [true, true, true], lines: 2, unavailable: 0, signedIn: true, hasWindow: true, placing: false };

describe('checkout steps', () => {
  it('opens earlier steps by click, never later ones, and nothing after the thank-you page', () => {
    expect(canOpenStep(1, 0)).toBe(true);
    expect(canOpenStep(0, 1)).toBe(false);
    expect(canOpenStep(1, 2)).toBe(false);
    expect(canOpenStep(2, 0)).toBe(false);
    expect(canOpenStep(1, 1)).toBe(false);
  });

  it('enables PLACE YOUR ORDER only when signed in, with lines, a window and all three agreements', () => {
    expect(canPlace(ok)).toBe(true);
    expect(canPlace({ ...ok, agreed: [true, true, false] })).toBe(false);
    expect(canPlace({ ...ok, agreed: [true, true] })).toBe(false);
    expect(canPlace({ ...ok, lines: 0 })).toBe(false);
    expect(canPlace({ ...ok, unavailable: 1 })).toBe(false);
    expect(canPlace({ ...ok, signedIn: false })).toBe(false);
    expect(canPlace({ ...ok, hasWindow: false })).toBe(false);
    expect(canPlace({ ...ok, placing: true })).toBe(false);
  });
});

describe('a failed order', () => {
  /** A tRPC refusal as the client receives it: the message, and the code with its params in `data`. */
  const refused = (status: number, what: CodedMessage) => ({
    message: what.message,
    data: { httpStatus: status, errorCode: what.code, params: what.params ?? null },
  });
  const answered = (status: number, message: string) => ({ message, data: { httpStatus: status } });
  const none = { backToSummary: false, newAttempt: false, code: null, params: null, message: null };
  it('keeps the attempt for a network failure, a 5xx and an expired session', () => {
    expect(placeFailure(new TypeError('Failed to fetch'))).toEqual({ ...none, key: 'network' });
    expect(placeFailure(answered(500, 'x'))).toEqual({ ...none, key: 'server' });
    expect(placeFailure(answered(401, 'x'))).toMatchObject({ key: 'signIn', newAttempt: false });
  });
  it('names what to fix for the server’s refusals, by their codes', () => {
    const gone = unavailableError(['Pork Belly']);
    expect(placeFailure(refused(400, gone))).toEqual({
      key: 'unavailable',
      backToSummary: true,
      newAttempt: true,
      code: 'orders.unavailable',
      params: { names: 'Pork Belly' },
      message: gone.message,
    });
    expect(placeFailure(refused(400, ORDER_ERRORS.pickupUnavailable)).key).toBe('pickup');
    expect(placeFailure(refused(400, ORDER_ERRORS.quantity)).key).toBe('quantity');
    expect(placeFailure(refused(400, ORDER_ERRORS.emptyCart)).key).toBe('emptyCart');
    expect(placeFailure(refused(400, ORDER_ERRORS.orderTotal)).key).toBe('orderTotal');
    expect(placeFailure(refused(400, ORDER_ERRORS.deliveryUnavailable))).toMatchObject({
      key: 'delivery',
      backToSummary: false,
    });
    expect(placeFailure(refused(409, ORDER_ERRORS.keyReused)).key).toBe('keyReused');
    // ordering paused by staff: its own message (call us), nothing to fix in the cart
    expect(placeFailure(refused(409, orderingPausedError('(213) 555-0142')))).toMatchObject({
      key: 'orderingPaused',
      backToSummary: false,
      code: 'orders.orderingPaused',
      params: { phone: '(213) 555-0142' },
    });
    expect(placeFailure(refused(409, ORDER_ERRORS.inFlight))).toMatchObject({ key: 'inFlight', newAttempt: false });
    // the words are not read: a reworded message keeps its meaning, and a known text without its code is not guessed at
    expect(placeFailure(refused(409, { code: 'orders.keyReused', message: 'Reworded' })).key).toBe('keyReused');
    expect(placeFailure(answered(409, ORDER_ERRORS.keyReused.message)).key).toBe('refused');
    // a refusal the page has no step for: 'refused', worded by its code (or the server's message)
    expect(placeFailure(refused(400, ORDER_ERRORS.buyersOnly))).toMatchObject({
      key: 'refused',
      newAttempt: true,
      code: 'orders.buyersOnly',
    });
    expect(placeFailure(answered(400, 'Something new'))).toMatchObject({
      key: 'refused',
      newAttempt: true,
      message: 'Something new',
    });
    expect(placeFailure(answered(400, ''))).toMatchObject({ key: 'server', newAttempt: true });
  });

  it('tells offline from unreachable, and a closed day from another lost slot', () => {
    expect(placeFailure(new TypeError('Failed to fetch'), false)).toEqual({ ...none, key: 'offline' });
    // offline says nothing about a server that answered
    expect(placeFailure(answered(500, 'x'), false).key).toBe('server');
    const closed = pickupDayClosedError('2026-11-26', 'thanksgiving');
    expect(placeFailure(refused(400, closed))).toEqual({
      key: 'pickupClosed',
      backToSummary: true,
      newAttempt: true,
      code: 'orders.pickupDayClosed',
      params: { date: '2026-11-26', holiday: 'thanksgiving', holidayName: 'Thanksgiving Day' },
      message: closed.message,
    });
  });

  it('says whether the order was not sent, not placed, or is still being placed', () => {
    expect(['network', 'offline', 'server'].map((k) => failureKind(k as 'network'))).toEqual([
      'notSent',
      'notSent',
      'notSent',
    ]);
    expect(['pickupClosed', 'refused', 'unavailable', 'signIn'].map((k) => failureKind(k as 'refused'))).toEqual([
      'notPlaced',
      'notPlaced',
      'notPlaced',
      'notPlaced',
    ]);
    expect(failureKind('inFlight')).toBe('stillPlacing');
  });

  it('says trying again is safe only when the order was never refused', () => {
    const refused = (status: number, what: CodedMessage) => ({
      message: what.message,
      data: { httpStatus: status, errorCode: what.code, params: null },
    });
    // A viewer's order is refused (403) however often it is sent: never "trying again is safe".
    expect(afterFailure(placeFailure(refused(403, COMPANY_ERRORS.viewerCannotOrder)))).toBe('charged');
    expect(afterFailure(placeFailure(refused(400, ORDER_ERRORS.orderTotal)))).toBe('charged');
    expect(afterFailure(placeFailure(new TypeError('Failed to fetch')))).toBe('safe');
    expect(afterFailure(placeFailure({ message: 'x', data: { httpStatus: 503 } }))).toBe('safe');
    expect(afterFailure({ key: 'inFlight' })).toBeNull();
    expect(afterFailure(placeFailure(refused(403, orderingPausedError('555'))))).toBeNull();
  });
});
