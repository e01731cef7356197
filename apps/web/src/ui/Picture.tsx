import type { ImgHTMLAttributes } from 'react';

declare module 'react' {
  // Element Timing (Chromium): the browser reports when an element with this attribute is painted.
  // (A merged declaration repeats React's type parameter, used or not.)
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  /** The AVIF and JPG URLs of the same image. */
  avif: string;
  jpg: string;
  alt: string;
  /** Intrinsic size, always given, so the page does not jump while images load. */
  width: number;
  height: number;
  /** true only for the largest image above the fold (LCP): eager and high priority. */
  priority?: boolean;
}

/**
 * <picture> with an AVIF source and a JPG fallback; lazy and low priority unless `priority`. Low,
 * not the browser's default: a listing shows six cards at once, and their pictures would otherwise
 * share a slow line evenly with the first one, the page's main picture.
 */
export function Picture({ avif, jpg, alt, width, height, priority = false, className, ...rest }: PictureProps) {
  return (
    <picture className={className}>
      <source srcSet={avif} type="image/avif" />
      <img
        src={jpg}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'low'}
        // main.tsx starts the app once the browser reports this picture painted.
        elementtiming={priority ? 'hero' : undefined}
        {...rest}
      />
    </picture>
  );
}
