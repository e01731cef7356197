import { statementsMigration } from './statements';

// Business settings staff edit in the back office: one row per setting, its value a
// JSON document the services parse with the setting's own schema (the first is 'deposit': how the
// 50% prepayment is collected, in English and Korean). A setting without a row has the default
// written in the services, so a fresh database needs no seed and a default can improve in code.
// Who changed it last and when are kept for the record.
// Frozen once released.

const up: string[] = [
  `CREATE TABLE business_settings (
    key text PRIMARY KEY,
    value jsonb NOT NULL,
    updated_by integer REFERENCES users(id) ON DELETE SET NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT business_settings_key_check CHECK (key ~ '^[a-z][a-z0-9_-]{0,62}$')
  )`,
];

const down: string[] = ['DROP TABLE IF EXISTS business_settings'];

export const migration0012 = statementsMigration(up, down);
