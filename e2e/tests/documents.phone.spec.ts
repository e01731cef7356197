// A company's documents that expire on the phone, at 390 px: a new buyer (the
// company's owner) uploads a resale certificate with its expiry date from the profile's Business
// documents (a past date is refused by the form first); the admin (REST) moves the date to
// yesterday, and the checkout says why it cannot take the order and links to the profile's
// documents; with the business setting on it warns instead (the setting is held meanwhile:
// admin-documents.desktop.spec.ts switches it too). Every upload of the owner's waits for
// staff (the admin accepts or refuses it through REST here; admin-documents.desktop.spec.ts walks
// the dashboard): the profile says the renewal waits, then why it was refused, and the checkout
// stays refused until a renewed certificate is accepted. The profile's section and the checkout's
// notice are shot in English and Korean in E2E_SCREENSHOTS, when set.
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, businessDate } from '@wholesale/rules';
import { field, fill, pdfFile, refuseExpiredCertificates, texts } from './accounts-support';
import { adminToken, signedInBuyer, touchTargets, trpcGet } from './order-cycle-support';
import { checkoutTexts, say } from './ordering-support';
import { fitsThePhone, PHONE, switchTo } from './phone-support';
import { expect, type Locale, reviewShot, test } from './support';
import { expectNoSeriousAxe } from './axe-support';

const EN = texts('en');
const KO = texts('ko');
const D = EN.account.documents;
const C = checkoutTexts('en').resale;

interface Current {
  company_id: number;
  resale_certificate: { id: number; expires_on: string | null } | null;
  renewals: { id: number; document_type: string; status: 'pending' | 'refused' }[];
}

/** The longest run of a text between its placeholders: what the page shows whatever fills them. */
const fixedPart = (text: string) =>
  text
    .split(/\{[^}]*\}/)
    .reduce((a, b) => (b.length > a.length ? b : a), '')
    .trim();

/** A calendar date as the pages word it: 'March 9, 2026' / '2026년 3월 9일'. */
const words = (date: string, locale: Locale = 'en') =>
  new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/** The demo admin, through the REST door. */
