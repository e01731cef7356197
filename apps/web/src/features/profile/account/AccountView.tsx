import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { readFailure } from '../../../lib/failure';
import { formatCalendarDay } from '../../../lib/pickupText';
import { Link } from '../../../lib/router';
import { failureText } from '../../../lib/serverErrorText';
import { ErrorView } from '../../../ui/ErrorView';
import { CreditMemoLinks } from '../../claims/CreditMemoLinks';
import { type AuthUser } from '../../auth-state/auth';
import { useProfileDate } from '../useProfileDate';
import { financeChargeState, langOf, monthLabel, overLimit, percentText, termsWords } from './model';
import { companyAccountQuery, type CompanyAccount } from './queries';
import { StatementItem } from './StatementItem';
import '../../../ui/badge.css';
import './company-account.css';
import { profilePlacePath } from '../profileState';
import { LoadingBlocks } from '../../../ui/LoadState';

// The profile's Account view (?view=account), for the company's owner and its viewers: the
// balance, credit, terms and credit limit; the orders still owing with their invoice, due date and
// days overdue; the latest payments and refunds; the credit memos and the reports waiting for a
// decision; and each month's statement as a PDF in the page's
// language (and a small link for the other one). Texts: `account.companyAccount`.

export function AccountView({ user, onBack }: { user: AuthUser; onBack: () => void }) {
  const { LL, locale } = useI18nContext();
  const A = LL.account.companyAccount;
  const q = useQuery(companyAccountQuery());

  if (q.isPending) return <LoadingBlocks label={A.loading()} heights={[140, 200]} busy />;
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

/**
 * One titled card of the view: the heading that names it, an optional note, then either the
 * muted empty text or the card's intro and its list. Every list of the account reads the same way.
 */
function AccountCard({
  id,
  title,
  testId,
  note,
  emptyText,
  intro,
  children,
}: {
  id: string;
  title: string;
  testId?: string;
  note?: ReactNode;
  /** Shown instead of the intro and the list when set: there is nothing to list. */
  emptyText?: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="section card" aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className="section-title">
        {title}
      </h3>
      {note}
      {emptyText !== undefined ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <>
          {intro !== undefined && <p className="muted">{intro}</p>}
          <ul className="ca-list">{children}</ul>
        </>
      )}
    </section>
  );
}

/** A dated row of money: the day, a muted line under it (and anything more), and the amount on the right. */
function MoneyRow({
  when,
  line,
  amount,
  children,
}: {
  when: string;
  line: string;
  amount: string;
  children?: ReactNode;
}) {
  return (
    <li className="ca-money">
      <span>
        {when}
        <span className="muted ca-line">{line}</span>
        {children}
      </span>
      <strong>{amount}</strong>
    </li>
  );
}

/** The card's empty text when its list is empty, so that `AccountCard` shows it instead. */
function emptyWhen(list: readonly unknown[], text: string): string | undefined {
  return list.length === 0 ? text : undefined;
}

function OpenOrders({ a, user }: { a: CompanyAccount; user: AuthUser }) {
  const { LL, locale } = useI18nContext();
  const A = LL.account.companyAccount;
  const date = useProfileDate();
  const lang = langOf(locale);
  return (
    <AccountCard id="ca-open-h" title={A.openOrders()} emptyText={emptyWhen(a.open_orders, A.noOpenOrders())}>
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
    </AccountCard>
  );
}

function Money({ a }: { a: CompanyAccount }) {
  const { LL } = useI18nContext();
  const A = LL.account.companyAccount;
  const date = useProfileDate();
  const method = (m: 'cash' | 'card') => (m === 'cash' ? A.cash() : A.card());
  return (
    <>
      <AccountCard id="ca-pay-h" title={A.payments()} emptyText={emptyWhen(a.payments, A.noPayments())}>
        {a.payments.map((p, i) => (
          <MoneyRow
            key={i}
            when={date(p.received_at)}
            line={A.moneyLine({ method: method(p.method), order: p.order_number })}
            amount={formatUsd(p.collected)}
          />
        ))}
      </AccountCard>
      {a.refunds.length > 0 && (
        <AccountCard id="ca-refund-h" title={A.refunds()}>
          {a.refunds.map((r, i) => (
            <MoneyRow
              key={i}
              when={date(r.refunded_at)}
              line={A.moneyLine({ method: method(r.method), order: r.order_number })}
              amount={`−${formatUsd(r.returned)}`}
            />
          ))}
        </AccountCard>
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
    <AccountCard
      id="ca-cm-h"
      title={A.creditMemos()}
      testId="account-credit-memos"
      note={
        a.open_claims > 0 && (
          <p className="ca-open-claims" data-testid="account-open-claims">
            {A.openClaims({ count: a.open_claims })}
          </p>
        )
      }
      emptyText={emptyWhen(a.credit_memos, A.noCreditMemos())}
      intro={A.creditMemosIntro()}
    >
      {a.credit_memos.map((m) => (
        <MoneyRow
          key={m.id}
          when={date(m.issued_at)}
          line={A.creditMemoOrder({ order: m.order_number })}
          amount={`−${formatUsd(m.amount)}`}
        >
          <CreditMemoLinks
            url={m.url}
            label={m.number}
            inEn={A.inEn()}
            inKo={A.inKo()}
            className="claim-memo ca-memo"
          />
        </MoneyRow>
      ))}
    </AccountCard>
  );
}

/** The latest finance charges (late payment interest), each with its month, amount and whether it is owed, paid or waived. */
function FinanceCharges({ a }: { a: CompanyAccount }) {
  const { LL, locale } = useI18nContext();
  const A = LL.account.companyAccount;
  const stateText = { owed: A.financeOwed(), paid: A.financePaid(), waived: A.financeWaived() };
  const badge = { owed: 'badge-orange', paid: 'badge-green', waived: 'badge-gray' };
  return (
    <AccountCard
      id="ca-fc-h"
      title={A.financeCharges()}
      testId="account-finance-charges"
      emptyText={emptyWhen(a.finance_charges, A.noFinanceCharges())}
      intro={A.financeIntro()}
    >
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
    </AccountCard>
  );
}

function Statements({ months }: { months: string[] }) {
  const { LL, locale } = useI18nContext();
  const A = LL.account.companyAccount;
  return (
    <AccountCard
      id="ca-st-h"
      title={A.statements()}
      emptyText={emptyWhen(months, A.noStatements())}
      intro={A.statementsIntro()}
    >
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
    </AccountCard>
  );
}
