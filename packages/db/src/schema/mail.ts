// The mail outbox: mails written with the business change they belong to, sent by the worker.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  /** '' when the body is sealed, and once the mail is sent (erased) */
  text_body: string;
  html_body: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The body (text and HTML) sealed with AES-256-GCM under a key derived from SESSION_SECRET, for
   * mails that carry a credential (the password-reset link); null otherwise and once sent.
   */
  sealed_body: ColumnType<string | null, string | null | undefined, string | null>;
  /** template name (e.g. 'order-confirmation'), for tracing */
  template: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  /** due when sent_at and failed_at are null and next_attempt_at <= now() */
  next_attempt_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** set when the worker gives up after its last attempt */
  failed_at: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}
