import { statementsMigration } from './statements';

// Orders that change until their cutoff. A pending order may be changed by its buyer
// before the cutoff, and by staff until it is complete; each change, and a cancellation, is kept
// as a revision: who (a buyer or an admin), when, and what changed (the lines' quantities and
// prices, the pickup window, the note, as a JSON difference), with the total before and after.
// `orders.revision` counts them: the back office sends the revision it shows with a status change,
// so an admin never confirms a version of the order they have not seen (409 instead).
// A change carries a key (Idempotency-Key): its first answer is kept per order and key, so a
// retried change answers the same and changes nothing twice.
// Frozen once released.

const up: string[] = [
  `ALTER TABLE orders ADD COLUMN revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0)`,
  `CREATE TABLE order_revisions (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    revision integer NOT NULL CHECK (revision >= 1),
    kind text NOT NULL CHECK (kind IN ('change', 'cancel')),
    by_admin boolean NOT NULL,
    changed_by integer REFERENCES users (id) ON DELETE SET NULL,
    changed_at timestamptz NOT NULL DEFAULT now(),
    changes jsonb NOT NULL,
    reason text CHECK (reason IS NULL OR length(reason) <= 500),
    total_before_cents integer NOT NULL CHECK (total_before_cents >= 0),
    total_after_cents integer NOT NULL CHECK (total_after_cents >= 0),
    CONSTRAINT order_revisions_order_revision_key UNIQUE (order_id, revision)
  )`,
  `CREATE TABLE order_change_keys (
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
    request_hash text NOT NULL,
    response jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (order_id, key)
  )`,
];

const down: string[] = [
  'DROP TABLE IF EXISTS order_change_keys',
  'DROP TABLE IF EXISTS order_revisions',
  'ALTER TABLE orders DROP COLUMN IF EXISTS revision',
];

export const migration0014 = statementsMigration(up, down);
