// How the profile opens on a phone: its reads go out together with its code, not one after another
// as each part of the page renders (a slow network paid a round trip for each: the session, then
// the profile, then the main view's parts). The demo buyer opens their profile twice: first on a
// fresh phone (the reads wait for the session to say who is signed in), then again (this phone
// kept their data last, so the reads go at once, beside the session's). Each time the profile's
// own read and the main view's reads are one request, and the page shows its parts whole.
import type { Request } from '@playwright/test';
import { encodeUserId } from '@wholesale/rules';
import { DEMO_BUYER, expect, open, test } from './support';

/** The tRPC procedures one request asked for (a batch names several, comma-separated). */
function proceduresOf(request: Request): string[] {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/trpc/')) return [];
  return url.pathname.slice('/trpc/'.length).split(',');
}

test('the profile asks for its data in one request, with its code', async ({ page, signIn }) => {
  const { userId } = await signIn(DEMO_BUYER);
  const profile = `/profile/user/${encodeURIComponent(encodeUserId(userId))}`;

  for (const visit of ['fresh phone', 'again'] as const) {
    const batches: string[][] = [];
    const listen = (request: Request) => {
      const procedures = proceduresOf(request);
      if (procedures.length > 0) batches.push(procedures);
    };
    page.on('request', listen);
    await open(page, profile);
    // The main view whole: the recent orders and the rewards are there, no part still loading.
    await expect(page.locator('main .skeleton')).toHaveCount(0);
    page.off('request', listen);

    const withProfile = batches.find((b) => b.includes('account.profile'));
    expect(withProfile, `${visit}: account.profile asked (${JSON.stringify(batches)})`).toBeDefined();
    for (const part of ['orders.list', 'orders.points', 'documents.current', 'reminders.cutoff']) {
      expect(withProfile, `${visit}: ${part} asked with the profile`).toContain(part);
    }
    // The session, the profile's batch, and at most the usual items' products after them.
    expect(batches.length, `${visit}: ${JSON.stringify(batches)}`).toBeLessThanOrEqual(3);
  }
});

// Each script a page names costs the phone's main thread about as much as its bytes do (Chromium's
// preload scanner takes ~1 ms a link, more on a slow CPU): the profile's code comes in a few
// chunks (vite.config.ts: `data`, `account`), and public pages load neither of those.
test("the profile's code comes in few scripts; a product page loads none of them", async ({ page, signIn }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open(page, '/wholesale/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((s) => /^\/assets\/(data|account)-/.test(s))).toEqual([]);

  const { userId } = await signIn(DEMO_BUYER);
  scripts.length = 0;
  await open(page, `/profile/user/${encodeURIComponent(encodeUserId(userId))}`);
  await expect(page.locator('main .skeleton')).toHaveCount(0);
  // 50 scripts when React Query, tRPC and the buyer's parts came in ~25 chunks of their own; 34 now.
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(36);
});
