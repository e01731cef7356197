import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
// The demo catalogue the server seeds (DEMO=1): the tests read names and prices from the same
// source instead of copying them. Both modules only import types, so nothing else is loaded.
import { demoItems, type DemoItem } from '@wholesale/db/demo-catalogue';
import { formatUsd } from '@wholesale/rules';

export { expect };
export type Locale = 'en' | 'ko';
export const LOCALES: readonly Locale[] = ['en', 'ko'];

// The cookie that keeps the language choice, read by the server and the web client
// (@wholesale/i18n language-choice.ts), and the web client's localStorage key of the cookie
// consent (features/cookie-consent/consent.ts).
export const LANG_COOKIE = 'lang';
export const CONSENT_KEY = 'accepted';

/** The visitor's language choice, as the language picker keeps it: the next page load is in it. */
export async function chooseLanguage(context: BrowserContext, locale: Locale): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the e2e config names no baseURL');
  await context.addCookies([{ name: LANG_COOKIE, value: locale, url: baseURL }]);
}

export function demoItem(id: number): DemoItem {
  const item = demoItems.find((i) => i.id === id);
  if (!item) throw new Error(`demo item ${id} is not in the seed`);
  return item;
}

/** Items the storefront may list: visible with at least one image. */
export function listable(filter: (i: DemoItem) => boolean): DemoItem[] {
  return demoItems.filter((i) => i.show && i.images > 0 && filter(i));
}

export const usd = (cents: number): string => formatUsd(cents / 100);

export const nameIn = (item: DemoItem, locale: Locale): string => (locale === 'ko' ? item.name_ko : item.name);

interface Options {
  /** The language chosen (the lang cookie) before the page loads; null chooses none (the app's default, English). */
  lang: Locale | null;
  /** Pretend the cookie banner was accepted already, so it does not cover the page. */
  cookiesAccepted: boolean;
  /**
   * Console errors and failed requests a test causes on purpose (a refused login's 401, a page
   * that does not exist), matched against "<message> <url>"; several with `anyOf`. Anything else
   * fails the test. One RegExp, not a list: Playwright reads an array given to test.use as
   * [value, options].
   */
  expectedErrors: RegExp | null;
}

interface Fixtures {
  /** Uncaught page errors, checked after every test. */
  pageErrors: string[];
  /** Console errors and failed requests of every page of the test, checked after it. */
  consoleErrors: string[];
}

/**
 * `page` with the language chosen (its cookie) and the cookie notice's answer written to
 * localStorage before the first page script runs (the answer only when nothing is stored yet, so a
 * choice made in the test survives reloads), and a check that no test leaves an uncaught error in the page.
 */
export const test = base.extend<Options & Fixtures>({
  lang: [null, { option: true }],
  cookiesAccepted: [true, { option: true }],
  expectedErrors: [null, { option: true }],
  // Automatic: every test fails if the page threw an uncaught error.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // Automatic: a page that logs an error to the console (a failed request does: Chromium reports
  // every 4xx/5xx answer as "Failed to load resource") or whose request fails fails the test, so
  // the suite proves pages load cleanly (issue 11: a guest's page load made auth.me fail with 401).
  // Every page of the test's context is watched, popups included.
  consoleErrors: [
    async ({ context, expectedErrors: expected }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (msg) => {
          if (msg.type() === 'error') errors.push(`${msg.text()} ${msg.location().url}`);
        });
        page.on('requestfailed', (req) => {
          const failure = req.failure()?.errorText ?? '';
          // Cancelled by the page itself (a navigation away, an image no longer needed): not a failure.
          if (failure.includes('ERR_ABORTED')) return;
          errors.push(`request failed (${failure}) ${req.url()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      const unexpected = errors.filter((e) => !expected?.test(e));
      expect(unexpected, 'console errors or failed requests in the page').toEqual([]);
    },
    { auto: true },
  ],
  // Not Playwright's `locale` (the browser's language): `lang` is the app's kept choice (a cookie).
  page: async ({ page, lang, cookiesAccepted, javaScriptEnabled }, use) => {
    if (lang) await chooseLanguage(page.context(), lang);
    // A page from the server reads whole before its JavaScript runs, but answers no click or key
    // until React has hydrated it (<html data-ready>): every load of one of our pages waits for that.
    if (javaScriptEnabled !== false) {
      for (const name of ['goto', 'reload'] as const) {
        const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
        (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
          const response = await original(...args);
          if (response?.headers()['content-type']?.startsWith('text/html')) {
            await page.locator('html[data-ready]').waitFor({ state: 'attached' });
          }
          return response;
        };
      }
    }
    await page.addInitScript(
      ([consentKey, accepted]) => {
        if (accepted && localStorage.getItem(consentKey) === null) localStorage.setItem(consentKey, 'true');
      },
      [CONSENT_KEY, cookiesAccepted] as const,
    );
    await use(page);
  },
});

/**
 * Opens `path` and waits until the app has rendered its main region. Not for the `load` event:
 * that waits for every eager image, and the assertions that follow wait for what they need.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main#main')).toBeAttached();
}

/** The page's <h1> (every page type has exactly one once loaded). */
export function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/** One pattern matching any of `patterns` (for `expectedErrors`). */
export function anyOf(...patterns: readonly RegExp[]): RegExp {
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));
}

export function failedAnswer(status: number, path: string | RegExp): RegExp {
  const p = typeof path === 'string' ? path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : path.source;
  return new RegExp(`status of ${status} \\(.*\\) https?://[^/]+${p}(?:[?#].*)?$`);
}
