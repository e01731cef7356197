import { useI18nContext } from '@wholesale/i18n';
import { formatUsd, isCatchWeight } from '@wholesale/rules';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { ErrorView } from '../../../ui/ErrorView';
import { PriceTag } from '../../catalogue/PriceTag';
import { localized } from '../../catalogue/localized';
import { useCatalogueList } from '../../catalogue/queries';
import { useNamespace } from '../../locale/LocaleProvider';
import { filterRows, priceRows, FILTER_MAX, type PriceRow } from './model';
import './my-prices.css';
import { LoadingBlocks } from '../../../ui/LoadState';

// The profile's My prices view (?view=prices): every product the buyer can order at the price they
// pay, read from the same answer the listings show them (GET /api/items, priced by the server for
// whoever asks), with their list's prices for larger quantities. Texts: `account.myPrices`, and the
// product page's own price words (`product`), so "Your price" reads the same on both.

export default function MyPrices({ onBack }: { onBack: () => void }) {
  const ready = useNamespace('product');
  const { LL, locale } = useI18nContext();
  const M = LL.account.myPrices;
  const list = useCatalogueList({});
  const [text, setText] = useState('');
  const filter = useDeferredValue(text);
  const inputId = useId();

  if (!ready || list.isPending) return <LoadingBlocks label={M.loading()} heights={[48, 320]} busy />;
  if (list.isError || !list.data)
    return (
      <ErrorView
        title={M.loadError()}
        actions={
          <>
            <button type="button" className="btn btn-primary" onClick={() => void list.refetch()}>
              {M.retry()}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onBack}>
              {M.back()}
            </button>
          </>
        }
      />
    );

  const rows = priceRows(list.data, locale);
  const shown = filterRows(rows, filter);
  return (
    <section className="section my-prices" aria-labelledby="my-prices-h">
      <h2 id="my-prices-h" className="section-title">
        {M.title()}
      </h2>
      <p className="muted">{M.intro()}</p>
      <div className="field">
        <label htmlFor={inputId}>{M.filterLabel()}</label>
        <input
          id={inputId}
          type="search"
          maxLength={FILTER_MAX}
          autoComplete="off"
          placeholder={M.filterPlaceholder()}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <p className="muted my-prices-count" role="status">
        {rows.length === 0
          ? M.empty()
          : shown.length === 0
            ? M.noMatch({ q: filter.trim() })
            : M.count({ n: shown.length })}
      </p>
      <ul className="my-prices-list">
        {shown.map((row) => (
          <PriceItem key={row.item.id} row={row} />
        ))}
      </ul>
    </section>
  );
}

function PriceItem({ row }: { row: PriceRow }) {
  const { LL, locale } = useI18nContext();
  const { item } = row;
  const t = localized(item, locale);
  const perLb = isCatchWeight(item.spec);
  return (
    <li className="my-price card">
      <Link to={`/wholesale/product/${item.id}`} className="my-price-name">
        {t.name}
      </Link>
      <span className="muted my-price-type">{t.type}</span>
      <p className="my-price-own">
        <span className="price-label">{LL.product.yourPrice()}</span> <PriceTag item={item} />
      </p>
      {row.discounted && (
        <p className="muted my-price-list">
          {LL.product.listPrice()} <s>{formatUsd(item.price)}</s>
        </p>
      )}
      {row.tiers.length > 0 && (
        <ul className="my-price-tiers" aria-label={LL.product.tiersTitle()}>
          {row.tiers.map((tier) => (
            <li key={tier.min_quantity}>
              {perLb
                ? LL.product.tierPacks({ n: tier.min_quantity, price: formatUsd(tier.price) })
                : LL.product.tierBoxes({ n: tier.min_quantity, price: formatUsd(tier.price) })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
