import { statementsMigration } from './statements';

// A recall: the lots it names (chosen one by one, or as a product's production dates), and one
// notice per company that received them, with an acknowledgement link. The link's token is kept
// only as its hash (as invitations and password resets keep theirs); the reminder mailed a day
// later carries a token of its own, so either mail's link acknowledges. Nothing cascades from a
// customer or a lot: a recall is part of the record the inspector may ask for.

const up: string[] = [
  `CREATE TABLE recalls (
    id serial PRIMARY KEY,
    reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
    item_id integer REFERENCES items (id) ON DELETE RESTRICT,
    produced_from date,
    produced_to date,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    notices_sent_at timestamptz,
    closed_at timestamptz,
    CONSTRAINT recalls_range_check CHECK (produced_from IS NULL OR produced_to IS NULL OR produced_from <= produced_to)
  )`,
  `CREATE INDEX recalls_created_idx ON recalls (created_at DESC, id DESC)`,
  `CREATE TABLE recall_lots (
    recall_id integer NOT NULL REFERENCES recalls (id) ON DELETE RESTRICT,
    lot_id integer NOT NULL REFERENCES lots (id) ON DELETE RESTRICT,
    PRIMARY KEY (recall_id, lot_id)
  )`,
  // An order's completion asks whether any of its cases' lots is under an open recall.
  `CREATE INDEX recall_lots_lot_idx ON recall_lots (lot_id)`,
  `CREATE TABLE recall_notices (
    id serial PRIMARY KEY,
    recall_id integer NOT NULL REFERENCES recalls (id) ON DELETE RESTRICT,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    company text,
    email text NOT NULL,
    locale text NOT NULL CHECK (locale IN ('en', 'ko')),
    token_hash text NOT NULL UNIQUE,
    reminder_token_hash text UNIQUE,
    sent_at timestamptz NOT NULL DEFAULT now(),
    acknowledged_at timestamptz,
    reminded_at timestamptz,
    CONSTRAINT recall_notices_company_unique UNIQUE (recall_id, user_id)
  )`,
  // The reminder job's look-up: notices sent, not acknowledged, not yet reminded.
  `CREATE INDEX recall_notices_due_idx ON recall_notices (sent_at) WHERE acknowledged_at IS NULL AND reminded_at IS NULL`,
  `CREATE INDEX recall_notices_user_idx ON recall_notices (user_id, sent_at DESC)`,
];

const down: string[] = [
  'DROP TABLE IF EXISTS recall_notices',
  'DROP TABLE IF EXISTS recall_lots',
  'DROP TABLE IF EXISTS recalls',
];

export const migration0041 = statementsMigration(up, down);
