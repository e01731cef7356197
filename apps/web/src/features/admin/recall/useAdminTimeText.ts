import { useI18nContext } from '@wholesale/i18n';
import { formatAdminTime } from '../format';

/** A moment on the warehouse clock as text, as the back office writes times (for sentences). */
export function useAdminTimeText(): (iso: string) => string {
  const { LL, locale } = useI18nContext();
  return (iso) => formatAdminTime(iso, locale, LL.common.pacificZone())?.text ?? iso;
}
