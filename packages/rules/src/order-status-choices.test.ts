import { describe, expect, it } from 'vitest';
import { isReopening, isStatusChoice, missedPickupRefusal, statusChoices } from './order-status-choices';

describe('statusChoices', () => {
  it('offers a pickup order no quote steps, and ready and missed pickup', () => {
    expect(statusChoices('pickup', 'pending')).toEqual([
      'pending',
      'order placed',
      'ready for pickup',
      'complete',
      'declined',
      'missed pickup',
    ]);
  });
  it('offers a delivery order its quote steps and no pickup statuses', () => {
    const d = statusChoices('delivery', 'pending');
    expect(d).toContain('quote sent');
    expect(d).not.toContain('ready for pickup');
    expect(d).not.toContain('missed pickup');
  });
  it('always shows the current status, first when it is not a choice', () => {
    expect(statusChoices('pickup', 'cancelled')[0]).toBe('cancelled');
    expect(statusChoices('pickup', 'contacted')[0]).toBe('contacted');
    expect(statusChoices('pickup', 'complete').filter((s) => s === 'complete')).toHaveLength(1);
  });
  it('lets staff set only a choice that changes something', () => {
    expect(isStatusChoice('pickup', 'pending', 'contacted')).toBe(false);
    expect(isStatusChoice('pickup', 'pending', 'pending')).toBe(false);
    expect(isStatusChoice('pickup', 'cancelled', 'cancelled')).toBe(false);
    expect(isStatusChoice('pickup', 'cancelled', 'order placed')).toBe(true);
    expect(isStatusChoice('delivery', 'pending', 'quote sent')).toBe(true);
  });
});

describe('isReopening', () => {
  it('is a change from a closed status to an open one', () => {
    for (const from of ['complete', 'declined', 'cancelled', 'missed pickup'])
      expect(isReopening(from, 'order placed')).toBe(true);
    expect(isReopening('cancelled', 'ready for pickup')).toBe(true);
  });
  it('is not a change between open statuses, nor from one closed status to another', () => {
    expect(isReopening('pending', 'order placed')).toBe(false);
    expect(isReopening('order placed', 'complete')).toBe(false);
    expect(isReopening('missed pickup', 'complete')).toBe(false);
    expect(isReopening('declined', 'declined')).toBe(false);
  });
});

describe('missedPickupRefusal', () => {
  const end = '2026-11-20T20:00:00.000Z';
  it('refuses before the window has ended, naming its end', () => {
    expect(missedPickupRefusal(end, new Date('2026-11-20T19:59:59Z'))).toEqual({ reason: 'missedTooEarly', end });
  });
  it('allows it once the window has ended, and for an order with no window', () => {
    expect(missedPickupRefusal(end, new Date(end))).toBeNull();
    expect(missedPickupRefusal(null, new Date('2026-11-20T00:00:00Z'))).toBeNull();
  });
});
