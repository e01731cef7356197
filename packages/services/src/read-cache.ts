// Answers kept in memory and shared by every request until they are dropped: by a change
// (invalidate), or, when the cache has a time to live, by age. Used for the storefront's catalogue
// (no expiry: every change is announced, see catalogue-cache.ts) and the dashboard's figures (a few
// seconds: orders change in other processes without notice).

/** Enough for every product page of a 10,000-item catalogue in both price views. */
const MAX_ENTRIES = 25_000;

export class ReadCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Bumped by every change: a read that started before it must not be kept. */
  private generation = 0;
  private trusted: boolean;

  /**
   * `trusted: false` until a feed is listening, when changes can come from elsewhere; `ttlMs`: how
   * long an answer is kept (unset: until a change).
   */
  constructor(options: { trusted?: boolean; ttlMs?: number; now?: () => number } = {}) {
    this.trusted = options.trusted ?? true;
    this.ttlMs = options.ttlMs ?? Infinity;
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

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
