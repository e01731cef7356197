import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResult } from 'kysely';
import { withOneSchemaIntrospection } from './one-schema';
import { migration0001 } from './0001_initial';
import { migration0002 } from './0002_ordering';
import { migration0003 } from './0003_back_office';
import { migration0004 } from './0004_catalogue_changes';
import { migration0005 } from './0005_account_hardening';
import { migration0006 } from './0006_order_reporting';
import { migration0007 } from './0007_outbox_sealing';
import { migration0008 } from './0008_search';
import { migration0009 } from './0009_order_changes';
import { migration0010 } from './0010_weighing_history';
import { migration0011 } from './0011_pickup_calendar';
import { migration0012 } from './0012_business_settings';
import { migration0013 } from './0013_pickup_special_hours';
import { migration0014 } from './0014_order_revisions';
import { migration0015 } from './0015_order_payments';
import { migration0016 } from './0016_invoices';
import { migration0017 } from './0017_standing_orders';
import { migration0018 } from './0018_buyer_prices';
import { migration0019 } from './0019_session_changes';
import { migration0020 } from './0020_companies';
import { migration0021 } from './0021_order_approval';
import { migration0022 } from './0022_document_expiry';
import { migration0023 } from './0023_document_review';
import { migration0024 } from './0024_final_invoices';
import { migration0025 } from './0025_refunds_and_credit';
import { migration0026 } from './0026_payment_terms';
import { migration0027 } from './0027_statement_mailings';
import { migration0028 } from './0028_overdue_reminders';
import { migration0029 } from './0029_claims';
import { migration0030 } from './0030_credit_hold';
import { migration0031 } from './0031_finance_charges';
import { migration0032 } from './0032_ledger_indexes';
import { migration0033 } from './0033_pickup_statuses';
import { migration0035 } from './0035_staff_notes';
import { migration0038 } from './0038_staff_entered_orders';
import { migration0039 } from './0039_lots';
import { migration0040 } from './0040_cases_and_shipments';
import { migration0041 } from './0041_recalls';
import { migration0042 } from './0042_order_guides';
import { migration0043 } from './0043_cutoff_reminders';
import { migration0044 } from './0044_launch_deal';

/**
 * Every migration, in order, in code: a static record (not a folder scan) so the server bundles
 * with esbuild. Names sort lexically; never rename or edit a released one, add the next.
 */
export { CATALOGUE_CHANNEL } from './0004_catalogue_changes';
export { ORDERS_CHANNEL } from './0009_order_changes';
export { SESSIONS_CHANNEL } from './0019_session_changes';

export const migrations: Readonly<Record<string, Migration>> = {
  '0001_initial': migration0001,
  '0002_ordering': migration0002,
  '0003_back_office': migration0003,
  '0004_catalogue_changes': migration0004,
  '0005_account_hardening': migration0005,
  '0006_order_reporting': migration0006,
  '0007_outbox_sealing': migration0007,
  '0008_search': migration0008,
  '0009_order_changes': migration0009,
  '0010_weighing_history': migration0010,
  '0011_pickup_calendar': migration0011,
  '0012_business_settings': migration0012,
  '0013_pickup_special_hours': migration0013,
  '0014_order_revisions': migration0014,
  '0015_order_payments': migration0015,
  '0016_invoices': migration0016,
  '0017_standing_orders': migration0017,
  '0018_buyer_prices': migration0018,
  '0019_session_changes': migration0019,
  '0020_companies': migration0020,
  '0021_order_approval': migration0021,
  '0022_document_expiry': migration0022,
  '0023_document_review': migration0023,
  '0024_final_invoices': migration0024,
  '0025_refunds_and_credit': migration0025,
  '0026_payment_terms': migration0026,
  '0027_statement_mailings': migration0027,
  '0028_overdue_reminders': migration0028,
  '0029_claims': migration0029,
  '0030_credit_hold': migration0030,
  '0031_finance_charges': migration0031,
  '0032_ledger_indexes': migration0032,
  '0033_pickup_statuses': migration0033,
  '0035_staff_notes': migration0035,
  '0038_staff_entered_orders': migration0038,
  '0039_lots': migration0039,
  '0040_cases_and_shipments': migration0040,
  '0041_recalls': migration0041,
  '0042_order_guides': migration0042,
  '0043_cutoff_reminders': migration0043,
  '0044_launch_deal': migration0044,
};

const provider: MigrationProvider = {
  getMigrations: async () => ({ ...migrations }),
};

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: readonly MigrationResult[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Brings the schema up to date. Safe to call at every start and from several processes at once:
 * Kysely's Migrator takes a lock, and applied migrations are skipped. Returns the names applied now.
 */
export async function migrate<DB>(db: Kysely<DB>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in *any* schema unless told which one; with one
  // schema per test run on a shared PostgreSQL, name the current one (first on search_path).
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new MigrationError('no current schema (check search_path)', []);
  const migrator = new Migrator({
    db: withOneSchemaIntrospection(db, schema),
    provider,
    migrationTableSchema: schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`migration ${failed} failed: ${String(error)}`, results, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
