import { statementsMigration } from './statements';

// The warehouse calendar: the days staff close for pickup in the back office. Holiday
// rules and configured dates are settings, not rows; only the staff's days are stored. A day is a
// Los Angeles calendar date (`date`, read as 'YYYY-MM-DD' by both drivers), so its primary key is
// also the index the checkout reads today's and later days through. Who closed it and when are
// kept for the record; days in the past stay (history) and are simply not read.
// Frozen once released.

const up: string[] = [
  `CREATE TABLE pickup_closed_days (
    day date PRIMARY KEY,
    closed_by integer REFERENCES users(id) ON DELETE SET NULL,
    closed_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT pickup_closed_days_weekday_check CHECK (extract(isodow FROM day) BETWEEN 1 AND 5)
  )`,
];

const down: string[] = ['DROP TABLE IF EXISTS pickup_closed_days'];

export const migration0011 = statementsMigration(up, down);
