// The back office as a whole, at desktop size in English and Korean: every admin page opens from
// the navigation with its heading and no serious accessibility problem, Inventory Status shows its
// placeholder 0, Refresh Data refetches with the spec's toasts, the header's back arrow goes to the
// dashboard (and from the dashboard to the admin's profile), and the browser's Back button steps
// back through the pages. E2E_SCREENSHOTS=<dir> saves every page for review.
import { expectNoSeriousAxe } from './axe-support';
import { type AdminDictionary, openDashboardAsAdmin } from './accounts-support';
import { expect, heading, inEachLanguage, reviewShot, test } from './support';

const PAGES = [
  { slug: 'dashboard', label: (A: AdminDictionary) => A.nav.dashboard },
  { slug: 'orders', label: (A: AdminDictionary) => A.nav.orders },
  { slug: 'inquiries', label: (A: AdminDictionary) => A.nav.inquiries },
  { slug: 'signup-requests', label: (A: AdminDictionary) => A.nav.signupRequests },
  { slug: 'inventory', label: (A: AdminDictionary) => A.nav.inventory },
  { slug: 'items', label: (A: AdminDictionary) => A.nav.items },
] as const;

test.describe('the back office', () => {
  inEachLanguage((locale) => {
    test('every page from the navigation, Refresh Data, the back arrow and the browser’s Back button', async ({
      page,
      L,
    }) => {
      test.setTimeout(180_000); // ten pages, each loaded and checked with axe: past 90 s on a busy 2-core machine
      const A = L.admin;
      await openDashboardAsAdmin(page, locale);
      const nav = page.getByRole('navigation', { name: A.nav.label });

      for (const p of PAGES) {
        await nav.getByRole('link', { name: p.label(A), exact: true }).click();
        await expect(page).toHaveURL(
          p.slug === 'dashboard' ? /\/admin\/dashboard$/ : new RegExp(`[?&]page=${p.slug}(&|$)`),
        );
        await expect(heading(page, p.slug === 'inventory' ? A.inventory.title : p.label(A))).toBeVisible();
        await expect(nav.getByRole('link', { name: p.label(A), exact: true })).toHaveAttribute('aria-current', 'page');
        // the page's content, not its loading state
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        await expectNoSeriousAxe(page, `${p.slug} (${locale})`, { contrast: locale === 'en' });
        await reviewShot(page, `admin-${p.slug}-${locale}`);
      }

      // Inventory Status: the spec's placeholder 0
      await page.goto('/admin/dashboard?page=inventory', { waitUntil: 'domcontentloaded' });
      await expect(page.getByText(A.inventory.countLabel, { exact: true })).toBeVisible();
      await expect(page.locator('.admin-stat-value')).toHaveText('0');

      // Refresh Data: 'Refreshing data...' then 'Data refreshed!', and the open page's data is asked again
      await nav.getByRole('link', { name: A.nav.orders, exact: true }).click();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      const refetched = page.waitForRequest((r) => r.url().includes('admin.orders.list'));
      await page.getByRole('button', { name: A.header.refresh }).click();
      await expect(page.getByText(A.toast.refreshing, { exact: true })).toBeVisible();
      await refetched;
      await expect(page.getByText(A.toast.refreshed, { exact: true })).toBeVisible();

      // The browser's Back button steps back through the admin pages: Orders ← Inventory ← …
      await page.goBack();
      await expect(heading(page, A.inventory.title)).toBeVisible();
      await page.goBack();
      await expect(heading(page, A.nav.items)).toBeVisible();

      // The back arrow: to the dashboard from any other page, to the admin's profile from the dashboard
      await page.getByRole('link', { name: A.header.backToDashboard }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(heading(page, A.nav.dashboard)).toBeVisible();
      await page.getByRole('link', { name: A.header.backToProfile }).click();
      await expect(page).toHaveURL(/\/profile\/user\//);
    });
  });
});
