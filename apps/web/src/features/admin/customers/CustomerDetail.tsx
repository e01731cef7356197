import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AdminTable, numeric } from '../AdminTable';
import { Link } from '../../../lib/router';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportQueryError } from '../access';
import { useFormSend } from '../useFormSend';
import { PageHead } from '../pages/PageHead';
import { formatAdminTime } from '../format';
import { newOrderHref, ordersHref } from '../orders/helpers';
import { OrderLinkHead } from '../orders/OrderCells';
import { StatusBadge } from '../orders/status';
import { priceListsHref } from '../prices/href';
import { PriceHistory } from '../prices/PriceHistory';
import { buyerChangesQuery, priceListsQuery, usePricesChanged } from '../prices/queries';
import { customerName, ownsNoTeam } from './model';
import { readFailure } from '../../../lib/failure';
import { teamQuery } from '../../team/queries';
import { OwnPrices } from './OwnPrices';
import { CustomerDocuments } from './CustomerDocuments';
import { CustomerTeam } from './CustomerTeam';
import { MissedPickups } from './MissedPickups';
import { TermsPanel } from './TermsPanel';
import { CompanyAccountPanel } from './CompanyAccountPanel';
import { customerQuery, type CustomerDetail } from './queries';
import { DetailFrame } from '../DetailFrame';
import { Field } from '../Field';
import { NotesPanel } from '../notes/NotesPanel';
import { TitledPanel } from '../TitledPanel';
import { LabelledField } from '../LabelledField';

/** A row of the customer's details. */
function Row(props: { label: string; children: ReactNode }) {
  return <Field {...props} className="cu-dl-row" />;
}

/** One customer (?page=customers&customer=ID): who they are, what they owe and ordered, their company's terms and team, documents, price list, own prices and price history. */
export function CustomerDetailView({ userId, backHref }: { userId: number; backHref: string }) {
  const { LL } = useI18nContext();
  const D = LL.admin.customers.detail;
  return (
    <DetailFrame
      query={useQuery(customerQuery(userId))}
      backHref={backHref}
      backLabel={D.back()}
      loadingTitle={D.loading()}
      loadErrorTitle={D.loadError()}
      retryLabel={LL.admin.customers.retry()}
    >
      {(customer) => <Detail customer={customer} />}
    </DetailFrame>
  );
}

function Detail({ customer: c }: { customer: CustomerDetail }) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.customers.detail;
  const zone = LL.common.pacificZone();
  const name = customerName(c);
  const notGiven = <span className="muted">{D.notGiven()}</span>;
  const since = formatAdminTime(c.created_at, locale, zone);
  const last = c.last_order_at ? formatAdminTime(c.last_order_at, locale, zone) : null;
  const changes = useQuery(buyerChangesQuery(c.id));
  // A member of another company's team: its documents and prices are the company's,
  // kept on the owner's page (CustomerTeam says so and leads there). The team panel's query, shared.
  const team = useQuery(teamQuery(c.id));
  const member = team.isError && ownsNoTeam(readFailure(team.error));
  const ids = { contact: useId(), balance: useId() };

  return (
    <>
      <PageHead
        title={name}
        intro={c.company?.trim() ? `${c.name} · ${c.email}` : c.email}
        actions={
          <Link className="btn btn-secondary" to={newOrderHref(c.id)}>
            {LL.admin.newOrder.forCustomer()}
          </Link>
        }
      />

      <div className="cu-grid">
        <TitledPanel headingId={ids.contact} title={D.contactTitle()}>
          <dl className="admin-dl">
            <Row label={D.company()}>{c.company?.trim() ? c.company : notGiven}</Row>
            <Row label={D.name()}>{c.name}</Row>
            <Row label={D.email()}>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </Row>
            <Row label={D.phone()}>
              {c.phone_number ? <a href={`tel:${c.phone_number}`}>{c.phone_number}</a> : notGiven}
            </Row>
            <Row label={D.language()}>{c.locale === 'ko' ? D.korean() : D.english()}</Row>
            <Row label={D.license()}>{c.license_number?.trim() ? c.license_number : notGiven}</Row>
            <Row label={D.resale()}>{c.california_resale?.trim() ? c.california_resale : notGiven}</Row>
            <Row label={D.since()}>{since ? <time dateTime={since.dateTime}>{since.text}</time> : notGiven}</Row>
          </dl>
        </TitledPanel>
        <TitledPanel headingId={ids.balance} title={D.balanceTitle()}>
          <p className="cu-owed-label">{D.owed()}</p>
          <p className={`cu-owed-value${c.owed > 0 ? ' cu-owed' : ''}`}>{formatUsd(c.owed)}</p>
          <p className="muted admin-hint">{D.owedHint()}</p>
          <dl className="admin-dl cu-dl-tight">
            <Row label={D.orders()}>{c.orders}</Row>
            <Row label={D.lastOrder()}>
              {last ? (
                <time dateTime={last.dateTime}>{last.text}</time>
              ) : (
                <span className="muted">{LL.admin.customers.noOrders()}</span>
              )}
            </Row>
          </dl>
        </TitledPanel>
      </div>

      <NotesPanel subject={{ customer_id: c.id }} />
      <TermsPanel customer={c} member={member} />
      <MissedPickups customer={c} />
      <CompanyAccountPanel customer={c} />
      <CustomerTeam customer={c} />
      {!member && (
        <>
          <CustomerDocuments companyId={c.id} />
          <PriceListChoice customer={c} />
          <OwnPrices customer={c} />
        </>
      )}
      <RecentOrders customer={c} />
      <PriceHistory changes={changes} title={D.historyTitle()} />
    </>
  );
}

