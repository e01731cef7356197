import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { readFailure } from '../../../lib/failure';
import { formatCalendarDay } from '../../../lib/pickupText';
import { Link } from '../../../lib/router';
import { failureText } from '../../../lib/serverErrorText';
import { ErrorView } from '../../../ui/ErrorView';
import { CreditMemoLinks } from '../../claims/CreditMemoLinks';
import { Skeleton } from '../../../ui/Skeleton';
import { type AuthUser } from '../../auth-state/auth';
import { useProfileDate } from '../useProfileDate';
import { financeChargeState, langOf, monthLabel, overLimit, percentText, termsWords } from './model';
import { companyAccountQuery, type CompanyAccount } from './queries';
import { StatementItem } from './StatementItem';
import '../../../ui/badge.css';
import './company-account.css';
import { profilePlacePath } from '../profileState';

// The profile's Account view (?view=account), for the company's owner and its viewers: the
// balance, credit, terms and credit limit; the orders still owing with their invoice, due date and
// days overdue; the latest payments and refunds; the credit memos and the reports waiting for a
// decision; and each month's statement as a PDF in the page's
// language (and a small link for the other one). Texts: `account.companyAccount`.

export function AccountView({ user, onBack }: { user: AuthUser; onBack: () => void }) {
  const { LL, locale } = useI18nContext();
  const A = LL.account.companyAccount;
  const q = useQuery(companyAccountQuery());

  if (q.isPending)
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {A.loading()}
        </p>
        <Skeleton height={140} />
        <Skeleton height={200} style={{ marginTop: 16 }} />
      </div>
    );
  if (q.isError) {
    const f = readFailure(q.error);
    const refused = f.status === 403;
    return (
      <ErrorView
        title={refused ? A.roleRefused() : A.loadError()}
        text={
          refused
            ? undefined
            : failureText(LL, f, locale, { unreachable: LL.account.team.network(), failed: LL.account.team.server() })
        }
        actions={
          refused ? (
            <button type="button" className="btn btn-primary" onClick={onBack}>
              {A.back()}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void q.refetch()}>
              {A.retry()}
            </button>
          )
        }
      />
    );
  }
  const a = q.data;
  return (
    <div className="ca-view">
      <h2 className="section-title">{A.title()}</h2>
      {a.company && <p className="muted">{A.intro({ company: a.company })}</p>}
      <Summary a={a} />
      <OpenOrders a={a} user={user} />
      <Money a={a} />
      <CreditMemos a={a} />
      <FinanceCharges a={a} />
      <Statements months={a.statement_months} />
    </div>
  );
}

