import { queryOptions } from '@tanstack/react-query';
import type { RouterInputs, RouterOutputs } from '@wholesale/api';
import { loadApi } from '../../../lib/api';
import { ADMIN_STALE_MS } from '../queries';

// The Settings page's data, through the on-demand tRPC client. Keys start with 'admin', so the
// header's Refresh Data refetches them with the rest of the back office.

export const settingsKeys = {
  deposit: ['admin', 'settings', 'deposit'] as const,
};

export type DepositSetting = RouterOutputs['admin']['settings']['deposit'];
export type DepositTexts = RouterInputs['admin']['settings']['setDeposit'];

export function depositSettingQuery() {
  return queryOptions({
    queryKey: settingsKeys.deposit,
    queryFn: async () => (await loadApi()).admin.settings.deposit.query(),
    staleTime: ADMIN_STALE_MS,
  });
}

/** Replaces both texts. */
export async function saveDepositSetting(texts: DepositTexts): Promise<DepositSetting> {
  return (await loadApi()).admin.settings.setDeposit.mutate(texts);
}
