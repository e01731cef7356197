// Index arithmetic and rules shared by the banner and product-image carousels (unit tested).

const SWIPE_THRESHOLD_PX = 50;
export const AUTO_ADVANCE_MS = 2500;
export const TRANSITION_MS = 300;

/** Wraps any integer into 0..count-1 (so Previous on the first slide shows the last). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** +1 (next) for a leftward swipe of at least the threshold, -1 for rightward, 0 otherwise. */
export function swipeStep(dx: number, dy: number = 0, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  // A mostly vertical gesture is a scroll, not a swipe.
  if (Math.abs(dx) < threshold || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Whether the banner may advance by itself right now. */
export function canAutoAdvance(s: {
  count: number;
  hovered: boolean;
  transitioning: boolean;
  reducedMotion: boolean;
  focused?: boolean;
}): boolean {
  return s.count > 1 && !s.hovered && !s.transitioning && !s.reducedMotion && !s.focused;
}
