// Who may open what: the admin dashboard's 'Authentication Error'
// for a guest and 'Access Denied' for a buyer; a guest sent from a profile to /login.
import { encodeUserId } from '@wholesale/rules';
import { expect, inEachLanguage, test } from './support';
import { DEMO_BUYER, field } from './accounts-support';

inEachLanguage(
  (locale) => `guards (${locale})`,
  () => {
    test('a guest gets Authentication Error on the admin dashboard', async ({ page, L }) => {
      await page.goto('/admin/dashboard?page=signup-requests', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { name: L.admin.guard.authTitle })).toBeVisible();
      await expect(page.getByText(L.admin.guard.authText)).toBeVisible();
      // Nothing of the signup requests leaks into the error screen.
      await expect(page.getByRole('heading', { name: L.admin.signup.title })).toHaveCount(0);
      await page.getByRole('link', { name: L.admin.guard.goToLogin }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: L.account.login.title })).toBeVisible();
    });

    test('a guest opening a profile lands on a working /login', async ({ page, L }) => {
      await page.goto(`/profile/user/${encodeURIComponent(encodeUserId(1))}`, { waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL(/\/login$/);
      // The login form must be usable, not only reached: its heading and labelled fields.
      await expect(page.getByRole('heading', { level: 1, name: L.account.login.title })).toBeVisible();
      await expect(field(page, L, L.account.form.email)).toBeVisible();
    });

    test('a signed-in buyer gets Access Denied on the admin dashboard', async ({ page, signIn, L }) => {
      await signIn(DEMO_BUYER);
      await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { name: L.admin.guard.deniedTitle })).toBeVisible();
      await expect(page.getByText(L.admin.guard.deniedText)).toBeVisible();
      await expect(page.getByRole('heading', { name: L.admin.signup.title })).toHaveCount(0);
    });
  },
);
