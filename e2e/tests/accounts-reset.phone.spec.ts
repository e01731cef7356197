// Password recovery: /forgot-password, the link from the e-mail the
// server writes to DATA_DIR/mail, a new password on /reset-password, then a sign-in with it.
import { expect, failedAnswer, inEachLanguage, test } from './support';
import { approvedBuyer, newIdentity, signInUi, field, waitForMail } from './accounts-support';

inEachLanguage(
  {
    title: (locale) => `password reset (${locale})`,
    use: { expectedErrors: failedAnswer(400, '/trpc/passwordReset.reset') },
  },
  (locale) => {
    // The used link's second try is refused (400) on purpose.

    test('forgot password, the link from the mail, a new password, sign in with it', async ({ page, request, L }) => {
      test.setTimeout(60_000);
      const A = L.account;
      const who = newIdentity(`reset-${locale}`);
      await approvedBuyer(request, who, locale);

      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await page.getByRole('link', { name: A.login.forgot }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await field(page, L, A.form.email).fill(who.email);
      await page.getByRole('button', { name: A.forgot.submit, exact: true }).click();
      await expect(page.locator('form').getByRole('status')).toHaveText(A.forgot.success);

      const mail = await waitForMail(
        (m) => m.to.includes(who.email) && m.text.includes('/reset-password?'),
        `password reset for ${who.email}`,
      );
      const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
      expect(link, 'the reset link in the text part').toBeDefined();
      const url = new URL(link as string);
      expect(url.searchParams.get('email')).toBe(who.email);
      expect(url.searchParams.get('token')).toMatch(/\S{20,}/);

      // The mail links to PUBLIC_URL; follow its path on the server under test.
      await page.goto(`${url.pathname}${url.search}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: A.reset.title })).toBeVisible();
      const newPassword = `new-${who.tag}`;
      const submit = page.getByRole('button', { name: A.reset.submit, exact: true });
      await expect(submit).toBeDisabled();
      await field(page, L, A.reset.newPassword).fill(newPassword);
      await field(page, L, A.reset.confirmPassword).fill(newPassword);
      await submit.click();
      await expect(page.getByRole('status').getByText(A.reset.success, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

      await signInUi(page, L, who.email, newPassword);
      await expect(page.getByRole('heading', { level: 2, name: `${who.firstName} ${who.lastName}` })).toBeVisible();

      // Single use: the same link now answers with the expired-link message.
      await page.goto(`${url.pathname}${url.search}`, { waitUntil: 'domcontentloaded' });
      await field(page, L, A.reset.newPassword).fill(`again-${who.tag}`);
      await field(page, L, A.reset.confirmPassword).fill(`again-${who.tag}`);
      await page.getByRole('button', { name: A.reset.submit, exact: true }).click();
      await expect(page.getByRole('alert').getByText(L.serverErrors.accounts.resetLink)).toBeVisible();
    });
  },
);
