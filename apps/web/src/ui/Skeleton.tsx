import type { CSSProperties } from 'react';

/** A grey shimmering block that keeps the space of content still loading. */
export function Skeleton({
  width,
  height,
  className,
  style,
}: {
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  return <div className={`skeleton ${className ?? ''}`} style={{ width, height, ...style }} aria-hidden="true" />;
}

/** Placeholder for a text page while its code or dictionary loads. */
export function PageSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <Skeleton height={14} width="40%" />
      <Skeleton height={28} width="70%" style={{ marginTop: 16 }} />
      <Skeleton height={14} style={{ marginTop: 24 }} />
      <Skeleton height={14} width="90%" style={{ marginTop: 8 }} />
      <Skeleton height={14} width="80%" style={{ marginTop: 8 }} />
    </div>
  );
}