async function asAdmin(request: APIRequestContext, method: 'put' | 'post', url: string, data: unknown): Promise<void> {
  const token = await adminToken(request);
  const res = await request[method](url, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
}

async function upload(page: Page, expiresOn: string, name: string): Promise<void> {
  const section = page.locator('#documents');
  await section.getByLabel(D.typeLabel, { exact: true }).selectOption('resale-certificate');
  await field(page, EN, D.expiryLabel).fill(expiresOn);
  await section.locator('input[type="file"]').setInputFiles(pdfFile(name));
  await section.getByRole('button', { name: D.submit, exact: true }).click();
}

test.describe('business documents that expire, on the phone', () => {
  test.use({ lang: 'en', viewport: PHONE });

  test('the owner uploads a certificate with its date; once it expired the checkout refuses (or warns) and links to the renewal', async ({
    page,
    request,
    settingLock,
  }) => {
    // About twenty page loads, an axe pass and eight full-page shots: past 90 s on a busy 2-core machine.
    test.setTimeout(150_000);
    const today = businessDate(new Date());
    const profile = await signedInBuyer(page, request, 'en', 'docs');

    // ---------------------------------------------------------------- the profile's Business documents
    const section = page.locator('#documents');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: D.title })).toBeVisible();
    await expect(section.getByText(D.none, { exact: true })).toHaveCount(2);
    await touchTargets([
      section.getByLabel(D.typeLabel, { exact: true }),
      field(page, EN, D.expiryLabel),
      section.getByRole('button', { name: D.submit, exact: true }),
    ]);

    // The form's own checks first: a past date, in words, and focus goes there.
    await upload(page, addDays(today, -1), 'old certificate.pdf');
    await expect(section.getByText(D.errors.expiryPast)).toBeVisible();
    await expect(field(page, EN, D.expiryLabel)).toBeFocused();

    const soon = addDays(today, 20);
    await upload(page, soon, 'resale 2026.pdf');
    await expect(
      section
        .getByRole('status')
        .filter({ hasText: fill(D.uploadedPending, { document: D.resale, date: words(soon) }) }),
    ).toBeVisible();
    // It waits for staff: nothing on file yet, and the page says so.
    const waiting = section.getByTestId('renewal-resale-certificate');
    await expect(waiting).toContainText(fixedPart(D.renewal.pending));
    await expect(waiting).toContainText(words(soon));
    await reviewShot(page, 'profile-renewal-waits-en');
    const first = await trpcGet<Current>(page, 'documents.current', {});
    expect(first.resale_certificate).toBeNull();
    await asAdmin(request, 'post', `/api/admin/documents/${first.renewals[0]!.id}/accept`, { expires_on: soon });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(section.getByText(say(D.status.expiring, { date: words(soon), days: 20 }, 20))).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(section.getByText('resale 2026.pdf', { exact: false })).toBeVisible();
    await fitsThePhone(page);
    await expectNoSeriousAxe(page);
    await reviewShot(page, 'profile-en');

    // ---------------------------------------------------------------- expired: the checkout refuses and says how to renew
    const current = await trpcGet<Current>(page, 'documents.current', {});
    const yesterday = addDays(today, -1);
    await asAdmin(request, 'put', `/api/admin/documents/${current.resale_certificate!.id}/expiry`, {
      expires_on: yesterday,
    });
    // The setting for orders with an expired certificate is the business's, and
    // admin-documents.desktop.spec.ts (another worker) turns it on and off: held from here until
    // this test has turned it off again.
    const releaseSetting = await settingLock('resale-certificate');
    await refuseExpiredCertificates(request);
    await page.goto('/order-summary', { waitUntil: 'domcontentloaded' });
    const notice = page.getByTestId('resale-notice');
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toContainText(C.refuseTitle);
    await expect(notice).toContainText(fill(C.refuseText, { day: words(yesterday) }));
    await expect(notice).toContainText(C.ownerHow);
    await fitsThePhone(page);
    await reviewShot(page, 'checkout-refused-en');
    await switchTo(page, 'ko');
    const KC = checkoutTexts('ko').resale;
    await expect(notice).toContainText(fill(KC.refuseText, { day: words(yesterday, 'ko') }));
    await reviewShot(page, 'checkout-refused-ko');
    await switchTo(page, 'en');

    // With the setting on, the order may go, with a warning.
    try {
      await asAdmin(request, 'put', '/api/settings/resale-certificate', { allow_expired: true });
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(notice).toHaveAttribute('role', 'status');
      await expect(notice).toContainText(fill(C.warnText, { day: words(yesterday) }));
    } finally {
      await refuseExpiredCertificates(request);
    }
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(notice).toHaveAttribute('role', 'alert');
    await releaseSetting();

    // The notice's link opens the profile at its documents.
    await notice.getByRole('link', { name: C.upload }).click();
    await expect(page).toHaveURL(new RegExp(`${profile}#documents$`));
    await expect(section.getByText(fill(D.status.expired, { date: words(yesterday) }))).toBeInViewport();
    await switchTo(page, 'ko');
    await expect(section.getByRole('heading', { level: 2, name: KO.account.documents.title })).toBeVisible();
    await expect(
      section.getByText(fill(KO.account.documents.status.expired, { date: words(yesterday, 'ko') })),
    ).toBeVisible();
    await reviewShot(page, 'profile-expired-ko');
    await switchTo(page, 'en');

    // ---------------------------------------------------------------- a renewal: refused with a reason, then accepted
    const renewed = addDays(today, 400);
    await upload(page, renewed, 'junk.pdf');
    await expect(waiting).toBeVisible();
    // The upload alone lifts nothing: the checkout still holds the expired certificate against the
    // order (its notice is there: refusing, or warning while the other spec has the setting on).
    await page.goto('/order-summary', { waitUntil: 'domcontentloaded' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(words(yesterday));
    const junk = (await trpcGet<Current>(page, 'documents.current', {})).renewals[0]!;
    const reason = 'The file is not a resale certificate.';
    await asAdmin(request, 'post', `/api/admin/documents/${junk.id}/refuse`, { reason });
    await page.goto(`${profile}#documents`, { waitUntil: 'domcontentloaded' });
    await expect(waiting).toHaveClass(/alert/);
    await expect(waiting).toContainText(reason);
    await reviewShot(page, 'profile-renewal-refused-en');
    await switchTo(page, 'ko');
    await expect(waiting).toContainText(fixedPart(KO.account.documents.renewal.refused));
    await expect(waiting).toContainText(reason);
    await reviewShot(page, 'profile-renewal-refused-ko');
    await switchTo(page, 'en');

    await upload(page, renewed, 'resale renewed.pdf');
    await expect(waiting).toHaveClass(/note/);
    const good = (await trpcGet<Current>(page, 'documents.current', {})).renewals[0]!;
    await asAdmin(request, 'post', `/api/admin/documents/${good.id}/accept`, { expires_on: renewed });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(section.getByText(fill(D.status.valid, { date: words(renewed) }), { exact: true })).toBeVisible();
    await page.goto('/order-summary', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('resale-notice')).toHaveCount(0);
  });
});
