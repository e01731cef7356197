import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { Picture } from '../../../ui/Picture';
import { previewImage } from './photos';
import type { AdminItem } from './queries';

/** The first photo, or a grey placeholder for an item without photos (catalogue spec §3). */
function ItemThumb({ item, version }: { item: AdminItem; version: number | undefined }) {
  const { LL } = useI18nContext();
  if (item.images === 0) {
    return (
      <span className="item-thumb item-thumb-empty">
        <span className="item-thumb-text">{LL.admin.items.noPhoto()}</span>
      </span>
    );
  }
  const urls = previewImage(item, 1, version);
  // Decorative: the item's name is next to it in the row.
  return <Picture avif={urls.avif} jpg={urls.jpg} alt="" width={56} height={56} className="item-thumb" />;
}

export function VisibilityBadge({ show }: { show: boolean }) {
  const { LL } = useI18nContext();
  return (
    <span className={`admin-order-badge ${show ? 'badge-green' : 'badge-gray'}`}>
      {show ? LL.admin.items.active() : LL.admin.items.hidden()}
    </span>
  );
}

/** One item: photo, both names, kind, prices, its badge, Show/Hide and Edit. */
export function ItemRow({
  item,
  specialPrices = 0,
  version,
  busy,
  onToggle,
  onEdit,
}: {
  item: AdminItem;
  /** how many customers have a special price for it */
  specialPrices?: number;
  version: number | undefined;
  busy: boolean;
  onToggle: (item: AdminItem) => void;
  onEdit: (item: AdminItem) => void;
}) {
  const { LL, locale } = useI18nContext();
  const L = LL.admin.items;
  const ko = locale === 'ko';
  // The page's language first, the other under it.
  const [first, second] = ko ? [item.name_ko || item.name, item.name] : [item.name, item.name_ko];
  const type = (ko ? item.type_ko : item.type) || item.type;
  const discounted = item.discounted_price ?? 0;
  return (
    <tr aria-busy={busy} className={item.show ? undefined : 'item-row-hidden'} data-item-id={item.id}>
      <td className="item-thumb-cell">
        <ItemThumb item={item} version={version} />
      </td>
      <th scope="row">
        <span className="item-name" lang={ko ? 'ko' : 'en'}>
          {first}
        </span>
        {second && (
          <span className="item-name-other" lang={ko ? 'en' : 'ko'}>
            {second}
          </span>
        )}
        <span className="muted item-meta">
          #{item.id}
          {type && ` · ${type}`}
          {item.brand && ` · ${item.brand}`}
          {` · ${L.photoCount({ count: item.images })}`}
        </span>
        {specialPrices > 0 && (
          <span
            className="admin-order-badge badge-purple item-special"
            title={L.specialPricesHint({ count: specialPrices })}
          >
            {L.specialPrices({ count: specialPrices })}
          </span>
        )}
      </th>
      <td>{LL.catalogue.style[item.style]()}</td>
      <td>{LL.catalogue.species[item.species]()}</td>
      <td className="item-spec">{item.spec}</td>
      <td className="num">{formatUsd(item.price)}</td>
      <td className="num">
        {discounted > 0 ? (
          formatUsd(discounted)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{L.noDiscount()}</span>
          </>
        )}
      </td>
      <td>
        <VisibilityBadge show={item.show} />
      </td>
      <td>
        <div className="item-actions">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={item.show ? L.hideLabel({ name: first }) : L.showLabel({ name: first })}
            aria-disabled={busy || undefined}
            onClick={() => onToggle(item)}
          >
            {item.show ? L.hide() : L.show()}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-small"
            aria-label={L.editLabel({ name: first })}
            onClick={() => onEdit(item)}
          >
            {L.edit()}
          </button>
        </div>
      </td>
    </tr>
  );
}
