// Recall (desktop for staff, a phone for the customer; in English and Korean), from the scale to
// the inspector's report: two customers each order a catch-weight product; staff give it a GTIN,
// record two lots, scan three labels into the first order (two of the lot to be recalled) and one
// of the other lot into the second, and complete both. Staff then recall the first lot from the
// Recall page: exactly the first customer is named, with their cases and pounds; the notices go
// out after a question, the customer's mail (in their language) carries the link, the customer
// acknowledges on a phone, and the recall page and its report (PDF, CSV) say so. A notice link
// that is not valid says so. E2E_SCREENSHOTS=<dir> saves the pages for review.
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { gtinWithCheckDigit } from '@wholesale/rules';
import {
  apiLogin,
  approvedBuyer,
  fill,
  newIdentity,
  openFromAdminNav,
  readMails,
  waitForMail,
} from './accounts-support';
import {
  completeOrder,
  orderOpenedByAdmin,
  placeLastWindowOrder,
  recordLot,
  trpcGet,
  trpcPost,
} from './order-cycle-support';
import { catchWeightItems, ordersTexts } from './ordering-support';
import { expect, failedAnswer, heading, inEachLanguage, nameIn, reviewShot, test } from './support';

const GS = '\u001d';
/** A sentence of `count` things: typesafe-i18n's `{{s}}` is '' for one and 's' for any other count. */
const plural = (template: string, count: number, args: Record<string, string | number>) =>
  fill(template.replace(/\{\{(\w*)\}\}/g, count === 1 ? '' : '$1'), args);
const counted = (template: string, count: number) => plural(template, count, { count });

interface OrderCases {
  lines: { line_id: number; item_id: number }[];
}

