// The product's wording for recalls (traceability): each message's code is `recalls.<key>`
// (error-codes.ts). Imports nothing of its own domain, so inputs and services can both read it.
import { coded, codesOf } from '../errors';

/** The most lots one recall may name one by one. */
export const RECALL_LOTS_MAX = 200;
/** Hours after the notices before the one reminder goes to companies that have not acknowledged. */
export const RECALL_REMINDER_HOURS = 24;

export const RECALL_MESSAGES = {
  recallNotFound: 'Recall not found',
  reason: 'Say why the lots are recalled, in 1 to 500 characters',
  lotIds: `Choose 1 to ${RECALL_LOTS_MAX} lots to recall`,
  /** neither lots nor a product with its production dates, or both */
  scope: 'Name the lots to recall, or a product with a range of production dates, not both',
  producedFrom: 'The first production date must be a date written YYYY-MM-DD',
  producedTo: 'The last production date must be a date written YYYY-MM-DD, on or after the first',
  /** the product and dates name no lot, or a lot id names none */
  noLots: 'No recorded lot matches: check the product and the production dates',
  /** an acknowledgement link that is malformed, unknown, or of a recall deleted */
  noticeLink: 'This acknowledgement link is not valid. Use the link in the recall notice we e-mailed you.',
  alreadyAcknowledged: 'This recall notice has already been acknowledged. Thank you.',
  /** the recall is closed: no more notices */
  closed: 'This recall is closed',
  /** an order holding a case of a recalled lot: it cannot be completed until that case is replaced */
  recalledCase:
    'This order holds a case of lot {lot:string}, which is recalled: replace the case before completing the order',
} as const;

export const RECALL_ERRORS = coded('recalls', RECALL_MESSAGES);
export const RECALL_CODES = codesOf(RECALL_ERRORS);
