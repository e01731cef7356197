import { useI18nContext } from '@wholesale/i18n';
import { AdminTable, numeric, unseen } from '../AdminTable';
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
    <AdminTable
      className="item-table"
      wrapClassName="item-table-wrap"
      caption={LL.admin.items.caption()}
      columns={[
        unseen(C.photo()),
        C.item(),
        C.style(),
        C.species(),
        C.spec(),
        numeric(C.price()),
        numeric(C.discounted()),
        C.status(),
        unseen(C.actions()),
      ]}
    >
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
    </AdminTable>
  );
}
