import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { itemPageQuery, type AdminItem } from './items/queries';
import { pageInputOf } from './items/view';
import { productName } from './orders/changesText';
import { useTypedSearch } from './useTypedSearch';
import './ProductChoice.css';

/** How many of the Item List's matches are offered: staff type more to narrow. */
const MATCHES = 6;

/**
 * One product of the Item List, chosen by a search as staff type (English, Korean or a slug) from
 * its first matches; once chosen, its name and a button to choose another. The field's id is
 * `${id}-product`. Its words are the form's own (`words`); a refusal shows in place of the hint.
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
  words: { label: string; hint: string; none: string; chosen: (name: string) => string; change: string };
}) {
  const { locale } = useI18nContext();
  const { text, setText, q, clear } = useTypedSearch(200);
  const items = useQuery({
    ...itemPageQuery(pageInputOf({ q })),
    enabled: q.length > 0 && chosen === null,
    placeholderData: keepPreviousData,
  });
  const matches = q && !chosen ? (items.data?.items ?? []).slice(0, MATCHES) : [];

  if (chosen)
    return (
      <p className="product-choice-chosen">
        {words.chosen(productName(chosen, locale))}{' '}
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => {
            onChoose(null);
            clear();
          }}
        >
          {words.change}
        </button>
      </p>
    );
  return (
    <div className="admin-field">
      <label htmlFor={`${id}-product`}>{words.label}</label>
      <input
        id={`${id}-product`}
        type="search"
        className="admin-input"
        autoComplete="off"
        maxLength={100}
        value={text}
        aria-describedby={`${id}-product-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <span id={`${id}-product-hint`} className={error ? 'field-error' : 'muted admin-hint'}>
        {error ?? (q && items.data && matches.length === 0 ? words.none : words.hint)}
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
    </div>
  );
}
