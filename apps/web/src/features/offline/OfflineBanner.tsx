import { useI18nContext } from '@wholesale/i18n';
import { useOnline } from './useOnline';

/**
 * "You are offline", while the browser says so. In the first load, with its words (common.offline):
 * once the network is gone, nothing more may load.
 */
export function OfflineBanner() {
  const { LL } = useI18nContext();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      {LL.common.offline()}
    </p>
  );
}
