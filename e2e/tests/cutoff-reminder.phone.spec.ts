// The reminder before the order cutoff, at phone size: a buyer of the test's own turns it on in the
// profile (12 hours before), sees the next reminder and saves it; the mail's stop link, opened in a
// browser that is not signed in, turns it off and says so (in English, and in Korean with &lang=ko);
// a forged link says it did not work. The job's own mailing, once with two processes at once, is
// proven on PostgreSQL (apps/server/src/cross-cutting/cutoff-reminders.pg.int.test.ts): the job
// runs every ten minutes, so this spec signs the stop link itself, with the server's secret (kept
// in DATA_DIR in demo mode) and the signer's documented form (services/src/reminders/stop-link.ts).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { approvedBuyer, newIdentity, texts } from './accounts-support';
import { trpcGet } from './order-cycle-support';
import { expect, signInContext, test, type Locale } from './support';

/** The stop link's token for a user, as the server signs it (valid 60 days). */
function stopToken(userId: number): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  const secret = readFileSync(join(dir, 'session-secret'), 'utf8').trim();
  const exp = Math.floor(Date.now() / 1000) + 60 * 86_400;
  const sig = createHmac('sha256', `cutoff-reminders:${secret}`)
    .update(`object-link\ncutoff-reminder-stop:${userId}\n${exp}`)
    .digest('base64url');
  return `${userId}.${exp}.${sig}`;
}

/** Opens the stop link in a browser that is not signed in, in the mail's language. */
async function openStopLink(browser: Browser, token: string, lang: Locale) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`/reminders/stop?token=${encodeURIComponent(token)}&lang=${lang}`, {
    waitUntil: 'domcontentloaded',
  });
  return { page, close: () => context.close() };
}

interface Reminder {
  enabled: boolean;
  hours_before: number;
}

test.describe('the reminder before the cutoff', () => {
  test('set on the profile, stopped from the mail’s link without signing in', async ({ page, request, browser }) => {
    const A = texts('en').account.reminders;
    const who = newIdentity('remind');
    await approvedBuyer(request, who, 'en');
    const { userId, home } = await signInContext(page, who);
    await page.goto(home, { waitUntil: 'domcontentloaded' });

    const section = page.getByTestId('cutoff-reminder');
    await expect(section.getByRole('heading', { name: A.title })).toBeVisible();
    await expect(section.getByTestId('cutoff-reminder-next')).toHaveText(A.off);
    await section.getByLabel(A.enabled).check();
    await section.getByLabel(A.hours).selectOption({ label: '12 hours before' });
    await section.getByRole('button', { name: A.save }).click();
    await expect(section.getByRole('status')).toHaveText(A.saved);
    await expect(section.getByTestId('cutoff-reminder-next')).toContainText('order by');
    expect(await trpcGet<Reminder>(page, 'reminders.cutoff')).toMatchObject({ enabled: true, hours_before: 12 });

    const stop = await openStopLink(browser, stopToken(userId), 'en');
    await expect(stop.page.getByRole('heading', { name: A.stopTitle })).toBeVisible();
    await expect(stop.page.getByTestId('reminder-stopped')).toContainText(A.stopDone);
    await stop.close();

    expect(await trpcGet<Reminder>(page, 'reminders.cutoff')).toMatchObject({ enabled: false, hours_before: 12 });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(section.getByLabel(A.enabled)).not.toBeChecked();
    await expect(section.getByTestId('cutoff-reminder-next')).toHaveText(A.off);
  });

  test('the stop link speaks the mail’s language (Korean); a forged one says it did not work', async ({
    request,
    browser,
  }) => {
    const K = texts('ko').account.reminders;
    const who = newIdentity('remind-ko');
    await approvedBuyer(request, who, 'ko');
    const context = await browser.newContext();
    const signedIn = await signInContext(context, who);
    await context.close();

    const stop = await openStopLink(browser, stopToken(signedIn.userId), 'ko');
    await expect(stop.page.getByRole('heading', { name: K.stopTitle })).toBeVisible();
    await expect(stop.page.getByTestId('reminder-stopped')).toContainText(K.stopDone);
    await stop.close();

    const forged = await openStopLink(browser, `${signedIn.userId}.9999999999.${'m'.repeat(43)}`, 'ko');
    await expect(forged.page.getByText(K.stopBad)).toBeVisible();
    await expect(forged.page.getByText(texts('ko').serverErrors.reminders.stopLink)).toBeVisible();
    await forged.close();
  });
});
