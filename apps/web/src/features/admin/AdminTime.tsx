import { useI18nContext } from '@wholesale/i18n';
import { formatAdminTime } from './format';

/** A moment on the warehouse clock, as the back office writes times. */
export function AdminTime({ iso }: { iso: string }) {
  const { LL, locale } = useI18nContext();
  const at = formatAdminTime(iso, locale, LL.common.pacificZone());
  return at ? <time dateTime={at.dateTime}>{at.text}</time> : null;
}
