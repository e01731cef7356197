import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, isCatchWeight } from '@wholesale/rules';
import { AdminTable, unseen } from '../AdminTable';
import { PriceInput } from '../PriceInput';
import { localName } from './products';
import { addTier, removeRow, tierOf } from './rows';
import type { ListDraft } from './useListDraft';

/**
 * The list's prices as a table: a product's tiers together, each a minimum quantity and a price
 * with their messages; Add tier after a product's last tier, Remove on each.
 */
export function PriceRowsTable({ draft }: { draft: ListDraft }) {
  const { LL, locale } = useI18nContext();
  const E = LL.admin.priceLists.editor;
  const { rows, problems, fieldId, edit, setRows, setFocusNext, ids } = draft;
  return rows.length === 0 ? (
    <p className="pl-none">{E.noPrices()}</p>
  ) : (
    <AdminTable
      className="pl-prices"
      caption={E.caption()}
      columns={[
        E.columns.product(),
        E.columns.minQuantity(),
        E.columns.price(),
        { label: E.columns.compare(), className: 'pl-compare' },
        unseen(E.columns.actions()),
      ]}
    >
      {rows.map((row, i) => {
        // names, spec and other prices: from the list's answer, or from the search (a row not saved yet)
        const item = row.product;
        const product = localName(item, locale);
        const first = i === 0 || rows[i - 1]?.item_id !== row.item_id;
        const last = rows[i + 1]?.item_id !== row.item_id;
        const tier = tierOf(rows, row.key);
        const p = problems[row.key] ?? {};
        const per = isCatchWeight(item.spec) ? E.perLb() : '';
        const minError = `${fieldId(row.key, 'min_quantity')}-error`;
        const priceError = `${fieldId(row.key, 'price')}-error`;
        return (
          <tr key={row.key} className={first ? 'pl-first' : 'pl-tier'} data-item-id={row.item_id}>
            <th scope="row">
              {first ? (
                <>
                  <span className="pl-product">{product}</span>
                  <span className="muted pl-product-sub">
                    #{row.item_id} · {item.spec}
                  </span>
                </>
              ) : (
                <span className="visually-hidden">{product}</span>
              )}
            </th>
            <td>
              <input
                id={fieldId(row.key, 'min_quantity')}
                className="admin-input pl-min"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={row.min_quantity}
                aria-label={E.minQuantityLabel({ product, tier })}
                aria-invalid={p.min_quantity ? true : undefined}
                aria-describedby={p.min_quantity ? minError : undefined}
                onChange={(e) => edit(row.key, { min_quantity: e.target.value })}
              />
              {row.min_quantity.trim() === '1' && <span className="muted admin-hint">{E.anyQuantity()}</span>}
              {p.min_quantity && (
                <span id={minError} className="admin-inline-error admin-cell-error">
                  {p.min_quantity}
                </span>
              )}
            </td>
            <td>
              <PriceInput
                id={fieldId(row.key, 'price')}
                value={row.price}
                aria-label={E.priceLabel({ product, tier })}
                aria-invalid={p.price ? true : undefined}
                aria-describedby={p.price ? priceError : undefined}
                onChange={(e) => edit(row.key, { price: e.target.value })}
                after={per && <span className="muted">{per}</span>}
              />
              {p.price && (
                <span id={priceError} className="admin-inline-error admin-cell-error">
                  {p.price}
                </span>
              )}
            </td>
            <td className="pl-compare muted">
              {first && (
                <>
                  {formatUsd(item.list_price)}
                  {per} / {formatUsd(item.member_price)}
                  {per}
                </>
              )}
            </td>
            <td>
              <div className="item-actions">
                {last && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={E.addTierLabel({ product })}
                    onClick={() => {
                      const next = addTier(rows, row.item_id);
                      const added = next.find((r) => !rows.includes(r));
                      setRows(next);
                      if (added) setFocusNext(fieldId(added.key, 'min_quantity'));
                    }}
                  >
                    {E.addTier()}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={E.removeLabel({ product, tier })}
                  onClick={() => {
                    setRows((r) => removeRow(r, row.key));
                    setFocusNext(ids.prices);
                  }}
                >
                  {E.remove()}
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
