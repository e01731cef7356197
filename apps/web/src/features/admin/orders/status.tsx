import { useI18nContext } from '@wholesale/i18n';
import { orderBadgeColour } from '@wholesale/rules';
import { statusLabel } from '../../orders/orders';

// Staff and buyers read the same status names (the shared `orderStatus` dictionary); only the
// badge colours differ, each view keeping its spec's.
export { statusLabel };

/** The admin badge (the spec's admin colours). */
export function StatusBadge({ status }: { status: string }) {
  const { LL } = useI18nContext();
  return (
    <span className={`admin-order-badge badge-${orderBadgeColour(status, 'admin')}`}>{statusLabel(LL, status)}</span>
  );
}
