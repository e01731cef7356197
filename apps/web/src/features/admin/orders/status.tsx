import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { orderBadgeColour } from '@wholesale/rules';
import { statusKey } from './helpers';

type AdminLL = TranslationFunctions['admin'];

/** A status's word in the page's language (unknown statuses as they are). */
export function statusLabel(A: AdminLL, status: string): string {
  const fn = (A.status as unknown as Record<string, (() => string) | undefined>)[statusKey(status)];
  return typeof fn === 'function' ? fn() : status;
}

/** The admin badge (the spec's admin colours). */
export function StatusBadge({ status }: { status: string }) {
  const { LL } = useI18nContext();
  return <span className={`admin-order-badge badge-${orderBadgeColour(status, 'admin')}`}>{statusLabel(LL.admin, status)}</span>;
}
