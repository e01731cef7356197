import { statementsMigration } from './statements';

// The final invoice of an order: its number is given once, the first time the invoice
// is made (once every catch-weight line is weighed), from a sequence of its own, and kept: the
// same order always prints the same number, and a number is never given to another order (an
// order deleted with its buyer takes its row along; the sequence never goes back).
// Frozen once released.

const up: string[] = [
  `CREATE SEQUENCE invoice_number_seq START WITH 1001`,
  `CREATE TABLE invoices (
    order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
    number text NOT NULL UNIQUE,
    issued_at timestamptz NOT NULL DEFAULT now()
  )`,
];

const down: string[] = ['DROP TABLE IF EXISTS invoices', 'DROP SEQUENCE IF EXISTS invoice_number_seq'];

export const migration0016 = statementsMigration(up, down);
