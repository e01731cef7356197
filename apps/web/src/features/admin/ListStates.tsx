import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/Skeleton';

/** A back-office section still loading: every page announces it the same way and shows placeholders. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {children}
    </div>
  );
}

/** Placeholder rows of one height, one under another: the shape of a list that is still loading. */
export function SkeletonRows({ count, height, gap = 8 }: { count: number; height: number; gap?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} style={i === 0 ? undefined : { marginTop: gap }} />
      ))}
    </>
  );
}

/** Placeholder cards (title, subtitle, body) for the pages that list requests as cards. */
export function SkeletonCards({ className, bodyHeight }: { className: string; bodyHeight: number }) {
  return (
    <>
      {[0, 1].map((i) => (
        <div key={i} className={className}>
          <Skeleton height={22} width="40%" />
          <Skeleton height={14} width="25%" style={{ marginTop: 8 }} />
          <Skeleton height={bodyHeight} style={{ marginTop: 16 }} />
        </div>
      ))}
    </>
  );
}

/** A list with nothing in it: one panel, so every page says "none yet" the same way. */
export function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="admin-panel admin-empty" role="status">
      <p className="admin-empty-title">{title}</p>
      {text && <p className="muted">{text}</p>}
      {children}
    </div>
  );
}
