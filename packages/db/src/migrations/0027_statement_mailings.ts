import { statementsMigration } from './statements';

// The monthly statements mailed: one row per company and month, written with its mail in one
// transaction, so however many processes run the job (and however often it looks), each company
// is mailed each month's statement once.
// Frozen once released.

const up: string[] = [
  `CREATE TABLE statement_mailings (
    company_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    month text NOT NULL CHECK (char_length(month) = 7),
    mailed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (company_id, month)
  )`,
];

const down: string[] = ['DROP TABLE IF EXISTS statement_mailings'];

export const migration0027 = statementsMigration(up, down);
