// The back office's Settings page at desktop size, in English and Korean: the Invoices card sets
// the seller's permit number the invoices print (reached through the navigation); a number with
// characters other than letters, digits, spaces and hyphens is refused at the field, in the page's
// language, and nothing is saved; a good one is saved, shown as what new invoices print, and read
// back after a reload. The number is one setting of the whole business: held while a test uses it,
// and put back as it was.
// E2E_SCREENSHOTS=<dir> also saves the card as an image.
import { DEMO_ADMIN, fill, literal, uniqueTag } from './accounts-support';
import { trpcGet, trpcPost } from './order-cycle-support';
import { expect, heading, inEachLanguage, reviewShot, test } from './support';

interface Books {
  seller_permit: string | null;
  updated_at: string | null;
}

test.describe("the seller's permit number", () => {
  test.use({ expectedErrors: /status of 400/ });

  inEachLanguage((locale) => {
    test('is refused at the field when it has other characters, then saved and printed on new invoices', async ({
      page,
      signIn,
      settingLock,
      L,
    }) => {
      const A = L.admin;
      const B = A.settings.books;
      await settingLock('books');
      await signIn(DEMO_ADMIN);
      await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
      const before = await trpcGet<Books>(page, 'admin.settings.books');
      try {
        await page.getByRole('navigation', { name: A.nav.label }).getByRole('link', { name: A.nav.settings }).click();
        await expect(heading(page, A.settings.title)).toBeVisible();
        const card = page.getByRole('region', { name: B.heading });
        await expect(card).toContainText(B.help);
        const field = card.getByRole('textbox', { name: B.permit });
        await expect(field).toHaveValue(before.seller_permit ?? '');
        await expect(field).toHaveAttribute('maxlength', '40');
        const save = card.getByRole('button', { name: B.save, exact: true });

        // A slash: refused at the field, in the page's language, the field focused; nothing saved.
        await field.fill('SR 102/345');
        await save.click();
        const refusal = L.serverErrors.books.sellerPermitCharacters;
        await expect(card.getByText(refusal, { exact: true })).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(`^${literal(refusal).source}`));
        await expect(field).toBeFocused();
        await expect(page.getByText(B.saveFailed, { exact: true })).toBeVisible();
        expect((await trpcGet<Books>(page, 'admin.settings.books')).seller_permit).toBe(before.seller_permit);
        await reviewShot(card, `settings-books-refused-${locale}`);

        // A good one: saved (trimmed), said in the toast, shown as what new invoices print.
        const permit = `SR ${locale.toUpperCase()}-${uniqueTag()
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(-8)}`;
        await field.fill(` ${permit} `);
        await save.click();
        await expect(page.getByText(fill(B.savedText, { permit }), { exact: true })).toBeVisible();
        await expect(card.getByTestId('books-permit-current')).toHaveText(fill(B.current, { permit }));
        await expect(field).toHaveValue(permit);
        await expect(field).not.toHaveAttribute('aria-invalid');
        await expect(card.getByText(refusal, { exact: true })).toHaveCount(0);
        await expect(card.getByText(new RegExp(`^${literal(fill(B.lastSaved, { when: '' })).source}`))).toBeVisible();
        await reviewShot(card, `settings-books-${locale}`);

        // The server kept it: read back after a reload.
        expect((await trpcGet<Books>(page, 'admin.settings.books')).seller_permit).toBe(permit);
        await page.reload({ waitUntil: 'domcontentloaded' });
        await expect(field).toHaveValue(permit);
        await expect(card.getByTestId('books-permit-current')).toHaveText(fill(B.current, { permit }));
      } finally {
        await trpcPost(page, 'admin.settings.setBooks', { seller_permit: before.seller_permit });
      }
    });
  });
});
