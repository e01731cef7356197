// The contact form: a signed-out visitor sends an inquiry with a
// document; the inquiry is stored (its document goes to the stored inquiry's id) and the mail to
// the business inbox is delivered to DATA_DIR/mail.
import { expect, inEachLanguage, test } from './support';
import { BUSINESS_INBOX, newIdentity, pdfFile, field, waitForMail } from './accounts-support';

inEachLanguage(
  (locale) => `contact (${locale})`,
  (locale) => {
    test('a signed-out inquiry is stored and e-mailed to the business', async ({ page, L }) => {
      const A = L.account;
      const who = newIdentity(`contact-${locale}`);
      const message = `Weekly brisket for ${who.company}? ref ${who.tag}`;
      const license = pdfFile(`inquiry-license-${who.tag}.pdf`);

      await page.goto('/contact', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: A.contact.title })).toBeVisible();
      await field(page, L, A.contact.name).fill(`${who.firstName} ${who.lastName}`);
      await field(page, L, A.form.email).fill(who.email);
      await field(page, L, A.form.company).fill(who.company);
      await field(page, L, A.contact.message).fill(message);
      await page.getByLabel(A.form.businessLicenseFile).and(page.locator('input[type="file"]')).setInputFiles(license);

      // The documents follow the stored inquiry: their upload URL names its id.
      const upload = page.waitForResponse((res) =>
        /^\/api\/inquiries\/\d+\/documents$/.test(new URL(res.url()).pathname),
      );
      await page.getByRole('button', { name: A.contact.submit, exact: true }).click();
      const uploaded = await upload;
      expect(uploaded.status(), await uploaded.text()).toBe(200);
      const id = Number(/\/api\/inquiries\/(\d+)\//.exec(new URL(uploaded.url()).pathname)?.[1]);
      expect(id).toBeGreaterThan(0);
      await expect(page.getByRole('status').getByText(A.contact.successTitle, { exact: true })).toBeVisible();

      const mail = await waitForMail(
        (m) => m.to.includes(BUSINESS_INBOX) && m.text.includes(who.email),
        `inquiry from ${who.email} to ${BUSINESS_INBOX}`,
      );
      expect(mail.to).toEqual([BUSINESS_INBOX]);
      // Replies go to the customer.
      expect(mail.replyTo).toEqual([who.email]);
      expect(mail.text).toContain(message);
      expect(mail.text).toContain(who.company);
      expect(mail.text).toMatch(new RegExp(`\\b${id}\\b`));
    });
  },
);
