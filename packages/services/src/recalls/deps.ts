import type { Clock, Db, MailQueued } from '../kernel/common';
import type { OutboxSealer } from '../mail/sealing';
import type { PdfRenderer } from '../pdf/renderer';

/** What the recalls service is wired with. */
export interface RecallDeps {
  db: Db;
  /** PUBLIC_URL: the acknowledgement links */
  publicUrl: string;
  /** seals the notices in the outbox (their links acknowledge) */
  sealer: OutboxSealer;
  clock: Clock;
  onMailQueued?: MailQueued;
  /** where the report is drawn; this thread by default */
  renderPdf?: PdfRenderer;
}
