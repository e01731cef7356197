import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { useId, useState, type FormEvent } from 'react';
import { AdminTable, numeric, unseen } from '../AdminTable';
import { PriceInput } from '../PriceInput';
import { toast } from '../../../ui/toastStore';
import { useFormSend } from '../useFormSend';
import { localName } from '../prices/products';
import type { BuyerPrices } from '../prices/queries';
import { changedOwnPrices, draftsOf, hasOwnPriceEdits } from './model';
import type { OwnPrice, SendOwnPrices } from './useSendOwnPrices';

/**
 * The customer's own prices as a table, each changed in place (Save changes sends those changed),
 * with the product's list and member price beside it, and Remove on each.
 */
export function OwnPricesTable({
  saved,
  who,
  locale,
  send,
  onRemove,
}: {
  saved: BuyerPrices;
  who: string;
  locale: string;
  send: SendOwnPrices;
  onRemove: (price: OwnPrice) => void;
}) {
  const { LL } = useI18nContext();
  const D = LL.admin.customers.detail;
  const base = useId();
  const fieldId = (itemId: number) => `${base}-own-${itemId}`;
  const saveErrorId = `${base}-save-error`;

  // The table's texts start from the saved prices, and again whenever the server's copy changes.
  const signature = saved.prices.map((p) => `${p.item_id}:${p.price}`).join(',');
  const [shown, setShown] = useState(signature);
  const [drafts, setDrafts] = useState<Record<number, string>>(() => draftsOf(saved.prices));
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const { busy: saving, error: saveError, setError: setSaveError, send: sendEdits } = useFormSend(D.saveFailed());
  if (shown !== signature) {
    setShown(signature);
    setDrafts(draftsOf(saved.prices));
    setInvalid(new Set());
    setSaveError('');
  }
  const edited = hasOwnPriceEdits(saved.prices, drafts);

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
    setSaveError('');
    if (check.prices.length === 0) return;
    await sendEdits(async () => {
      await send(check.prices);
      toast({ title: D.saved(), text: D.savedText({ count: check.prices.length }), variant: 'success' });
    });
  }

  const C = D.ownColumns;
  return saved.prices.length === 0 ? (
    <p className="cu-none">{D.ownEmpty()}</p>
  ) : (
    <form onSubmit={(e) => void saveEdits(e)} noValidate>
      <AdminTable
        className="cu-own-table"
        caption={D.ownCaption({ name: who })}
        columns={[C.product(), C.ownPrice(), numeric(C.listPrice()), numeric(C.memberPrice()), unseen(C.actions())]}
      >
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
                <PriceInput
                  id={fieldId(p.item_id)}
                  value={drafts[p.item_id] ?? ''}
                  aria-label={D.priceLabel({ product })}
                  aria-invalid={bad ? true : undefined}
                  aria-describedby={bad ? `${fieldId(p.item_id)}-error` : undefined}
                  onChange={(e) => {
                    const value = e.target.value;
                    setDrafts((d) => ({ ...d, [p.item_id]: value }));
                  }}
                />
                {bad && (
                  <span id={`${fieldId(p.item_id)}-error`} className="admin-inline-error admin-cell-error">
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
                  onClick={() => onRemove(p)}
                >
                  {D.remove()}
                </button>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {saveError && (
        <p id={saveErrorId} className="admin-inline-error" role="alert">
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
            setSaveError('');
          }}
        >
          {D.discard()}
        </button>
      </div>
    </form>
  );
}
