// Helpers of the account end-to-end specs (accounts-*.spec.ts): the account and admin
// dictionaries (re-exported from dictionaries.ts), unique test identities, small documents with
// real magic bytes, the .eml files the server writes into DATA_DIR/mail, and a quick way to make
// an approved buyer through the REST API.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { fill, texts, type AccountDictionary, type AdminDictionary, type Texts } from './dictionaries';
import { DEMO_ADMIN, DEMO_BUYER, expect, heading, signInContext, type Locale } from './support';

export {
  fill,
  literal,
  texts,
  type AccountDictionary,
  type AdminDictionary,
  type ServerErrorsDictionary,
  type Texts,
} from './dictionaries';

export { DEMO_ADMIN, DEMO_BUYER };

/**
 * Opens a back-office page as staff do: the dashboard, then the page's link in the side
 * navigation (`link` picks its name); waits for the page's heading `title`.
 */
export async function openFromAdminNav(
  page: Page,
  locale: Locale,
  link: (nav: AdminDictionary['nav']) => string,
  title: string,
): Promise<void> {
  const nav = texts(locale).admin.nav;
  await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('navigation', { name: nav.label })
    .getByRole('link', { name: link(nav), exact: true })
    .click();
  await expect(heading(page, title)).toBeVisible({ timeout: 15_000 });
}

/** Signs the demo admin in on `page` and opens the dashboard, waiting for its heading. */
export async function openDashboardAsAdmin(page: Page, locale: Locale): Promise<void> {
  await signInContext(page, DEMO_ADMIN);
  await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
  await expect(heading(page, texts(locale).admin.nav.dashboard)).toBeVisible({ timeout: 15_000 });
}

/** Where the server's inquiries go by default (apps/server/src/config.ts, DEFAULT_INQUIRY_EMAIL). */
export const BUSINESS_INBOX = 'sales@wholesale.localhost';

/**
 * A short token unique to this run, worker and test: the suite shares one database, runs on two
 * workers and twice (phone and desktop), so every account and inquiry needs its own identity.
 */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export interface Identity {
  tag: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  password: string;
}

/** A new applicant; letters only in the names so they read as names in both languages. */
export function newIdentity(prefix: string): Identity {
  const tag = uniqueTag();
  const letters = tag.replace(/[^a-z]/g, '').slice(0, 4) || 'x';
  return {
    tag,
    firstName: `Dana${letters}`,
    lastName: `Tester${tag}`,
    email: `${prefix}-${tag}@e2e.test`,
    company: `Grill House ${tag}`,
    password: `pw-${tag}`,
  };
}

/** A one-page PDF: starts with `%PDF-` as the server's content check expects. */
export function pdfFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A JPEG header (SOI + JFIF APP0) and end marker: enough for the magic-byte check. */
export function jpgFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ];
  const buffer = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from(app0),
    randomBytes(64),
    Buffer.from([0xff, 0xd9]),
  ]);
  return { name, mimeType: 'image/jpeg', buffer };
}

// ------------------------------------------------------------------ mail (.eml files)

export interface Mail {
  file: string;
  to: string[];
  replyTo: string[];
  /** The decoded text/plain part. */
  text: string;
}

/** The mail written by the shared server, or by a spec's own server (its data directory). */
function mailDir(dataDir = process.env.E2E_DATA_DIR): string {
  const dir = dataDir;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return join(dir, 'mail');
}

type Headers = Map<string, string>;

function splitMessage(raw: string): { headers: Headers; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Headers = new Map();
  // Folded header lines continue with whitespace (RFC 5322 2.2.3).
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(key)) headers.set(key, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const unfolded = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < unfolded.length; i++) {
        const hex = unfolded.slice(i + 1, i + 3);
        if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(unfolded[i] ?? '', 'utf8'));
        }
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return body;
  }
}

/** The first text/plain part of a (possibly nested multipart) message, decoded. */
function textPart(headers: Headers, body: string): string | null {
  const type = headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return null;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = splitMessage(part.replace(/^\r?\n/, ''));
      const found = textPart(inner.headers, inner.body);
      if (found !== null) return found;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? decodeBody(body, headers.get('content-transfer-encoding')) : null;
}

const addresses = (value: string | undefined): string[] =>
  (value?.match(/[^\s<>",;]+@[^\s<>",;]+/g) ?? []).map((a) => a.toLowerCase());

function parseEml(file: string, raw: string): Mail {
  const { headers, body } = splitMessage(raw);
  return {
    file,
    to: addresses(headers.get('to')),
    replyTo: addresses(headers.get('reply-to')),
    text: textPart(headers, body) ?? '',
  };
}

