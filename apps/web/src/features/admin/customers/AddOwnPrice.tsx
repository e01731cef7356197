import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { toast } from '../../../ui/toastStore';
import type { AdminItem } from '../items/queries';
import { localName } from '../prices/products';
import { ProductSearch, usePriceWords } from '../prices/ProductSearch';
import { parsePrice } from '../prices/values';
import { useFormSend } from '../useFormSend';
import type { SendOwnPrices } from './useSendOwnPrices';
import { LabelledField } from '../LabelledField';
import { PriceInput } from '../PriceInput';

/** Add an own price: find a product (one without an own price), then give its price. */
export function AddOwnPrice({
  who,
  locale,
  taken,
  send,
  searchRef,
  onDone,
}: {
  who: string;
  locale: string;
  taken: ReadonlySet<number>;
  send: SendOwnPrices;
  searchRef: RefObject<HTMLInputElement | null>;
  /** Added or cancelled: focus goes back to the product search. */
  onDone: () => void;
}) {
  const { LL } = useI18nContext();
  const D = LL.admin.customers.detail;
  const priceWords = usePriceWords();
  const base = useId();
  const [chosen, setChosen] = useState<AdminItem | null>(null);
  const [newPrice, setNewPrice] = useState('');
  const { busy: adding, error: newError, setError: setNewError, send: sendAdd } = useFormSend(D.addFailed());
  const newPriceInput = useRef<HTMLInputElement>(null);
  const ids = {
    add: `${base}-add`,
    newPrice: `${base}-new-price`,
    newError: `${base}-new-error`,
    newHint: `${base}-new-hint`,
  };

  useEffect(() => {
    if (chosen) newPriceInput.current?.focus();
  }, [chosen]);

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!chosen || adding) return;
    const price = parsePrice(newPrice);
    if (price === null) {
      setNewError(D.priceError());
      newPriceInput.current?.focus();
      return;
    }
    const product = localName(chosen, locale);
    await sendAdd(async () => {
      await send([{ item_id: chosen.id, price }]);
      toast({
        title: D.added(),
        text: D.addedText({ product, price: formatUsd(price), name: who }),
        variant: 'success',
      });
      setChosen(null);
      setNewPrice('');
      onDone();
    });
  }

  return (
    <div className="cu-add" role="group" aria-labelledby={ids.add}>
      <h3 id={ids.add} className="cu-h3">
        {D.addTitle()}
      </h3>
      {chosen ? (
        <form className="cu-add-form" onSubmit={(e) => void add(e)} noValidate>
          <p className="cu-chosen">
            <strong>{D.chosen({ product: localName(chosen, locale) })}</strong>
            <span id={ids.newHint} className="muted cu-product-sub">
              #{chosen.id} · {chosen.spec} · {priceWords(chosen)}
            </span>
          </p>
          <div className="cu-add-row">
            <LabelledField id={ids.newPrice} label={D.addPriceLabel({ product: localName(chosen, locale) })}>
              <PriceInput
                ref={newPriceInput}
                id={ids.newPrice}
                value={newPrice}
                aria-invalid={newError ? true : undefined}
                aria-describedby={newError ? `${ids.newError} ${ids.newHint}` : ids.newHint}
                onChange={(e) => setNewPrice(e.target.value)}
              />
            </LabelledField>
            <button type="submit" className="btn btn-primary" disabled={adding} aria-busy={adding}>
              {adding ? D.adding() : D.add()}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={adding}
              onClick={() => {
                setChosen(null);
                setNewError('');
                onDone();
              }}
            >
              {D.addCancel()}
            </button>
          </div>
          {newError && (
            <p id={ids.newError} className="admin-inline-error" role="alert">
              {newError}
            </p>
          )}
        </form>
      ) : (
        <ProductSearch
          ref={searchRef}
          taken={taken}
          onPick={(item) => {
            setChosen(item);
            setNewPrice('');
            setNewError('');
          }}
        />
      )}
    </div>
  );
}
