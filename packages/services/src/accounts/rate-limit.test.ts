import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limit';

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the time left, then resets', async () => {
    let now = 1_000_000;
    const rl = new MemoryRateLimiter({ now: () => now });
    for (let i = 0; i < 3; i++) expect(await rl.hit('k', 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await rl.peek('k', 3)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 20_500;
    expect(await rl.hit('k', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await rl.peek('other', 3)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 40_000;
    expect(await rl.peek('k', 3)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await rl.hit('k', 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await rl.hit('k', 1, 60);
    await rl.reset('k');
    expect(await rl.peek('k', 1)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('counts an amount at once (the bytes of an upload)', async () => {
    const rl = new MemoryRateLimiter({ now: () => 0 });
    expect((await rl.hit('bytes', 1000, 60, 999)).allowed).toBe(true);
    expect((await rl.hit('bytes', 1000, 60, 1)).allowed).toBe(true);
    expect(await rl.hit('bytes', 1000, 60, 1)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});
