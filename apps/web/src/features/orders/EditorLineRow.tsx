import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, ORDER_LINE_MAX_QUANTITY, priceSuffixKey } from '@wholesale/rules';
import type { EditorLine } from './orderChange';
import { quantityText } from './orders';

/** One line of the order's editor: its name and price, − / quantity / +, and Remove. */
export function EditorLineRow({
  line: l,
  name,
  onQuantity,
  onRemove,
}: {
  line: EditorLine;
  name: string;
  onQuantity: (n: number) => void;
  onRemove: () => void;
}) {
  const { LL } = useI18nContext();
  const E = LL.buyerOrders.edit;
  const suffix = priceSuffixKey(l.spec);
  const atMax = l.quantity >= ORDER_LINE_MAX_QUANTITY;
  return (
    <li className="cart-line order-edit-line">
      <div className="cart-line-info">
        <p className="cart-line-name">
          {name}
          {l.added && (
            <>
              {' '}
              <span className="order-new-tag">{E.newLine()}</span>
            </>
          )}
        </p>
        <p className="cart-line-meta">
          {formatUsd(l.unit_price)}
          {suffix && ` ${LL.catalogue.priceSuffix[suffix]()}`}
        </p>
      </div>
      <div className="cart-line-row">
        <div className="qty" role="group" aria-label={E.quantity({ name })}>
          <button
            type="button"
            aria-label={E.decrease({ name })}
            disabled={l.quantity <= 1}
            onClick={() => onQuantity(l.quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="qty-value">{quantityText(LL, l.spec, l.quantity)}</span>
          <button
            type="button"
            aria-label={E.increase({ name })}
            disabled={atMax}
            title={atMax ? E.atMax({ max: ORDER_LINE_MAX_QUANTITY }) : undefined}
            onClick={() => onQuantity(l.quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-small cart-remove order-edit-remove"
          aria-label={E.removeLabel({ name })}
          onClick={onRemove}
        >
          {E.remove()}
        </button>
      </div>
    </li>
  );
}
