import { statementsMigration } from './statements';

// The launch deal: one free item on the first order of each of the first companies approved after
// staff start it. One row holds the deal and its counter, so that approvals at once cannot give
// more places than it has: an approval takes a place by `UPDATE ... SET taken = taken + 1 WHERE
// taken < capacity`, which PostgreSQL serializes on that row, and the CHECK refuses anything past
// the capacity even so. A place is the company's (its owner's id, once) with its slot number
// (unique), and records the order that used it with the item given, so the order, its invoice and
// its mails read the free line the same way later, whatever the catalogue becomes.

const up: string[] = [
  `CREATE TABLE launch_deal (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    capacity integer NOT NULL DEFAULT 50 CHECK (capacity BETWEEN 1 AND 1000),
    taken integer NOT NULL DEFAULT 0,
    started_at timestamptz,
    ended_at timestamptz,
    updated_by integer REFERENCES users (id) ON DELETE SET NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT launch_deal_taken_check CHECK (taken >= 0 AND taken <= capacity),
    CONSTRAINT launch_deal_end_check CHECK (ended_at IS NULL OR started_at IS NOT NULL)
  )`,
  `INSERT INTO launch_deal (id) VALUES (1)`,
  `CREATE TABLE launch_deal_items (
    item_id integer PRIMARY KEY REFERENCES items (id) ON DELETE CASCADE,
    added_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE launch_deal_places (
    company_id integer PRIMARY KEY REFERENCES users (id) ON DELETE RESTRICT,
    slot integer NOT NULL UNIQUE CHECK (slot >= 1),
    granted_at timestamptz NOT NULL DEFAULT now(),
    order_id integer UNIQUE REFERENCES orders (id) ON DELETE RESTRICT,
    used_at timestamptz,
    item_id integer REFERENCES items (id) ON DELETE SET NULL,
    item_name text,
    item_name_ko text,
    spec text,
    CONSTRAINT launch_deal_places_used_check CHECK (
      (order_id IS NULL AND used_at IS NULL AND item_name IS NULL)
      OR (order_id IS NOT NULL AND used_at IS NOT NULL AND item_name IS NOT NULL AND item_name_ko IS NOT NULL AND spec IS NOT NULL)
    )
  )`,
];

const down: string[] = [
  'DROP TABLE IF EXISTS launch_deal_places',
  'DROP TABLE IF EXISTS launch_deal_items',
  'DROP TABLE IF EXISTS launch_deal',
];

export const migration0044 = statementsMigration(up, down);
