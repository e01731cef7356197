// Reminders before the order cutoff (migration 0043): a buyer's setting, and each reminder mailed.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';

export interface CutoffRemindersTable {
  /** the buyer (the reminder is personal, not the company's) */
  user_id: number;
  enabled: Generated<boolean>;
  /** one of CUTOFF_REMINDER_HOURS */
  hours_before: number;
  updated_at: CreatedAt;
}

/** One reminder mailed: at most one per buyer and pickup day (the primary key). */
export interface CutoffReminderMailingsTable {
  user_id: number;
  /** 'YYYY-MM-DD' (Los Angeles) */
  pickup_date: ColumnType<string, string, string>;
  /** the cutoff the mail named */
  cutoff_at: Timestamp;
  mailed_at: CreatedAt;
}
