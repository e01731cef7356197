import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, priceSuffixKey } from '@wholesale/rules';
import { QuantityStepper, RemoveLineButton } from '../cart/LineParts';
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
  return (
    <li className="cart-line card-list-item order-edit-line">
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
        <QuantityStepper
          words={E}
          name={name}
          quantity={l.quantity}
          text={quantityText(LL, l.spec, l.quantity)}
          minusDisabled={l.quantity <= 1}
          onMinus={() => onQuantity(l.quantity - 1)}
          onPlus={() => onQuantity(l.quantity + 1)}
        />
        <RemoveLineButton
          className="order-edit-remove"
          label={E.removeLabel({ name })}
          text={E.remove()}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
