import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { itemPageQuery, type AdminItem } from '../../items/queries';
import { pageInputOf } from '../../items/view';
import { useTypedSearch } from '../../useTypedSearch';
import { productName } from '../changesText';
import { readQuantity, type EntryLine } from './model';
import { LabelledField } from '../../LabelledField';

/**
 * Keyboard-first entry of one line: type a product (English or Korean name, code or slug), ↓ ↑
 * to choose among the matches (the first is chosen as they arrive), Tab or Enter to the quantity,
 * Enter to add. Focus comes back to the product for the next line.
 */
export function QuickLineEntry({ onAdd }: { onAdd: (line: EntryLine) => void }) {
  const { LL, locale } = useI18nContext();
  const N = LL.admin.newOrder;
  const { text, setText, q, clear } = useTypedSearch(150);
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<AdminItem | null>(null);
  const [quantity, setQuantityText] = useState('1');
  const [error, setError] = useState('');
  const product = useRef<HTMLInputElement>(null);
  const amount = useRef<HTMLInputElement>(null);
  const ids = { product: useId(), list: useId(), hint: useId(), quantity: useId(), error: useId() };

  const items = useQuery({
    ...itemPageQuery(pageInputOf({ q, visibility: 'active' })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  const matches = q.length > 0 && chosen === null ? (items.data?.items ?? []).slice(0, 8) : [];
  const open = matches.length > 0;
  useEffect(() => setActive(0), [q]);

  function choose(item: AdminItem | undefined) {
    if (!item) return;
    setChosen(item);
    setText(productName(item, locale));
    setError('');
    amount.current?.focus();
    amount.current?.select();
  }

  function onProductKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && open) {
      e.preventDefault();
      setActive((a) => Math.min(matches.length - 1, a + 1));
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (chosen) amount.current?.focus();
      else if (open) choose(matches[active]);
      else setError(N.productChoose());
    } else if (e.key === 'Tab' && !e.shiftKey && open && !chosen) {
      choose(matches[active]);
      e.preventDefault();
    } else if (e.key === 'Escape' && text) {
      e.preventDefault();
      reset();
    }
  }

  function reset() {
    clear();
    setChosen(null);
    setQuantityText('1');
    setError('');
  }

  function add() {
    if (!chosen) {
      setError(N.productChoose());
      product.current?.focus();
      return;
    }
    const n = readQuantity(quantity);
    if (n === null) {
      setError(N.quantityBad());
      amount.current?.focus();
      return;
    }
    onAdd({ item_id: chosen.id, name: chosen.name, name_ko: chosen.name_ko, spec: chosen.spec, quantity: n });
    reset();
    product.current?.focus();
  }

  let status = '';
  if (q && chosen === null) {
    if (!items.data) status = N.productSearching();
    else if (matches.length === 0) status = N.productNone();
  }

  return (
    <div className="entry-quick">
      <LabelledField id={ids.product} label={N.product()} className="entry-product">
        <input
          ref={product}
          id={ids.product}
          className="admin-input"
          role="combobox"
          aria-expanded={open}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${ids.list}-${active}` : undefined}
          aria-describedby={`${ids.hint} ${ids.error}`}
          aria-invalid={error !== '' && !chosen}
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setChosen(null);
            setError('');
          }}
          onKeyDown={onProductKey}
        />
        <ul id={ids.list} role="listbox" className="entry-options" aria-label={N.product()} hidden={!open}>
          {matches.map((item, i) => (
            <li
              key={item.id}
              id={`${ids.list}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'entry-option entry-option-active' : 'entry-option'}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(item);
              }}
            >
              {productName(item, locale)} <span className="muted">· {item.spec}</span>
            </li>
          ))}
        </ul>
        <span id={ids.hint} className="muted admin-hint">
          {status || N.productHint()}
        </span>
      </LabelledField>
      <LabelledField id={ids.quantity} label={N.quantity()} className="entry-quantity">
        <input
          ref={amount}
          id={ids.quantity}
          className="admin-input"
          inputMode="numeric"
          maxLength={3}
          value={quantity}
          aria-describedby={ids.error}
          onChange={(e) => {
            setQuantityText(e.target.value);
            setError('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
      </LabelledField>
      <button type="button" className="btn btn-secondary entry-add" onClick={add}>
        {N.add()}
      </button>
      <p id={ids.error} className="field-error entry-error" role="alert">
        {error}
      </p>
    </div>
  );
}
