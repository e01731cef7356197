import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { customerQuery, customersQuery, type CustomerDetail } from '../../customers/queries';
import { TypedSearchInput } from '../../TypedSearchInput';
import { useTypedSearch } from '../../useTypedSearch';
import { LabelledField } from '../../LabelledField';

/**
 * The customer an entered order is for: a search as staff type (name, company or e-mail), the
 * matches as buttons; once chosen, who it is, and whether their ordering is paused.
 */
export function CustomerChooser({
  chosen,
  onChoose,
  initialId,
}: {
  chosen: CustomerDetail | null;
  onChoose: (customer: CustomerDetail | null) => void;
  /** a customer to choose at once (the page was opened from their page) */
  initialId: number | null;
}) {
  const { LL } = useI18nContext();
  const N = LL.admin.newOrder;
  const typed = useTypedSearch(200);
  const q = typed.q;
  const [picked, setPicked] = useState<number | null>(initialId);
  const ids = { search: useId(), hint: useId(), status: useId() };
  const searchBox = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);

  const list = useQuery({
    ...customersQuery(q || undefined),
    enabled: chosen === null,
    placeholderData: keepPreviousData,
  });
  const detail = useQuery({ ...customerQuery(picked ?? 0), enabled: picked !== null });

  // The chosen customer's page (their language, e-mail, paused ordering) is what the form uses.
  useEffect(() => {
    if (picked !== null && detail.data && detail.data.id === picked) {
      onChoose(detail.data);
      setPicked(null);
    }
  }, [picked, detail.data, onChoose]);
  const hadChosen = useRef(chosen !== null);
  useEffect(() => {
    if (chosen && !hadChosen.current) change.current?.focus();
    if (!chosen && hadChosen.current) searchBox.current?.focus();
    hadChosen.current = chosen !== null;
  }, [chosen]);

  if (chosen)
    return (
      <div className="entry-customer">
        <p>
          <strong>
            {N.customerChosen({ name: chosen.company ? `${chosen.name} (${chosen.company})` : chosen.name })}
          </strong>
          <br />
          <span className="muted">
            {chosen.email}
            {chosen.price_list ? ` · ${chosen.price_list.name}` : ''}
          </span>
        </p>
        {chosen.ordering_suspended && (
          <p className="entry-warning" role="alert">
            {N.customerPaused()}
          </p>
        )}
        <button ref={change} type="button" className="btn btn-ghost" onClick={() => onChoose(null)}>
          {N.customerChange()}
        </button>
      </div>
    );

  const rows = list.data ?? [];
  let status = '';
  if (list.isError && !list.data) status = N.customerError();
  else if (!list.data || picked !== null) status = N.customerSearching();
  else if (rows.length === 0) status = N.customerNone();

  return (
    <div className="entry-customer">
      <LabelledField id={ids.search} label={N.customerSearch()}>
        <TypedSearchInput
          ref={searchBox}
          id={ids.search}
          search={typed}
          aria-describedby={`${ids.hint} ${ids.status}`}
        />
        <span id={ids.hint} className="muted admin-hint">
          {N.customerSearchHint()}
        </span>
      </LabelledField>
      <p id={ids.status} className="muted admin-hint" role="status">
        {status}
      </p>
      <ul className="entry-results" aria-busy={list.isFetching}>
        {rows.slice(0, 8).map((c) => (
          <li key={c.id}>
            <button type="button" className="pick-result" disabled={picked !== null} onClick={() => setPicked(c.id)}>
              <span className="pick-result-name">{c.company ?? c.name}</span>{' '}
              <span className="muted pick-result-sub">
                {c.company ? `${c.name} · ` : ''}
                {c.email}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
