import { describe, expect, it } from 'vitest';
import { canOpenStep, canPlace, pickupDayLabel, pickupLabel, placeFailure, windowLabel, windowOf } from './checkout';

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
    expect(placeFailure(new TypeError('Failed to fetch'))).toEqual({ key: 'network', backToSummary: false, newAttempt: false });
    expect(placeFailure(answered(500, 'Something went wrong'))).toEqual({ key: 'server', backToSummary: false, newAttempt: false });
    expect(placeFailure(answered(401, 'Please log in to continue'))).toMatchObject({ key: 'signIn', newAttempt: false });
  });
  it('names what to fix for the server’s refusals', () => {
    expect(placeFailure(answered(400, 'Some products in your cart are no longer available: Pork Belly. Please remove them and try again.'))).toEqual({
      key: 'unavailable',
      backToSummary: true,
      newAttempt: true,
    });
    expect(placeFailure(answered(400, 'That pickup time is no longer available. Please choose another one.')).key).toBe('pickup');
    expect(placeFailure(answered(400, 'Quantity must be a whole number from 1 to 999')).key).toBe('quantity');
    expect(placeFailure(answered(409, 'This checkout was already placed with a different cart. Please reload the page and try again.')).key).toBe('keyReused');
    expect(placeFailure(answered(409, 'Your order is still being placed. Please wait a moment and check your orders.'))).toMatchObject({ key: 'inFlight', newAttempt: false });
    expect(placeFailure(answered(400, 'Something new'))).toMatchObject({ key: 'server', newAttempt: true });
  });
});

describe('pickup labels on the warehouse clock', () => {
  // 2026-11-02 is after the fall-back (PST, UTC-8); 2026-10-30 before it (PDT, UTC-7).
  const pst = { start: '2026-11-02T16:00:00.000Z', startLocal: '08:00', endLocal: '10:00' };
  it('reads the day in Los Angeles in both languages', () => {
    expect(pickupDayLabel('en', pst.start)).toBe('Mon, Nov 2');
    expect(pickupDayLabel('ko', pst.start)).toBe('11월 2일 (월)');
    // 23:30 PT on Oct 30 is already Oct 31 in UTC: the label keeps the warehouse's day
    expect(pickupDayLabel('en', '2026-10-31T06:30:00.000Z')).toBe('Fri, Oct 30');
  });
  it('reads the window in 12-hour time', () => {
    expect(windowLabel('en', { startLocal: '14:00', endLocal: '15:30' })).toBe('2:00 PM – 3:30 PM');
    expect(windowLabel('ko', { startLocal: '10:00', endLocal: '12:00' })).toBe('오전 10:00 – 오후 12:00');
    expect(pickupLabel('en', pst)).toBe('Mon, Nov 2 · 8:00 AM – 10:00 AM');
  });
  it('turns a stored window back into its local times across the DST change', () => {
    expect(windowOf('2026-11-02T16:00:00.000Z', '2026-11-02T18:00:00.000Z')).toMatchObject({ startLocal: '08:00', endLocal: '10:00' });
    expect(windowOf('2026-10-30T15:00:00.000Z', '2026-10-30T17:00:00.000Z')).toMatchObject({ startLocal: '08:00', endLocal: '10:00' });
  });
});
