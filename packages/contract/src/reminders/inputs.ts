// The zod schemas of the cutoff reminder, parsed once at the door (REST and tRPC alike): the
// buyer's setting, and the stop link's token.
import { CUTOFF_REMINDER_HOURS } from '@wholesale/rules';
import { z } from 'zod';
import { INPUT_CODES, text, textError } from '../inputs';
import { REMINDER_CODES } from './messages';

/** PUT /api/reminders/cutoff and tRPC reminders.setCutoff. */
export const cutoffReminderInput = z.object(
  {
    enabled: z.boolean({ error: REMINDER_CODES.enabled }),
    hours_before: z.literal(CUTOFF_REMINDER_HOURS, { error: REMINDER_CODES.hours }),
  },
  { error: INPUT_CODES.bodyNotObject },
);
export type CutoffReminderInput = z.output<typeof cutoffReminderInput>;

/**
 * The stop link's token: `<user id>.<expiry, seconds>.<signature, 43 base64url characters>` (the
 * length first, then a pattern without backtracking).
 */
export const reminderStopInput = z.object(
  {
    token: text({ error: textError(REMINDER_CODES.stopLink) })
      .min(47, { error: REMINDER_CODES.stopLink, abort: true })
      .max(80, { error: REMINDER_CODES.stopLink, abort: true })
      .regex(/^[0-9]{1,10}\.[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/, { error: REMINDER_CODES.stopLink }),
  },
  { error: INPUT_CODES.bodyNotObject },
);