test.describe('recall', () => {
  // the link that is not valid is answered 404, as it should be
  test.use({ expectedErrors: failedAnswer(404, /\/trpc\/[^?]*recalls\.notice/) });
  inEachLanguage((locale) => {
    test('a lot recalled: its one customer named, noticed, acknowledged, reported', async ({
      page,
      request,
      browser,
      L,
    }) => {
      test.setTimeout(120_000);
      const R = L.admin.recall;
      const C = L.admin.cases;
      // Products of their own (the cases spec gives GTINs to the first two).
      const product = catchWeightItems[locale === 'en' ? 2 : 3] as DemoItem;
      expect(product, 'a catch-weight product of the demo catalogue').toBeTruthy();
      const gtin = gtinWithCheckDigit(locale === 'en' ? '1008812350001' : '1008812350002');
      const run = `${locale.toUpperCase()}${Date.now() % 1_000_000}`;
      const recalled = `${run}X`;
      const kept = `${run}Y`;

      // --- two customers' orders: the second made first, through the API only
      const other = newIdentity(`recall-other-${locale}`);
      await approvedBuyer(request, other, locale);
      const otherToken = await apiLogin(request, other.email, other.password);
      const otherOrder = await placeLastWindowOrder(request, otherToken, [{ id: product.id, quantity: 2 }], 'Recall');
      const { who, order } = await orderOpenedByAdmin(
        page,
        request,
        locale,
        { prefix: `recall-${locale}`, note: 'Recall' },
        [{ id: product.id, quantity: 3 }],
      );

      // --- the product's GTIN and two lots of it
      await trpcPost(page, 'admin.cases.setGtin', { itemId: product.id, gtin });
      for (const lot of [recalled, kept]) {
        await recordLot(page, product.id, lot);
      }

      // --- three labels scanned into the first order, as a scanner types them
      const scan = page.getByRole('textbox', { name: C.scanLabel });
      await expect(scan).toBeVisible({ timeout: 15_000 });
      const labels = [
        `]C101${gtin}320200455010${recalled}${GS}21${run}A`, // 45.50 lb, the lot ended by the group separator
        `01${gtin}310200200010${recalled}${GS}21${run}B`, // 20.00 kg = 44.09 lb
        `(01)${gtin}(3202)003875(10)${kept}(21)${run}C`, // 38.75 lb of the other lot, as printed
      ];
      for (const [i, label] of labels.entries()) {
        await scan.fill(label);
        await scan.press('Enter');
        await expect(page.locator('.cases-list li')).toHaveCount(i + 1);
      }
      await expect(page.locator('.cases-line-head')).toContainText(fill(C.lbs, { lbs: '128.34' }));
      // ...and one case of the other lot into the second order
      const { lines } = await trpcGet<OrderCases>(page, 'admin.cases.list', { orderId: otherOrder.id });
      await trpcPost(page, 'admin.cases.add', {
        orderId: otherOrder.id,
        case: { line_id: lines[0]!.line_id, barcode: `01${gtin}3202004100${'10'}${kept}${GS}21${run}D` },
      });
      await completeOrder(request, order.id);
      await completeOrder(request, otherOrder.id);

      // --- the recall of the first lot, from the Recall page
      await openFromAdminNav(page, locale, (nav) => nav.recall, R.title);
      await page.getByRole('searchbox', { name: R.lotSearch }).fill(recalled);
      await page.locator('.recall-lot-choices label').filter({ hasText: recalled }).getByRole('checkbox').check();
      await expect(page.getByText(counted(R.chosen, 1), { exact: false })).toBeVisible();
      await page.getByLabel(R.reason, { exact: true }).fill('Possible foreign material');
      await page.getByRole('button', { name: R.create, exact: true }).click();
      await expect(heading(page, /^(Recall|리콜) \d+$/)).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('table.recall-lots tbody tr').filter({ hasText: recalled })).toHaveCount(1);

      // Exactly the customer who received it: their two cases, 89.59 lb; not the other customer.
      const companies = page.getByTestId('recall-company');
      await expect(companies).toHaveCount(1);
      await expect(companies.first()).toContainText(who.company);
      await expect(companies.first()).toContainText(plural(R.shipped, 2, { cases: 2, lbs: '89.59' }));
      await expect(page.getByText(other.company)).toHaveCount(0);

      // --- the notices, after the question
      await page.getByRole('button', { name: R.sendNotices, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: R.confirmTitle });
      await dialog.getByRole('button', { name: R.confirmSend, exact: true }).click();
      await expect(page.getByText(counted(R.sent, 1))).toBeVisible();
      await reviewShot(page, `recall-${locale}`);

      // The customer's mail, in their language, with its link; none to the other customer.
      const mail = await waitForMail(
        (m) => m.to.includes(who.email.toLowerCase()) && m.text.includes(recalled),
        `the recall notice to ${who.email}`,
      );
      expect(mail.text).toContain(nameIn(product, locale));
      const link = /\/recall\/acknowledge\?token=[A-Za-z0-9_-]+&lang=(en|ko)/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeTruthy();
      expect(
        (await readMails()).filter((m) => m.to.includes(other.email.toLowerCase()) && m.text.includes(run)),
      ).toEqual([]);

      // --- the customer acknowledges from the mail's link, on a phone that never chose a
      // language: the link opens the page in the mail's
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const onPhone = await phone.newPage();
        await onPhone.goto(link!, { waitUntil: 'domcontentloaded' });
        const notice = onPhone.getByTestId('recall-notice');
        await expect(notice).toContainText(recalled, { timeout: 15_000 });
        await notice.getByRole('button', { name: ordersTexts(locale).recalls.acknowledge, exact: true }).click();
        await expect(notice.getByRole('status')).toBeVisible();
        await reviewShot(onPhone, `recall-acknowledged-${locale}`);
      } finally {
        await phone.close();
      }

      // --- staff see it acknowledged, and the report says so
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(companies.first().locator('.recall-notice-state strong')).toBeVisible({ timeout: 15_000 });
      const pdfHref = await page.getByRole('link', { name: R.reportPdf, exact: true }).getAttribute('href');
      const pdf = await page.request.get(pdfHref!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const csvHref = await page.getByRole('link', { name: R.reportCsv, exact: true }).getAttribute('href');
      const csv = await (await page.request.get(csvHref!)).text();
      expect(csv).toContain(recalled);
      expect(csv).toContain(who.company);
      expect(csv).not.toContain(other.company);

      // --- the list names it
      await page.getByRole('link', { name: R.back }).click();
      await expect(page.locator('table.recall-table tbody tr').filter({ hasText: recalled })).toHaveCount(1);

      // --- a notice link that is not valid says so
      await page.goto(`/recall/acknowledge?token=${'x'.repeat(43)}`);
      await expect(page.getByText(L.serverErrors.recalls.noticeLink)).toBeVisible();
    });
  });
});
