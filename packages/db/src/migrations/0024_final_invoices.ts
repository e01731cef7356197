import { statementsMigration } from './statements';

// Invoices are final. An order's invoice is issued once the order is complete and its total final,
// with what it says written down (`content`: the lines, the figures, the payments, the buyer and
// the seller as they stood), so a later change to the order never changes an issued invoice. A
// correction voids it (kept, with its reason) and issues one with a new number that names it
// (`replaces`): an order has at most one invoice in force. Numbers are gapless: each is taken from
// `document_numbers` in the transaction that issues it, so a rollback takes its number back (the
// sequence of migration 0016 could skip one). Numbers handed out before this migration to orders
// that were not yet complete are voided, kept for the record; an earlier complete order's invoice
// has no content yet and is written down the first time it is read.
// Frozen once released.

const up: string[] = [
  `ALTER TABLE invoices DROP CONSTRAINT invoices_pkey`,
  `ALTER TABLE invoices ADD COLUMN id serial PRIMARY KEY`,
  `ALTER TABLE invoices ADD COLUMN content jsonb`,
  `ALTER TABLE invoices ADD COLUMN replaces text REFERENCES invoices (number)`,
  `ALTER TABLE invoices ADD COLUMN voided_at timestamptz`,
  `ALTER TABLE invoices ADD COLUMN void_reason text CHECK (void_reason IS NULL OR char_length(void_reason) <= 500)`,
  `ALTER TABLE invoices ADD CONSTRAINT invoices_void_check CHECK ((voided_at IS NULL) = (void_reason IS NULL))`,
  `CREATE UNIQUE INDEX invoices_in_force_idx ON invoices (order_id) WHERE voided_at IS NULL`,
  `UPDATE invoices SET voided_at = now(), void_reason = 'Numbered before the order was complete'
    WHERE order_id IN (SELECT id FROM orders WHERE order_status NOT IN ('complete', 'completed'))`,
  `CREATE TABLE document_numbers (
    kind text PRIMARY KEY CHECK (kind IN ('invoice', 'credit_memo')),
    last_number integer NOT NULL CHECK (last_number >= 0)
  )`,
  `INSERT INTO document_numbers (kind, last_number)
    SELECT 'invoice', GREATEST(1000, COALESCE(MAX(substring(number FROM 5)::integer), 0)) FROM invoices`,
  `DROP SEQUENCE invoice_number_seq`,
];

const down: string[] = [
  `CREATE SEQUENCE invoice_number_seq START WITH 1001`,
  `SELECT setval('invoice_number_seq', (SELECT last_number FROM document_numbers WHERE kind = 'invoice'))`,
  'DROP TABLE IF EXISTS document_numbers',
  'DELETE FROM invoices WHERE replaces IS NOT NULL OR voided_at IS NOT NULL',
  'DROP INDEX IF EXISTS invoices_in_force_idx',
  'ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_void_check',
  'ALTER TABLE invoices DROP COLUMN IF EXISTS void_reason',
  'ALTER TABLE invoices DROP COLUMN IF EXISTS voided_at',
  'ALTER TABLE invoices DROP COLUMN IF EXISTS replaces',
  'ALTER TABLE invoices DROP COLUMN IF EXISTS content',
  'ALTER TABLE invoices DROP COLUMN IF EXISTS id',
  'ALTER TABLE invoices ADD PRIMARY KEY (order_id)',
];

export const migration0024 = statementsMigration(up, down);
