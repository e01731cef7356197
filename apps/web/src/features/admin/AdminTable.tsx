import type { ReactNode } from 'react';

/** A column heading: its text, a class (`num` right-aligns figures), or read only by screen readers. */
export type Column = string | { label: string; className?: string; unseen?: boolean };

/** A column of figures, right-aligned. */
export const numeric = (label: string): Column => ({ label, className: 'num' });
/** A column with no visible heading (a row's buttons): its name is for screen readers. */
export const unseen = (label: string): Column => ({ label, unseen: true });

/**
 * The back office's table: the scrolling wrapper, a caption for screen readers, one row of column
 * headings and the body. Every admin table wrote this frame and its headings cell by cell.
 */
export function AdminTable({
  className,
  caption,
  columns,
  children,
  foot,
  testId,
}: {
  className?: string;
  caption?: string;
  columns: Column[];
  children: ReactNode;
  foot?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="admin-table-wrap">
      <table className={className ? `admin-table ${className}` : 'admin-table'} data-testid={testId}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => {
              const col = typeof c === 'string' ? { label: c } : c;
              return (
                <th key={i} scope="col" className={col.className}>
                  {col.unseen ? <span className="visually-hidden">{col.label}</span> : col.label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot}
      </table>
    </div>
  );
}
