import { useI18nContext } from '@wholesale/i18n';
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from '../../ui/icons';
import { Dots } from './Dots';
import { trackStyle, type CarouselState } from './useCarousel';

/**
 * A carousel's frame: the region, the sliding track of `count` slides (only the current one is
 * read or reached by a screen reader or the keyboard), and, with more than one slide, the arrows
 * and the dots. What each slide shows is the caller's.
 */
export function Carousel({
  className,
  label,
  count,
  carousel: c,
  slide,
  announce = false,
  children,
}: {
  className: string;
  label: string;
  count: number;
  carousel: CarouselState;
  slide: (i: number) => ReactNode;
  /** The track announces the slide that moves in, where motion is reduced (no auto-advance to talk over). */
  announce?: boolean;
  /** Shown after the arrows, before the dots (the gallery's "1 / 3"). */
  children?: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <section className={className} aria-roledescription="carousel" aria-label={label} {...c.handlers}>
      <div className="banner-viewport">
        <div
          className={c.reducedMotion ? 'banner-track no-motion' : 'banner-track'}
          style={trackStyle(c.index)}
          aria-live={announce ? (c.reducedMotion ? 'polite' : 'off') : undefined}
        >
          {Array.from({ length: count }, (_, i) => (
            <div
              key={i}
              className="banner-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={LL.carousel.slide({ n: i + 1, total: count })}
              aria-hidden={i !== c.index}
              inert={i !== c.index}
            >
              {slide(i)}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button type="button" className="carousel-arrow prev" aria-label={LL.carousel.previous()} onClick={c.prev}>
            <ChevronLeft />
          </button>
          <button type="button" className="carousel-arrow next" aria-label={LL.carousel.next()} onClick={c.next}>
            <ChevronRight />
          </button>
          {children}
          <Dots count={count} index={c.index} onGo={c.go} />
        </>
      )}
    </section>
  );
}
