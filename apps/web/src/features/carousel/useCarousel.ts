import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { AUTO_ADVANCE_MS, canAutoAdvance, swipeStep, TRANSITION_MS, wrapIndex } from './math';

function usePrefersReducedMotion(): boolean {
  // Read after the first render, so the browser's first render matches the server's HTML.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const on = () => setReduced(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduced;
}

/**
 * The track's position. None at the first slide: the page's HTML (rendered by the server) then
 * has no style attribute, which its Content-Security-Policy would refuse; later slides are set by
 * React through the DOM, which the policy allows.
 */
export function trackStyle(index: number): CSSProperties | undefined {
  return index === 0 ? undefined : { transform: `translateX(-${index * 100}%)` };
}

/**
 * State and handlers of a slide carousel: go/next/prev with wrap-around, 50 px swipe, an optional
 * auto-advance that pauses on hover, focus, during the 0.3 s transition and under reduced motion.
 */
export function useCarousel(count: number, { autoAdvance = false }: { autoAdvance?: boolean } = {}) {
  const [index, setIndex] = useState(0);
  const [transitioning, setTransitioning] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // False in the server's HTML and the render that hydrates it: only the first slide's picture is
  // there, so the page's first paint fetches no other (they compete with it for a slow link).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const start = useRef<{ x: number; y: number } | null>(null);

  const go = useCallback(
    (i: number) => {
      setIndex((cur) => {
        const next = wrapIndex(i, count);
        if (next !== cur) setTransitioning(true);
        return next;
      });
    },
    [count],
  );
  const step = useCallback(
    (d: number) =>
      setIndex((cur) => {
        const next = wrapIndex(cur + d, count);
        if (next !== cur) setTransitioning(true);
        return next;
      }),
    [count],
  );

  // The transition flag ends after the CSS transition (a timer, since transitionend may not fire
  // when the tab is hidden or motion is reduced).
  useEffect(() => {
    if (!transitioning) return;
    const t = window.setTimeout(() => setTransitioning(false), TRANSITION_MS);
    return () => window.clearTimeout(t);
  }, [transitioning, index]);

  const running = autoAdvance && canAutoAdvance({ count, hovered, transitioning, reducedMotion, focused });
  useEffect(() => {
    if (!running) return;
    const t = window.setTimeout(() => step(1), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(t);
  }, [running, index, step]);

  const handlers = {
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onPointerDown: (e: PointerEvent) => {
      start.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s) return;
      const d = swipeStep(e.clientX - s.x, e.clientY - s.y);
      if (d !== 0) step(d);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };

  return { index, go, next: () => step(1), prev: () => step(-1), handlers, reducedMotion, mounted };
}

/** A carousel's state: where it is, how to move it, and its region's handlers. */
export type CarouselState = ReturnType<typeof useCarousel>;
