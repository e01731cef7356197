import { statementsMigration } from './statements';

// A renewal waits for staff. A business license or resale certificate the
// company's owner uploads from the profile is 'pending' until an admin reads it: 'accepted' (with
// the expiry date the admin read on it) or 'refused' (with the reason mailed to the owner). Only a
// file that needs no review (NULL: the signup's files, dated on approval; files from before this
// migration) or an accepted one can be the company's current document of its type, so an upload
// alone never lifts an expired certificate's hold. Who reviewed it and when are kept for the record.
// Frozen once released.

const up: string[] = [
  `ALTER TABLE user_documents ADD COLUMN review_status text CHECK (review_status IN ('pending', 'accepted', 'refused'))`,
  `ALTER TABLE user_documents ADD COLUMN reviewed_by integer REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE user_documents ADD COLUMN reviewed_at timestamptz`,
  `ALTER TABLE user_documents ADD COLUMN review_reason text CHECK (review_reason IS NULL OR length(review_reason) <= 2000)`,
  `ALTER TABLE user_documents ADD CONSTRAINT user_documents_review_check CHECK (
    review_status IS NULL OR document_type IN ('business-license', 'resale-certificate')
  )`,
  // The staff's list of renewals to review, the oldest first.
  `CREATE INDEX user_documents_pending_idx ON user_documents (uploaded_at, id) WHERE review_status = 'pending'`,
];

const down: string[] = [
  'DROP INDEX IF EXISTS user_documents_pending_idx',
  'ALTER TABLE user_documents DROP CONSTRAINT IF EXISTS user_documents_review_check',
  'ALTER TABLE user_documents DROP COLUMN IF EXISTS review_reason',
  'ALTER TABLE user_documents DROP COLUMN IF EXISTS reviewed_at',
  'ALTER TABLE user_documents DROP COLUMN IF EXISTS reviewed_by',
  'ALTER TABLE user_documents DROP COLUMN IF EXISTS review_status',
];

export const migration0023 = statementsMigration(up, down);