/** Every message written so far (the transport renames finished files to *.eml). */
export async function readMails(dataDir?: string): Promise<Mail[]> {
  const dir = mailDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch {
    return []; // no mail yet: the directory appears with the first message
  }
  return Promise.all(names.map(async (n) => parseEml(n, await readFile(join(dir, n), 'utf8'))));
}

/**
 * Waits until the mail worker (it polls the outbox every few seconds) has written a message that
 * `match` accepts, and returns it.
 */
export async function waitForMail(match: (m: Mail) => boolean, what: string, dataDir?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMails(dataDir)).find(match);
        return found !== undefined;
      },
      { message: `mail: ${what}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as Mail;
}

// ------------------------------------------------------------------ UI and API shortcuts

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The form control labelled `label`. The labels of the account forms end with a hidden ' *' when
 * required or a visible '(optional)', and 'Password' is also the start of 'Show password': match
 * the whole label with those endings (a password input has no role for getByRole).
 */
export function field(page: Page, L: Texts, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}(?:\\s*\\*)?(?:\\s*${escape(L.account.form.optional)})?$`));
}

/**
 * Signs in through /login and waits for the redirect: the admin to the dashboard, a buyer to the
 * profile. For the specs of the sign-in itself; everywhere else the `signIn` fixture (support.ts)
 * signs in without the form.
 */
export async function signInUi(page: Page, L: Texts, email: string, password: string): Promise<void> {
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await field(page, L, L.account.form.email).fill(email);
  await field(page, L, L.account.form.password).fill(password);
  await page.getByRole('button', { name: L.account.login.submit, exact: true }).click();
  const landing = email === DEMO_ADMIN.email ? /\/admin\/dashboard$/ : /\/profile\/user\/[^/?]+$/;
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}

// The demo accounts' bearer tokens, one per account and worker (a token lasts hours, and no spec
// signs the demo accounts out): each password check (argon2) costs the server a good part of a core.
const demoTokens = new Map<string, string>();

/** Signs in through the REST API (POST /api/users/login): the bearer token. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
  /** false on a spec's own server: the kept tokens are the shared server's */
  keep = true,
): Promise<string> {
  const demo = keep && (email === DEMO_ADMIN.email || email === DEMO_BUYER.email);
  const kept = demo ? demoTokens.get(email) : undefined;
  if (kept) return kept;
  const res = await request.post('/api/users/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('login answered without a token');
  if (demo) demoTokens.set(email, body.token);
  return body.token;
}

/** The team's status line saying `name` is now an orderer with a limit of `amount` ('$650.00') an order. */
export function ordererSaved(page: Page, T: AccountDictionary['team'], name: string, amount: string): Locator {
  return page.getByRole('status').filter({
    hasText: fill(T.saved, { name, role: T.roles.orderer, limit: fill(T.limitPerOrder, { amount }) }),
  });
}

/** What the REST signup answers: the request to approve, and the token its documents upload with. */
export interface SignupAnswer {
  signupRequestId: number;
  uploadToken: string;
}

/** A signup request of `who` through the REST door (a business license; `extra` adds fields). */
export async function signupRequest(
  request: APIRequestContext,
  who: Identity,
  locale: Locale,
  extra: Record<string, string> = {},
): Promise<SignupAnswer> {
  const signup = await request.post('/api/users/signup', {
    data: {
      firstName: who.firstName,
      lastName: who.lastName,
      companyName: who.company,
      email: who.email,
      password: who.password,
      licenseNumber: 'LA-1234567',
      locale,
      ...extra,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  return (await signup.json()) as SignupAnswer;
}

/**
 * An approved buyer made through the REST API (signup, then the demo admin approves): for specs
 * whose subject starts after the approval (password reset), so they do not repeat the signup UI.
 */
export async function approvedBuyer(
  request: APIRequestContext,
  who: Identity,
  locale: Locale,
  /** a spec's own server (`request` made for it): the demo admin signs in there afresh */
  ownServer = false,
): Promise<void> {
  const { signupRequestId } = await signupRequest(request, who, locale);
  const token = await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password, !ownServer);
  const approve = await request.post(`/api/users/approve-signup/${signupRequestId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approve.status(), await approve.text()).toBe(200);
}

/**
 * Turns off the business's setting that takes orders despite an expired resale certificate (its
 * default), as the demo admin through the REST door. A test that holds the setting (settingLock)
 * calls it first: a test that timed out while the setting was on could not turn it off again, its
 * page already closed.
 */
export async function refuseExpiredCertificates(request: APIRequestContext): Promise<void> {
  const token = await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const res = await request.put('/api/settings/resale-certificate', {
    data: { allow_expired: false },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}
