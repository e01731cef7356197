import { statementsMigration } from './statements';

// Order guides: a company's lists of products with a par level each ("Weekday", "Weekend"). A
// guide belongs to the company (its owner's user id, as orders do), not to the member who wrote
// it, so it stays when that member leaves. Its lines are [{item_id, par}] in the product's
// ordering unit; a product that stops being sold stays on the guide (it may come back) and is
// skipped when the guide is added to the cart. Names are unique per company whatever their case.

const up: string[] = [
  `CREATE TABLE order_guides (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
    lines jsonb NOT NULL DEFAULT '[]'::jsonb,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX order_guides_company_name_idx ON order_guides (company_id, lower(name))`,
];

const down: string[] = ['DROP TABLE IF EXISTS order_guides'];

export const migration0042 = statementsMigration(up, down);
