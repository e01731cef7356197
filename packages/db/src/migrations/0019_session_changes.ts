import { statementsMigration } from './statements';

// Every change that can end a session (a logout listing its session in revoked_sessions; a user's
// session_version or role changing; a user deleted) notifies channel 'sessions_changed' when its
// transaction commits, with the table's schema as the payload. Servers keep the state behind a
// verified session in memory and drop it on this signal (accounts/session-cache.ts), so a session
// ended in one process ends in every process at once. Frozen once released.

export const SESSIONS_CHANNEL = 'sessions_changed';

const up: string[] = [
  `CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${SESSIONS_CHANNEL}', TG_TABLE_SCHEMA);
    RETURN NULL;
  END
  $$`,
  `CREATE TRIGGER revoked_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revoked_sessions
    FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed()`,
  `CREATE TRIGGER users_sessions_changed AFTER UPDATE OF session_version, is_admin, id ON users
    FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed()`,
  `CREATE TRIGGER users_deleted AFTER DELETE OR TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed()`,
];

const down: string[] = [
  'DROP TRIGGER IF EXISTS users_deleted ON users',
  'DROP TRIGGER IF EXISTS users_sessions_changed ON users',
  'DROP TRIGGER IF EXISTS revoked_sessions_changed ON revoked_sessions',
  'DROP FUNCTION IF EXISTS notify_sessions_changed()',
];

export const migration0019 = statementsMigration(up, down);