function Summary({ a }: { a: CompanyAccount }) {
  const { LL } = useI18nContext();
  const A = LL.account.companyAccount;
  const over = overLimit(a.credit_available);
  return (
    <section className="section card" aria-labelledby="ca-summary-h">
      <h3 id="ca-summary-h" className="visually-hidden">
        {A.summary()}
      </h3>
      <p className="ca-balance-label muted">{A.balance()}</p>
      <p className="ca-balance" data-testid="account-balance">
        {formatUsd(a.balance)}
      </p>
      <dl className="summary-list">
        {a.credit > 0 && (
          <>
            <dt>{A.credit()}</dt>
            <dd>
              {formatUsd(a.credit)}
              <span className="field-hint ca-hint">{A.creditHint()}</span>
            </dd>
          </>
        )}
        <dt>{A.terms()}</dt>
        <dd>{termsWords(a.terms, A)}</dd>
        <dt>{A.creditLimit()}</dt>
        <dd>{a.credit_limit === null ? A.noLimit() : formatUsd(a.credit_limit)}</dd>
        {a.credit_available !== null && (
          <>
            <dt>{A.available()}</dt>
            <dd className={over ? 'ca-over' : undefined}>
              {formatUsd(a.credit_available)}
              {over && <span className="ca-over-note"> · {A.overLimit()}</span>}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function OpenOrders({ a, user }: { a: CompanyAccount; user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const A = LL.account.companyAccount;
  const date = useProfileDate();
  const lang = langOf(locale);
  return (
    <section className="section card" aria-labelledby="ca-open-h">
      <h3 id="ca-open-h" className="section-title">
        {A.openOrders()}
      </h3>
      {a.open_orders.length === 0 ? (
        <p className="muted">{A.noOpenOrders()}</p>
      ) : (
        <ul className="ca-list">
          {a.open_orders.map((o) => (
            <li key={o.order_id} className="ca-order">
              <div className="ca-order-head">
                <Link
                  to={profilePlacePath(user, { view: 'order', orderId: o.order_id })}
                  aria-label={A.orderLabel({ number: o.order_number })}
                >
                  {o.order_number}
                </Link>
                <strong className="ca-due">{formatUsd(o.due)}</strong>
              </div>
              <p className="muted ca-line">{A.placedBy({ date: date(o.order_date), name: o.placed_by })}</p>
              <p className="ca-line">
                {o.invoice_number ? (
                  A.invoice({ number: o.invoice_number })
                ) : (
                  <span className="muted">{A.notInvoiced()}</span>
                )}
                {o.due_on && (
                  <>
                    {' · '}
                    <time dateTime={o.due_on}>{A.dueOn({ date: formatCalendarDay(o.due_on, lang) })}</time>
                  </>
                )}
              </p>
              {o.days_overdue > 0 && <p className="ca-overdue">{A.overdue({ days: o.days_overdue })}</p>}
              <p className="muted ca-line">
                {A.total()} {formatUsd(o.total)} · {A.paid()} {formatUsd(o.paid)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Money({ a }: { a: CompanyAccount }) {
  const { LL } = useI18nContext();
  const A = LL.account.companyAccount;
  const date = useProfileDate();
  const method = (m: 'cash' | 'card') => (m === 'cash' ? A.cash() : A.card());
  return (
    <>
      <section className="section card" aria-labelledby="ca-pay-h">
        <h3 id="ca-pay-h" className="section-title">
          {A.payments()}
        </h3>
        {a.payments.length === 0 ? (
          <p className="muted">{A.noPayments()}</p>
        ) : (
          <ul className="ca-list">
            {a.payments.map((p, i) => (
              <li key={i} className="ca-money">
                <span>
                  {date(p.received_at)}
                  <span className="muted ca-line">
                    {A.moneyLine({ method: method(p.method), order: p.order_number })}
                  </span>
                </span>
                <strong>{formatUsd(p.collected)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      {a.refunds.length > 0 && (
        <section className="section card" aria-labelledby="ca-refund-h">
          <h3 id="ca-refund-h" className="section-title">
            {A.refunds()}
          </h3>
          <ul className="ca-list">
            {a.refunds.map((r, i) => (
              <li key={i} className="ca-money">
                <span>
                  {date(r.refunded_at)}
                  <span className="muted ca-line">
                    {A.moneyLine({ method: method(r.method), order: r.order_number })}
                  </span>
                </span>
                <strong>−{formatUsd(r.returned)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The credit memos approved claims issued, each with its PDF; and how many reports wait for a decision. */
function CreditMemos({ a }: { a: CompanyAccount }) {
  const { LL } = useI18nContext();
  const A = LL.account.companyAccount;
  const date = useProfileDate();
  return (
    <section className="section card" aria-labelledby="ca-cm-h" data-testid="account-credit-memos">
      <h3 id="ca-cm-h" className="section-title">
        {A.creditMemos()}
      </h3>
      {a.open_claims > 0 && (
        <p className="ca-open-claims" data-testid="account-open-claims">
          {A.openClaims({ count: a.open_claims })}
        </p>
      )}
      {a.credit_memos.length === 0 ? (
        <p className="muted">{A.noCreditMemos()}</p>
      ) : (
        <>
          <p className="muted">{A.creditMemosIntro()}</p>
          <ul className="ca-list">
            {a.credit_memos.map((m) => (
              <li key={m.id} className="ca-money">
                <span>
                  {date(m.issued_at)}
                  <span className="muted ca-line">{A.creditMemoOrder({ order: m.order_number })}</span>
                  <CreditMemoLinks
                    url={m.url}
                    label={m.number}
                    inEn={A.inEn()}
                    inKo={A.inKo()}
                    className="claim-memo ca-memo"
                  />
                </span>
                <strong>−{formatUsd(m.amount)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The latest finance charges (late payment interest), each with its month, amount and whether it is owed, paid or waived. */
function FinanceCharges({ a }: { a: CompanyAccount }) {
  const { LL, locale } = useI18nContext();
  const A = LL.account.companyAccount;
  const stateText = { owed: A.financeOwed(), paid: A.financePaid(), waived: A.financeWaived() };
  const badge = { owed: 'badge-orange', paid: 'badge-green', waived: 'badge-gray' };
  return (
    <section className="section card" aria-labelledby="ca-fc-h" data-testid="account-finance-charges">
      <h3 id="ca-fc-h" className="section-title">
        {A.financeCharges()}
      </h3>
      {a.finance_charges.length === 0 ? (
        <p className="muted">{A.noFinanceCharges()}</p>
      ) : (
        <>
          <p className="muted">{A.financeIntro()}</p>
          <ul className="ca-list">
            {a.finance_charges.map((c) => {
              const state = financeChargeState(c);
              return (
                <li key={c.id} className="ca-money">
                  <span>
                    {A.financeMonth({ month: monthLabel(c.month, locale) })}
                    <span className="muted ca-line">
                      {A.financeOn({ rate: percentText(c.annual_rate_percent), overdue: formatUsd(c.overdue) })}
                    </span>
                  </span>
                  <span className="ca-fc-amount">
                    <strong>{formatUsd(c.amount)}</strong>
                    <span className={`badge ${badge[state]}`}>{stateText[state]}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function Statements({ months }: { months: string[] }) {
  const { LL, locale } = useI18nContext();
  const A = LL.account.companyAccount;
  return (
    <section className="section card" aria-labelledby="ca-st-h">
      <h3 id="ca-st-h" className="section-title">
        {A.statements()}
      </h3>
      {months.length === 0 ? (
        <p className="muted">{A.noStatements()}</p>
      ) : (
        <>
          <p className="muted">{A.statementsIntro()}</p>
          <ul className="ca-list">
            {months.map((m) => (
              <StatementItem
                key={m}
                month={m}
                locale={locale}
                label={A.statement({ month: monthLabel(m, locale) })}
                inKo={A.inKo()}
                inEn={A.inEn()}
                className="ca-statement"
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
