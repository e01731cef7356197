// The shared kernel of the use cases: the database handle's type, the clock and mail hook every
// service takes, and the small value helpers (ISO times, blank text, secrets and their hashes).
import { createHash, randomBytes } from 'node:crypto';
import { ConflictError, NotFoundError, type CodedMessage } from '@wholesale/contract';
import type { Database, Kysely } from '@wholesale/db';

/** A random secret for a link or upload: 32 bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak does not hand out working links. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** PostgreSQL unique_violation (both pg and PGlite expose the SQLSTATE as `code`). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}

/**
 * Runs `write`; when a unique index refuses it (a name, code or case already taken, perhaps by a
 * write that committed meanwhile), answers 409 with `taken` instead of the database's error.
 */
export async function refusingTaken<T>(taken: CodedMessage, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(taken);
    throw err;
  }
}

/** The first row `query` answers (a select, or a write returning its row), or 404 with `missing` when there is none. */
export async function rowOrNotFound<R>(
  query: { executeTakeFirst(): Promise<R> },
  missing: CodedMessage,
): Promise<NonNullable<R>> {
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError(missing);
  return row;
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export type Db = Kysely<Database>;

/** A clock the tests can move; production passes nothing and gets real time. */
export type Clock = () => Date;

/** Called after a commit that queued e-mail (the mail worker's wake()), so it goes out at once. */
export type MailQueued = () => void;
export const noMailHook: MailQueued = () => undefined;
export const systemClock: Clock = () => new Date();

/** Optional text fields: trimmed, and empty means absent (stored as NULL). */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
