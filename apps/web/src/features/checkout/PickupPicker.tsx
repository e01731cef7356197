import type { UseQueryResult } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { Skeleton } from '../../ui/Skeleton';
import { formatPacificDay, formatPickupChoice, formatPickupTimes } from '../../lib/pickupText';
import type { PickupDays } from './checkout';
import { chosenDeadlineText, dayDeadlineText, deadlineKind, defaultSlot } from './deadlines';
import '../../ui/badge.css';

/**
 * Pickup at the DTLA warehouse (delivery shown as unavailable), then a day and a window from the
 * server's offer: Mon–Fri, 24 hours ahead at the earliest, closed days (holidays, the staff's)
 * skipped, Pacific time. Each day says until when an order for it can be changed online, or that it
 * cannot be (its deadline passed, or passes within the hour), before it is chosen. The earliest day
 * that can still be changed is pre-selected (the earliest at all when none can), and a sentence
 * says plainly which day that is ("Tomorrow, Fri Nov 27") and until when it takes changes. Two
 * radio groups, so arrow keys move within each and a screen reader names both choices.
 */
export function PickupPicker({
  query,
  chosen,
  onChoose,
  title,
  preselectEarliest = true,
}: {
  query: UseQueryResult<PickupDays, unknown>;
  chosen: string | null;
  onChoose: (slot: string) => void;
  /** A heading of its own instead of the pickup-or-delivery choice (an order's editor: it is a pickup already). */
  title?: string;
  /** With nothing chosen, the earliest window shows as chosen (checkout); off, nothing does (an order keeps its own). */
  preselectEarliest?: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const T = LL.checkout.summary;
  const days = query.data ?? [];
  // The page's clock: a day's deadline may pass while the page is open (read again on each render).
  const now = new Date();
  const earliest = days[0]?.windows[0]?.slot;
  const preselected = preselectEarliest ? (defaultSlot(days, now) ?? undefined) : undefined;
  const current = chosen ?? preselected;
  const chosenDay = days.find((d) => d.windows.some((w) => w.slot === current));
  const selected = chosenDay?.windows.find((w) => w.slot === current);
  const when = selected ? formatPickupChoice(selected.start, selected.end, locale, LL.common.pacificZone()) : '';

  return (
    <section className="pickup" aria-labelledby="pickup-h">
      {title !== undefined ? (
        <h3 id="pickup-h" className="section-title">
          {title}
        </h3>
      ) : (
        <fieldset className="pickup-options">
          <legend id="pickup-h" className="section-title">
            {T.orderType()}
          </legend>
          <label className="option">
            <input type="radio" name="order-type" checked readOnly />
            <span>
              <strong>{T.pickupOption()}</strong>
              <span className="muted small">{T.pickupOptionText()}</span>
            </span>
          </label>
          <label className="option disabled">
            <input type="radio" name="order-type" disabled />
            <span>
              <strong>{T.delivery()}</strong>
              <span className="muted small">{T.deliveryUnavailable()}</span>
            </span>
          </label>
        </fieldset>
      )}

      {query.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">{T.pickupLoading()}</span>
          <Skeleton height={44} />
          <Skeleton height={44} style={{ marginTop: 8 }} />
        </div>
      ) : query.isError ? (
        <div className="note error" role="alert">
          <span>{T.pickupFailed()}</span>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void query.refetch()}>
            {T.retry()}
          </button>
        </div>
      ) : days.length === 0 ? (
        <p className="note warning">{T.noPickup()}</p>
      ) : (
        <>
          {selected && (
            <p className="pickup-chosen" role="status">
              {selected.slot === earliest ? T.earliestChosen({ when }) : T.chosenPickup({ when })}
            </p>
          )}
          {chosenDay && (
            <p
              className={`pickup-deadline ${deadlineKind(chosenDay.change_deadline, now) === 'open' ? 'muted small' : 'note warning'}`}
            >
              {chosenDeadlineText(LL, locale, chosenDay.change_deadline, now)}
            </p>
          )}
          <fieldset className="pickup-days">
            <legend>{T.pickupDay()}</legend>
            <div className="chips">
              {days.map((d) => {
                const first = d.windows[0]!;
                const locked = deadlineKind(d.change_deadline, now) !== 'open';
                return (
                  <label
                    key={d.date}
                    className={`chip chip-day ${chosenDay?.date === d.date ? 'chip-on' : ''} ${locked ? 'chip-locked' : ''}`}
                  >
                    <input
                      type="radio"
                      name="pickup-day"
                      className="visually-hidden"
                      checked={chosenDay?.date === d.date}
                      onChange={() => onChoose(first.slot)}
                    />
                    <span className="chip-text">
                      <span>{formatPacificDay(first.start, locale)}</span>
                      <span className="chip-deadline">{dayDeadlineText(LL, locale, d.change_deadline, now)}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {chosenDay && (
            <fieldset className="pickup-windows">
              <legend>{T.pickupTime()}</legend>
              {chosenDay.windows.map((w) => (
                <label key={w.slot} className="option">
                  <input
                    type="radio"
                    name="pickup-window"
                    checked={w.slot === current}
                    onChange={() => onChoose(w.slot)}
                  />
                  <span>
                    {formatPickupTimes(w.start, w.end, locale)}
                    {w.slot === earliest && <span className="badge">{T.earliest()}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
    </section>
  );
}
