import { statementsMigration } from './statements';

// A company's payment terms and credit limit, on its owner's account (a member buys on their
// company's). Every company starts on the pickup terms the seeds' documents state (half before
// pickup, the balance at pickup: due the day the invoice is issued); staff may grant net 7, 15 or
// 30 days from the invoice, and a credit limit in cents (none: no limit). An invoice keeps the
// terms it was issued on and the day it falls due, so a later change of terms never moves an
// issued invoice's due date.
// Frozen once released.

const up: string[] = [
  `ALTER TABLE users ADD COLUMN payment_terms text NOT NULL DEFAULT 'pickup'
    CHECK (payment_terms IN ('pickup', 'net7', 'net15', 'net30'))`,
  `ALTER TABLE users ADD COLUMN credit_limit_cents integer CHECK (credit_limit_cents IS NULL OR credit_limit_cents >= 0)`,
  `ALTER TABLE invoices ADD COLUMN payment_terms text CHECK (payment_terms IN ('pickup', 'net7', 'net15', 'net30'))`,
  `ALTER TABLE invoices ADD COLUMN due_on date`,
  // Invoices issued before terms existed: the pickup terms, due the day they were issued.
  `UPDATE invoices SET payment_terms = 'pickup', due_on = (issued_at AT TIME ZONE 'America/Los_Angeles')::date`,
];

const down: string[] = [
  'ALTER TABLE invoices DROP COLUMN IF EXISTS due_on',
  'ALTER TABLE invoices DROP COLUMN IF EXISTS payment_terms',
  'ALTER TABLE users DROP COLUMN IF EXISTS credit_limit_cents',
  'ALTER TABLE users DROP COLUMN IF EXISTS payment_terms',
];

export const migration0026 = statementsMigration(up, down);
