// What staff set in the back office: the pickup days closed, the days of special hours, and the
// business settings.
import type { CreatedAt, Json, Nullable } from './columns';

/** A day staff closed for pickup in the back office (migration 0011): a Los Angeles weekday. */
export interface PickupClosedDaysTable {
  /** 'YYYY-MM-DD' (date, read as a string by both drivers) */
  day: string;
  /** the admin; null once that account is deleted */
  closed_by: Nullable<number>;
  closed_at: CreatedAt;
}

/** Days staff open for special hours: Los Angeles wall times 'HH:MM'. */
export interface PickupSpecialHoursTable {
  /** 'YYYY-MM-DD' (date, read as a string by both drivers) */
  day: string;
  opens: string;
  closes: string;
  /** the admin; null once that account is deleted */
  set_by: Nullable<number>;
  set_at: CreatedAt;
}

/** A business setting staff edit in the back office (migration 0012): its value parsed by the services. */
export interface BusinessSettingsTable {
  /** 'deposit' */
  key: string;
  value: Json<unknown>;
  /** the admin; null once that account is deleted */
  updated_by: Nullable<number>;
  updated_at: CreatedAt;
}
