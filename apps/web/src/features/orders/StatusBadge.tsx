import { useI18nContext } from '@wholesale/i18n';
import { buyerOrderStatus } from '@wholesale/rules';
import { badgeColour, statusLabel } from './orders';
import '../../ui/badge.css';

/**
 * An order's status as a coloured badge (the storefront's colours; the admin has its own). A staff
 * step reads as its buyer-facing status, whatever the answer carried (an offline copy kept from
 * before the server said so).
 */
export function StatusBadge({ status: stored }: { status: string }) {
  const { LL } = useI18nContext();
  const status = buyerOrderStatus(stored);
  return <span className={`badge badge-${badgeColour(status)}`}>{statusLabel(LL, status)}</span>;
}
