// The back office's search boxes: what a list's search text matches, the same way on every list.
import type { Expression, ExpressionBuilder, ReferenceExpression, SqlBool } from 'kysely';

/** Escapes LIKE wildcards so user text matches literally (backslash is Postgres' default escape). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search box's words, at most five: each one must match on its own. */
export function searchBoxWords(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
}

/** One test per column: the column contains `text`, whatever its case; a row matches when any holds. */
export function containing<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly ReferenceExpression<DB, TB>[],
  text: string,
): Expression<SqlBool>[] {
  const like = likeContains(text);
  return columns.map((column) => eb(column, 'ilike', like));
}
