import { statementsMigration } from './statements';

// Money going back and moving between orders. A payment recorded by mistake is voided (kept, with
// why, when and by whom) and stops counting; money handed back is a refund of its own (cash or card:
// a card refund returns the card's sales tax on it too, so `returned_cents` is what changed hands).
// Money settled above an order's total (after a change, a weighing or a cancellation) is the
// company's credit on that order until it is refunded or moved to another open order of the same
// company (`credit_moves`). `orders.paid_cents` stays the order's net settled amount, kept in each
// of these transactions: payments not voided, less refunds, plus credit moved in, less credit
// moved out; its CHECK (>= 0) refuses anything that would take back more than was settled.
// Frozen once released.

const up: string[] = [
  `ALTER TABLE order_payments ADD COLUMN voided_at timestamptz`,
  `ALTER TABLE order_payments ADD COLUMN void_reason text CHECK (void_reason IS NULL OR char_length(void_reason) <= 500)`,
  `ALTER TABLE order_payments ADD COLUMN voided_by integer REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE order_payments ADD CONSTRAINT order_payments_void_check CHECK ((voided_at IS NULL) = (void_reason IS NULL))`,
  `CREATE TABLE order_refunds (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    method text NOT NULL CHECK (method IN ('cash', 'card')),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    tax_cents integer NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
    returned_cents integer NOT NULL,
    reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
    refunded_by integer REFERENCES users (id) ON DELETE SET NULL,
    refunded_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT order_refunds_returned_check CHECK (returned_cents = amount_cents + tax_cents)
  )`,
  `CREATE INDEX order_refunds_order_idx ON order_refunds (order_id)`,
  `CREATE TABLE credit_moves (
    id serial PRIMARY KEY,
    from_order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    to_order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    moved_by integer REFERENCES users (id) ON DELETE SET NULL,
    moved_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT credit_moves_other_order_check CHECK (from_order_id <> to_order_id)
  )`,
  `CREATE INDEX credit_moves_from_idx ON credit_moves (from_order_id)`,
  `CREATE INDEX credit_moves_to_idx ON credit_moves (to_order_id)`,
];

const down: string[] = [
  'DROP TABLE IF EXISTS credit_moves',
  'DROP TABLE IF EXISTS order_refunds',
  'ALTER TABLE order_payments DROP CONSTRAINT IF EXISTS order_payments_void_check',
  'ALTER TABLE order_payments DROP COLUMN IF EXISTS voided_by',
  'ALTER TABLE order_payments DROP COLUMN IF EXISTS void_reason',
  'ALTER TABLE order_payments DROP COLUMN IF EXISTS voided_at',
];

export const migration0025 = statementsMigration(up, down);
