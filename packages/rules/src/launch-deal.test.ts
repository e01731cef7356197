import { describe, expect, it } from 'vitest';
import { chooseFreeItem, launchDealPhase, launchDealPlacesLeft } from './launch-deal';

const start = '2026-11-01T16:00:00.000Z';

describe('launchDealPhase and launchDealPlacesLeft', () => {
  it('is not started, and has no place to give, before staff start it', () => {
    const deal = { started_at: null, ended_at: null, capacity: 50, taken: 0 };
    expect(launchDealPhase(deal)).toBe('not_started');
    expect(launchDealPlacesLeft(deal)).toBe(0);
  });

  it('counts the places left while running', () => {
    const deal = { started_at: start, ended_at: null, capacity: 50, taken: 12 };
    expect(launchDealPhase(deal)).toBe('running');
    expect(launchDealPlacesLeft(deal)).toBe(38);
  });

  it('is full once every place is given', () => {
    const deal = { started_at: start, ended_at: null, capacity: 50, taken: 50 };
    expect(launchDealPhase(deal)).toBe('full');
    expect(launchDealPlacesLeft(deal)).toBe(0);
  });

  it('is ended when staff ended it, with places unused or not', () => {
    expect(launchDealPhase({ started_at: start, ended_at: start, capacity: 50, taken: 3 })).toBe('ended');
    expect(launchDealPhase({ started_at: start, ended_at: start, capacity: 50, taken: 50 })).toBe('ended');
    expect(launchDealPlacesLeft({ started_at: start, ended_at: start, capacity: 50, taken: 3 })).toBe(0);
  });
});

describe('chooseFreeItem', () => {
  const products = [{ id: 4 }, { id: 9 }];

  it('gives the product chosen when it qualifies', () => {
    expect(chooseFreeItem(products, 9)).toEqual({ id: 9 });
  });

  it('gives the first product when none was chosen', () => {
    expect(chooseFreeItem(products, undefined)).toEqual({ id: 4 });
  });

  it('says gone when the chosen product no longer qualifies, rather than give another', () => {
    expect(chooseFreeItem(products, 7)).toBe('gone');
  });

  it('gives nothing when no product qualifies', () => {
    expect(chooseFreeItem([], undefined)).toBeNull();
    expect(chooseFreeItem([], 4)).toBe('gone');
  });
});
