import { useI18nContext } from '@wholesale/i18n';
import { LineLots } from '../../orders/LineLots';
import { isCatchWeight } from '@wholesale/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { navigate } from '../../../lib/router';
import { Skeleton } from '../../../ui/Skeleton';
import { formatPickupTimes } from '../../../lib/pickupText';
import { useReportQueryError } from '../access';
import { BackLink } from '../DetailFrame';
import { ColumnHeads, numeric } from '../AdminTable';
import { EmptyState, NotLoaded } from '../ListStates';
import { notesBySubject } from '../notes/model';
import { PickNotes } from '../notes/PickNotes';
import { PageTitle } from '../pages/PageTitle';
import { SwitchField } from '../SwitchField';
import { TitledSection } from '../TitledPanel';
import { forecastQuery, pickListQuery } from '../queries';
import { DayField } from './DayField';
import { ForecastList } from './ForecastList';
import { dayLong, groupByWindow, ordersHref, pacificToday, packingSlipsDayUrl } from './helpers';
import { spanDays } from './pickupDays';
import { ProductionTable } from './ProductionTable';
import './week.css';

/** The longest production sheet the server gives. */
const MAX_DAYS = 31;

/**
 * The warehouse's printable list of a day's pickups (or of a range of days): the production sheet
 * (what the orders take per product, with the standing orders not made yet beside them when the
 * forecast is included), then the orders by window. Without a date it opens on the day the server
 * finds: the next one with pickups, so the warehouse does not start on an empty today.
 */
