import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, isCatchWeight } from '@wholesale/rules';
import { useEffect, useId } from 'react';
import { TitledDialog } from '../../../ui/Dialog';
import { itemPageQuery, type AdminItem } from '../items/queries';
import { pageInputOf } from '../items/view';
import { TypedSearchInput } from '../TypedSearchInput';
import { useTypedSearch } from '../useTypedSearch';
import { productName } from './changesText';
import { LabelledField } from '../LabelledField';

/** What the picker is for: a substitute of one line, or a product to add. */
export type PickPurpose = { kind: 'substitute'; key: string; name: string; quantity: string } | { kind: 'add' };

/**
 * Picks a product from the Item List (active items only: a hidden one cannot be ordered): a search
 * field and the matching products as buttons. Products the order holds already are shown but not
 * offered (one product is one line). Escape or Cancel closes it without a choice.
 */
export function ProductPicker({
  purpose,
  onOrder,
  onPick,
  onClose,
}: {
  purpose: PickPurpose | null;
  /** the products the order holds in the editor */
  onOrder: ReadonlySet<number>;
  onPick: (item: AdminItem) => void;
  onClose: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.orderChanges;
  const D = LL.admin.orderDetail;
  // The server searches as the admin types, a quarter second after the last key.
  const search = useTypedSearch();
  const { q, clear } = search;
  const ids = { search: useId(), results: useId(), status: useId() };
  const open = purpose !== null;

  // A new question starts with an empty search.
  useEffect(() => {
    if (open) clear();
  }, [open, clear]);

  const items = useQuery({
    ...itemPageQuery(pageInputOf({ q, visibility: 'active' })),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const list = items.data?.items ?? [];

  const title = purpose?.kind === 'substitute' ? C.pickSubstituteTitle({ name: purpose.name }) : C.pickAddTitle();
  const description =
    purpose?.kind === 'substitute'
      ? C.pickSubstituteText({ name: purpose.name, quantity: purpose.quantity })
      : C.pickAddText();

  let status: string;
  if (items.isError && !items.data) status = C.pickError();
  else if (!items.data) status = C.pickLoading();
  else if (list.length === 0) status = C.pickEmpty();
  else status = items.data.has_more ? C.pickMore({ count: list.length }) : '';

  return (
    <TitledDialog
      open={open}
      title={title}
      description={description}
      busy={false}
      onClose={onClose}
      initialFocus="input[type=search]"
      actions={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {C.pickClose()}
        </button>
      }
    >
      <LabelledField id={ids.search} label={C.pickSearch()}>
        <TypedSearchInput
          id={ids.search}
          search={search}
          placeholder={C.pickSearchPlaceholder()}
          aria-controls={ids.results}
          aria-describedby={ids.status}
        />
      </LabelledField>
      <p id={ids.status} className="muted admin-hint pick-status" role="status">
        {status}
      </p>
      <ul id={ids.results} className="pick-results" aria-label={C.pickResults()} aria-busy={items.isFetching}>
        {list.map((item) => {
          const taken = onOrder.has(item.id);
          const name = productName(item, locale);
          return (
            <li key={item.id}>
              <button type="button" className="pick-result" disabled={taken} onClick={() => onPick(item)}>
                <span className="pick-result-name">{name}</span>{' '}
                <span className="muted pick-result-sub">
                  {item.spec} ·{' '}
                  {C.pickListPrice({ price: `${formatUsd(item.price)}${isCatchWeight(item.spec) ? D.perLb() : ''}` })}
                  {taken && ` · ${C.pickOnOrder()}`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </TitledDialog>
  );
}
