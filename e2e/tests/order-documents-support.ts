// Shared by the specs of an order's documents (the buyer's order page at phone size, the back
// office's Payments section at desktop size): a PDF's download and its name, the back office's
// order confirmation links, and an order's status set through its menu (completing it issues the
// invoice).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { fill, type Texts } from './accounts-support';
import type { BuyerOrder } from './order-cycle-support';
import { expect } from './support';

/** A document's download through `link`: checks it is a PDF, returns the name the server gave it. */
export async function downloadPdf(page: Page, link: Locator): Promise<string> {
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return file.suggestedFilename();
}

/** The order confirmation's links (the buyer's language first) and one's download, with its name. */
export async function expectConfirmation(
  page: Page,
  P: Texts['admin']['payments'],
  order: BuyerOrder,
  buyerLocale: 'en' | 'ko',
  lang: 'en' | 'ko',
): Promise<void> {
  const group = page.getByRole('region', { name: P.title }).getByRole('group', { name: P.confirmationTitle });
  const [first, second] =
    buyerLocale === 'ko'
      ? [P.confirmationKorean, P.confirmationEnglish]
      : [P.confirmationEnglish, P.confirmationKorean];
  await expect(group.getByRole('link')).toHaveText([first, second]);
  for (const [name, l] of [
    [P.confirmationEnglish, 'en'],
    [P.confirmationKorean, 'ko'],
  ] as const) {
    const link = group.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', `/api/orders/${order.id}/confirmation.pdf?lang=${l}`);
    await expect(link).toHaveAccessibleDescription(P.invoiceOnComplete);
  }
  await expect(group.getByText(P.invoiceOnComplete)).toBeVisible();
  const link = group.getByRole('link', { name: lang === 'ko' ? P.confirmationKorean : P.confirmationEnglish });
  expect(await downloadPdf(page, link)).toBe(`order-confirmation-${order.order_number}-${lang}.pdf`);
}

/**
 * Moves the order to `status` through the status menu of its page, sending the buyer's mail the
 * question offers (the first completion sends the thank-you mail and issues the invoice).
 */
export async function setStatusInMenu(
  page: Page,
  L: Texts,
  order: BuyerOrder,
  status: 'order placed' | 'complete',
): Promise<void> {
  const S = L.base.orderStatus;
  const label = status === 'complete' ? S.complete : S.orderPlaced;
  const number = order.order_number;
  await page.getByRole('combobox', { name: fill(L.admin.orders.statusFor, { number }) }).selectOption(status);
  await page.getByRole('button', { name: fill(L.admin.statusMenu.saveFor, { number }) }).click();
  await page
    .getByRole('dialog', { name: fill(L.admin.orders.confirmTitle, { number, status: label }) })
    .getByRole('button', { name: L.admin.orders.confirmSend })
    .click();
  await expect(page.getByText(fill(L.admin.orders.statusUpdatedText, { status: label }))).toBeVisible();
}

/** The invoice's download through `link`: a PDF named invoice-INV-NNNNNN-<lang>.pdf; returns its number. */
export async function downloadInvoice(page: Page, link: Locator, lang: 'en' | 'ko'): Promise<string> {
  const name = await downloadPdf(page, link);
  const number = new RegExp(`^invoice-(INV-\\d{6})-${lang}\\.pdf$`).exec(name)?.[1];
  expect(number, name).toBeTruthy();
  return number ?? '';
}
