import { sql, type Database, type Kysely, type Selectable } from '@wholesale/db';
import type { MailOutboxTable } from '@wholesale/db';
import { consoleMailLogger, type MailLogger } from './logger';
import { outboxBody, SealedMailError, type MailBody, type OutboxSealer } from './sealing';
import { isPermanentMailError, type MailTransport } from './transports';

type OutboxRow = Selectable<MailOutboxTable>;

export interface RetryPolicy {
  /** delay after the first failed attempt */
  baseMs: number;
  /** upper bound of any delay */
  maxMs: number;
  /** ± fraction of random spread, so rows that failed together do not retry together */
  jitter: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60_000, jitter: 0.2 };

/**
 * Delay before the next try after `attempts` failed attempts (1, 2, ...): base × 2^(attempts-1),
 * capped, with jitter. 30 s, 1 min, 2 min ... up to 1 h with the defaults.
 */
export function retryDelayMs(
  attempts: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempts - 1);
  const spread = 1 + policy.jitter * (2 * random() - 1);
  return Math.max(0, Math.round(Math.min(policy.maxMs, Math.min(policy.maxMs, exponential) * spread)));
}

export interface MailWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  /**
   * Opens sealed bodies (password-reset mails): made from the same SESSION_SECRET as the services
   * that enqueue. Without it a sealed row fails for good, as it would with the wrong key.
   */
  sealer?: OutboxSealer;
  logger?: MailLogger;
  /**
   * The business inbox (INQUIRY_EMAIL): the Reply-To of every mail whose row names none, so that
   * a customer's answer to any mail reaches sales rather than the From address (often a no-reply
   * one). A row's own Reply-To wins (a contact-form inquiry to sales replies to the customer).
   */
  replyTo?: string;
  /** pause between polls when there is nothing to do (wake() cuts it short); default 5 s */
  intervalMs?: number;
  /** rows claimed per batch; default 20 */
  batchSize?: number;
  /** attempts before a row is marked failed; default 8 (about 1 h of retries) */
  maxAttempts?: number;
  retry?: Partial<RetryPolicy>;
  /**
   * How long a claim keeps other workers away from a row; default 10 min. A worker that dies
   * mid-batch leaves its rows to be picked up again once the lease runs out.
   */
  leaseMs?: number;
  /** for tests: the jitter's random source */
  random?: () => number;
}

export interface MailBatchResult {
  claimed: number;
  sent: number;
  /** failed, will be tried again */
  retried: number;
  /** failed for good (failed_at set) */
  failed: number;
  /** claimed but handed back unsent because the lease was running out */
  released: number;
}

export interface MailWorker {
  /** Claims one batch of due rows and delivers it. */
  runOnce(): Promise<MailBatchResult>;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling; resolves after the batch in flight (if any) has finished. */
  stop(): Promise<void>;
  /** Prompts an immediate poll (call after committing a transaction that enqueued mail). */
  wake(): void;
}

