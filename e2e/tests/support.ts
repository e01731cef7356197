import { mkdirSync } from 'node:fs';
import { mkdir, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  request as apiRequest,
  test as base,
  expect,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
// The demo catalogue the server seeds (DEMO=1): the tests read names and prices from the same
// source instead of copying them. Both modules only import types, so nothing else is loaded.
import { demoItems, type DemoItem } from '@wholesale/db/demo-catalogue';
import { encodeUserId, formatUsd } from '@wholesale/rules';
import { texts, type Texts } from './dictionaries';

export { expect };
export type Locale = 'en' | 'ko';
export const LOCALES: readonly Locale[] = ['en', 'ko'];

// The cookie that keeps the language choice, read by the server and the web client
// (@wholesale/i18n language-choice.ts), and the web client's localStorage key of the cookie
// consent (features/cookie-consent/consent.ts).
export const LANG_COOKIE = 'lang';
export const CONSENT_KEY = 'accepted';

// The demo accounts of the seed (DEMO=1).
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo-admin-2468' } as const;
export const DEMO_BUYER = { email: 'buyer@demo.test', password: 'demo-buyer-1357' } as const;

export interface Credentials {
  email: string;
  password: string;
}

/** Who a sign-in signed in, and where the sign-in form would have sent them. */
export interface SignedIn {
  userId: number;
  /** The admin's dashboard, or the buyer's profile (/profile/user/{encoded id}). */
  home: string;
}

interface Session extends SignedIn {
  cookies: Cookie[];
}

function baseUrl(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the e2e config names no baseURL');
  return baseURL;
}

/**
 * The origin a page's own calls carry (the server refuses a cross-site write): the page's, or the
 * app's while the page has opened nothing yet (signed in by `signIn`, which opens nothing).
 */
export function pageOrigin(page: Page): string {
  const url = page.url();
  return url.startsWith('http') ? new URL(url).origin : appOrigin();
}

/** The app's origin (the config's baseURL). */
export const appOrigin = (): string => new URL(baseUrl()).origin;

/** One sign-in through tRPC's auth.login, as the login form makes it: the session cookie it sets. */
async function newSession(who: Credentials): Promise<Session> {
  const baseURL = baseUrl();
  const api = await apiRequest.newContext({ baseURL });
  try {
    const res = await api.post('/trpc/auth.login', {
      data: { email: who.email, password: who.password },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { user } = ((await res.json()) as { result: { data: { user: { id: number; is_admin: boolean } } } }).result
      .data;
    const { cookies } = await api.storageState();
    return {
      userId: user.id,
      home: user.is_admin ? '/admin/dashboard' : `/profile/user/${encodeUserId(user.id)}`,
      cookies,
    };
  } finally {
    await api.dispose();
  }
}

// The demo accounts' sessions, one per account and worker: no spec signs them out, and a session
// lasts hours, so each worker pays their password check (argon2) once.
const demoSessions = new Map<string, Promise<Session>>();
const isDemo = (email: string) => email === DEMO_ADMIN.email || email === DEMO_BUYER.email;

/**
 * Signs `target`'s browser context in as `who` without the login form: the session cookie of a
 * sign-in through the API. Nothing is opened: go to `home` (or anywhere) next. The demo accounts'
 * sessions are kept per worker; anyone else gets a session of their own (a spec that signs a user
 * out ends only that session). Specs use the `signIn` fixture; helpers that get a page call this.
 */
export async function signInContext(target: Page | BrowserContext, who: Credentials): Promise<SignedIn> {
  const context = 'context' in target ? target.context() : target;
  let session: Promise<Session>;
  if (isDemo(who.email)) {
    session = demoSessions.get(who.email) ?? newSession(who);
    demoSessions.set(who.email, session);
    // A failed sign-in is not kept: the next test tries again.
    session.catch(() => demoSessions.delete(who.email));
  } else {
    session = newSession(who);
  }
  const { cookies, userId, home } = await session;
  await context.addCookies(cookies);
  return { userId, home };
}

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

/**
 * Takes the run-wide lock `name` (every worker's specs share one server, so one database and its
 * settings), waiting while another test holds it: a directory made in the run's data directory,
 * which only one maker can create. Returns its release; the `settingLock` fixture also releases
 * it when the test ends, however it ends.
 */
async function takeLock(name: string): Promise<() => Promise<void>> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  await mkdir(join(dataDir, 'locks'), { recursive: true });
  const dir = join(dataDir, 'locks', name);
  await expect
    .poll(
      () =>
        mkdir(dir).then(
          () => true,
          (e: NodeJS.ErrnoException) => (e.code === 'EEXIST' ? false : Promise.reject(e)),
        ),
      { message: `the lock ${name}`, timeout: 120_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  let held = true;
  return async () => {
    if (held) await rmdir(dir);
    held = false;
  };
}

interface Fixtures {
  /** The texts of the test's language (`lang`; English, the app's default, when none is chosen). */
  L: Texts;
  /**
   * Holds a setting of the whole business (one server for every worker) while the test reads or
   * changes it: `await settingLock('resale-certificate')` waits for any other test holding it and
   * returns the release. Held until released, or until the test ends.
   */
  settingLock: (name: string) => Promise<() => Promise<void>>;
  /**
   * Signs the test's page (or another page or context of the test) in as `who` through the API, not
   * the login form (accounts-*.spec.ts test that): see signInContext. Opens nothing.
   */
  signIn: (who: Credentials, target?: Page | BrowserContext) => Promise<SignedIn>;
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
  L: async ({ lang }, use) => {
    await use(texts(lang ?? 'en'));
  },
  signIn: async ({ page }, use) => {
    await use((who, target = page) => signInContext(target, who));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  settingLock: async ({}, use) => {
    const releases: (() => Promise<void>)[] = [];
    await use(async (name) => {
      const release = await takeLock(name);
      releases.push(release);
      return release;
    });
    for (const release of releases) await release();
  },
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
  // the suite proves pages load cleanly (a guest's page load once made auth.me fail with 401).
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
    // A test's page.route handler may still be answering a refetch as the page closes: its
    // "Response has been disposed" is not the test's failure. (A test may have closed the page.)
    if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
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

/**
 * The folder for pictures a person looks at (E2E_SCREENSHOTS=<dir>). Without it no picture is
 * taken: no assertion reads them, and a whole page drawn without a GPU and encoded as a PNG costs
 * the browser more than most steps of a test.
 */
export const SHOTS_DIR = process.env.E2E_SCREENSHOTS;

/**
 * Saves the page (its whole length unless `fullPage: false`) or one part of it as SHOTS_DIR/name.png;
 * answers the file's path, or undefined when no folder is named.
 */
export async function reviewShot(
  target: Page | Locator,
  name: string,
  { fullPage = true, uncovered = false }: { fullPage?: boolean; uncovered?: boolean } = {},
): Promise<string | undefined> {
  if (!SHOTS_DIR) return undefined;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = join(SHOTS_DIR, `${name}.png`);
  const page = 'goto' in target ? target : target.page();
  // `uncovered`: the sticky header and the toasts out of the way while it is drawn, through the
  // CSSOM (the page's CSP refuses inline styles, which Playwright's `style` option adds).
  const cover = (hidden: boolean) =>
    page.evaluate((hide) => {
      const header = document.querySelector<HTMLElement>('.site-header');
      if (header) header.style.position = hide ? 'static' : '';
      document.querySelectorAll<HTMLElement>('.toaster').forEach((t) => (t.style.display = hide ? 'none' : ''));
    }, hidden);
  if (uncovered) await cover(true);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
  if (uncovered) await cover(false);
  return path;
}

/** The page's <h1> (every page type has exactly one once loaded). */
export function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/**
 * The tag of a test the desktop project leaves out (playwright.config.ts): the Korean run of a
 * flow whose English run is checked at both sizes (its words are the same at any size, and the
 * Korean layouts themselves are checked at both sizes: storefront-layout, a11y); and, in a spec of
 * both sizes, a test of what the pages hold or answer rather than how they are laid out (ANY_SIZE).
 */
export const PHONE_ONLY = '@phone-only';

/**
 * A test's options in a spec of both sizes, for a test whose answer is the same at any size (what
 * a listing holds, a guest's prices, a not-found page's words): run once, on the phone.
 */
export const ANY_SIZE = { tag: PHONE_ONLY };

/** A block's options in `locale` for a spec of both sizes: in Korean, the phone only. */
export const koreanOnThePhone = (locale: Locale): { tag?: string } => (locale === 'ko' ? { tag: PHONE_ONLY } : {});

/** One pattern matching any of `patterns` (for `expectedErrors`). */
export function anyOf(...patterns: readonly RegExp[]): RegExp {
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));
}

export function failedAnswer(status: number, path: string | RegExp): RegExp {
  const p = typeof path === 'string' ? path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : path.source;
  return new RegExp(`status of ${status} \\(.*\\) https?://[^/]+${p}(?:[?#].*)?$`);
}

/** The blocks `inEachLanguage` declares, beyond their language. */
export interface LanguageBlocks {
  /** The block's title in `locale`: `(en)` / `(ko)` without one. */
  title?: (locale: Locale) => string;
  /** For a spec of both sizes: the Korean block runs on the phone only (see koreanOnThePhone). */
  koreanOnThePhone?: boolean;
  /** The blocks' other options (test.use), beside their language. */
  use?: Parameters<typeof test.use>[0];
}

/**
 * Declares `body`'s tests once per language, in a block titled `(en)` / `(ko)` or `title(locale)`,
 * whose pages open in that language: every flow is proven in English and in Korean, the one way.
 */
export function inEachLanguage(body: (locale: Locale) => void): void;
export function inEachLanguage(title: (locale: Locale) => string, body: (locale: Locale) => void): void;
export function inEachLanguage(blocks: LanguageBlocks, body: (locale: Locale) => void): void;
export function inEachLanguage(
  ...args: [(locale: Locale) => void] | [((locale: Locale) => string) | LanguageBlocks, (locale: Locale) => void]
): void {
  const [first, body] = args.length === 2 ? args : [{}, args[0]];
  const { title = (locale: Locale) => `(${locale})`, ...blocks } =
    typeof first === 'function' ? { title: first } : first;
  for (const locale of LOCALES) {
    test.describe(title(locale), blocks.koreanOnThePhone ? koreanOnThePhone(locale) : {}, () => {
      test.use({ lang: locale });
      if (blocks.use) test.use(blocks.use);
      body(locale);
    });
  }
}
