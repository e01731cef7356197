// A company's documents that expire in the back office, at desktop size: the
// admin approves a signup entering the expiry dates read on its license and resale certificate;
// the dashboard lists the certificate expiring within 30 days with a link to the customer's page;
// there the admin moves its date to yesterday (checkout then refuses the company's orders) and the
// settings' switch for orders with an expired certificate is turned on and off again. And a renewal:
// the owner of a company whose certificate expired uploads a renewed one, which lifts nothing; the
// admin finds it among the dashboard's renewals to review, enters the date read on it and accepts
// it, and the company's checkout is open again. Shots in English and Korean under
// E2E_SCREENSHOTS, when set.
import type { APIRequestContext } from '@playwright/test';
import { addDays, businessDate } from '@wholesale/rules';
import {
  apiLogin,
  DEMO_ADMIN,
  fill,
  newIdentity,
  pdfFile,
  refuseExpiredCertificates,
  signupRequest,
  texts,
  type Identity,
} from './accounts-support';
import { trpcGet } from './order-cycle-support';
import { chooseLanguage, expect, reviewShot, test } from './support';

const EN = texts('en');
const KO = texts('ko');
const X = EN.admin.expiry;

/** A signup request with a business license and a resale certificate, through the REST door. */
async function applicant(request: APIRequestContext, baseURL: string): Promise<Identity & { requestId: number }> {
  const who = newIdentity('docs-admin');
  const { uploadToken, signupRequestId } = await signupRequest(request, who, 'en', { californiaResale: 'SR-1234' });
  for (const documentType of ['business-license', 'resale-certificate']) {
    const upload = await request.post('/api/s3/upload/document', {
      headers: { origin: new URL(baseURL).origin, 'x-upload-token': uploadToken },
      multipart: { documentType, userEmail: who.email, file: pdfFile(`${documentType}.pdf`) },
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  return { ...who, requestId: signupRequestId };
}

interface Documents {
  company_id: number;
  resale_certificate: { id: number; expires_on: string | null } | null;
  resale_check: string;
  renewals: { id: number; status: string }[];
}

/** What the company has on file, as its owner reads it (REST, bearer). */
async function ownersDocuments(request: APIRequestContext, token: string): Promise<Documents> {
  const res = await request.get('/api/company/documents', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Documents }).data;
}

test.describe('documents that expire, in the back office', () => {
  test.use({ lang: 'en' });
  test.describe.configure({ timeout: 90_000 });

  test('dates on approval, the dashboard\u2019s list, the customer\u2019s page and the setting', async ({
    page,
    request,
    baseURL,
    signIn,
    settingLock,
  }) => {
    const today = businessDate(new Date());
    const who = await applicant(request, baseURL!);
    const name = `${who.firstName} ${who.lastName}`;

    // ---------------------------------------------------------------- approval with the dates read on the files
    await signIn(DEMO_ADMIN);
    await page.goto('/admin/dashboard?page=signup-requests', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article', { name, exact: true });
    await card.getByRole('button', { name: fill(EN.admin.signup.approveLabel, { name }) }).click();
    const dialog = page.getByRole('dialog', { name: EN.admin.signup.approveTitle });
    await dialog.getByLabel(X.signup.license).fill(addDays(today, 200));
    await dialog.getByLabel(X.signup.resale).fill(addDays(today, 10));
    await reviewShot(page, 'approve-en');
    await dialog.getByRole('button', { name: EN.admin.signup.approveConfirm, exact: true }).click();
    await expect(page.getByText(EN.admin.toast.approved, { exact: true })).toBeVisible({ timeout: 15_000 });

    // ---------------------------------------------------------------- the dashboard's list
    await page.goto('/admin/dashboard?page=dashboard', { waitUntil: 'domcontentloaded' });
    const list = page.getByTestId('expiring-documents');
    await expect(list.getByRole('heading', { name: X.dashboard.title })).toBeVisible();
    const row = list.getByRole('row').filter({ hasText: who.company });
    await expect(row).toContainText(X.types.resale);
    await expect(row).toContainText(fill(X.days.left, { days: 10 }).replace('{{s}}', 's'));
    await expect(
      list.getByRole('row').filter({ hasText: who.company }).filter({ hasText: X.types.license }),
    ).toHaveCount(0);
    await reviewShot(page, 'dashboard-en');

    // ---------------------------------------------------------------- the customer's page: a new date
    await row.getByRole('link', { name: fill(X.dashboard.open, { company: who.company }) }).click();
    await expect(page).toHaveURL(/page=customers&customer=\d+$/);
    const docs = page.getByTestId('customer-documents');
    await expect(docs.getByRole('heading', { name: X.customer.title })).toBeVisible();
    await expect(docs.getByTestId('resale-check')).toHaveText(X.customer.resaleCheck.ok);
    const resaleDate = docs.getByLabel(fill(X.customer.expiresLabel, { document: X.types.resale }));
    await expect(resaleDate).toHaveValue(addDays(today, 10));
    await expect(docs.getByLabel(fill(X.customer.expiresLabel, { document: X.types.license }))).toHaveValue(
      addDays(today, 200),
    );
    const yesterday = addDays(today, -1);
    // From here the page reads the business's setting for expired certificates, which this test
    // turns on and off below and documents.phone.spec.ts (another worker) switches too: held until
    // the end of the test.
    await settingLock('resale-certificate');
    await refuseExpiredCertificates(request);
    await resaleDate.fill(yesterday);
    await resaleDate
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: X.customer.save, exact: true })
      .click();
    await expect(page.getByText(X.customer.saved, { exact: true })).toBeVisible();
    await expect(docs.getByTestId('resale-check')).toHaveText(X.customer.resaleCheck.refuse);
    const companyId = Number(new URL(page.url()).searchParams.get('customer'));
    const current = await trpcGet<{ resale_certificate: { expires_on: string; status: string } }>(
      page,
      'documents.current',
      { companyId },
    );
    expect(current.resale_certificate).toMatchObject({ expires_on: yesterday, status: 'expired' });
    await reviewShot(page, 'customer-en');
    await chooseLanguage(page.context(), 'ko');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(docs.getByTestId('resale-check')).toHaveText(KO.admin.expiry.customer.resaleCheck.refuse);
    await reviewShot(page, 'customer-ko');
    await chooseLanguage(page.context(), 'en');

    // ---------------------------------------------------------------- the setting, on and off again
    await page.goto('/admin/dashboard?page=settings', { waitUntil: 'domcontentloaded' });
    const setting = page.getByTestId('resale-setting');
    const toggle = setting.getByRole('switch', { name: X.settings.label });
    // Held (above) and turned off.
    await expect(toggle).not.toBeChecked();
    try {
      await toggle.check();
      await expect(setting.getByText(X.settings.on)).toBeVisible();
      await expect(toggle).toBeChecked();
      await reviewShot(page, 'settings-en');
    } finally {
      await toggle.uncheck();
      await expect(setting.getByText(X.settings.off)).toBeVisible();
    }
  });

  test('a renewal waits for the admin, who accepts it on the dashboard with the date read on it', async ({
    page,
    request,
    baseURL,
    signIn,
  }) => {
    const today = businessDate(new Date());
    const who = await applicant(request, baseURL!);
    const admin = await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const asAdmin = { authorization: `Bearer ${admin}` };
    const approved = await request.post(`/api/users/approve-signup/${who.requestId}`, {
      headers: asAdmin,
      data: { resale_expires_on: addDays(today, 10) },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const owner = await apiLogin(request, who.email, who.password);
    // The certificate on file expired yesterday: the company cannot order.
    const before = await ownersDocuments(request, owner);
    const expired = await request.put(`/api/admin/documents/${before.resale_certificate!.id}/expiry`, {
      headers: asAdmin,
      data: { expires_on: addDays(today, -1) },
    });
    expect(expired.status(), await expired.text()).toBe(200);

    // The owner uploads a renewal dated far off: it waits, and the hold stays.
    const upload = await request.post('/api/company/documents', {
      headers: { authorization: `Bearer ${owner}` },
      multipart: {
        documentType: 'resale-certificate',
        expiresOn: addDays(today, 2000),
        file: pdfFile('renewed certificate.pdf'),
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const waiting = await ownersDocuments(request, owner);
    // The expired certificate still counts ('expired-warn' while another test has the setting on).
    expect(waiting.resale_certificate?.expires_on).toBe(addDays(today, -1));
    expect(['expired-refuse', 'expired-warn']).toContain(waiting.resale_check);
    expect(waiting.renewals).toEqual([expect.objectContaining({ status: 'pending' })]);

    // ---------------------------------------------------------------- the dashboard's renewals to review
    await signIn(DEMO_ADMIN);
    await page.goto('/admin/dashboard?page=dashboard', { waitUntil: 'domcontentloaded' });
    const panel = page.getByTestId('renewals-to-review');
    // The dashboard's first load in this browser: its figures take a while on a busy machine.
    await expect(panel.getByRole('heading', { name: X.renewals.title })).toBeVisible({ timeout: 15_000 });
    const card = panel.getByRole('article').filter({ hasText: who.company });
    await expect(card).toContainText(X.types.resale);
    await expect(card).toContainText('renewed certificate.pdf');
    await expect(
      card.getByRole('button', { name: fill(X.renewals.viewLabel, { file: 'renewed certificate.pdf' }) }),
    ).toBeVisible();
    // The owner typed a date five years off; the file says a year.
    const date = card.getByLabel(X.renewals.dateLabel);
    await expect(date).toHaveValue(addDays(today, 2000));
    const read = addDays(today, 365);
    await date.fill(read);
    await reviewShot(page, 'renewal-en');
    await card
      .getByRole('button', { name: fill(X.renewals.acceptLabel, { document: X.types.resale, company: who.company }) })
      .click();
    await expect(page.getByText(X.renewals.accepted, { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    // The date read on the file is the one on file, and the company can order again.
    const after = await ownersDocuments(request, owner);
    expect(after).toMatchObject({ resale_check: 'ok', resale_certificate: { expires_on: read }, renewals: [] });
    await chooseLanguage(page.context(), 'ko');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(panel.getByRole('heading', { name: KO.admin.expiry.renewals.title })).toBeVisible();
    await reviewShot(page, 'renewals-ko');
    await chooseLanguage(page.context(), 'en');
  });
});
