import { statementsMigration } from './statements';

// The accounts' hardening. Frozen once released.
// - upload_tokens.client_key: the client (address) that created the token's owner, so the bytes
//   uploaded with it count against that client's daily storage budget.
// - revoked_sessions: the ids (jti) of session tokens ended by logout, kept until the token
//   would have expired anyway; the session check refuses a token listed here.

const up: string[] = [
  'ALTER TABLE upload_tokens ADD COLUMN client_key text',
  `CREATE TABLE revoked_sessions (
    jti text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  )`,
  'CREATE INDEX revoked_sessions_expires_at ON revoked_sessions (expires_at)',
];

const down: string[] = [
  'DROP TABLE IF EXISTS revoked_sessions',
  'ALTER TABLE upload_tokens DROP COLUMN IF EXISTS client_key',
];

export const migration0005 = statementsMigration(up, down);
