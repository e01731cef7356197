import { describe, expect, it } from 'vitest';
import { canAutoAdvance, swipeStep, wrapIndex } from './math';

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(13, 6)).toBe(1);
    expect(wrapIndex(2, 6)).toBe(2);
  });
  it('is 0 for an empty carousel', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('needs at least 50 px', () => {
    expect(swipeStep(-49)).toBe(0);
    expect(swipeStep(-50)).toBe(1);
    expect(swipeStep(50)).toBe(-1);
    expect(swipeStep(120)).toBe(-1);
  });
  it('ignores mostly vertical gestures (scrolling)', () => {
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(-80, 60)).toBe(1);
  });
});

describe('canAutoAdvance', () => {
  const idle = { count: 6, hovered: false, transitioning: false, reducedMotion: false };
  it('advances only when nothing holds it', () => {
    expect(canAutoAdvance(idle)).toBe(true);
    expect(canAutoAdvance({ ...idle, hovered: true })).toBe(false);
    expect(canAutoAdvance({ ...idle, transitioning: true })).toBe(false);
    expect(canAutoAdvance({ ...idle, reducedMotion: true })).toBe(false);
    expect(canAutoAdvance({ ...idle, focused: true })).toBe(false);
    expect(canAutoAdvance({ ...idle, count: 1 })).toBe(false);
  });
});
