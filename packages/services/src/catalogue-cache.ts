import { CATALOGUE_CHANNEL, sql, type Database, type Kysely, type Listen, type Unlisten } from '@wholesale/db';

// The storefront's catalogue reads (listings and product pages) change only when an admin edits
// the catalogue, and are read on every page view: they are kept in memory and dropped on every
// change. A change made by this process drops them at once (so the admin's next read sees it);
// a change made by another process on the same PostgreSQL arrives as a notification (migration
// 0004's trigger); while that notification feed is down nothing is cached, because a missed
// change would stay stale with no end.

/** Enough for every product page of a 10,000-item catalogue in both price views. */
const MAX_ENTRIES = 25_000;

export class CatalogueCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  /** Bumped by every change: a read that started before it must not be kept. */
  private generation = 0;
  private trusted: boolean;

  /** `trusted: false` until a feed is listening, when changes can come from elsewhere. */
  constructor(options: { trusted?: boolean } = {}) {
    this.trusted = options.trusted ?? true;
  }

  /**
   * The cached answer for `key`, or `load()`'s, shared by everyone asking meanwhile. Answers are
   * frozen: they are handed to every later request, and a caller that changed one would change
   * them all. A failed load is not kept.
   */
  get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.trusted) return load();
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
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
    this.entries.set(key, pending);
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
    if (this.entries.get(key) === pending) this.entries.delete(key);
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Keeps `cache` in step with changes from every process: listens on the catalogue channel for
 * this database schema's notifications. Answers the function that stops listening.
 */
export async function followCatalogueChanges(db: Kysely<Database>, listen: Listen, cache: CatalogueCache): Promise<Unlisten> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const unlisten = await listen(CATALOGUE_CHANNEL, {
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
