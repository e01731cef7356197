import { statementsMigration } from './statements';

// Documents that expire. A company's business license and California resale
// certificate carry the day they expire, on the document's own row: the date is a fact of that
// file (a renewed certificate is a new file with a new date), and the company's current one of a
// type is its latest upload of that type (`user_id` is the owner's id, which names the company).
// Older files stay. Who entered the date and when, and who uploaded a file after signup (the
// owner from the profile, or an admin), are kept for the record.
//
// The owner is mailed 30 and 7 days before a current document expires; each reminder is a row of
// document_reminders, written in the same transaction as its mail, whose key (document, kind, the
// date reminded of) lets any number of server processes run the job and still mail it once. A
// corrected date is a new date to remind of.
// Frozen once released.

const up: string[] = [
  `ALTER TABLE user_documents ADD COLUMN expires_on date`,
  `ALTER TABLE user_documents ADD COLUMN expiry_set_by integer REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE user_documents ADD COLUMN expiry_set_at timestamptz`,
  `ALTER TABLE user_documents ADD COLUMN uploaded_by integer REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE user_documents ADD CONSTRAINT user_documents_expiry_check CHECK (
    expires_on IS NULL OR (document_type IN ('business-license', 'resale-certificate') AND expires_on BETWEEN DATE '2000-01-01' AND DATE '2100-12-31')
  )`,
  // The company's current document of a type: its latest upload (ORDER BY uploaded_at DESC, id DESC).
  `CREATE INDEX user_documents_current_idx ON user_documents (user_id, document_type, uploaded_at DESC, id DESC) WHERE user_id IS NOT NULL`,
  `CREATE TABLE document_reminders (
    document_id integer NOT NULL REFERENCES user_documents (id) ON DELETE CASCADE,
    kind integer NOT NULL CHECK (kind IN (30, 7)),
    expires_on date NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (document_id, kind, expires_on)
  )`,
];

const down: string[] = [
  'DROP TABLE IF EXISTS document_reminders',
  'DROP INDEX IF EXISTS user_documents_current_idx',
  'ALTER TABLE user_documents DROP CONSTRAINT IF EXISTS user_documents_expiry_check',
  'ALTER TABLE user_documents DROP COLUMN IF EXISTS uploaded_by',
  'ALTER TABLE user_documents DROP COLUMN IF EXISTS expiry_set_at',
  'ALTER TABLE user_documents DROP COLUMN IF EXISTS expiry_set_by',
  'ALTER TABLE user_documents DROP COLUMN IF EXISTS expires_on',
];

export const migration0022 = statementsMigration(up, down);
