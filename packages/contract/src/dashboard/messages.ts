// The product's wording for the dashboard: each message's code is `<domain>.<key>` (error-codes.ts).
import { coded, codesOf } from '../errors';

export const DASHBOARD_MESSAGES = {
  period: 'The period must be weekly or monthly',
} as const;

export const DASHBOARD_ERRORS = coded('dashboard', DASHBOARD_MESSAGES);
export const DASHBOARD_CODES = codesOf(DASHBOARD_ERRORS);
