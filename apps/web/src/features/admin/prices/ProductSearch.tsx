import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, isCatchWeight } from '@wholesale/rules';
import { forwardRef, useId } from 'react';
import { trpc } from '../../../lib/trpc';
import { ADMIN_STALE_MS } from '../queries';
import { pageInputOf } from '../items/view';
import { TypedSearchInput } from '../TypedSearchInput';
import { useTypedSearch } from '../useTypedSearch';
import type { AdminItem } from '../items/queries';
import { memberPriceOf } from './products';
import { LabelledField } from '../LabelledField';
import './shared.css';

/** The first matches of a search of the Item List (hidden products too: they may be priced ahead). */
const RESULTS = 8;

function productSearchQuery(q: string) {
  const input = pageInputOf({ q });
  return trpc.admin.items.page.queryOptions(
    { ...(input.q ? { q: input.q } : {}), pageSize: RESULTS },
    { staleTime: ADMIN_STALE_MS },
  );
}

/** A product's list and member prices in words ("List price $12.00 · member price $10.50"), per lb for catch weight. */
export function usePriceWords(): (item: { price: number; discounted_price?: number | null; spec: string }) => string {
  const { LL } = useI18nContext();
  return (item) => {
    const per = isCatchWeight(item.spec) ? LL.admin.priceLists.editor.perLb() : '';
    return LL.admin.priceLists.search.prices({
      list: `${formatUsd(item.price)}${per}`,
      member: `${formatUsd(memberPriceOf(item))}${per}`,
    });
  };
}

/**
 * Finds a product to price: a search field (the server searches as the admin types, a quarter
 * second after the last key) and the first matches, each with its prices and an Add button.
 * Products already priced here are shown but not offered.
 */
export const ProductSearch = forwardRef<
  HTMLInputElement,
  { taken: ReadonlySet<number>; onPick: (item: AdminItem) => void; label?: string }
>(function ProductSearch({ taken, onPick, label }, ref) {
  const { LL, locale } = useI18nContext();
  const S = LL.admin.priceLists.search;
  const priceWords = usePriceWords();
  const typed = useTypedSearch();
  const { q, clear } = typed;
  const ids = { input: useId(), hint: useId(), status: useId(), results: useId() };

  const search = useQuery({ ...productSearchQuery(q), enabled: q !== '', placeholderData: keepPreviousData });
  const items = q === '' ? [] : (search.data?.items ?? []);

  let status = '';
  if (q !== '') {
    if (search.isError && !search.data) status = S.error();
    else if (!search.data) status = S.loading();
    else if (items.length === 0) status = S.empty({ q });
    else status = search.data.has_more ? S.more({ count: items.length }) : S.found({ count: items.length });
  }

  return (
    <div className="ps">
      <LabelledField id={ids.input} label={label ?? S.label()}>
        <TypedSearchInput
          ref={ref}
          id={ids.input}
          search={typed}
          className="admin-input ps-input"
          placeholder={S.placeholder()}
          aria-controls={ids.results}
          aria-describedby={`${ids.hint} ${ids.status}`}
          // Inside the editor's form: Enter searches (it already does), it does not save.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
        <p id={ids.hint} className="muted admin-hint">
          {S.hint()}
        </p>
      </LabelledField>
      <p id={ids.status} className="muted admin-hint ps-status" role="status">
        {status}
      </p>
      <ul id={ids.results} className="ps-results" aria-label={S.results()} aria-busy={search.isFetching}>
        {items.map((item) => {
          const name = locale === 'ko' && item.name_ko ? item.name_ko : item.name;
          const isTaken = taken.has(item.id);
          return (
            <li key={item.id} className="ps-result">
              <span className="ps-result-text">
                <span className="ps-result-name" lang={locale === 'ko' && item.name_ko ? 'ko' : 'en'}>
                  {name}
                </span>
                <span className="muted ps-result-sub">
                  #{item.id} · {item.spec} · {priceWords(item)}
                  {!item.show && ` · ${S.hidden()}`}
                </span>
              </span>
              {isTaken ? (
                <span className="muted ps-taken">{S.taken()}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={S.addLabel({ product: name })}
                  onClick={() => {
                    onPick(item);
                    clear();
                  }}
                >
                  {S.add()}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});
