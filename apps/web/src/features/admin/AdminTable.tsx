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
  wrapClassName,
  caption,
  columns,
  children,
  foot,
  testId,
}: {
  className?: string;
  /** a class of the scrolling wrapper's own, beside `admin-table-wrap` */
  wrapClassName?: string;
  caption?: string;
  columns: Column[];
  children: ReactNode;
  foot?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={wrapClassName ? `admin-table-wrap ${wrapClassName}` : 'admin-table-wrap'}>
      <table className={className ? `admin-table ${className}` : 'admin-table'} data-testid={testId}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
        {foot}
      </table>
    </div>
  );
}

/**
 * A table's row of column headings, for a table with a frame of its own (a pick list's, one inside
 * a card, one labelled by a heading): the same headings as `AdminTable`'s.
 */
export function ColumnHeads({ columns }: { columns: Column[] }) {
  return (
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
  );
}
