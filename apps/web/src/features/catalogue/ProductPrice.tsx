import { useI18nContext } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';
import { effectivePrice, formatUsd, fromCents, isCatchWeight, toCents } from '@wholesale/rules';
import { PriceTag } from './PriceTag';

type Priced = Pick<CatalogueItem, 'price' | 'discounted_price' | 'spec' | 'price_tiers'>;

/** The buyer's saving on one unit, in cents and whole percent; null when there is none. */
export function saving(item: Priced): { cents: number; percent: number } | null {
  const list = toCents(item.price);
  const cents = list - toCents(effectivePrice(item));
  if (list <= 0 || cents <= 0) return null;
  return { cents, percent: Math.round((cents / list) * 100) };
}

/**
 * The product page's price. A guest gets only the list price from the server (ARCHITECTURE.md:
 * guests never receive discounted prices), so this shows the list price alone. A signed-in buyer
 * gets "Your price" with the list price struck through and the saving.
 */
export function ProductPrice({ item, holdBuyerPlace = false }: { item: Priced; holdBuyerPlace?: boolean }) {
  const { LL } = useI18nContext();
  const save = saving(item);
  if (!save && holdBuyerPlace) {
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
      </div>
    );
  }
  if (!save) {
    return (
      <>
        <PriceTag item={item} large />
        <QuantityPrices item={item} />
      </>
    );
  }
  return (
    <div className="buyer-price">
      <p className="price-label">{LL.product.yourPrice()}</p>
      <PriceTag item={item} large />
      <p className="list-price">
        {LL.product.listPrice()} <s>{formatUsd(item.price)}</s>
      </p>
      <p className="saving">
        {LL.product.youSave({ amount: formatUsd(fromCents(save.cents)), percent: save.percent })}
      </p>
      <QuantityPrices item={item} />
    </div>
  );
}

/** A buyer's price list prices for larger quantities: "From 10 boxes: $11.00" (always 2 or more: plural). */
function QuantityPrices({ item }: { item: Priced }) {
  const { LL } = useI18nContext();
  const tiers = (item.price_tiers ?? []).filter((t) => t.min_quantity > 1);
  if (tiers.length === 0) return null;
  const perLb = isCatchWeight(item.spec);
  return (
    <ul className="price-tiers" aria-label={LL.product.tiersTitle()}>
      {tiers.map((t) => (
        <li key={t.min_quantity}>
          {perLb
            ? LL.product.tierPacks({ n: t.min_quantity, price: formatUsd(t.price) })
            : LL.product.tierBoxes({ n: t.min_quantity, price: formatUsd(t.price) })}
        </li>
      ))}
    </ul>
  );
}
