import { useI18nContext } from '@wholesale/i18n';
import { ItemRow } from './ItemRow';
import type { AdminItem } from './queries';

/** The items as a native table (docs/decisions.md, "Back office: pages": no table library). */
export function ItemTable({
  items,
  specialPrices,
  versions,
  running,
  onToggle,
  onEdit,
}: {
  items: readonly AdminItem[];
  /** item id → how many customers have a special price for it (their own or their list's) */
  specialPrices: Readonly<Record<string, number>>;
  versions: Readonly<Record<number, number>>;
  running: ReadonlySet<number>;
  onToggle: (item: AdminItem) => void;
  onEdit: (item: AdminItem) => void;
}) {
  const { LL } = useI18nContext();
  const C = LL.admin.items.columns;
  return (
    <div className="admin-table-wrap item-table-wrap">
      <table className="admin-table item-table">
        <caption className="visually-hidden">{LL.admin.items.caption()}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{C.photo()}</span>
            </th>
            <th scope="col">{C.item()}</th>
            <th scope="col">{C.style()}</th>
            <th scope="col">{C.species()}</th>
            <th scope="col">{C.spec()}</th>
            <th scope="col" className="num">
              {C.price()}
            </th>
            <th scope="col" className="num">
              {C.discounted()}
            </th>
            <th scope="col">{C.status()}</th>
            <th scope="col">
              <span className="visually-hidden">{C.actions()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              specialPrices={specialPrices[item.id] ?? 0}
              version={versions[item.id]}
              busy={running.has(item.id)}
              onToggle={onToggle}
              onEdit={onEdit}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
