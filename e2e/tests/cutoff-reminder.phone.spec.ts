// The reminder before the cutoff, at phone size, on a server of the spec's own whose business clock
// (BUSINESS_CLOCK_START) stands at Monday Nov 16 2026, 10 AM in Los Angeles: the next cutoff is
// that day at 5 PM, for Tuesday's pickup. A buyer of the test's own turns the reminder on in the
// profile (12 hours before: due since 5 AM) and sees the next one; a Korean buyer does the same.
// The job runs when a server starts (then every ten minutes), so the server is started again, as a
// deployment restarts it: it mails each of them one reminder, which the spec reads from the mail
// file; the mail's stop link, opened in a browser that is not signed in, turns it off and says so
// (in English, and in Korean for the Korean buyer); a forged link says it did not work. Once with
// two processes at once is proven on PostgreSQL (apps/server/src/cross-cutting/cutoff-reminders.pg.int.test.ts).
import { request as apiRequest, type Browser } from '@playwright/test';
import { encodeUserId, zonedToUtc } from '@wholesale/rules';
import { approvedBuyer, newIdentity, readMails, texts, waitForMail, type Identity } from './accounts-support';
import { ownOrigin, startOwnServer, type OwnServer } from './own-server';
import { PHONE } from './phone-support';
import { expect, test, type Locale } from './support';

const MONDAY_10AM = zonedToUtc('2026-11-16', '10:00');
const origin = ownOrigin(1001);

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin, viewport: PHONE });

let server: OwnServer | undefined;
const english = newIdentity('remind');
const korean = newIdentity('remind-ko');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer('reminders', 1001, { BUSINESS_CLOCK_START: MONDAY_10AM.toISOString() });
});

test.afterAll(async () => {
  await server?.dispose();
});

interface Reminder {
  enabled: boolean;
  hours_before: number;
}

/** `who`, approved on this spec's server and signed in: an API context with its session, and its profile's path. */
async function signedIn(who: Identity, locale: Locale) {
  const api = await apiRequest.newContext({ baseURL: origin });
  await approvedBuyer(api, who, locale, true);
  const res = await api.post('/trpc/auth.login', {
    data: { email: who.email, password: who.password },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { user } = ((await res.json()) as { result: { data: { user: { id: number } } } }).result.data;
  return { api, userId: user.id };
}

/** A tRPC call with `api`'s session. */
async function trpc<T>(api: Awaited<ReturnType<typeof signedIn>>['api'], procedure: string, data?: unknown) {
  const res =
    data === undefined
      ? await api.get(`/trpc/${procedure}`)
      : await api.post(`/trpc/${procedure}`, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** Opens a stop link's path in a browser that is not signed in. */
async function openStopLink(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: origin });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { page, close: () => context.close() };
}

/** The reminder mailed to `email`: its text, and its stop link's path (the host is the server's PUBLIC_URL). */
async function mailedReminder(email: string): Promise<{ text: string; stop: string }> {
  const mail = await waitForMail(
    (m) => m.to.includes(email) && m.text.includes('/reminders/stop?'),
    `the cutoff reminder to ${email}`,
    server!.dataDir,
  );
  const link = new URL(/https?:\/\/\S+\/reminders\/stop\?\S+/.exec(mail.text)![0]);
  return { text: mail.text, stop: `${link.pathname}${link.search}` };
}

test('set on the profile: the next reminder is said before the cutoff', async ({ page, L }) => {
  const A = L.account.reminders;
  const { api, userId } = await signedIn(english, 'en');
  await page.context().addCookies((await api.storageState()).cookies);
  await page.goto(`/profile/user/${encodeUserId(userId)}`, { waitUntil: 'domcontentloaded' });

  const section = page.getByTestId('cutoff-reminder');
  await expect(section.getByRole('heading', { name: A.title })).toBeVisible();
  await expect(section.getByTestId('cutoff-reminder-next')).toHaveText(A.off);
  await section.getByLabel(A.enabled).check();
  await section.getByLabel(A.hours).selectOption({ label: '12 hours before' });
  await section.getByRole('button', { name: A.save }).click();
  await expect(section.getByRole('status')).toHaveText(A.saved);
  await expect(section.getByTestId('cutoff-reminder-next')).toContainText('order by');
  expect(await trpc<Reminder>(api, 'reminders.cutoff')).toMatchObject({ enabled: true, hours_before: 12 });
  await api.dispose();
});

test('mailed once when the job runs; the mail’s stop link stops it without signing in, in the mail’s language', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const A = texts('en').account.reminders;
  const K = texts('ko').account.reminders;
  const ko = await signedIn(korean, 'ko');
  await trpc(ko.api, 'reminders.setCutoff', { enabled: true, hours_before: 24 });
  await ko.api.dispose();
  // Nothing mailed yet: the job ran when the server started, before either buyer asked.
  const reminders = async (email: string) =>
    (await readMails(server!.dataDir)).filter((m) => m.to.includes(email) && m.text.includes('/reminders/stop?'));
  expect(await reminders(english.email)).toHaveLength(0);

  await server!.restart();
  const { text: englishText, stop: englishLink } = await mailedReminder(english.email);
  const { text: koreanText, stop: koreanLink } = await mailedReminder(korean.email);
  // about Tuesday Nov 17: the business clock's next pickup day, whatever day the suite runs
  expect(englishText).toMatch(/Nov(ember)? 17/);
  expect(koreanText).toContain('11월 17일');
  expect(englishLink).toContain('lang=en');
  expect(koreanLink).toContain('lang=ko');
  expect(await reminders(english.email)).toHaveLength(1);

  const stop = await openStopLink(browser, englishLink);
  await expect(stop.page.getByRole('heading', { name: A.stopTitle })).toBeVisible();
  await expect(stop.page.getByTestId('reminder-stopped')).toContainText(A.stopDone);
  await stop.close();
  const en = await apiRequest.newContext({ baseURL: origin });
  const res = await en.post('/trpc/auth.login', {
    data: { email: english.email, password: english.password },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(await trpc<Reminder>(en, 'reminders.cutoff')).toMatchObject({ enabled: false, hours_before: 12 });
  await en.dispose();

  const stopKo = await openStopLink(browser, koreanLink);
  await expect(stopKo.page.getByRole('heading', { name: K.stopTitle })).toBeVisible();
  await expect(stopKo.page.getByTestId('reminder-stopped')).toContainText(K.stopDone);
  await stopKo.close();

  const forged = await openStopLink(browser, `/reminders/stop?token=${ko.userId}.9999999999.${'m'.repeat(43)}&lang=ko`);
  await expect(forged.page.getByText(K.stopBad)).toBeVisible();
  await expect(forged.page.getByText(texts('ko').serverErrors.reminders.stopLink)).toBeVisible();
  await forged.close();
});
