// A span of instants, its start included and its end not: how the books read a range of Los
// Angeles days (the first day's midnight to the midnight after the last), so that an entry at
// midnight falls in one day only and a daylight-saving change moves nothing.
import { firstOfMonth, toPacific } from '@wholesale/rules';
import type { Expression, ExpressionBuilder, ReferenceExpression, SqlBool } from 'kysely';

export interface TimeSpan {
  from: Date;
  to: Date;
}

/** Where `column` falls in `span`. */
export function inSpan<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: ReferenceExpression<DB, TB>,
  span: TimeSpan,
): Expression<SqlBool> {
  return eb.and([eb(column, '>=', span.from), eb(column, '<', span.to)]);
}

/** Whether `at` falls in `span`; a missing instant does not. */
export function isInSpan(at: Date | null, span: TimeSpan): at is Date {
  return at !== null && at >= span.from && at < span.to;
}

/**
 * The Los Angeles month that ended before `now`, as the monthly jobs (statements, finance charges)
 * take it: its first day, the first day of the month `now` is in, and its 'YYYY-MM'.
 */
export function monthEndedBefore(now: Date): { lastMonth: string; thisMonth: string; month: string } {
  const thisMonth = firstOfMonth(toPacific(now).date, 0);
  const lastMonth = firstOfMonth(thisMonth, -1);
  return { lastMonth, thisMonth, month: lastMonth.slice(0, 7) };
}
