import { useI18nContext } from '@wholesale/i18n';
import type { CatalogueItem } from '@wholesale/rules';
import { effectivePrice, formatUsd, fromCents, priceSuffixKey } from '@wholesale/rules';

/**
 * discounted_price only reaches signed-in approved buyers (the server omits it for guests), so
 * effectivePrice gives the buyer's price when present and the list price otherwise. `cents`, when
 * given, is the price at a chosen quantity (a price list's tier), shown instead.
 */
export function PriceTag({
  item,
  large = false,
  cents,
}: {
  item: Pick<CatalogueItem, 'price' | 'discounted_price' | 'spec'>;
  large?: boolean;
  cents?: number;
}) {
  const { LL } = useI18nContext();
  const key = priceSuffixKey(item.spec);
  return (
    <span className={large ? 'price price-large' : 'price'}>
      <strong>{formatUsd(cents === undefined ? effectivePrice(item) : fromCents(cents))}</strong>
      {key && <span className="price-suffix"> {LL.catalogue.priceSuffix[key]()}</span>}
    </span>
  );
}
