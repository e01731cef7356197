import { statementsMigration } from './statements';

// Production lots (traceability): what a case's label names, kept for the shipment records the
// meat inspection rules ask for and for a recall. A product is never deleted (hidden instead), so
// its lots keep it; a lot code is unique within its product, as the labels print it.

const up: string[] = [
  `CREATE TABLE lots (
    id serial PRIMARY KEY,
    item_id integer NOT NULL REFERENCES items (id) ON DELETE RESTRICT,
    lot_code text NOT NULL CHECK (char_length(lot_code) BETWEEN 1 AND 20),
    establishment text NOT NULL CHECK (char_length(establishment) BETWEEN 1 AND 20),
    produced_on date NOT NULL,
    packed_on date NOT NULL CHECK (packed_on >= produced_on),
    use_by date,
    use_by_kind text CHECK (use_by_kind IN ('use-by', 'freeze-by')),
    cases integer NOT NULL CHECK (cases BETWEEN 1 AND 100000),
    notes text CHECK (char_length(notes) <= 500),
    recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT lots_use_by_check CHECK ((use_by IS NULL) = (use_by_kind IS NULL) AND (use_by IS NULL OR use_by >= packed_on)),
    CONSTRAINT lots_item_code_unique UNIQUE (item_id, lot_code)
  )`,
  `CREATE INDEX lots_recorded_idx ON lots (recorded_at DESC, id DESC)`,
];

const down: string[] = ['DROP TABLE IF EXISTS lots'];

export const migration0039 = statementsMigration(up, down);
