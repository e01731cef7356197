import { useI18nContext } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';
import { formatUsd, fromCents, isCatchWeight } from '@wholesale/rules';
import { PriceTag } from './PriceTag';
import { priceAt, type PriceAt } from './priceAt';

type Priced = Pick<CatalogueItem, 'price' | 'discounted_price' | 'spec' | 'price_tiers' | 'avg_weight'>;

/**
 * The product page's price, at the quantity the buyer has chosen (1 before they choose; a guest
 * always). A guest gets only the list price from the server (ARCHITECTURE.md: guests never receive
 * discounted prices), so this shows the list price alone. A signed-in buyer gets "Your price" at
 * that quantity (a price list's tier once the quantity reaches it) with the list price struck
 * through and the saving. A catch-weight item also shows its pack weight and the estimate for the
 * chosen packs, since its price per lb alone does not say what the packs will cost.
 */
export function ProductPrice({
  item,
  quantity = 1,
  holdBuyerPlace = false,
}: {
  item: Priced;
  quantity?: number;
  holdBuyerPlace?: boolean;
}) {
  const { LL } = useI18nContext();
  const at = priceAt(item, quantity);
  const save = at.saving;
  const hasTiers = (item.price_tiers ?? []).some((t) => t.min_quantity > 1);
  if (!save && !hasTiers && holdBuyerPlace) {
    // The list price in the buyer's block, its other lines kept empty: when the buyer's price
    // comes, it takes the same room and nothing below moves.
    return (
      <div className="buyer-price" aria-busy="true">
        <p className="price-label" aria-hidden="true">
          &nbsp;
        </p>
        <PriceTag item={item} large />
        <p className="list-price" aria-hidden="true">
          &nbsp;
        </p>
        <p className="saving" aria-hidden="true">
          &nbsp;
        </p>
        <CatchWeightEstimate item={item} at={at} />
      </div>
    );
  }
  if (!save && !hasTiers) {
    return (
      <>
        <PriceTag item={item} large cents={at.unitCents} />
        <CatchWeightEstimate item={item} at={at} />
      </>
    );
  }
  return (
    <div className="buyer-price">
      <p className="price-label">{LL.product.yourPrice()}</p>
      <PriceTag item={item} large cents={at.unitCents} />
      <p className="list-price">
        {LL.product.listPrice()} <s>{formatUsd(item.price)}</s>
      </p>
      {save && (
        <p className="saving">
          {LL.product.youSave({ amount: formatUsd(fromCents(save.cents)), percent: save.percent })}
        </p>
      )}
      <QuantityPrices item={item} reached={at.tierMin} />
      <CatchWeightEstimate item={item} at={at} />
    </div>
  );
}

/**
 * A buyer's price list prices for larger quantities: "From 10 boxes: $11.00" (always 2 or more:
 * plural), the one the chosen quantity reaches marked as the current one.
 */
function QuantityPrices({ item, reached }: { item: Priced; reached: number | null }) {
  const { LL } = useI18nContext();
  const tiers = (item.price_tiers ?? []).filter((t) => t.min_quantity > 1);
  if (tiers.length === 0) return null;
  const perLb = isCatchWeight(item.spec);
  return (
    <ul className="price-tiers" aria-label={LL.product.tiersTitle()}>
      {tiers.map((t) => (
        <li
          key={t.min_quantity}
          className={t.min_quantity === reached ? 'tier-reached' : undefined}
          aria-current={t.min_quantity === reached ? 'true' : undefined}
        >
          {perLb
            ? LL.product.tierPacks({ n: t.min_quantity, price: formatUsd(t.price) })
            : LL.product.tierBoxes({ n: t.min_quantity, price: formatUsd(t.price) })}
        </li>
      ))}
    </ul>
  );
}

/** A catch-weight item's pack weight and the estimate for the chosen packs, marked as one. */
function CatchWeightEstimate({ item, at }: { item: Priced; at: PriceAt }) {
  const { LL } = useI18nContext();
  if (!isCatchWeight(item.spec) || item.avg_weight <= 0) return null;
  const e = at.estimate;
  return (
    <div className="cw-estimate">
      <p className="pack-weight">{LL.product.packWeight({ w: item.avg_weight })}</p>
      {e && (
        <>
          <p className="estimate-amount">
            {LL.product.estimateTitle()} <strong>{formatUsd(fromCents(e.cents))}</strong>
          </p>
          <p className="estimate-text">
            {LL.product.estimateText({ packs: e.packs, w: e.lbs, price: formatUsd(fromCents(at.unitCents)) })}
          </p>
          <p className="estimate-note">{LL.product.estimateNote()}</p>
        </>
      )}
    </div>
  );
}
