import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { LoadError } from './LoadError';

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

/** The words of a list not read yet: what it is loading, and if that failed, what failed and the retry. */
interface NotLoadedWords {
  loading: () => string;
  loadError: () => string;
  retry: () => string;
}

/**
 * A list (or a panel) whose data has not come: its placeholders while the first read runs, or the
 * read's failure with a retry. `words`: the page's namespace when it names them so, else its own.
 */
export function NotLoaded({
  query,
  words,
  placeholder,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  words: NotLoadedWords;
  placeholder: ReactNode;
}) {
  return query.isError ? (
    <LoadError title={words.loadError()} query={query} retryLabel={words.retry()} />
  ) : (
    <Loading label={words.loading()}>{placeholder}</Loading>
  );
}

/**
 * A small panel's data not come yet, in one line: "loading", or the failure and a retry link (a
 * panel among others, where a page-wide error view would be too loud).
 */
export function InlineNotLoaded({
  query,
  words,
}: {
  query: { isError: boolean; refetch: () => unknown };
  words: NotLoadedWords;
}) {
  return query.isError ? (
    <p className="admin-inline-error">
      {words.loadError()}{' '}
      <button type="button" className="link-button" onClick={() => void query.refetch()}>
        {words.retry()}
      </button>
    </p>
  ) : (
    <p className="muted" role="status">
      {words.loading()}
    </p>
  );
}

/**
 * A list (or a panel) read by one query: `NotLoaded` until its first data comes (`InlineNotLoaded`
 * when there is no `placeholder`), then `empty` when `isEmpty` finds nothing in the data, else what
 * `children` draws of it. A failed refetch keeps the last data on screen (the toast says the
 * refresh failed): the error view is for data never loaded.
 */
export function QueryBody<T>({
  query,
  words,
  placeholder,
  isEmpty,
  empty,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  words: NotLoadedWords;
  placeholder?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  if (data === undefined) {
    return placeholder === undefined ? (
      <InlineNotLoaded query={query} words={words} />
    ) : (
      <NotLoaded query={query} words={words} placeholder={placeholder} />
    );
  }
  return <>{isEmpty?.(data) ? empty : children(data)}</>;
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
