import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { trpc } from '../../../lib/trpc';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toastStore';
import { useReportFailure, useReportQueryError } from '../access';
import { Dialog } from '../Dialog';
import type { AdminItem } from '../items/queries';
import { LoadError } from '../LoadError';
import { failureText } from '../notify';
import { localName, parsePrice } from '../prices/model';
import { ProductSearch, usePriceWords } from '../prices/ProductSearch';
import { buyerPricesQuery, usePricesChanged, type BuyerPrices } from '../prices/queries';
import { changedOwnPrices, customerName, draftsOf, hasOwnPriceEdits } from './model';
import type { CustomerDetail } from './queries';

type OwnPrice = BuyerPrices['prices'][number];

/**
 * The customer's own prices: each with the product's names, list and member price beside it (as
 * the answer gives them: it has no spec), changed in place (Save changes sends those changed),
 * removed after a confirmation, and added by finding a product and giving its price.
 */
export function OwnPrices({ customer }: { customer: CustomerDetail }) {
  const { LL, locale } = useI18nContext();
  const D = LL.admin.customers.detail;
  const prices = useQuery(buyerPricesQuery(customer.id));
  useReportQueryError(prices.error);
  const heading = useId();

  let body;
  if (prices.data === undefined && !prices.isError) {
    body = (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {D.ownLoading()}
        </p>
        <Skeleton height={44} />
        <Skeleton height={44} style={{ marginTop: 8 }} />
      </div>
    );
  } else if (prices.data === undefined) {
    body = (
      <LoadError
        title={D.ownError()}
        error={prices.error}
        retryLabel={LL.admin.customers.retry()}
        onRetry={() => void prices.refetch()}
      />
    );
  } else {
    body = <OwnPricesEditor customer={customer} saved={prices.data} locale={locale} />;
  }
  return (
    <section className="admin-panel cu-own" aria-labelledby={heading}>
      <h2 id={heading} className="admin-h2">
        {D.ownTitle()}
      </h2>
      <p className="muted admin-hint cu-intro">{D.ownIntro()}</p>
      {body}
    </section>
  );
}

