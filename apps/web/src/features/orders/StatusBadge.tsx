import { useI18nContext } from '@wholesale/i18n';
import { badgeColour, statusLabel } from './orders';
import '../../ui/badge.css';

/** An order's status as a coloured badge (the storefront's colours; the admin has its own). */
export function StatusBadge({ status }: { status: string }) {
  const { LL } = useI18nContext();
  return <span className={`badge badge-${badgeColour(status)}`}>{statusLabel(LL, status)}</span>;
}
