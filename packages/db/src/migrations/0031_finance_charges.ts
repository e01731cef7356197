import { statementsMigration } from './statements';

// Late payment interest, as the terms say: when staff turn it on, once a month (on the 1st, for the
// month just ended) each company with invoices overdue past the grace period is charged the monthly
// rate on that overdue balance (never on an earlier finance charge), at most the legal maximum. One
// charge per company and month. Staff record it paid (cash or card) or waive it with a reason.
// Frozen once released.

const up: string[] = [
  `CREATE TABLE finance_charges (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    overdue_cents integer NOT NULL CHECK (overdue_cents > 0),
    annual_rate_bp integer NOT NULL CHECK (annual_rate_bp > 0),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    charged_at timestamptz NOT NULL DEFAULT now(),
    settled text CHECK (settled IN ('paid', 'waived')),
    settled_at timestamptz,
    settled_by integer REFERENCES users (id) ON DELETE SET NULL,
    method text CHECK (method IN ('cash', 'card')),
    waive_reason text CHECK (waive_reason IS NULL OR char_length(waive_reason) BETWEEN 1 AND 500),
    UNIQUE (company_id, month),
    CONSTRAINT finance_charges_settlement_check CHECK (
      (settled IS NULL AND settled_at IS NULL AND method IS NULL AND waive_reason IS NULL)
      OR (settled = 'paid' AND settled_at IS NOT NULL AND method IS NOT NULL AND waive_reason IS NULL)
      OR (settled = 'waived' AND settled_at IS NOT NULL AND method IS NULL AND waive_reason IS NOT NULL)
    )
  )`,
  `CREATE INDEX finance_charges_open_idx ON finance_charges (company_id) WHERE settled IS NULL`,
  `CREATE INDEX finance_charges_charged_idx ON finance_charges (charged_at)`,
];

const down: string[] = ['DROP TABLE IF EXISTS finance_charges'];

export const migration0031 = statementsMigration(up, down);
