import type { ReactNode } from 'react';
import { DateField } from './DateField';

/** A range of days, 'YYYY-MM-DD' each end. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The two ends of a range of days (`${id}-from`, `${id}-to`), each tied to the range's refusal
 * (`errorId`) while there is one.
 */
export function DayRangeFields({
  id,
  range,
  onChange,
  labels,
  errorId,
  className,
}: {
  id: string;
  range: DayRange;
  onChange: (update: (range: DayRange) => DayRange) => void;
  labels: DayRange;
  errorId: string | undefined;
  className?: string;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <DateField
          key={end}
          id={`${id}-${end}`}
          label={labels[end]}
          className={className}
          value={range[end]}
          errorId={errorId}
          onChange={(day) => onChange((r) => ({ ...r, [end]: day }))}
        />
      ))}
    </>
  );
}

/**
 * A file of the range to download, or, while the range is refused (`href` null), a disabled button
 * in its place that points to why: a link cannot be disabled.
 */
export function DownloadLink({
  href,
  type,
  className,
  errorId,
  children,
}: {
  href: string | null;
  type: string;
  className: string;
  errorId: string;
  children: ReactNode;
}) {
  return href === null ? (
    <button type="button" className={className} disabled aria-describedby={errorId}>
      {children}
    </button>
  ) : (
    <a className={className} href={href} download type={type}>
      {children}
    </a>
  );
}
