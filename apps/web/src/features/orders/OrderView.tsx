import type { RouterOutputs } from '@wholesale/api';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, isCatchWeight, priceSuffixKey } from '@wholesale/rules';
import type { AuthUser } from '../auth-state/auth';
import { DepositNote } from '../checkout/DepositNote';
import { RepeatOrder } from './RepeatOrder';
import { OrderAgain } from './OrderAgain';
import { OrderChanges } from './OrderChanges';
import { ClaimsSection } from '../claims/ClaimsSection';
import { InvoiceLinks, PaymentsReceived, PaymentState } from './OrderPayment';
import { isCalledOff } from './payment';
import { quantityText } from './orders';
import { dateLocale, formatPacificMoment } from '../../lib/pickupText';
import { pastName } from './reorder';
import { StatusBadge } from './StatusBadge';
import { CreditHoldBadge, CreditHoldNote } from './CreditHold';
import { LineLots } from './LineLots';

type Detail = RouterOutputs['orders']['detail'];
type Line = Detail['lines'][number];

/** The order's facts, lines, money and changes. */
export function OrderView({ order: o, user, pickup }: { order: Detail; user: AuthUser; pickup: string | null }) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const M = LL.checkout.money;
  const zone = LL.common.pacificZone();
  const a = o.amounts;
  const est = (on: boolean) =>
    on && (
      <>
        <span className="est-tag">{M.est()}</span>{' '}
      </>
    );
  /** A money row: its label, then the amount marked "Est." while the order is estimated. */
  const moneyRow = (label: string, dollars: number) => (
    <>
      <dt>{label}</dt>
      <dd>
        {est(a.estimated)}
        {formatUsd(dollars)}
      </dd>
    </>
  );
  return (
    <>
      <dl className="order-facts">
        <dt>{O.status()}</dt>
        <dd>
          <StatusBadge status={o.order_status} />
          {o.credit_hold && (
            <>
              {' '}
              <CreditHoldBadge />
            </>
          )}
        </dd>
        {/* the owner answers for every order of the company: whose it is, on each one */}
        {user.companyRole === 'owner' && o.placed_by.name && (
          <>
            <dt>{O.placedBy()}</dt>
            <dd data-testid="placed-by">{o.placed_by.name}</dd>
          </>
        )}
        <dt>{O.placedOn()}</dt>
        <dd>
          {formatPacificMoment(o.order_date, dateLocale(locale), zone)}
          {o.entered_by_staff && <span className="order-entered"> · {O.enteredByStaff()}</span>}
        </dd>
        {pickup && (
          <>
            <dt>{O.pickup()}</dt>
            <dd>{pickup}</dd>
          </>
        )}
        {o.note && (
          <>
            <dt>{O.note()}</dt>
            <dd className="order-note">{o.note}</dd>
          </>
        )}
      </dl>
      {o.credit_hold && <CreditHoldNote />}
      {/* a team's viewer reads the company's orders but does not order */}
      {user.companyRole !== 'viewer' && (
        <>
          <OrderAgain orderId={o.id} user={user} block />
          <RepeatOrder order={o} user={user} />
        </>
      )}

      <h3 className="order-sub">{O.lines()}</h3>
      <table className="order-lines">
        <thead>
          <tr>
            <th scope="col">{O.item()}</th>
            <th scope="col" className="num">
              {O.quantity()}
            </th>
            <th scope="col" className="num">
              {O.amount()}
            </th>
          </tr>
        </thead>
        <tbody>
          {o.lines.map((l) => (
            <OrderLineRow key={l.id} line={l} />
          ))}
          {o.launch_deal && <FreeLineRow line={o.launch_deal} />}
        </tbody>
      </table>

      <h3 className="order-sub">{O.payment.title()}</h3>
      <PaymentState order={o} />
      <dl className="order-money">
        {moneyRow(M.subtotal(), a.subtotal)}
        <dt>{M.fee()}</dt>
        <dd>{formatUsd(a.fee)}</dd>
        <dt className="order-money-total">{a.estimated ? M.estimatedTotal() : M.total()}</dt>
        <dd className="order-money-total">
          {est(a.estimated)}
          {formatUsd(a.total)}
        </dd>
        {/* the deposit and the balance are what a going order asks for: a called-off one asks for
            nothing (what it holds reads "Deposit to refund" above) */}
        {!isCalledOff(o.order_status) && (
          <>
            {moneyRow(M.prepayment(), a.prepayment)}
            {moneyRow(M.balance(), a.balance)}
          </>
        )}
      </dl>
      {/* the saving cash on the balance offers, while something is left to pay */}
      {o.payment.state !== 'paid' && !isCalledOff(o.order_status) && (
        <p className="cart-note">{M.cashNote({ amount: formatUsd(a.cash_discount_max) })}</p>
      )}
      {a.estimated && <p className="cart-note">{M.estimateNote()}</p>}
      {/* how and by when the deposit is paid, while it is due (null once the order is settled) */}
      <DepositNote
        due={o.payment.state === 'prepayment_due' && !isCalledOff(o.order_status) ? o.deposit_due : null}
        headingLevel={3}
      />
      <PaymentsReceived order={o} />
      <InvoiceLinks order={o} />
      <ClaimsSection order={o} />
      <OrderChanges revisions={o.revisions} />
    </>
  );
}

/** The launch deal's free unit: named as given, at $0, outside the order's money. */
function FreeLineRow({ line }: { line: NonNullable<Detail['launch_deal']> }) {
  const { LL, locale } = useI18nContext();
  return (
    <tr data-testid="order-free-line">
      <th scope="row">
        <span className="order-line-name">{locale === 'ko' && line.name_ko ? line.name_ko : line.name}</span>
        <span className="order-line-sub">{LL.buyerOrders.freeLine()}</span>
      </th>
      <td className="num">{quantityText(LL, line.spec, line.quantity)}</td>
      <td className="num">
        <strong>{formatUsd(0)}</strong>
      </td>
    </tr>
  );
}

function OrderLineRow({ line: l }: { line: Line }) {
  const { LL, locale } = useI18nContext();
  const O = LL.buyerOrders;
  const M = LL.checkout.money;
  const cw = isCatchWeight(l.spec);
  const price = formatUsd(l.unit_price);
  const suffix = priceSuffixKey(l.spec);
  return (
    <tr>
      <th scope="row">
        <span className="order-line-name">{pastName(l, locale)}</span>
        <span className="order-line-sub">
          {price}
          {suffix && ` ${LL.catalogue.priceSuffix[suffix]()}`}
        </span>
        {cw && l.weighed_lbs !== null ? (
          <span className="order-line-sub">{M.weighed({ lbs: l.weighed_lbs, price })}</span>
        ) : cw ? (
          <>
            <span className="order-line-sub">{M.perLb({ packs: l.quantity, w: l.avg_weight, price })}</span>
            <span className="order-line-sub order-line-est">{O.estimated()}</span>
          </>
        ) : null}
        <LineLots lots={l.lots} locale={locale} label={O.lineLots()} text={O.lineLot} />
      </th>
      <td className="num">{quantityText(LL, l.spec, l.quantity)}</td>
      <td className="num">
        {l.estimated && (
          <>
            <span className="est-tag">{M.est()}</span>{' '}
          </>
        )}
        <strong>{formatUsd(l.line_total)}</strong>
      </td>
    </tr>
  );
}
