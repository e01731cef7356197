import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { formatCalendarDay } from '../../../lib/pickupText';
import { Link } from '../../../lib/router';
import { AdminTable, numeric } from '../AdminTable';
import { customerHref, customerName } from '../customers/model';
import { AGING_BUCKETS, creditState, termsText, type AgingBucket } from './model';
import type { Receivable, ReceivablesPage } from './queries';

/** A figure of the aging; nothing owed in a bucket reads as a muted dash, not "$0.00". */
function Amount({ value }: { value: number }) {
  return value === 0 ? <span className="muted">—</span> : <>{formatUsd(value)}</>;
}

/** The table of companies and, under it, the sums of every company the search found. */
export function ReceivablesTable({ page }: { page: ReceivablesPage }) {
  const { LL, locale } = useI18nContext();
  const R = LL.admin.receivables;
  const C = R.columns;
  const bucketLabel: Record<AgingBucket, string> = {
    current: C.current(),
    days_1_30: C.days1to30(),
    days_31_60: C.days31to60(),
    days_61_90: C.days61to90(),
    days_over_90: C.over90(),
  };
  return (
    <AdminTable
      className="rc-table"
      caption={R.caption()}
      testId="receivables-table"
      columns={[
        C.company(),
        C.terms(),
        numeric(C.creditLimit()),
        numeric(C.creditAvailable()),
        numeric(C.balance()),
        numeric(C.financeCharges()),
        ...AGING_BUCKETS.map((b) => numeric(bucketLabel[b])),
        C.oldestDue(),
      ]}
      foot={
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {R.totals()}
            </th>
            <td className="num">{formatUsd(page.totals.balance)}</td>
            <td className="num">
              <Amount value={page.totals.finance_charges} />
            </td>
            {AGING_BUCKETS.map((b) => (
              <td key={b} className="num">
                <Amount value={page.totals[b]} />
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      }
    >
      {page.companies.map((c) => (
        <Row key={c.company_id} c={c} locale={locale} />
      ))}
    </AdminTable>
  );
}

function Row({ c, locale }: { c: Receivable; locale: string }) {
  const { LL } = useI18nContext();
  const R = LL.admin.receivables;
  const name = customerName(c);
  const credit = creditState(c.credit_available);
  return (
    <tr>
      <th scope="row">
        <Link to={customerHref(c.company_id)} aria-label={R.openLabel({ name })}>
          {name}
        </Link>
        <span className="rc-owner muted">
          {c.name} · {c.email}
        </span>
      </th>
      <td>{termsText(c.terms, LL.admin.customers.terms)}</td>
      <td className="num">
        {c.credit_limit === null ? <span className="muted">{R.noLimit()}</span> : formatUsd(c.credit_limit)}
      </td>
      <td className={`num${credit === 'over' ? ' rc-over' : ''}`}>
        {c.credit_available === null ? (
          <span className="muted">—</span>
        ) : (
          <>
            {formatUsd(c.credit_available)}
            {credit === 'over' && <span className="visually-hidden"> ({R.overLimit()})</span>}
          </>
        )}
      </td>
      <td className="num rc-balance">{formatUsd(c.balance)}</td>
      <td className={`num${c.finance_charges > 0 ? ' rc-late' : ''}`}>
        <Amount value={c.finance_charges} />
      </td>
      {AGING_BUCKETS.map((b) => (
        <td key={b} className={`num${b !== 'current' && c[b] > 0 ? ' rc-late' : ''}`}>
          <Amount value={c[b]} />
        </td>
      ))}
      <td>
        {c.oldest_due_on ? (
          <time dateTime={c.oldest_due_on}>{formatCalendarDay(c.oldest_due_on, locale === 'ko' ? 'ko' : 'en')}</time>
        ) : (
          <span className="muted">{R.nothingOverdue()}</span>
        )}
      </td>
    </tr>
  );
}
