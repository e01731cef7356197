// The product's wording for order guides (a company's lists of products with par levels): each
// message's code is `guides.<key>` (error-codes.ts).
import { ORDER_GUIDE_MAX_LINES, ORDER_GUIDE_MAX_PAR, ORDER_GUIDE_NAME_MAX, ORDER_GUIDES_MAX } from '@wholesale/rules';
import { coded, codesOf } from '../errors';

export const GUIDE_MESSAGES = {
  notFound: 'Order guide not found',
  name: `Name the guide: 1 to ${ORDER_GUIDE_NAME_MAX} characters`,
  nameTaken: 'Your company already has a guide with this name',
  tooMany: `A company can keep up to ${ORDER_GUIDES_MAX} order guides. Delete one to make another.`,
  lines: `A guide holds up to ${ORDER_GUIDE_MAX_LINES} products, each once`,
  par: `A par level is a whole number from 1 to ${ORDER_GUIDE_MAX_PAR}`,
  productGone: 'A product you added is no longer sold',
  viewerReadOnly: "A viewer can read the company's order guides but not change them",
} as const;

export const GUIDE_ERRORS = coded('guides', GUIDE_MESSAGES);
export const GUIDE_CODES = codesOf(GUIDE_ERRORS);
