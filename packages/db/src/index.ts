export * from './schema';
export {
  createDb,
  openPglite,
  wrapPglite,
  PGLITE_PARSERS,
  type CreateDbOptions,
  type DbHandle,
  type DbKind,
} from './create-db';
export {
  LISTEN_HEARTBEAT,
  type Listen,
  type ListenHeartbeat,
  type NotificationListener,
  type Unlisten,
} from './notifications';
export { CATALOGUE_CHANNEL, ORDERS_CHANNEL, SESSIONS_CHANNEL, migrate, migrations, MigrationError } from './migrations';
export { toJson } from './json';
export { isDatabaseUnavailable } from './availability';
export { prepared, registerDirectRead, type DirectRead } from './prepared';
export * from './seed';
// Test support (also at '@wholesale/db/testing'); reads DATABASE_URL itself, as tests may.
export { createTestDb, currentSchema, type TestDbHandle, type TestDbOptions } from './testing';
// Re-exported so other packages build queries without their own kysely import drift.
export { sql, type Kysely, type Transaction, type Selectable, type Insertable, type Updateable } from 'kysely';
