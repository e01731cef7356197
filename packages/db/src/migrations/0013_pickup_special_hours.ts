import { statementsMigration } from './statements';

// Special hours: a weekday staff open for shorter hours than the regular 8:00–15:30
// (Christmas Eve until noon). Like the closed days, one row per Los Angeles date, its primary key
// the index the checkout reads today's and later days through. Times are wall times 'HH:MM' in
// Los Angeles, kept as text so both drivers read them alike; the checks keep them well-formed and
// in order. Staff cannot give a closed day hours; closing a day that has hours keeps them (the
// closure wins) so reopening it brings them back.
// Frozen once released.

const up: string[] = [
  `CREATE TABLE pickup_special_hours (
    day date PRIMARY KEY,
    opens text NOT NULL,
    closes text NOT NULL,
    set_by integer REFERENCES users(id) ON DELETE SET NULL,
    set_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT pickup_special_hours_weekday_check CHECK (extract(isodow FROM day) BETWEEN 1 AND 5),
    CONSTRAINT pickup_special_hours_time_check CHECK (opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    CONSTRAINT pickup_special_hours_order_check CHECK (opens < closes)
  )`,
];

const down: string[] = ['DROP TABLE IF EXISTS pickup_special_hours'];

export const migration0013 = statementsMigration(up, down);
