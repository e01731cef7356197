import { statementsMigration } from './statements';

// A mail whose body carries a credential (the password-reset link) is stored
// sealed — AES-256-GCM under a key derived from SESSION_SECRET, in sealed_body — with no clear
// body beside it; and every body is erased once its mail is sent, so the outbox keeps only the
// envelope (who, what template, when). Frozen once released.

const up: string[] = [
  'ALTER TABLE mail_outbox ADD COLUMN sealed_body text',
  // A sealed row has nothing in clear next to its ciphertext.
  `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_sealed_only
     CHECK (sealed_body IS NULL OR (text_body = '' AND coalesce(html_body, '') = ''))`,
  // Rows from before: what was sent is erased now (reset links among them); the unsent ones still
  // go out in clear as they were written, and are erased once sent. Failed reset mails carry a
  // dead link that nobody needs to read again.
  `UPDATE mail_outbox SET text_body = '', html_body = NULL
     WHERE sent_at IS NOT NULL OR (failed_at IS NOT NULL AND template = 'password-reset')`,
];

const down: string[] = [
  // Bodies erased or sealed stay so: there is nothing in clear to bring back.
  'ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_sealed_only',
  'ALTER TABLE mail_outbox DROP COLUMN IF EXISTS sealed_body',
];

export const migration0007 = statementsMigration(up, down);
