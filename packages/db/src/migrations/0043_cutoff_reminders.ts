import { statementsMigration } from './statements';

// Reminders before the order cutoff: a buyer's own setting (on or off, and how many hours before
// the cutoff), and one row per reminder mailed, keyed by the buyer and the pickup day it was about.
// The job inserts that row with ON CONFLICT DO NOTHING and queues the mail in the same transaction,
// so however many server processes run the job at once, the one whose insert lands sends it.
// Nothing here is a record anyone must keep: both go with the user.

const up: string[] = [
  `CREATE TABLE cutoff_reminders (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    enabled boolean NOT NULL DEFAULT true,
    hours_before smallint NOT NULL CHECK (hours_before IN (4, 12, 24, 48)),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // The job reads only the buyers who asked.
  `CREATE INDEX cutoff_reminders_enabled_idx ON cutoff_reminders (user_id) WHERE enabled`,
  `CREATE TABLE cutoff_reminder_mailings (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    pickup_date date NOT NULL,
    cutoff_at timestamptz NOT NULL,
    mailed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, pickup_date)
  )`,
];

const down: string[] = ['DROP TABLE IF EXISTS cutoff_reminder_mailings', 'DROP TABLE IF EXISTS cutoff_reminders'];

export const migration0043 = statementsMigration(up, down);
