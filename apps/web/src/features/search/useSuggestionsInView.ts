import { useLayoutEffect, type RefObject } from 'react';

/** Space kept between the list and the bottom of what the buyer sees. */
const GAP_PX = 8;
/** The list is never made shorter than three suggestions (44 px each) for want of room. */
const MIN_LIST_PX = 3 * 44 + GAP_PX;

/**
 * Keeps the search box and its suggestions in view together. On a phone the box sits below the
 * banner and the list (up to ten suggestions) runs past the bottom of the screen, or behind the
 * keyboard: reading it meant scrolling the page, which took the box under the sticky header.
 * So while the list is open:
 * - when the list does not fit below the box, or the box is under the header, the page scrolls
 *   the box up to just below the header (the form's CSS scroll-margin-top), once per change;
 * - the list is as tall as the room left above the bottom of the visual viewport (which the
 *   keyboard shortens) or the cookie banner, and scrolls inside itself; overscroll-behavior keeps
 *   the page still.
 */
export function useSuggestionsInView(
  open: boolean,
  count: number,
  form: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const box = form.current;
    const listEl = list.current;
    if (!open || !box || !listEl) return;
    const fit = () => {
      const vv = window.visualViewport;
      // The bottom of what the buyer sees: above the keyboard, and above the cookie banner
      // (fixed at the bottom until cookies are accepted, which a guest who searches has often not).
      const banner = document.querySelector('.cookie-banner');
      const viewBottom = Math.min(
        vv ? vv.offsetTop + vv.height : window.innerHeight,
        banner ? banner.getBoundingClientRect().top : Infinity,
      );
      // Where the box belongs: just below the sticky header, as scroll-margin-top says.
      const wantedTop = parseFloat(getComputedStyle(box).scrollMarginTop) || 0;
      const { top, bottom } = box.getBoundingClientRect();
      if (top < wantedTop - 1 || bottom + GAP_PX + listEl.scrollHeight > viewBottom)
        box.scrollIntoView({ block: 'start' });
      const listTop = listEl.getBoundingClientRect().top;
      listEl.style.maxHeight = `${Math.max(MIN_LIST_PX, Math.floor(viewBottom - listTop - GAP_PX))}px`;
    };
    fit();
    // The phone's keyboard opening or closing resizes the visual viewport.
    window.visualViewport?.addEventListener('resize', fit);
    return () => {
      window.visualViewport?.removeEventListener('resize', fit);
      listEl.style.maxHeight = '';
    };
  }, [open, count, form, list]);
}
