import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';

/**
 * A part of a page while it loads: grey blocks of the heights it will take (16 px apart) or the
 * part's own placeholder, and the same news said once to a screen reader (the blocks are hidden
 * from it). `busy` wraps them in a box marked busy, for a part that stands alone.
 */
export function LoadingBlocks({
  label,
  heights = [],
  busy = false,
  children,
}: {
  label: string;
  heights?: readonly number[];
  busy?: boolean;
  children?: ReactNode;
}) {
  const blocks = (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {heights.map((height, i) => (
        <Skeleton key={i} height={height} style={i > 0 ? { marginTop: 16 } : undefined} />
      ))}
      {children}
    </>
  );
  return busy ? <div aria-busy="true">{blocks}</div> : blocks;
}

/** A part that could not be read: what went wrong, said at once, and the way to read it again. */
export function LoadFailedBox({
  text,
  retryLabel,
  onRetry,
  retryClassName = 'btn btn-primary',
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  retryClassName?: string;
}) {
  return (
    <div className="empty-box" role="alert">
      <p>{text}</p>
      <button type="button" className={retryClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
