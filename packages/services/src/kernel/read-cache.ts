// Answers kept in memory and shared by every request until they are dropped: by a change
// (invalidate), by a gap in the change feed, or by age. Used for the storefront's catalogue (every
// change is announced, see catalogue-cache.ts; age is only the backstop) and the back office's
// order book (orders/book-cache.ts: changes to orders are announced, but the figures also count
// inquiries and show buyers' names, which are not, so those answers expire after a few seconds).
import { sql, type Database, type Kysely, type Listen, type Unlisten } from '@wholesale/db';

/** Enough for every product page of a 10,000-item catalogue in both price views. */
const MAX_ENTRIES = 25_000;

/**
 * The oldest answer any cache serves, whatever it was told: the backstop for a change that was
 * never heard (a notification lost without the feed noticing). Past it, the answer is read again.
 */
export const READ_CACHE_MAX_AGE_MS = 60_000;

export class ReadCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Bumped by every change: a read that started before it must not be kept. */
  private generation = 0;
  private trusted: boolean;

  /**
   * `trusted: false` until a feed is listening, when changes can come from elsewhere; `ttlMs`: how
   * long an answer is kept at most (unset, or more than READ_CACHE_MAX_AGE_MS: that); `now`: the
   * clock ages are measured by.
   */
  constructor(options: { trusted?: boolean; ttlMs?: number; now?: () => number } = {}) {
    this.trusted = options.trusted ?? true;
    this.ttlMs = Math.min(options.ttlMs ?? READ_CACHE_MAX_AGE_MS, READ_CACHE_MAX_AGE_MS);
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached answer for `key`, or `load()`'s, shared by everyone asking meanwhile. Answers are
   * frozen: they are handed to every later request, and a caller that changed one would change
   * them all. A failed load is not kept.
   */
  get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.trusted) return load();
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const started = this.generation;
    const pending = load().then(
      (value) => {
        if (this.generation !== started) this.forget(key, pending);
        return deepFreeze(value);
      },
      (error: unknown) => {
        this.forget(key, pending);
        throw error;
      },
    );
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { at: this.now(), value: pending });
    return pending;
  }

  /** Something changed: drop everything, and anything being read right now. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Whether answers may be kept (false while changes could be missed). */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string, pending: Promise<unknown>): void {
    if (this.entries.get(key)?.value === pending) this.entries.delete(key);
  }
}

/**
 * Keeps `cache` in step with changes from every process: listens on `channel` (a table trigger's
 * pg_notify, whose payload is the schema) for this database schema's notifications, and trusts
 * the cache only while listening. Answers the function that stops listening.
 */
export async function followChanges(
  db: Kysely<Database>,
  listen: Listen,
  channel: string,
  cache: ReadCache,
): Promise<Unlisten> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const unlisten = await listen(channel, {
    message: (payload) => {
      if (payload === schema) cache.invalidate();
    },
    gap: (connected) => cache.setTrusted(connected),
  });
  cache.setTrusted(true);
  return async () => {
    cache.setTrusted(false);
    await unlisten();
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
