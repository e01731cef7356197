import { statementsMigration } from './statements';

// The statement's ledger reads every invoice of a company, voided ones included (an invoice counts
// until it is voided): the in-force index (0024) covers only those not voided, so a company's
// invoices were a scan of them all, once per statement. An index on the order of every invoice.
// Frozen once released.

const up: string[] = [`CREATE INDEX invoices_order_idx ON invoices (order_id)`];

const down: string[] = ['DROP INDEX IF EXISTS invoices_order_idx'];

export const migration0032 = statementsMigration(up, down);