export function PickListView({ date, to, backHref }: { date: string | null; to?: string; backHref: string }) {
  const { LL, locale } = useI18nContext();
  const P = LL.admin.pickList;
  const D = LL.admin.orderDetail;
  const W = LL.admin.week;
  const [showNotes, setShowNotes] = useState(false);
  // Switching the notes on asks for the same list with them: the list stays on screen meanwhile.
  const q = useQuery({ ...pickListQuery(date, to, showNotes), placeholderData: keepPreviousData });
  const day = date ?? q.data?.date ?? null;
  const last = to ?? day;
  const [withForecast, setWithForecast] = useState(true);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const f = useQuery({
    ...forecastQuery(day ?? '', last ?? ''),
    enabled: withForecast && day !== null && last !== null,
  });
  const productionId = useId();
  const notesSwitchId = useId();
  const pickNotes = q.data?.notes;
  const notes = useMemo(() => (showNotes && pickNotes ? notesBySubject(pickNotes) : null), [showNotes, pickNotes]);
  const pickRecalled = q.data?.recalled;
  const recalled = useMemo(() => new Map((pickRecalled ?? []).map((r) => [r.order_id, r.lots])), [pickRecalled]);
  useReportQueryError(q.error ?? f.error);
  const lc = locale === 'ko' ? 'ko' : 'en';
  const forecast = withForecast && f.data ? f.data : null;
  const go = (next: { date: string; to?: string }) => {
    if (next.to && next.to < next.date) return setRangeError(W.badRange());
    if (next.to && spanDays(next.date, next.to) > MAX_DAYS) return setRangeError(LL.serverErrors.orders.weekSpan());
    setRangeError(null);
    navigate(ordersHref({ pickList: { date: next.date, to: next.to && next.to > next.date ? next.to : undefined } }), {
      replace: true,
    });
  };

  let body;
  if (q.data === undefined) {
    body = (
      <NotLoaded
        query={q}
        words={{ loading: P.loading, loadError: P.loadError, retry: LL.admin.orders.retry }}
        placeholder={<Skeleton height={200} />}
      />
    );
  } else if (q.data.orders.length === 0) {
    body = (
      <>
        <EmptyState title={P.empty()} />
        {forecast && forecast.days.length > 0 && (
          <TitledSection className="pick-production" headingId={productionId} title={P.productionTitle()}>
            <p className="muted">{W.forecastNote()}</p>
            <ProductionTable sheet={q.data.production} forecast={forecast} labelledBy={productionId} />
          </TitledSection>
        )}
        {forecast && day && last && <ForecastList forecast={forecast} from={day} to={last} />}
      </>
    );
  } else {
    body = (
      <>
        <p className="muted" role="status">
          {P.count({ count: q.data.orders.length })}
        </p>
        <TitledSection className="pick-production" headingId={productionId} title={P.productionTitle()}>
          <p className="muted">{P.productionIntro()}</p>
          {forecast && <p className="muted">{W.forecastNote()}</p>}
          <ProductionTable sheet={q.data.production} forecast={forecast} labelledBy={productionId} />
          {withForecast && f.isError && <p className="admin-inline-error">{W.forecastLoadError()}</p>}
        </TitledSection>
        {forecast && day && last && <ForecastList forecast={forecast} from={day} to={last} />}
        {groupByWindow(q.data.orders).map((g) => (
          <section key={`${g.start}`} className="pick-window">
            <h2 className="admin-h2">
              {g.start && g.end
                ? `${formatPickupTimes(g.start, g.end, lc)} ${LL.common.pacificZone()}`
                : LL.admin.orders.noWindow()}
            </h2>
            {g.orders.map((o) => (
              <article key={o.id} className="pick-order" aria-labelledby={`pick-${o.id}`}>
                <h3 id={`pick-${o.id}`} className="pick-order-head">
                  <span>{o.order_number}</span> <span>{o.company ?? o.buyer_name}</span>{' '}
                  <span className="muted">{o.phone_number ?? ''}</span>
                </h3>
                {recalled.has(o.id) && (
                  <p className="admin-inline-error pick-recalled" role="note" data-testid="pick-recalled">
                    {P.recalled({ lots: recalled.get(o.id)!.join(', ') })}
                  </p>
                )}
                {o.note?.trim() && <p className="admin-note">{o.note}</p>}
                {notes && (
                  <PickNotes orderNotes={notes.byOrder.get(o.id)} customerNotes={notes.byCustomer.get(o.user_id)} />
                )}
                <table className="admin-table pick-lines">
                  <ColumnHeads
                    columns={[
                      { label: '✓', className: 'pick-check', unseen: true },
                      D.product(),
                      D.spec(),
                      numeric(D.quantity()),
                      D.weighed(),
                    ]}
                  />
                  <tbody>
                    {o.lines.map((l) => (
                      <tr key={l.id}>
                        <td className="pick-check">
                          <span className="pick-box" aria-hidden="true" />
                        </td>
                        <th scope="row">
                          {lc === 'ko' && l.name_ko ? l.name_ko : l.name}
                          <LineLots
                            lots={l.lots}
                            locale={lc}
                            label={LL.admin.lots.lineLots()}
                            text={LL.admin.lots.lineLot}
                          />
                        </th>
                        <td>{l.spec}</td>
                        <td className="num">{l.quantity}</td>
                        <td>{isCatchWeight(l.spec) ? (l.weighed_lbs ?? '______') : '—'}</td>
                      </tr>
                    ))}
                    {o.launch_deal && (
                      // handed over with the order at $0: not weighed into it
                      <tr className="pick-free" data-testid="pick-free-line">
                        <td className="pick-check">
                          <span className="pick-box" aria-hidden="true" />
                        </td>
                        <th scope="row">
                          {P.freeLine({
                            item: lc === 'ko' && o.launch_deal.name_ko ? o.launch_deal.name_ko : o.launch_deal.name,
                          })}
                        </th>
                        <td>{o.launch_deal.spec}</td>
                        <td className="num">{o.launch_deal.quantity}</td>
                        <td>—</td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </article>
            ))}
          </section>
        ))}
      </>
    );
  }

  return (
    <section className="pick-list">
      <BackLink to={backHref} label={P.back()} className="no-print" />
      <div className="admin-page-head">
        <div>
          <PageTitle>
            {day && last && last !== day
              ? `${P.title()}: ${W.rangeTitle({ from: dayLong(day, lc), to: dayLong(last, lc) })}`
              : day
                ? `${P.title()}: ${dayLong(day, lc)}`
                : P.title()}
          </PageTitle>
          {date === null && day !== null && day !== pacificToday() && (
            <p className="pick-next-day no-print">{P.nextDay()}</p>
          )}
          <p className="muted admin-intro no-print">{P.intro()}</p>
        </div>
        <div className="admin-actions no-print">
          <div className="pick-range">
            <DayField
              label={P.date()}
              value={day ?? undefined}
              clearable={false}
              invalidText={W.badDate()}
              onApply={(d) => d && go({ date: d, to: to && to > d ? to : undefined })}
            />
            <DayField
              label={W.lastDay()}
              value={to}
              invalidText={W.badDate()}
              error={rangeError}
              onApply={(d) => day && go({ date: day, to: d })}
            />
            <label className="pick-forecast-toggle">
              <input type="checkbox" checked={withForecast} onChange={(e) => setWithForecast(e.target.checked)} />
              {W.includeForecast()}
            </label>
            <div className="pick-notes-switch">
              <SwitchField
                id={notesSwitchId}
                label={LL.admin.notes.showOnPickList()}
                checked={showNotes}
                onChange={setShowNotes}
                state={
                  !showNotes
                    ? LL.admin.notes.showOnPickListOff()
                    : q.isPlaceholderData
                      ? LL.admin.notes.loading()
                      : LL.admin.notes.showOnPickListOn()
                }
              />
            </div>
          </div>
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            {P.print()}
          </button>
          {day && !(last && last !== day) && (q.data?.orders.length ?? 0) > 0 && (
            // The day's packing slips, one PDF with a page per order, opened in a tab to print.
            <a className="btn btn-secondary" href={packingSlipsDayUrl(day)} target="_blank" rel="noopener">
              {LL.admin.bulk.printDay()}
            </a>
          )}
        </div>
      </div>
      {body}
    </section>
  );
}
