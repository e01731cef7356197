import { statementsMigration } from './statements';

// A restaurant is a company with a team. The approved signup is its owner; the
// staff the owner invites are users whose owner_id names the owner (the owner's id names the
// company). A member is an 'orderer' (orders above order_limit_cents wait for the owner's
// approval; no limit: none do) or a 'viewer' (reads orders and invoices, cannot order). A member
// the owner removes is disabled (their orders stay, signed with their name) and cannot sign in.
// An invitation is a single-use link for one address, valid 7 days, kept as the hash of its token.
// A user joining or leaving a company changes whose prices they buy at: the catalogue's channel
// is notified. Frozen once released.

const up: string[] = [
  `ALTER TABLE users ADD COLUMN owner_id integer REFERENCES users (id) ON DELETE CASCADE`,
  `ALTER TABLE users ADD COLUMN company_role text NOT NULL DEFAULT 'owner' CHECK (company_role IN ('owner', 'orderer', 'viewer'))`,
  `ALTER TABLE users ADD COLUMN order_limit_cents integer CHECK (order_limit_cents IS NULL OR order_limit_cents BETWEEN 0 AND 100000000)`,
  `ALTER TABLE users ADD COLUMN disabled_at timestamptz`,
  `ALTER TABLE users ADD CONSTRAINT users_company_shape CHECK ((owner_id IS NULL) = (company_role = 'owner'))`,
  `CREATE INDEX users_owner_idx ON users (owner_id) WHERE owner_id IS NOT NULL`,
  `CREATE TABLE company_invitations (
    id serial PRIMARY KEY,
    owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    invited_by integer REFERENCES users (id) ON DELETE SET NULL,
    email text NOT NULL CHECK (length(email) <= 254),
    role text NOT NULL CHECK (role IN ('orderer', 'viewer')),
    order_limit_cents integer CHECK (order_limit_cents IS NULL OR order_limit_cents BETWEEN 0 AND 100000000),
    locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ko')),
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    accepted_at timestamptz,
    user_id integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX company_invitations_owner_idx ON company_invitations (owner_id)`,
  `CREATE TRIGGER users_company_changed AFTER UPDATE OF owner_id ON users
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`,
  `CREATE TRIGGER users_disabled AFTER UPDATE OF disabled_at ON users
    FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed()`,
];

const down: string[] = [
  'DROP TRIGGER IF EXISTS users_disabled ON users',
  'DROP TRIGGER IF EXISTS users_company_changed ON users',
  'DROP TABLE IF EXISTS company_invitations',
  'DROP INDEX IF EXISTS users_owner_idx',
  'ALTER TABLE users DROP CONSTRAINT IF EXISTS users_company_shape',
  'ALTER TABLE users DROP COLUMN IF EXISTS disabled_at',
  'ALTER TABLE users DROP COLUMN IF EXISTS order_limit_cents',
  'ALTER TABLE users DROP COLUMN IF EXISTS company_role',
  'ALTER TABLE users DROP COLUMN IF EXISTS owner_id',
];

export const migration0020 = statementsMigration(up, down);
