// The life of a new buyer: agreements, the signup form with a PDF and a JPG,
// the pending account's warning, the admin downloading the document and approving, the buyer
// signing in, editing the profile and logging out; then the profile is closed to a guest.
import { readFile } from 'node:fs/promises';
import { chooseLanguage, CONSENT_KEY, expect, failedAnswer, inEachLanguage, test } from './support';
import { fill, jpgFile, newIdentity, pdfFile, signInUi, field, DEMO_ADMIN } from './accounts-support';

inEachLanguage(
  {
    title: (locale) => `signup to logout (${locale})`,
    koreanOnThePhone: true,
    use: { expectedErrors: failedAnswer(403, '/trpc/auth.login') },
  },
  (locale) => {
    // The pending account's sign-in is refused (403) on purpose.

    test('a new buyer requests an account, the admin approves it, the buyer signs in, edits the profile and logs out', async ({
      page,
      browser,
      signIn,
      L,
    }) => {
      test.setTimeout(90_000);
      const A = L.account;
      const who = newIdentity(`signup-${locale}`);
      const license = pdfFile(`license-${who.tag}.pdf`);
      const resale = jpgFile(`resale-${who.tag}.jpg`);

      // --- agreements: Create Account stays disabled until all five are on
      await page.goto('/signup/agreements', { waitUntil: 'domcontentloaded' });
      const next = page.getByRole('button', { name: A.agreements.continue, exact: true });
      await expect(page.getByRole('link', { name: A.agreements.readTerms })).toHaveAttribute(
        'href',
        '/terms-and-policies',
      );
      for (const [i, item] of A.agreements.items.entries()) {
        await expect(next).toBeDisabled();
        await page.getByRole('switch', { name: item.title, exact: true }).check();
        await expect(page.getByText(fill(A.agreements.accepted, { count: i + 1 }), { exact: false })).toBeVisible();
      }
      await expect(next).toBeEnabled();
      await next.click();
      await expect(page).toHaveURL(/\/signup$/);

      // --- the form, with a PDF license and a JPG resale certificate
      const f = A.form;
      await field(page, L, A.signup.firstName).fill(who.firstName);
      await field(page, L, A.signup.lastName).fill(who.lastName);
      await field(page, L, f.email).fill(who.email);
      await field(page, L, f.password).fill(who.password);
      await field(page, L, A.signup.companyName).fill(who.company);
      await field(page, L, f.licenseNumber).fill('la-1234567');
      const fileInput = (label: string) => page.getByLabel(label).and(page.locator('input[type="file"]'));
      await fileInput(f.businessLicenseFile).setInputFiles(license);
      await fileInput(f.resaleFile).setInputFiles(resale);
      // The picker shows the chosen name (the toast repeats it: look inside the form).
      const form = page.locator('main form');
      await expect(form.getByText(license.name, { exact: true })).toBeVisible();
      await expect(form.getByText(resale.name, { exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: A.signup.eligibility })).toBeChecked();

      const uploads: number[] = [];
      page.on('response', (res) => {
        if (new URL(res.url()).pathname === '/api/s3/upload/document') uploads.push(res.status());
      });
      await page.getByRole('button', { name: A.signup.submit, exact: true }).click();
      await expect(page.getByRole('status').getByText(A.signup.successTitle, { exact: true })).toBeVisible({
        timeout: 15_000,
      });
      // No 'Documents upload warning': both files were accepted.
      await expect(page.getByText(A.signup.uploadWarningTitle)).toHaveCount(0);
      expect(uploads).toEqual([200, 200]);
      await expect(page).toHaveURL(/\/$/);

      // --- before approval: the pending account gets the warning, not a session
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await field(page, L, f.email).fill(who.email);
      await field(page, L, f.password).fill(who.password);
      await page.getByRole('button', { name: A.login.submit, exact: true }).click();
      const pending = page.locator('.toast').filter({ hasText: A.login.pendingTitle });
      await expect(pending).toBeVisible();
      await expect(pending).toContainText(L.serverErrors.accounts.pending);
      await expect(page).toHaveURL(/\/login$/);

      // --- the admin, in a browser of their own, downloads the license and approves
      const adminContext = await browser.newContext();
      try {
        await chooseLanguage(adminContext, locale);
        await adminContext.addInitScript((consentKey) => localStorage.setItem(consentKey, 'true'), CONSENT_KEY);
        const admin = await adminContext.newPage();
        await signIn(DEMO_ADMIN, adminContext);
        await admin.goto('/admin/dashboard?page=signup-requests', { waitUntil: 'domcontentloaded' });
        const name = `${who.firstName} ${who.lastName}`;
        const card = admin.getByRole('article', { name, exact: true });
        await expect(card).toBeVisible({ timeout: 15_000 });
        await expect(card.getByText(who.email)).toBeVisible();
        await expect(card.getByText('LA-1234567')).toBeVisible();

        const [download] = await Promise.all([
          admin.waitForEvent('download'),
          card.getByRole('button', { name: fill(L.admin.documents.downloadLabel, { file: license.name }) }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(license.name);
        const saved = await download.path();
        expect((await readFile(saved)).equals(license.buffer)).toBe(true);
        await expect(
          card.getByRole('button', { name: fill(L.admin.documents.downloadLabel, { file: resale.name }) }),
        ).toBeVisible();

        await card.getByRole('button', { name: fill(L.admin.signup.approveLabel, { name }) }).click();
        const dialog = admin.getByRole('dialog', { name: L.admin.signup.approveTitle });
        await dialog.getByRole('button', { name: L.admin.signup.approveConfirm, exact: true }).click();
        await expect(admin.getByText(L.admin.toast.approved, { exact: true })).toBeVisible({ timeout: 15_000 });
        await expect(card).toHaveCount(0);
      } finally {
        await adminContext.close();
      }

      // --- the buyer signs in and sees their profile
      await signInUi(page, L, who.email, who.password);
      const profileUrl = page.url();
      await expect(page.getByRole('heading', { level: 1, name: A.profile.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: `${who.firstName} ${who.lastName}` })).toBeVisible();

      // --- edits name and phone
      const newName = `${who.firstName} Kim${who.tag}`;
      await page.getByRole('button', { name: A.profile.editProfile, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: A.profile.editTitle })).toBeVisible();
      await field(page, L, A.profile.name).fill(newName);
      await field(page, L, A.profile.phone).fill('213-555-0142');
      // the signup page's language is the mail language; the buyer may switch it
      const mailLanguage = page.getByLabel(A.profile.mailLanguage);
      await expect(mailLanguage).toHaveValue(locale);
      await mailLanguage.selectOption(locale === 'ko' ? 'en' : 'ko');
      await page.getByRole('button', { name: A.profile.save, exact: true }).click();
      await expect(page.getByText(A.profile.updated, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: newName })).toBeVisible();
      await expect(page.getByText('213-555-0142')).toBeVisible();
      // The change is stored, not only shown: a reload reads it back from the server.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 2, name: newName })).toBeVisible();
      await page.getByRole('button', { name: A.profile.editProfile, exact: true }).click();
      await expect(page.getByLabel(A.profile.mailLanguage)).toHaveValue(locale === 'ko' ? 'en' : 'ko');
      await page.getByRole('button', { name: A.profile.cancel, exact: true }).click();

      // --- logs out from the drawer, which greets by first name
      await page.getByRole('button', { name: L.base.header.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: L.base.drawer.label });
      await expect(drawer.getByText(fill(L.base.drawer.hello, { name: who.firstName }), { exact: true })).toBeVisible();
      await drawer.getByRole('button', { name: L.base.drawer.logout, exact: true }).click();
      await expect(page.getByText(L.base.toast.loggedOut, { exact: true })).toBeVisible();

      // --- signed out, the profile sends the visitor to /login
      await page.goto(profileUrl, { waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL(/\/login$/);
      // That the login page is then readable is checked in accounts-guard.phone.spec.ts.
    });
  },
);
