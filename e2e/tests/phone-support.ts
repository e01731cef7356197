// Shared by the phone specs of teams, approvals and documents: the phone's size, the check that
// nothing is wider than it, switching the app's language, and a second phone (another person's:
// its own cookies) for a member of the team.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { chooseLanguage, CONSENT_KEY, expect, type Locale } from './support';

export const PHONE = { width: 390, height: 844 };

/** Nothing wider than the phone: no sideways scrolling. */
export async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Switches the app's language (its kept choice) and reloads the page. */
export async function switchTo(page: Page, locale: Locale): Promise<void> {
  await chooseLanguage(page.context(), locale);
  // An address that names its language (a mail's link) names the new one, as the app's own
  // language menu makes it (LocaleProvider.tsx): the address wins over the cookie.
  const url = new URL(page.url());
  if (!url.searchParams.has('lang')) return void (await page.reload({ waitUntil: 'domcontentloaded' }));
  url.searchParams.set('lang', locale);
  await page.goto(url.toString(), { waitUntil: 'domcontentloaded' });
}

/** A phone of someone else's: its own cookies, the cookie banner accepted, English. */
export async function otherPhone(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  await chooseLanguage(context, 'en');
  await context.addInitScript((consentKey) => {
    if (localStorage.getItem(consentKey) === null) localStorage.setItem(consentKey, 'true');
  }, CONSENT_KEY);
  return context;
}
