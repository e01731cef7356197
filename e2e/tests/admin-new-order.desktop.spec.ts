// Orders taken by phone or text (desktop, in English and Korean): staff find the demo buyer, type
// a line from the keyboard (product, Enter, quantity, Enter), paste a text message mixing Korean
// and English and add the lines it proposes, choose the pickup and place the order after the
// question that names the buyer's mail; the order's page says staff entered it.
// E2E_SCREENSHOTS=<dir> also saves the pages as images for review.
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { DEMO_ADMIN, DEMO_BUYER, fill, openFromAdminNav } from './accounts-support';
import { boxesOf } from './ordering-support';
import { expect, inEachLanguage, nameIn, reviewShot, test } from './support';

// Three distinct products sold by the box, away from the ones other specs lean on.
const boxes = boxesOf('50 lb - 50 lb x 1 box');
const typed = boxes[Math.floor(boxes.length / 2)] as DemoItem;
const [inKorean, inEnglish] = boxes.filter((i) => i.id !== typed.id).slice(-2) as [DemoItem, DemoItem];

test.describe('an order taken by phone or text', () => {
  inEachLanguage((locale) => {
    test('typed and pasted lines, placed for the buyer, marked as entered by staff', async ({ page, signIn, L }) => {
      test.setTimeout(60_000);
      const A = L.admin;
      const N = A.newOrder;
      await signIn(DEMO_ADMIN);
      await openFromAdminNav(page, locale, (nav) => nav.newOrder, N.title);

      // --- the customer, found by e-mail and chosen from the keyboard
      await page.getByRole('searchbox', { name: N.customerSearch }).fill(DEMO_BUYER.email);
      const result = page.locator('.entry-results button').filter({ hasText: DEMO_BUYER.email });
      await expect(result).toHaveCount(1);
      await result.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: N.customerChange })).toBeFocused();

      // --- a typed line: product, Enter (to the quantity), quantity, Enter (added)
      const product = page.getByRole('combobox', { name: N.product });
      await product.fill(nameIn(typed, locale));
      const options = page.getByRole('option');
      await expect(options.filter({ hasText: nameIn(typed, locale) }).first()).toBeVisible();
      // ↓ to the product among the matches (the first is active), Enter chooses it
      const names = await options.allInnerTexts();
      const at = names.findIndex((n) => n.startsWith(nameIn(typed, locale)));
      for (let i = 0; i < at; i += 1) await product.press('ArrowDown');
      await expect(options.nth(at)).toHaveAttribute('aria-selected', 'true');
      await product.press('Enter');
      const quantity = page.getByRole('textbox', { name: N.quantity, exact: true });
      await expect(quantity).toBeFocused();
      await quantity.fill('4');
      await quantity.press('Enter');
      await expect(product).toBeFocused();
      const lines = page.locator('table.entry-lines tbody tr');
      await expect(lines).toHaveCount(1);
      await expect(lines.first()).toContainText(nameIn(typed, locale));

      // --- a pasted message: Korean and English, one line each, and chatter it must not order
      const message = `안녕하세요 사장님\n${inKorean.name_ko} 3박스\n${inEnglish.name} 2 cs\n내일 픽업할게요`;
      await page.getByRole('textbox', { name: N.pasteLabel }).fill(message);
      await page.getByRole('button', { name: N.pasteRead }).click();
      const proposals = page.locator('table.entry-proposals tbody tr');
      await expect(proposals).toHaveCount(2);
      await expect(proposals.filter({ hasText: nameIn(inKorean, locale) })).toContainText('3');
      await expect(proposals.filter({ hasText: nameIn(inEnglish, locale) })).toContainText('2');
      await reviewShot(page, `new-order-proposals-${locale}`);
      await page
        .getByRole('button', { name: fill(N.proposalsAdd.replace(/\{\{(\w*)\}\}/g, '$1'), { count: 2 }) })
        .click();
      await expect(lines).toHaveCount(3);

      // --- placed after the question that names the buyer's mail
      await page.getByRole('button', { name: N.place, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(DEMO_BUYER.email);
      await reviewShot(page, `new-order-confirm-${locale}`);
      await dialog.getByRole('button', { name: N.place, exact: true }).click();
      const done = page.locator('.entry-done');
      await expect(done).toBeFocused();
      const number = (await done.locator('strong').innerText()).match(/WS-\d+/)?.[0];
      expect(number).toBeTruthy();
      await reviewShot(page, `new-order-placed-${locale}`);

      // --- the order's page: three lines, and who entered it
      await page.getByRole('link', { name: fill(N.open, { number: number! }) }).click();
      await expect(page.getByTestId('entered-by')).toBeVisible({ timeout: 15_000 });
      // ... and its packing slip, a PDF in the buyer's language
      const slip = page.getByRole('link', { name: A.bulk.printOne, exact: true });
      const pdf = await page.request.get((await slip.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      for (const item of [typed, inKorean, inEnglish])
        await expect(page.getByText(nameIn(item, locale)).first()).toBeVisible();
    });
  });
});
