import { useI18nContext } from '@wholesale/i18n';
import { PageTitle } from './PageTitle';

/** Page 5: a placeholder showing 0 (catalogue spec §2; quantities are not real, §9). */
export function InventoryPage() {
  const { LL } = useI18nContext();
  return (
    <section>
      <PageTitle>{LL.admin.inventory.title()}</PageTitle>
      <div className="admin-panel admin-stat">
        <p className="admin-stat-label">{LL.admin.inventory.countLabel()}</p>
        <p className="admin-stat-value">0</p>
        <p className="muted">{LL.admin.inventory.note()}</p>
      </div>
    </section>
  );
}
