import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearReads,
  FRESH_MS,
  invalidateReads,
  MAX_ENTRIES,
  prefetchRead,
  readState,
  RETRY_DELAY_MS,
  seedRead,
  setReadClock,
  setReadRetries,
  successfulReads,
  watchRead,
  type Read,
} from './readCache';

let clock = 1_000_000;

/** A read whose every call is counted and answered by `answer` (the call's number from 1). */
function countingRead(
  key: string,
  answer: (call: number, signal: AbortSignal) => Promise<unknown> = (n) => Promise.resolve(`${key} #${n}`),
) {
  const calls: AbortSignal[] = [];
  const read: Read<unknown> = {
    key,
    fetch: (signal) => {
      calls.push(signal);
      return answer(calls.length, signal);
    },
  };
  return { read, calls };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => {
  clearReads();
  setReadRetries(true);
  clock = 1_000_000;
  setReadClock(() => clock);
});
afterEach(() => vi.useRealTimers());

describe('the read cache', () => {
  it('asks once for calls made together, and not again while the answer is fresh', async () => {
    const { read, calls } = countingRead('a');
    await Promise.all([prefetchRead(read), prefetchRead(read)]);
    expect(calls).toHaveLength(1);
    expect(readState('a')).toMatchObject({ status: 'success', data: 'a #1', fetching: false });
    clock += FRESH_MS - 1;
    await prefetchRead(read);
    expect(calls).toHaveLength(1);
    clock += 1;
    await prefetchRead(read);
    expect(calls).toHaveLength(2);
    expect(readState('a').data).toBe('a #2');
  });

  it('retries a failure once, after a second, but never a 4xx', async () => {
    vi.useFakeTimers();
    const flaky = countingRead('flaky', (n) =>
      n === 1 ? Promise.reject(new Error('network')) : Promise.resolve('ok'),
    );
    const done = prefetchRead(flaky.read);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(flaky.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(flaky.calls).toHaveLength(2);
    expect(readState('flaky')).toMatchObject({ status: 'success', data: 'ok' });

    const missing = countingRead('missing', () =>
      Promise.reject(Object.assign(new Error('Not found'), { status: 404 })),
    );
    await prefetchRead(missing.read);
    expect(missing.calls).toHaveLength(1);
    expect(readState('missing')).toMatchObject({ status: 'error', error: { status: 404 } });
  });

  it('does not retry where retries are off (the server’s render)', async () => {
    setReadRetries(false);
    const failing = countingRead('down', () => Promise.reject(new Error('network')));
    await prefetchRead(failing.read);
    expect(failing.calls).toHaveLength(1);
    expect(readState('down').status).toBe('error');
  });

  it('takes a seeded answer as fresh, and lists only answers that came', async () => {
    const { read, calls } = countingRead('seeded');
    seedRead('seeded', [1, 2]);
    await prefetchRead(read);
    expect(calls).toHaveLength(0);
    await prefetchRead(countingRead('broken', () => Promise.reject(new Error('no'))).read).catch(() => undefined);
    setReadRetries(false);
    expect(successfulReads()).toEqual([{ key: 'seeded', data: [1, 2] }]);
  });

  it('asks again at once for what is watched when invalidated, and later for the rest', async () => {
    const shown = countingRead('shown');
    const hidden = countingRead('hidden');
    await Promise.all([prefetchRead(shown.read), prefetchRead(hidden.read)]);
    const changes: string[] = [];
    const stop = watchRead(shown.read, () => changes.push(String(readState('shown').data)));
    invalidateReads();
    await settle();
    expect(shown.calls).toHaveLength(2);
    expect(hidden.calls).toHaveLength(1);
    expect(readState('shown').data).toBe('shown #2');
    expect(changes).toContain('shown #2');
    await prefetchRead(hidden.read);
    expect(hidden.calls).toHaveLength(2);
    stop();
  });

  it('asks again after an answer that was on its way when the change came', async () => {
    let release: (v: string) => void = () => undefined;
    const slow = countingRead('slow', (n) =>
      n === 1 ? new Promise((r) => (release = r)) : Promise.resolve('after the change'),
    );
    const stop = watchRead(slow.read, () => undefined);
    expect(slow.calls).toHaveLength(1);
    invalidateReads();
    release('before the change');
    await settle();
    await settle();
    expect(slow.calls).toHaveLength(2);
    expect(readState('slow').data).toBe('after the change');
    stop();
  });

  it('cancels a read nobody watches any more, and forgets it was asked', async () => {
    const typed = countingRead(
      'typed past',
      (_n, signal) =>
        new Promise((_r, reject) =>
          signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))),
        ),
    );
    const stop = watchRead(typed.read, () => undefined);
    expect(readState('typed past').fetching).toBe(true);
    stop();
    await new Promise((r) => setTimeout(r, 5));
    expect(typed.calls[0]?.aborted).toBe(true);
    expect(readState('typed past')).toMatchObject({ status: 'pending', fetching: false, error: null });
  });

  it('keeps a read that is watched again at once (a re-render)', async () => {
    const { read, calls } = countingRead(
      'kept',
      (_n, signal) => new Promise((resolve) => setTimeout(() => resolve(signal.aborted ? 'aborted' : 'ok'), 5)),
    );
    const first = watchRead(read, () => undefined);
    first();
    const second = watchRead(read, () => undefined);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.aborted).toBe(false);
    expect(readState('kept').data).toBe('ok');
    second();
  });

  it('keeps at most MAX_ENTRIES answers, dropping the least recently used that nobody watches', async () => {
    const watched = countingRead('watched');
    const stop = watchRead(watched.read, () => undefined);
    for (let i = 0; i < MAX_ENTRIES + 5; i++) await prefetchRead(countingRead(`k${i}`).read);
    const kept = successfulReads().map((r) => r.key);
    expect(kept).toHaveLength(MAX_ENTRIES);
    expect(kept).toContain('watched');
    expect(kept).not.toContain('k0');
    expect(kept).toContain(`k${MAX_ENTRIES + 4}`);
    stop();
  });
});