/** The customer's price list: a select of every list and "None — member prices", applied with a button. */
function PriceListChoice({ customer: c }: { customer: CustomerDetail }) {
  const { LL } = useI18nContext();
  const D = LL.admin.customers.detail;
  const lists = useQuery(priceListsQuery());
  useReportQueryError(lists.error);
  const pricesChanged = usePricesChanged();
  const { mutateAsync: assign } = useMutation(trpc.admin.prices.assignPriceList.mutationOptions());
  const current = c.price_list?.id ?? null;
  const [choice, setChoice] = useState<string>(current === null ? '' : String(current));
  const [shown, setShown] = useState(current);
  const { busy, send } = useFormSend(D.assignFailed());
  const ids = { heading: useId(), select: useId(), intro: useId() };
  const name = customerName(c);
  // The server's answer (after a change here, or Refresh Data) starts the select again.
  if (shown !== current) {
    setShown(current);
    setChoice(current === null ? '' : String(current));
  }

  async function apply(e: FormEvent) {
    e.preventDefault();
    const price_list_id = choice === '' ? null : Number(choice);
    if (price_list_id === current) return;
    await send(async () => {
      const answer = await assign({ userId: c.id, price_list_id });
      pricesChanged();
      if (answer.price_list)
        toast({
          title: D.assigned(),
          text: D.assignedText({ name, list: answer.price_list.name }),
          variant: 'success',
        });
      else toast({ title: D.unassigned(), text: D.unassignedText({ name }), variant: 'success' });
    });
  }

  const options = lists.data ?? (c.price_list ? [{ id: c.price_list.id, name: c.price_list.name }] : []);
  const unchanged = (choice === '' ? null : Number(choice)) === current;
  return (
    <TitledPanel className="cu-list" headingId={ids.heading} title={D.listTitle()}>
      <p id={ids.intro} className="muted admin-hint cu-intro">
        {D.listIntro()}
      </p>
      <form className="cu-list-form" onSubmit={(e) => void apply(e)}>
        <LabelledField id={ids.select} label={D.listLabel({ name })}>
          <select
            id={ids.select}
            className="admin-select cu-select"
            value={choice}
            aria-describedby={ids.intro}
            onChange={(e) => setChoice(e.target.value)}
          >
            <option value="">{D.noList()}</option>
            {options.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        </LabelledField>
        <button type="submit" className="btn btn-primary" disabled={busy || unchanged} aria-busy={busy}>
          {busy ? D.applying() : D.apply()}
        </button>
      </form>
      {lists.isError && !lists.data && <p className="admin-inline-error">{D.listsError()}</p>}
      {lists.isPending && (
        <p className="muted admin-hint" role="status">
          {D.listsLoading()}
        </p>
      )}
      <p className="cu-current">
        {D.current({ list: c.price_list?.name ?? D.noList() })}
        {c.price_list && (
          <>
            {' · '}
            <Link to={priceListsHref({ listId: c.price_list.id })}>{D.openList({ list: c.price_list.name })}</Link>
          </>
        )}
      </p>
    </TitledPanel>
  );
}

/** The customer's latest orders, each a link to its page on the Orders page. */
function RecentOrders({ customer: c }: { customer: CustomerDetail }) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.customers.detail;
  const zone = LL.common.pacificZone();
  const heading = useId();
  const name = customerName(c);
  return (
    <TitledPanel className="cu-orders" headingId={heading} title={D.ordersTitle()}>
      {c.recent_orders.length === 0 ? (
        <p className="muted">{D.ordersEmpty()}</p>
      ) : (
        <>
          <AdminTable
            caption={D.ordersCaption({ name })}
            columns={[
              D.columns.order(),
              D.columns.placed(),
              D.columns.status(),
              numeric(D.columns.total()),
              numeric(D.columns.paid()),
            ]}
          >
            {c.recent_orders.map((o) => {
              const placed = formatAdminTime(o.order_date, locale, zone);
              return (
                <tr key={o.id}>
                  <OrderLinkHead order={o} label={D.openOrder({ number: o.order_number })} />
                  <td>{placed ? <time dateTime={placed.dateTime}>{placed.text}</time> : null}</td>
                  <td>
                    <StatusBadge status={o.order_status} />
                  </td>
                  <td className="num">{formatUsd(o.total_amount)}</td>
                  <td className="num">{formatUsd(o.paid)}</td>
                </tr>
              );
            })}
          </AdminTable>
          {c.orders > c.recent_orders.length && (
            <p className="muted admin-hint">
              {D.ordersMore({ count: c.recent_orders.length })}{' '}
              <Link to={ordersHref({ q: c.email })}>{D.allOrders()}</Link>
            </p>
          )}
        </>
      )}
    </TitledPanel>
  );
}
