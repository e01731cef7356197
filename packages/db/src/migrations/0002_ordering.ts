import { statementsMigration } from './statements';

// Ordering: the pickup slot and note of an order, a snapshot of each line as it was sold (name,
// spec, pack weight), the weighed pounds of a catch-weight line, and the language each buyer
// reads their mail in. Frozen once released, like 0001.

const LOCALE = `('en', 'ko')`;

const up: string[] = [
  `ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ${LOCALE})`,
  `ALTER TABLE signup_requests ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ${LOCALE})`,

  // The window the buyer chose, as instants (the business shows them in America/Los_Angeles).
  `ALTER TABLE orders ADD COLUMN pickup_start timestamptz`,
  `ALTER TABLE orders ADD COLUMN pickup_end timestamptz`,
  `ALTER TABLE orders ADD CONSTRAINT orders_pickup_window_check CHECK ((pickup_start IS NULL) = (pickup_end IS NULL) AND (pickup_end IS NULL OR pickup_end > pickup_start))`,
  `ALTER TABLE orders ADD COLUMN note text CHECK (length(note) <= 500)`,
  `CREATE INDEX orders_pickup_idx ON orders (pickup_start)`,

  // What the buyer saw at checkout, kept even if the item is renamed or its spec changes later.
  `ALTER TABLE order_items ADD COLUMN item_name text NOT NULL DEFAULT ''`,
  `ALTER TABLE order_items ADD COLUMN item_name_ko text NOT NULL DEFAULT ''`,
  `ALTER TABLE order_items ADD COLUMN spec text NOT NULL DEFAULT ''`,
  `ALTER TABLE order_items ADD COLUMN avg_weight numeric(8,2) NOT NULL DEFAULT 0 CHECK (avg_weight >= 0)`,
  // The amount of the line in cents: exact for boxes, an estimate for catch weight until weighed.
  `ALTER TABLE order_items ADD COLUMN line_total_cents integer NOT NULL DEFAULT 0 CHECK (line_total_cents >= 0)`,
  `ALTER TABLE order_items ADD COLUMN weighed_lbs numeric(8,2) CHECK (weighed_lbs >= 0)`,
];

const down: string[] = [
  'ALTER TABLE order_items DROP COLUMN IF EXISTS weighed_lbs',
  'ALTER TABLE order_items DROP COLUMN IF EXISTS line_total_cents',
  'ALTER TABLE order_items DROP COLUMN IF EXISTS avg_weight',
  'ALTER TABLE order_items DROP COLUMN IF EXISTS spec',
  'ALTER TABLE order_items DROP COLUMN IF EXISTS item_name_ko',
  'ALTER TABLE order_items DROP COLUMN IF EXISTS item_name',
  'DROP INDEX IF EXISTS orders_pickup_idx',
  'ALTER TABLE orders DROP COLUMN IF EXISTS note',
  'ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_pickup_window_check',
  'ALTER TABLE orders DROP COLUMN IF EXISTS pickup_end',
  'ALTER TABLE orders DROP COLUMN IF EXISTS pickup_start',
  'ALTER TABLE signup_requests DROP COLUMN IF EXISTS locale',
  'ALTER TABLE users DROP COLUMN IF EXISTS locale',
];

export const migration0002 = statementsMigration(up, down);
