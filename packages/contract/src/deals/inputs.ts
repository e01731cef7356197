// The zod schemas of the launch deal, parsed once at the door (REST and tRPC alike).
import { z } from 'zod';
import { itemIdInput } from '../catalogue/inputs';
import { INPUT_CODES } from '../inputs';
import { DEAL_CODES, LAUNCH_DEAL_ITEMS_MAX } from './messages';

/** PUT /api/settings/launch-deal/items and tRPC admin.settings.setLaunchDealItems: the products that qualify. */
export const launchDealItemsInput = z.object(
  {
    item_ids: z
      .array(itemIdInput, { error: DEAL_CODES.itemIds })
      .max(LAUNCH_DEAL_ITEMS_MAX, { error: DEAL_CODES.itemIds }),
  },
  { error: INPUT_CODES.bodyNotObject },
);
export type LaunchDealItemsInput = z.output<typeof launchDealItemsInput>;
