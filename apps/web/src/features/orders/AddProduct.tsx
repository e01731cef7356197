import { useI18nContext } from '@wholesale/i18n';
import { effectivePrice, formatUsd, priceSuffixKey, searchQuery } from '@wholesale/rules';
import { useId, useRef, useState } from 'react';
import { useCatalogueSearch } from '../catalogue/queries';
import { useDebounced } from '../search/useDebounced';
import { AddOrThere, FindProductField } from '../search/FindProductField';
import { SEARCH_DEBOUNCE_MS } from '../search/rules';
import type { AddableItem, EditorLine } from './orderChange';

/** How many products the search asks for, and offers. */
const ADD_LIMIT = 8;

/** "Add a product": the catalogue's search (the storefront's own query), each result with Add. */
export function AddProduct({ lines, onAdd }: { lines: readonly EditorLine[]; onAdd: (item: AddableItem) => void }) {
  const { LL, locale } = useI18nContext();
  const E = LL.buyerOrders.edit;
  const ids = useId();
  const [text, setText] = useState('');
  // Korean is not searched mid-syllable: the text as last committed outside an IME composition.
  const [committed, setCommitted] = useState('');
  const composing = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const term = searchQuery(useDebounced(committed, SEARCH_DEBOUNCE_MS));
  const query = useCatalogueSearch(term, ADD_LIMIT, { keepPrevious: true });
  const results = term !== null && !query.isError ? (query.data ?? []).filter((i) => i.show).slice(0, ADD_LIMIT) : [];
  const inOrder = new Set(lines.map((l) => l.item_id));
  const status =
    term === null
      ? ''
      : query.isError
        ? E.searchFailed()
        : query.isPending || query.isPlaceholderData
          ? E.searching()
          : results.length === 0
            ? E.noResults({ q: term })
            : '';

  return (
    <section className="order-add" aria-labelledby={`${ids}-h`}>
      <h4 id={`${ids}-h`} className="order-editor-sub">
        {E.addTitle()}
      </h4>
      <FindProductField
        inputRef={input}
        id={`${ids}-q`}
        label={E.addLabel()}
        className="select order-add-input"
        placeholder={E.addPlaceholder()}
        value={text}
        aria-describedby={`${ids}-status`}
        onChange={(e) => {
          setText(e.target.value);
          if (!composing.current) setCommitted(e.target.value);
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(e) => {
          composing.current = false;
          setCommitted(e.currentTarget.value);
        }}
      />
      <p id={`${ids}-status`} className="cart-note order-add-status" role="status">
        {status}
      </p>
      {results.length > 0 && (
        <ul className="order-add-results">
          {results.map((item) => {
            const name = locale === 'ko' && item.name_ko.trim() ? item.name_ko : item.name;
            const price = effectivePrice(item);
            const suffix = priceSuffixKey(item.spec);
            return (
              <li key={item.id} className="order-add-result">
                <span className="order-add-text">
                  <span className="order-add-name">{name}</span>
                  <span className="cart-line-meta">
                    {formatUsd(price)}
                    {suffix && ` ${LL.catalogue.priceSuffix[suffix]()}`}
                  </span>
                </span>
                <AddOrThere
                  there={inOrder.has(item.id)}
                  thereText={E.inOrder()}
                  thereClassName="order-add-in"
                  addLabel={E.addItem({ name })}
                  addText={E.add()}
                  onAdd={() => {
                    onAdd({
                      id: item.id,
                      name: item.name,
                      name_ko: item.name_ko,
                      spec: item.spec,
                      price,
                      avg_weight: item.avg_weight,
                    });
                    input.current?.focus();
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
