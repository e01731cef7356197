import { useQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { Skeleton } from '../../../ui/Skeleton';
import { useReportQueryError } from '../access';
import { dateLocale, formatPacificDay } from '../../../lib/pickupText';
import { LoadError } from '../LoadError';
import { ADMIN_STALE_MS } from '../queries';
import { methodLabel } from '../orders/payments';
import { monthLabel, percentText } from '../../profile/account/model';
import { StatementItem } from '../../profile/account/StatementItem';
import { MailStatement } from './MailStatement';
import type { CustomerDetail } from './queries';
import { SettleFinanceCharge, type Settling } from './SettleFinanceCharge';

type CompanyAccount = RouterOutputs['company']['account'];
export type FinanceCharge = CompanyAccount['finance_charges'][number];

/** The company's account as staff read it (named by this customer's id, any member's will do). */
export function companyAccountQuery(customerId: number) {
  return trpc.company.account.queryOptions({ companyId: customerId }, { staleTime: ADMIN_STALE_MS });
}

/**
 * The customer page's Account panel: the company's balance, its finance charges (an owed one
 * recorded paid or waived here) and its monthly statements, downloaded in either language or
 * e-mailed to the owner. Texts: `admin.books`.
 */
export function CompanyAccountPanel({ customer: c }: { customer: CustomerDetail }) {
  const { LL } = useI18nContext();
  const A = LL.admin.books.account;
  const q = useQuery(companyAccountQuery(c.id));
  useReportQueryError(q.error);
  const heading = useId();

  let body;
  if (q.data) {
    const a = q.data;
    body = (
      <>
        <p className="cu-owed-label">{A.balance()}</p>
        <p className={`cu-owed-value${a.balance > 0 ? ' cu-owed' : ''}`} data-testid="customer-account-balance">
          {formatUsd(a.balance)}
        </p>
        <p className="muted admin-hint">{A.balanceHint()}</p>
        <FinanceCharges charges={a.finance_charges} />
        <Statements customer={c} months={a.statement_months} />
      </>
    );
  } else if (q.isError) {
    body = <LoadError title={A.loadError()} query={q} retryLabel={A.retry()} />;
  } else {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {A.loading()}
        </p>
        <Skeleton height={160} />
      </>
    );
  }
  return (
    <section
      className="admin-panel cu-account"
      aria-labelledby={heading}
      aria-busy={q.isPending}
      data-testid="customer-account"
    >
      <h2 id={heading} className="admin-h2">
        {A.title()}
      </h2>
      <p className="muted admin-hint cu-intro">{A.intro()}</p>
      {body}
    </section>
  );
}

function FinanceCharges({ charges }: { charges: FinanceCharge[] }) {
  const { LL, locale } = useI18nContext();
  const F = LL.admin.books.finance;
  const [settling, setSettling] = useState<Settling | null>(null);
  const heading = useId();
  const day = (iso: string) => formatPacificDay(iso, dateLocale(locale));
  return (
    <section className="cu-finance" aria-labelledby={heading} data-testid="customer-finance-charges">
      <h3 id={heading} className="admin-h3">
        {F.title()}
      </h3>
      <p className="muted admin-hint">{F.intro()}</p>
      {charges.length === 0 ? (
        <p className="muted">{F.empty()}</p>
      ) : (
        <ul className="cu-finance-list">
          {charges.map((ch) => {
            const month = monthLabel(ch.month, locale);
            const s = ch.settled;
            return (
              <li key={ch.id} className="cu-finance-charge">
                <div className="cu-finance-head">
                  <h4 className="cu-finance-month">{month}</h4>
                  <strong className="cu-finance-amount">{formatUsd(ch.amount)}</strong>
                </div>
                <p className="muted cu-finance-basis">
                  {F.basis({ rate: percentText(ch.annual_rate_percent), overdue: formatUsd(ch.overdue) })}
                </p>
                {s === null ? (
                  <div className="cu-finance-actions">
                    <span className="admin-order-badge badge-orange">{F.owed()}</span>
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      aria-label={F.recordPaidLabel({ month })}
                      onClick={() => setSettling({ charge: ch, kind: 'paid' })}
                    >
                      {F.recordPaid()}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      aria-label={F.waiveLabel({ month })}
                      onClick={() => setSettling({ charge: ch, kind: 'waived' })}
                    >
                      {F.waive()}
                    </button>
                  </div>
                ) : s.kind === 'paid' ? (
                  <p className="cu-finance-state">
                    {F.paid({ date: day(s.at), method: s.method ? methodLabel(LL, s.method) : '' })}
                  </p>
                ) : (
                  <p className="cu-finance-state">
                    {F.waived({ date: day(s.at) })}
                    {s.reason && (
                      <span className="muted cu-finance-reason">{F.waivedReason({ reason: s.reason })}</span>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <SettleFinanceCharge settling={settling} onClose={() => setSettling(null)} />
    </section>
  );
}

function Statements({ customer: c, months }: { customer: CustomerDetail; months: string[] }) {
  const { LL, locale } = useI18nContext();
  const A = LL.admin.books.account;
  const heading = useId();
  return (
    <section className="cu-statements" aria-labelledby={heading}>
      <h3 id={heading} className="admin-h3">
        {A.statements()}
      </h3>
      {months.length === 0 ? (
        <p className="muted">{A.statementsEmpty()}</p>
      ) : (
        <>
          <ul className="cu-statement-list">
            {months.map((m) => (
              <StatementItem
                key={m}
                month={m}
                locale={locale}
                company={c.id}
                label={A.statement({ month: monthLabel(m, locale) })}
                inKo={A.inKo()}
                inEn={A.inEn()}
                className="cu-statement"
              />
            ))}
          </ul>
          <MailStatement companyId={c.id} months={months} />
        </>
      )}
    </section>
  );
}
