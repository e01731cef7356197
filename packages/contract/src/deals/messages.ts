// The product's wording for the launch deal: each message's code is `deals.<key>` (error-codes.ts).
import { coded, codesOf } from '../errors';

/** The most products staff may make qualify for the free item. */
export const LAUNCH_DEAL_ITEMS_MAX = 50;

export const DEAL_MESSAGES = {
  itemIds: `Choose up to ${LAUNCH_DEAL_ITEMS_MAX} products for the free item`,
  /** a product id that names no product */
  itemNotFound: 'A product chosen for the free item no longer exists',
  /** start with no product chosen */
  noItems: 'Choose at least one product for the free item before starting the deal',
  alreadyStarted: 'The launch deal has already started',
  /** end a deal that is not running (not started, ended, or with no place left) */
  notRunning: 'The launch deal is not running',
  /** checkout names a free item that is not (or no longer) one of the deal's products */
  freeItemGone: 'The free item you chose is no longer part of the launch deal. Choose another in your cart.',
} as const;

export const DEAL_ERRORS = coded('deals', DEAL_MESSAGES);
export const DEAL_CODES = codesOf(DEAL_ERRORS);
