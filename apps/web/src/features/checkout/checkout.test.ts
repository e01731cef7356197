import { describe, expect, it } from 'vitest';
import { canOpenStep, canPlace, failureKind, placeFailure } from './checkout';

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
  const answered = (status: number, message: string) => ({ message, data: { httpStatus: status } });
  it('keeps the attempt for a network failure, a 5xx and an expired session', () => {
    expect(placeFailure(new TypeError('Failed to fetch'))).toEqual({ key: 'network', backToSummary: false, newAttempt: false, message: null });
    expect(placeFailure(answered(500, 'Something went wrong'))).toEqual({ key: 'server', backToSummary: false, newAttempt: false, message: null });
    expect(placeFailure(answered(401, 'Please log in to continue'))).toMatchObject({ key: 'signIn', newAttempt: false });
  });
  it('names what to fix for the server’s refusals', () => {
    expect(placeFailure(answered(400, 'Some products in your cart are no longer available: Pork Belly. Please remove them and try again.'))).toEqual({
      key: 'unavailable',
      backToSummary: true,
      newAttempt: true,
      message: 'Some products in your cart are no longer available: Pork Belly. Please remove them and try again.',
    });
    expect(placeFailure(answered(400, 'That pickup time is no longer available. Please choose another one.')).key).toBe('pickup');
    expect(placeFailure(answered(400, 'Quantity must be a whole number from 1 to 999')).key).toBe('quantity');
    expect(placeFailure(answered(409, 'This checkout was already placed with a different cart. Please reload the page and try again.')).key).toBe('keyReused');
    expect(placeFailure(answered(409, 'Your order is still being placed. Please wait a moment and check your orders.'))).toMatchObject({ key: 'inFlight', newAttempt: false });
    // a refusal the page has no words for: the server's own message is shown
    expect(placeFailure(answered(400, 'Something new'))).toMatchObject({ key: 'refused', newAttempt: true, message: 'Something new' });
    expect(placeFailure(answered(400, ''))).toMatchObject({ key: 'server', newAttempt: true });
  });

  it('tells offline from unreachable, and a closed day from another lost slot (issue 18)', () => {
    expect(placeFailure(new TypeError('Failed to fetch'), false)).toEqual({ key: 'offline', backToSummary: false, newAttempt: false, message: null });
    // offline says nothing about a server that answered
    expect(placeFailure(answered(500, 'x'), false).key).toBe('server');
    const closed = 'That pickup time is no longer available: the warehouse is closed on Thursday, November 26, 2026 (Thanksgiving Day). Please choose another day.';
    expect(placeFailure(answered(400, closed))).toEqual({ key: 'pickupClosed', backToSummary: true, newAttempt: true, message: closed });
  });

  it('says whether the order was not sent, not placed, or is still being placed', () => {
    expect(['network', 'offline', 'server'].map((k) => failureKind(k as 'network'))).toEqual(['notSent', 'notSent', 'notSent']);
    expect(['pickupClosed', 'refused', 'unavailable', 'signIn'].map((k) => failureKind(k as 'refused'))).toEqual(['notPlaced', 'notPlaced', 'notPlaced', 'notPlaced']);
    expect(failureKind('inFlight')).toBe('stillPlacing');
  });
});
