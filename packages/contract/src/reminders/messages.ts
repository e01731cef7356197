// The product's wording for reminders before the order cutoff: each message's code is
// `reminders.<key>` (error-codes.ts). Imports nothing of its own domain, so inputs and services can
// both read it.
import { coded, codesOf } from '../errors';

export const REMINDER_MESSAGES = {
  /** hours that are not one of CUTOFF_REMINDER_HOURS */
  hours: 'Choose to be reminded 4, 12, 24 or 48 hours before the cutoff',
  enabled: 'Say whether the reminder is on (true) or off (false)',
  /** a stop link that is malformed, forged, of another server, or too old */
  stopLink:
    'This link is not valid or has expired. Sign in and turn the reminder off in your profile, or use the link in a newer reminder.',
} as const;

export const REMINDER_ERRORS = coded('reminders', REMINDER_MESSAGES);
export const REMINDER_CODES = codesOf(REMINDER_ERRORS);
