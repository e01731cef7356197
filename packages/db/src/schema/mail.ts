// The mail outbox: mails written with the business change they belong to, sent by the worker.
import type { Generated } from 'kysely';
import type { CreatedAt, Nullable, NullableTimestamp } from './columns';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  reply_to: Nullable<string>;
  subject: string;
  /** '' when the body is sealed, and once the mail is sent (erased) */
  text_body: string;
  html_body: Nullable<string>;
  /**
   * The body (text and HTML) sealed with AES-256-GCM under a key derived from SESSION_SECRET, for
   * mails that carry a credential (the password-reset link); null otherwise and once sent.
   */
  sealed_body: Nullable<string>;
  /** template name (e.g. 'order-confirmation'), for tracing */
  template: Nullable<string>;
  attempts: Generated<number>;
  /** due when sent_at and failed_at are null and next_attempt_at <= now() */
  next_attempt_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** set when the worker gives up after its last attempt */
  failed_at: NullableTimestamp;
  last_error: Nullable<string>;
  created_at: CreatedAt;
}
