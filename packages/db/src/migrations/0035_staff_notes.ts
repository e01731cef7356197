import { statementsMigration } from './statements';

// Staff's internal notes on an order or on a customer: who wrote it and when, never shown to a
// buyer (a table of their own, so no buyer's read can select them by mistake). A note on an order
// may be marked for the pick list (what the warehouse should know while packing).

const up: string[] = [
  `CREATE TABLE staff_notes (
    id serial PRIMARY KEY,
    order_id integer REFERENCES orders (id) ON DELETE CASCADE,
    customer_id integer REFERENCES users (id) ON DELETE CASCADE,
    body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
    on_pick_list boolean NOT NULL DEFAULT false,
    written_by integer REFERENCES users (id) ON DELETE SET NULL,
    written_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT staff_notes_subject_check CHECK ((order_id IS NULL) <> (customer_id IS NULL)),
    CONSTRAINT staff_notes_pick_list_check CHECK (NOT on_pick_list OR order_id IS NOT NULL)
  )`,
  `CREATE INDEX staff_notes_order_idx ON staff_notes (order_id, written_at) WHERE order_id IS NOT NULL`,
  `CREATE INDEX staff_notes_customer_idx ON staff_notes (customer_id, written_at) WHERE customer_id IS NOT NULL`,
];

const down: string[] = ['DROP TABLE IF EXISTS staff_notes'];

export const migration0035 = statementsMigration(up, down);