function OwnPricesEditor({
  customer,
  saved,
  locale,
}: {
  customer: CustomerDetail;
  saved: BuyerPrices;
  locale: string;
}) {
  const { LL } = useI18nContext();
  const D = LL.admin.customers.detail;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const pricesChanged = usePricesChanged();
  const priceWords = usePriceWords();
  const { mutateAsync: setPrices } = useMutation(trpc.admin.prices.setBuyerPrices.mutationOptions());
  const who = customerName(customer);
  const base = useId();
  const fieldId = (itemId: number) => `${base}-own-${itemId}`;

  // The table's texts start from the saved prices, and again whenever the server's copy changes.
  const signature = saved.prices.map((p) => `${p.item_id}:${p.price}`).join(',');
  const [shown, setShown] = useState(signature);
  const [drafts, setDrafts] = useState<Record<number, string>>(() => draftsOf(saved.prices));
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (shown !== signature) {
    setShown(signature);
    setDrafts(draftsOf(saved.prices));
    setInvalid(new Set());
    setSaveError(null);
  }
  const edited = hasOwnPriceEdits(saved.prices, drafts);

  // Remove (asked first) and Add.
  const [removing, setRemoving] = useState<OwnPrice | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [chosen, setChosen] = useState<AdminItem | null>(null);
  const [newPrice, setNewPrice] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const newPriceInput = useRef<HTMLInputElement>(null);
  const taken = useMemo(() => new Set(saved.prices.map((p) => p.item_id)), [saved.prices]);
  const ids = {
    add: `${base}-add`,
    newPrice: `${base}-new-price`,
    newError: `${base}-new-error`,
    newHint: `${base}-new-hint`,
    saveError: `${base}-save-error`,
  };

  // After an add, a cancel or a removal, focus goes back to the product search.
  const [focusSearch, setFocusSearch] = useState(false);
  useEffect(() => {
    if (chosen) newPriceInput.current?.focus();
    else if (focusSearch) {
      search.current?.focus();
      setFocusSearch(false);
    }
  }, [chosen, focusSearch]);

  /** Sends own prices (null removes one); the answer is the customer's prices after the change. */
  async function send(list: { item_id: number; price: number | null }[]): Promise<BuyerPrices> {
    const answer = await setPrices({ userId: customer.id, prices: list });
    queryClient.setQueryData(trpc.admin.prices.buyerPrices.queryKey({ userId: customer.id }), answer);
    pricesChanged();
    return answer;
  }

  async function saveEdits(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const check = changedOwnPrices(saved.prices, drafts);
    if (!check.ok) {
      setInvalid(new Set(check.invalid));
      setSaveError(D.invalid());
      const first = check.invalid[0];
      if (first !== undefined) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setInvalid(new Set());
    setSaveError(null);
    if (check.prices.length === 0) return;
    setSaving(true);
    try {
      await send(check.prices);
      toast({ title: D.saved(), text: D.savedText({ count: check.prices.length }), variant: 'success' });
    } catch (err) {
      report(err);
      const message = failureText(LL, err, locale);
      setSaveError(message);
      toast({ title: D.saveFailed(), text: message, variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    setRemoveBusy(true);
    const product = localName(removing, locale);
    try {
      await send([{ item_id: removing.item_id, price: null }]);
      setRemoving(null);
      setFocusSearch(true);
      toast({ title: D.removed(), text: D.removedText({ product, name: who }), variant: 'success' });
    } catch (err) {
      report(err);
      toast({ title: D.removeFailed(), text: failureText(LL, err, locale), variant: 'error' });
    } finally {
      setRemoveBusy(false);
    }
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!chosen || adding) return;
    const price = parsePrice(newPrice);
    if (price === null) {
      setNewError(D.priceError());
      newPriceInput.current?.focus();
      return;
    }
    setNewError(null);
    setAdding(true);
    const product = localName(chosen, locale);
    try {
      await send([{ item_id: chosen.id, price }]);
      toast({
        title: D.added(),
        text: D.addedText({ product, price: formatUsd(price), name: who }),
        variant: 'success',
      });
      setChosen(null);
      setNewPrice('');
      setFocusSearch(true);
    } catch (err) {
      report(err);
      const message = failureText(LL, err, locale);
      setNewError(message);
      toast({ title: D.addFailed(), text: message, variant: 'error' });
    } finally {
      setAdding(false);
    }
  }

  const C = D.ownColumns;
  return (
    <>
      {saved.prices.length === 0 ? (
        <p className="cu-none">{D.ownEmpty()}</p>
      ) : (
        <form onSubmit={(e) => void saveEdits(e)} noValidate>
          <div className="admin-table-wrap">
            <table className="admin-table cu-own-table">
              <caption className="visually-hidden">{D.ownCaption({ name: who })}</caption>
              <thead>
                <tr>
                  <th scope="col">{C.product()}</th>
                  <th scope="col">{C.ownPrice()}</th>
                  <th scope="col" className="num">
                    {C.listPrice()}
                  </th>
                  <th scope="col" className="num">
                    {C.memberPrice()}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{C.actions()}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {saved.prices.map((p) => {
                  const product = localName(p, locale);
                  const bad = invalid.has(p.item_id);
                  return (
                    <tr key={p.item_id} data-item-id={p.item_id}>
                      <th scope="row">
                        <span className="cu-product">{product}</span>
                        <span className="muted cu-product-sub">#{p.item_id}</span>
                      </th>
                      <td>
                        <span className="cu-money">
                          <span aria-hidden="true">$</span>
                          <input
                            id={fieldId(p.item_id)}
                            className="admin-input cu-price"
                            inputMode="decimal"
                            autoComplete="off"
                            maxLength={12}
                            value={drafts[p.item_id] ?? ''}
                            aria-label={D.priceLabel({ product })}
                            aria-invalid={bad ? true : undefined}
                            aria-describedby={bad ? `${fieldId(p.item_id)}-error` : undefined}
                            onChange={(e) => {
                              const value = e.target.value;
                              setDrafts((d) => ({ ...d, [p.item_id]: value }));
                            }}
                          />
                        </span>
                        {bad && (
                          <span id={`${fieldId(p.item_id)}-error`} className="admin-inline-error cu-error">
                            {D.priceError()}
                          </span>
                        )}
                      </td>
                      <td className="num">{formatUsd(p.list_price)}</td>
                      <td className="num">{formatUsd(p.member_price)}</td>
                      <td>
                        <button
                          type="button"
                          className="btn btn-ghost btn-small"
                          aria-label={D.removeLabel({ product })}
                          onClick={() => setRemoving(p)}
                        >
                          {D.remove()}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {saveError && (
            <p id={ids.saveError} className="admin-inline-error" role="alert">
              {saveError}
            </p>
          )}
          <div className="cu-actions">
            <button type="submit" className="btn btn-primary" disabled={!edited || saving} aria-busy={saving}>
              {saving ? D.saving() : D.save()}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!edited || saving}
              onClick={() => {
                setDrafts(draftsOf(saved.prices));
                setInvalid(new Set());
                setSaveError(null);
              }}
            >
              {D.discard()}
            </button>
          </div>
        </form>
      )}

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
              <div className="admin-field">
                <label htmlFor={ids.newPrice}>{D.addPriceLabel({ product: localName(chosen, locale) })}</label>
                <span className="cu-money">
                  <span aria-hidden="true">$</span>
                  <input
                    ref={newPriceInput}
                    id={ids.newPrice}
                    className="admin-input cu-price"
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={12}
                    value={newPrice}
                    aria-invalid={newError ? true : undefined}
                    aria-describedby={newError ? `${ids.newError} ${ids.newHint}` : ids.newHint}
                    onChange={(e) => setNewPrice(e.target.value)}
                  />
                </span>
              </div>
              <button type="submit" className="btn btn-primary" disabled={adding} aria-busy={adding}>
                {adding ? D.adding() : D.add()}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={adding}
                onClick={() => {
                  setChosen(null);
                  setNewError(null);
                  setFocusSearch(true);
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
            ref={search}
            taken={taken}
            onPick={(item) => {
              setChosen(item);
              setNewPrice('');
              setNewError(null);
            }}
          />
        )}
      </div>

      <Dialog
        open={removing !== null}
        title={removing ? D.removeTitle({ product: localName(removing, locale) }) : ''}
        description={removing ? D.removeText({ name: who, price: formatUsd(removing.price) }) : undefined}
        busy={removeBusy}
        onClose={() => setRemoving(null)}
        actions={
          <>
            <button type="button" className="btn btn-ghost" disabled={removeBusy} onClick={() => setRemoving(null)}>
              {D.cancel()}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={removeBusy}
              aria-busy={removeBusy}
              onClick={() => void confirmRemove()}
            >
              {removeBusy ? D.removing() : D.removeConfirm()}
            </button>
          </>
        }
      />
    </>
  );
}
