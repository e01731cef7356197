import { useI18nContext } from '@wholesale/i18n';
import { isCatchWeight } from '@wholesale/rules';
import { useId } from 'react';
import { ColumnHeads, numeric, unseen } from '../../AdminTable';
import { productName } from '../changesText';
import { readQuantity, type EntryLine } from './model';

/** The lines entered so far: each product's quantity can be changed, or the line removed. */
export function EntryLines({
  lines,
  busy,
  onQuantity,
  onRemove,
}: {
  lines: readonly EntryLine[];
  busy: boolean;
  onQuantity: (itemId: number, quantity: number) => void;
  onRemove: (line: EntryLine) => void;
}) {
  const { LL, locale } = useI18nContext();
  const N = LL.admin.newOrder;
  const caption = useId();
  if (lines.length === 0) return <p className="muted entry-empty">{N.linesEmpty()}</p>;
  return (
    <table className="admin-table entry-lines" aria-labelledby={caption}>
      <caption id={caption}>
        {N.linesCaption()} · {N.lineCount({ count: lines.length })}
      </caption>
      <ColumnHeads columns={[N.product(), numeric(N.quantity()), unseen(N.remove({ name: '' }))]} />
      <tbody>
        {lines.map((l) => {
          const name = productName(l, locale);
          return (
            <tr key={l.item_id}>
              <td>
                {name} <span className="muted">· {l.spec}</span>
              </td>
              <td className="num">
                <input
                  className="admin-input entry-line-quantity"
                  inputMode="numeric"
                  maxLength={3}
                  aria-label={`${N.quantity()}: ${name}`}
                  defaultValue={String(l.quantity)}
                  key={l.quantity}
                  disabled={busy}
                  onBlur={(e) => {
                    const n = readQuantity(e.target.value);
                    if (n === null) e.target.value = String(l.quantity);
                    else if (n !== l.quantity) onQuantity(l.item_id, n);
                  }}
                />{' '}
                {isCatchWeight(l.spec) ? N.unitPack() : N.unitBox()}
              </td>
              <td>
                <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => onRemove(l)}>
                  {N.remove({ name })}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
