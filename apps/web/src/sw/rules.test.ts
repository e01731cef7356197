import { describe, expect, it } from 'vitest';
import {
  CACHES,
  callKey,
  isCatalogueRest,
  isOtherVersionCache,
  isKeptPage,
  isOfflineRead,
  isPicture,
  isResult,
  keptForOf,
  mayKeep,
  mayShow,
  splitAnswer,
  trpcCalls,
  unavailablePart,
} from './rules';

// What the service worker keeps and how it finds it again.
const origin = 'https://shop.example';
const url = (path: string) => new URL(path, origin);
const batchUrl = (paths: string[], inputs: Record<string, unknown>) =>
  url(`/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`);

describe('a tRPC read, call by call', () => {
  it('reads a batch into its calls, each with its own input (none where the call takes none)', () => {
    const read = trpcCalls(
      batchUrl(['orders.usualItems', 'auth.session', 'catalogue.byIds'], { '0': { userId: 7 }, '2': { ids: [3, 1] } }),
    );
    expect(read).toEqual({
      batch: true,
      calls: [
        { path: 'orders.usualItems', input: { userId: 7 } },
        { path: 'auth.session', input: undefined },
        { path: 'catalogue.byIds', input: { ids: [3, 1] } },
      ],
    });
  });

  it('reads a single call, and refuses what is not a tRPC read it can take apart', () => {
    expect(trpcCalls(url('/trpc/auth.session'))).toEqual({
      batch: false,
      calls: [{ path: 'auth.session', input: undefined }],
    });
    expect(trpcCalls(url('/api/items'))).toBeNull();
    expect(trpcCalls(url('/trpc/a,,b?batch=1'))).toBeNull();
    expect(trpcCalls(url('/trpc/a,b'))).toBeNull(); // two calls without batch=1
    expect(trpcCalls(url('/trpc/a?batch=1&input={not json'))).toBeNull();
    expect(trpcCalls(url(`/trpc/a?input=${'x'.repeat(20_000)}`))).toBeNull();
  });

  it('keeps each call under one key, whatever batch it came in', () => {
    const alone = trpcCalls(batchUrl(['orders.usualItems'], { '0': { userId: 7 } }))!;
    const together = trpcCalls(batchUrl(['auth.session', 'orders.usualItems'], { '1': { userId: 7 } }))!;
    expect(callKey(origin, alone.calls[0]!)).toBe(callKey(origin, together.calls[1]!));
    expect(callKey(origin, together.calls[0]!)).toBe(`${origin}/trpc/auth.session`);
    // Another input is another answer.
    expect(callKey(origin, { path: 'orders.usualItems', input: { userId: 8 } })).not.toBe(
      callKey(origin, alone.calls[0]!),
    );
  });

  it("keeps a buyer's reads, never the back office's, the documents, the team or a change", () => {
    const kept = (path: string) => isOfflineRead({ path, input: undefined });
    expect(
      ['catalogue.list', 'orders.usualItems', 'orders.list', 'auth.session', 'orders.pickupSlots'].map(kept),
    ).toEqual([true, true, true, true, true]);
    expect(['admin.orders.list', 'documents.mine', 'company.members', 'orders.place', 'auth.login'].map(kept)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers a call it cannot answer offline as tRPC answers a failed call', () => {
    expect(unavailablePart({ path: 'documents.mine', input: undefined })).toMatchObject({
      error: { data: { httpStatus: 503, path: 'documents.mine' } },
    });
    expect(isResult(unavailablePart({ path: 'x', input: undefined }))).toBe(false);
  });

  it("splits an answer into its calls' parts, and keeps results, never errors", () => {
    const parts = [{ result: { data: 1 } }, { error: { message: 'no' } }];
    expect(splitAnswer(parts, 2, true)).toEqual(parts);
    expect(splitAnswer(parts, 3, true)).toBeNull();
    expect(splitAnswer({ result: { data: null } }, 1, false)).toEqual([{ result: { data: null } }]);
    expect(splitAnswer([1], 1, false)).toEqual([[1]]);
    expect(splitAnswer('text', 1, false)).toBeNull();
    expect(parts.map(isResult)).toEqual([true, false]);
    expect(isResult(null)).toBe(false);
  });
});

describe("the worker's caches", () => {
  it("drops its own caches of another version, never this version's nor anyone else's", () => {
    expect(['pages-v0', 'pictures-v0', 'buyer-data-v2', 'owner-v0', 'catalogue-v0'].map(isOtherVersionCache)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(Object.values(CACHES).map(isOtherVersionCache)).toEqual([false, false, false, false, false]);
    expect(['workbox-precache-v2-http://x/', 'other-app', 'pagesv1'].map(isOtherVersionCache)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('what else is kept', () => {
  it('the catalogue’s REST reads, the storefront’s pictures and pages, never the back office', () => {
    expect(isCatalogueRest(url('/api/items?category=beef'))).toBe(true);
    expect(isCatalogueRest(url('/api/items/12'))).toBe(true);
    // A listing's read (a buyer's listing refetches with their prices: it must be kept too).
    expect(isCatalogueRest(url('/api/items/style/marinated'))).toBe(true);
    expect(isCatalogueRest(url('/api/items/style/premium'))).toBe(true);
    expect(isCatalogueRest(url('/api/items/style/other'))).toBe(false);
    expect(isCatalogueRest(url('/api/users/12/prices'))).toBe(false);
    expect(isPicture(url('/products/12/1.avif'), 'image')).toBe(true);
    expect(isPicture(url('/banners/en/01.avif'), 'image')).toBe(true);
    expect(isPicture(url('/products/12/1.avif'), '')).toBe(false);
    expect(isPicture(url('/api/files/license.pdf'), 'image')).toBe(false);
    expect(isKeptPage(url('/wholesale/product/3'))).toBe(true);
    expect(isKeptPage(url('/profile/user/abc'))).toBe(true);
    expect(isKeptPage(url('/admin/dashboard'))).toBe(false);
  });
});

describe("a buyer's kept answers on a shared phone", () => {
  it('are kept only for the one still signed in when the answer arrives', () => {
    expect(mayKeep('7', '7')).toBe(true);
    expect(mayKeep('guest', 'guest')).toBe(true);
    // Signed out, or someone else signed in, while the answer was on its way.
    expect(mayKeep('7', 'guest')).toBe(false);
    expect(mayKeep('7', '8')).toBe(false);
    expect(mayKeep('guest', '7')).toBe(false);
  });

  it('are kept for whom they were asked for; the session answer for the one it names', () => {
    const prices = { path: 'catalogue.list', input: undefined };
    const session = { path: 'auth.session', input: undefined };
    const answer = { result: { data: [] } };
    expect(keptForOf(prices, answer, '7', '7')).toBe('7');
    expect(keptForOf(prices, answer, '7', '8')).toBeNull();
    expect(keptForOf(prices, answer, 'guest', '7')).toBeNull();
    // Asked before the app told the worker of the sign-in (or after another tab's sign-out): the
    // session answer still says whose it is, and is kept for them alone.
    expect(keptForOf(session, { result: { data: { id: 8, name: 'B' } } }, 'guest', 'guest')).toBe('8');
    expect(keptForOf(session, { result: { data: { id: 8, name: 'B' } } }, '7', '8')).toBe('8');
    expect(keptForOf(session, { result: { data: null } }, '7', '7')).toBe('guest');
    // An answer that names no one is not kept.
    expect(keptForOf(session, { result: {} }, '7', '7')).toBeNull();
    expect(keptForOf(session, { result: { data: { id: '8' } } }, '8', '8')).toBeNull();
  });

  it('are shown only to the one they were kept for; an unmarked one to no one', () => {
    expect(mayShow('7', '7')).toBe(true);
    expect(mayShow('7', '8')).toBe(false);
    expect(mayShow('7', 'guest')).toBe(false);
    expect(mayShow('guest', '7')).toBe(false);
    expect(mayShow(null, '7')).toBe(false);
    expect(mayShow(null, '')).toBe(false);
    // Before the app has said who is signed in, what was kept meanwhile is for that same nobody.
    expect(mayShow('', '')).toBe(true);
  });
});
