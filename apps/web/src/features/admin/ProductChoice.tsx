import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { itemPageQuery, type AdminItem } from './items/queries';
import { pageInputOf } from './items/view';
import { productName } from './orders/changesText';
import { TypedSearchInput } from './TypedSearchInput';
import { useTypedSearch } from './useTypedSearch';
import { LabelledField } from './LabelledField';
import './ProductChoice.css';

/** How many of the Item List's matches are offered: staff type more to narrow. */
const MATCHES = 6;

/** The texts a form gives its product choice: every form that has one names them alike. */
interface ProductChoiceWords {
  product: () => string;
  productHint: () => string;
  productNone: () => string;
  productChosen: (values: { name: string }) => string;
  productChange: () => string;
}

/**
 * One product of the Item List, chosen by a search as staff type (English, Korean or a slug) from
 * its first matches; once chosen, its name and a button to choose another. The field's id is
 * `${id}-product`. Its words are the form's own (its namespace's `product…` texts); a refusal shows
 * in place of the hint.
 */
export function ProductChoice({
  id,
  chosen,
  onChoose,
  error,
  words,
}: {
  id: string;
  chosen: AdminItem | null;
  onChoose: (item: AdminItem | null) => void;
  error?: string;
  words: ProductChoiceWords;
}) {
  const { locale } = useI18nContext();
  const search = useTypedSearch(200);
  const { q, clear } = search;
  const items = useQuery({
    ...itemPageQuery(pageInputOf({ q })),
    enabled: q.length > 0 && chosen === null,
    placeholderData: keepPreviousData,
  });
  const matches = q && !chosen ? (items.data?.items ?? []).slice(0, MATCHES) : [];

  if (chosen)
    return (
      <p className="product-choice-chosen">
        {words.productChosen({ name: productName(chosen, locale) })}{' '}
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => {
            onChoose(null);
            clear();
          }}
        >
          {words.productChange()}
        </button>
      </p>
    );
  return (
    <LabelledField id={`${id}-product`} label={words.product()}>
      <TypedSearchInput
        id={`${id}-product`}
        search={search}
        aria-describedby={`${id}-product-hint`}
        aria-invalid={error ? true : undefined}
      />
      <span id={`${id}-product-hint`} className={error ? 'field-error' : 'muted admin-hint'}>
        {error ?? (q && items.data && matches.length === 0 ? words.productNone() : words.productHint())}
      </span>
      <ul className="product-choice-matches">
        {matches.map((m) => (
          <li key={m.id}>
            <button type="button" className="pick-result" onClick={() => onChoose(m)}>
              {productName(m, locale)} <span className="muted">· {m.spec}</span>
            </button>
          </li>
        ))}
      </ul>
    </LabelledField>
  );
}