const MAX_ERROR_LENGTH = 2000;

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** `now() + ms` computed by the database, so every worker uses the same clock. */
function nowPlus(ms: number) {
  return sql<Date>`now() + make_interval(secs => ${ms / 1000}::double precision)`;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport } = options;
  const logger = options.logger ?? consoleMailLogger;
  const intervalMs = options.intervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const random = options.random ?? Math.random;

  /**
   * In one short transaction: lock up to batchSize due rows, skipping rows another worker holds
   * (FOR UPDATE SKIP LOCKED), and push their next_attempt_at past the lease, so after the commit
   * no other worker sees them as due. A worker whose lock attempt comes after that commit
   * re-checks the row, finds it no longer due and passes over it. The attempt is counted at
   * claim time, so a message that crashes the worker still runs out of attempts. Sending
   * happens outside any transaction: a slow SMTP server must not hold a database connection
   * (PGlite has only one).
   */
  async function claim(): Promise<OutboxRow[]> {
    // One statement (the due rows locked by the subquery, then pushed past the lease): a claim
    // costs one round trip instead of four, which shows under checkout load (bench/orders.mjs).
    const rows = await db
      .updateTable('mail_outbox')
      .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: nowPlus(leaseMs) })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Marks delivered rows sent, all in one statement, and erases their bodies: what went out is in
   * the recipient's mailbox, and a reset link (or an order's details) need not stay in the
   * database, in backups and dumps. The envelope (to, subject, template, times) stays for tracing.
   */
  async function markSent(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: sql<Date>`now()`, last_error: null, text_body: '', html_body: null, sealed_body: null })
      .where('id', 'in', ids)
      .execute();
  }

  /** Sends one row; true when it went out (to be marked sent with its batch). */
  async function deliver(row: OutboxRow, result: MailBatchResult): Promise<boolean> {
    try {
      // Opened here, in memory, for this one send; rows from before sealing are in clear.
      const body: MailBody = outboxBody(row, options.sealer);
      await transport.send({
        to: row.to_address,
        replyTo: row.reply_to ?? options.replyTo ?? null,
        subject: row.subject,
        text: body.text,
        html: body.html,
        outboxId: row.id,
      });
    } catch (error) {
      // A body that does not open will not open on the next try either.
      const permanent = isPermanentMailError(error) || error instanceof SealedMailError;
      const last_error = errorText(error);
      if (permanent || row.attempts >= maxAttempts) {
        await db
          .updateTable('mail_outbox')
          .set({ failed_at: sql<Date>`now()`, last_error })
          .where('id', '=', row.id)
          .execute();
        result.failed += 1;
        logger.error(
          { outboxId: row.id, template: row.template, attempts: row.attempts, permanent, err: last_error },
          'mail delivery failed for good',
        );
      } else {
        const delay = retryDelayMs(row.attempts, policy, random);
        await db
          .updateTable('mail_outbox')
          .set({ next_attempt_at: nowPlus(delay), last_error })
          .where('id', '=', row.id)
          .execute();
        result.retried += 1;
        logger.warn(
          { outboxId: row.id, template: row.template, attempts: row.attempts, retryInMs: delay, err: last_error },
          'mail delivery failed, will retry',
        );
      }
      return false;
    }
    result.sent += 1;
    return true;
  }

  /** Hands unsent rows back (due now, attempt not counted). */
  async function release(rows: OutboxRow[]): Promise<void> {
    if (!rows.length) return;
    await db
      .updateTable('mail_outbox')
      .set({ attempts: sql<number>`greatest(attempts - 1, 0)`, next_attempt_at: sql<Date>`now()` })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .execute();
  }

  async function runOnce(): Promise<MailBatchResult> {
    const claimedAt = Date.now();
    const rows = await claim();
    const result: MailBatchResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0, released: 0 };
    // Sent rows are marked together after the batch, or before giving the rest back. If that
    // update fails they are sent again after the lease: at-least-once, never lost.
    const sent: number[] = [];
    try {
      for (let i = 0; i < rows.length; i += 1) {
        // Past half the lease, another worker may soon claim these rows: give the rest back
        // rather than risk sending a message twice.
        if (Date.now() - claimedAt > leaseMs / 2) {
          const rest = rows.slice(i);
          await markSent(sent.splice(0));
          await release(rest);
          result.released = rest.length;
          break;
        }
        if (await deliver(rows[i]!, result)) sent.push(rows[i]!.id);
      }
    } finally {
      await markSent(sent);
    }
    if (result.claimed) logger.info({ ...result }, 'mail batch done');
    return result;
  }

  let loop: Promise<void> | undefined;
  let stopping = false;
  let pendingWake = false;
  let interruptSleep: (() => void) | undefined;

  function sleep(): Promise<void> {
    if (pendingWake) {
      pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, intervalMs);
      // A forgotten stop() must not keep a script or test process alive.
      timer.unref();
      function done() {
        clearTimeout(timer);
        interruptSleep = undefined;
        resolve();
      }
      interruptSleep = done;
    });
  }

  async function run(): Promise<void> {
    while (!stopping) {
      let more = false;
      try {
        const result = await runOnce();
        // A full batch means more may be due: go again without waiting.
        more = result.claimed >= batchSize && result.released === 0;
      } catch (error) {
        logger.error({ err: errorText(error) }, 'mail worker batch failed');
      }
      if (stopping) break;
      if (!more) await sleep();
    }
  }

  return {
    runOnce,
    start() {
      if (loop) return;
      stopping = false;
      loop = run().finally(() => {
        loop = undefined;
      });
    },
    async stop() {
      stopping = true;
      interruptSleep?.();
      await loop;
    },
    wake() {
      if (!loop) return;
      if (interruptSleep) interruptSleep();
      else pendingWake = true; // mid-batch: poll again as soon as it ends
    },
  };
}
