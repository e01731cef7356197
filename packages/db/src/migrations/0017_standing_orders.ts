import { statementsMigration } from './statements';

// Standing orders: "repeat this order every week (or every 2 weeks)". A standing order
// keeps the lines, the window's wall time and the note of the order it was made from, and the
// pickup date of its next cycle (its weekday is that date's). Each cycle is one row of
// standing_order_cycles, keyed by standing order and pickup date, written in the same statement
// as the cycle's order: however many server processes run the job, a cycle makes one order.
// An order made by a cycle names its standing order.
// Frozen once released.

const up: string[] = [
  `CREATE TABLE standing_orders (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    source_order_id integer REFERENCES orders (id) ON DELETE SET NULL,
    every_weeks integer NOT NULL CHECK (every_weeks IN (1, 2)),
    window_start text NOT NULL CHECK (window_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    lines jsonb NOT NULL,
    note text CHECK (note IS NULL OR length(note) <= 500),
    next_pickup_date date NOT NULL,
    paused boolean NOT NULL DEFAULT false,
    ended_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX standing_orders_user_idx ON standing_orders (user_id)`,
  `CREATE INDEX standing_orders_due_idx ON standing_orders (next_pickup_date) WHERE ended_at IS NULL AND NOT paused`,
  `CREATE TABLE standing_order_cycles (
    standing_order_id integer NOT NULL REFERENCES standing_orders (id) ON DELETE CASCADE,
    pickup_date date NOT NULL,
    outcome text NOT NULL CHECK (outcome IN ('created', 'skipped', 'missed', 'unavailable')),
    order_id integer REFERENCES orders (id) ON DELETE SET NULL,
    left_out jsonb NOT NULL DEFAULT '[]'::jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (standing_order_id, pickup_date)
  )`,
  `ALTER TABLE orders ADD COLUMN standing_order_id integer REFERENCES standing_orders (id) ON DELETE SET NULL`,
];

const down: string[] = [
  'ALTER TABLE orders DROP COLUMN IF EXISTS standing_order_id',
  'DROP TABLE IF EXISTS standing_order_cycles',
  'DROP TABLE IF EXISTS standing_orders',
];

export const migration0017 = statementsMigration(up, down);
