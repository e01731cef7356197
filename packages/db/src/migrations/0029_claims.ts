import { statementsMigration } from './statements';

// Claims and credit memos. A buyer reports a problem with a line of a completed order within the
// claim window (a books setting): what is wrong, how many pounds or boxes, a note and up to five
// photos (kept in the documents' storage, `claim_photos`). The line is copied onto the claim, so a
// later change of a reopened order never changes what was claimed. Staff approve (in part or in
// full) or refuse with a reason; an approval issues a credit memo, numbered gaplessly from
// `document_numbers` ('CM-001001') in the deciding transaction, with what it says written down
// (`content`) so it reads the same on every download. A credit memo settles on its order as a
// payment does: `orders.paid_cents` counts it, so the order owes that much less, or holds it as the
// company's credit once paid. One claim per line waits for a decision at a time.
// Frozen once released.

const up: string[] = [
  `CREATE TABLE claims (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    order_item_id integer REFERENCES order_items (id) ON DELETE SET NULL,
    line_name text NOT NULL,
    line_name_ko text NOT NULL,
    line_spec text NOT NULL,
    line_quantity integer NOT NULL,
    line_total_cents integer NOT NULL CHECK (line_total_cents >= 0),
    reason text NOT NULL CHECK (reason IN ('short_weight', 'damaged', 'wrong_item', 'quality', 'missing')),
    quantity numeric(8, 2) NOT NULL CHECK (quantity > 0),
    unit text NOT NULL CHECK (unit IN ('lb', 'box')),
    note text CHECK (note IS NULL OR char_length(note) <= 1000),
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'refused')),
    claimed_by integer REFERENCES users (id) ON DELETE SET NULL,
    claimed_at timestamptz NOT NULL DEFAULT now(),
    decided_by integer REFERENCES users (id) ON DELETE SET NULL,
    decided_at timestamptz,
    approved_cents integer CHECK (approved_cents IS NULL OR approved_cents > 0),
    refuse_reason text CHECK (refuse_reason IS NULL OR char_length(refuse_reason) BETWEEN 1 AND 500),
    CONSTRAINT claims_decision_check CHECK (
      (status = 'open' AND decided_at IS NULL AND approved_cents IS NULL AND refuse_reason IS NULL)
      OR (status = 'approved' AND decided_at IS NOT NULL AND approved_cents IS NOT NULL AND refuse_reason IS NULL)
      OR (status = 'refused' AND decided_at IS NOT NULL AND approved_cents IS NULL AND refuse_reason IS NOT NULL)
    )
  )`,
  `CREATE INDEX claims_order_idx ON claims (order_id)`,
  `CREATE INDEX claims_queue_idx ON claims (status, claimed_at DESC)`,
  `CREATE UNIQUE INDEX claims_open_line_idx ON claims (order_item_id) WHERE status = 'open'`,
  `CREATE TABLE claim_photos (
    id serial PRIMARY KEY,
    claim_id integer NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
    storage_key text NOT NULL,
    content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/heic', 'image/webp')),
    size_bytes integer NOT NULL CHECK (size_bytes > 0),
    position smallint NOT NULL CHECK (position BETWEEN 1 AND 5),
    UNIQUE (claim_id, position)
  )`,
  `CREATE TABLE credit_memos (
    id serial PRIMARY KEY,
    number text NOT NULL UNIQUE,
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    claim_id integer NOT NULL UNIQUE REFERENCES claims (id) ON DELETE CASCADE,
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    issued_at timestamptz NOT NULL DEFAULT now(),
    content jsonb NOT NULL
  )`,
  `CREATE INDEX credit_memos_order_idx ON credit_memos (order_id)`,
  `CREATE INDEX credit_memos_issued_idx ON credit_memos (issued_at)`,
  `INSERT INTO document_numbers (kind, last_number) VALUES ('credit_memo', 1000) ON CONFLICT (kind) DO NOTHING`,
];

const down: string[] = [
  'DROP TABLE IF EXISTS credit_memos',
  'DROP TABLE IF EXISTS claim_photos',
  'DROP TABLE IF EXISTS claims',
  "DELETE FROM document_numbers WHERE kind = 'credit_memo'",
];

export const migration0029 = statementsMigration(up, down);
