import { statementsMigration } from './statements';

// Overdue reminders: the day after an invoice falls due and weekly after that, at most four, each
// mailed once (a row keyed by invoice and number, written with its mail). Staff may pause them for
// a company (on its owner's account).
// Frozen once released.

const up: string[] = [
  `CREATE TABLE overdue_reminders (
    invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    number smallint NOT NULL CHECK (number BETWEEN 1 AND 4),
    mailed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (invoice_id, number)
  )`,
  `ALTER TABLE users ADD COLUMN overdue_reminders_paused boolean NOT NULL DEFAULT false`,
];

const down: string[] = [
  'ALTER TABLE users DROP COLUMN IF EXISTS overdue_reminders_paused',
  'DROP TABLE IF EXISTS overdue_reminders',
];

export const migration0028 = statementsMigration(up, down);
