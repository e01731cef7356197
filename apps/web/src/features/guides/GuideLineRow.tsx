import { useI18nContext } from '@wholesale/i18n';
import { isCatchWeight, ORDER_GUIDE_MAX_PAR } from '@wholesale/rules';
import { useId } from 'react';
import { countInput } from '../../ui/countInput';
import type { Guide } from './GuideList';
import { lineName, lineOrder, type Typed } from './model';

/** A line as the page edits it (the guide's own, or a product just added): the server's shape. */
export type DraftLine = Guide['lines'][number];

/**
 * One product of the guide: its par (editable by those who may), what is on hand and the order
 * worked out from it (the buyer may change it), each labelled with the product and its unit.
 */
export function GuideLineRow({
  line,
  editable,
  onHand,
  typed,
  onPar,
  onOnHand,
  onOrder,
  onRemove,
  maxOrder,
}: {
  line: DraftLine;
  editable: boolean;
  onHand: string;
  typed: Typed;
  onPar: (par: number) => void;
  onOnHand: (value: string) => void;
  onOrder: (value: string) => void;
  onRemove: () => void;
  maxOrder: number;
}) {
  const { LL, locale } = useI18nContext();
  const G = LL.orderGuides;
  const ids = useId();
  const name = lineName(line, locale);
  const unit = isCatchWeight(line.spec) ? G.packs() : G.boxes();
  const order = lineOrder(line, { [line.item_id]: onHand }, typed);
  const orderText = typed[line.item_id] ?? String(order);
  return (
    <li className={line.available ? 'guide-line card' : 'guide-line card is-unavailable'}>
      <div className="guide-line-head">
        <span className="guide-line-name">{name}</span>
        {!line.available && <span className="guide-badge">{G.unavailable()}</span>}
        {editable && (
          <button
            type="button"
            className="icon-btn guide-line-remove"
            aria-label={G.removeLine({ name })}
            onClick={onRemove}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className="guide-line-fields">
        <div className="guide-field">
          <label htmlFor={`${ids}-par`}>{G.par()}</label>
          {editable ? (
            <input
              id={`${ids}-par`}
              {...countInput(1, ORDER_GUIDE_MAX_PAR)}
              value={line.par}
              aria-label={G.parLabel({ name, unit })}
              onChange={(e) => {
                const n = Number.parseInt(e.target.value, 10);
                if (Number.isFinite(n)) onPar(n);
              }}
            />
          ) : (
            <output id={`${ids}-par`} aria-label={G.parLabel({ name, unit })}>
              {line.par}
            </output>
          )}
        </div>
        <div className="guide-field">
          <label htmlFor={`${ids}-have`}>{G.onHand()}</label>
          <input
            id={`${ids}-have`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={9}
            placeholder="0"
            value={onHand}
            aria-label={G.onHandLabel({ name, unit })}
            onChange={(e) => onOnHand(e.target.value)}
          />
        </div>
        <div className="guide-field">
          <label htmlFor={`${ids}-order`}>{G.toOrder()}</label>
          <input
            id={`${ids}-order`}
            {...countInput(0, maxOrder)}
            value={orderText}
            disabled={!line.available}
            aria-label={G.orderLabel({ name, unit })}
            onChange={(e) => onOrder(e.target.value)}
          />
        </div>
        <span className="guide-unit" aria-hidden="true">
          {unit}
        </span>
      </div>
    </li>
  );
}
