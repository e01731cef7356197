import { statementsMigration } from './statements';

// Money received on an order: each payment is the part of the order it settles
// (`applied_cents`, what the order's figures say is due), its kind (the 50% prepayment or the
// balance), its method (cash or card), and what that made change hands: the cash discount off a
// balance paid in cash, the sales tax on a card, and so the money collected. The check keeps the
// three in step. Rows are never updated: a correction is a payment of its own.
// `orders.paid_cents` is the sum of an order's applied_cents, kept in the payment's transaction, so
// the dashboard's "owed" reads the orders that still owe something through a partial index
// instead of summing every payment of every order.
// Frozen once released.

const up: string[] = [
  `CREATE TABLE order_payments (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('prepayment', 'balance')),
    method text NOT NULL CHECK (method IN ('cash', 'card')),
    applied_cents integer NOT NULL CHECK (applied_cents > 0),
    discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
    tax_cents integer NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
    collected_cents integer NOT NULL,
    received_at timestamptz NOT NULL,
    recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT order_payments_collected_check CHECK (collected_cents = applied_cents - discount_cents + tax_cents)
  )`,
  `CREATE INDEX order_payments_order_idx ON order_payments (order_id)`,
  `ALTER TABLE orders ADD COLUMN paid_cents integer NOT NULL DEFAULT 0 CHECK (paid_cents >= 0)`,
  `CREATE INDEX orders_owed_idx ON orders (order_status) INCLUDE (total_amount_cents, paid_cents) WHERE paid_cents < total_amount_cents`,
];

const down: string[] = [
  'DROP INDEX IF EXISTS orders_owed_idx',
  'ALTER TABLE orders DROP COLUMN IF EXISTS paid_cents',
  'DROP TABLE IF EXISTS order_payments',
];

export const migration0015 = statementsMigration(up, down);
