// The back office's Inquiries page (catalogue spec §2, §4, §5 and §8): an inquiry sent through the
// public contact API, with a cart and a license file, is listed with everything the customer sent;
// a blank reply is refused with the spec's warning and nothing is sent; a reply is previewed in the
// customer's language, sent, delivered to the customer's mailbox and kept on the inquiry; the
// status toggle shows the server's new value; the file opens through its signed link. Desktop
// size only, in English and Korean (each answering a customer of the other language).
// E2E_SCREENSHOTS=<dir> also saves the page, the card and the preview as images for review.
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import enMail from '@wholesale/i18n/dictionaries/en/mail';
import koMail from '@wholesale/i18n/dictionaries/ko/mail';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import { fill, literal, openDashboardAsAdmin, pdfFile, texts, uniqueTag, waitForMail } from './accounts-support';
import { listedItems } from './ordering-support';
import { expect, heading, inEachLanguage, type Locale, nameIn, reviewShot, SHOTS_DIR, test, usd } from './support';
import { expectNoSeriousAxe } from './axe-support';

type MailTexts = typeof enMail;
const mailTexts = (locale: Locale): MailTexts => (locale === 'ko' ? (koMail as MailTexts) : enMail);

/**
 * Where a new tab was sent: its address once it shows the page or, where the browser saves a PDF
 * instead of showing it (Chromium's headless shell, which the suite runs in, has no PDF viewer),
 * the address of the file it saved.
 */
async function popupTarget(popup: Page): Promise<string> {
  const saved = popup.waitForEvent('download').then((d) => d.url());
  // A navigation that turns into a download is aborted: then the download answers.
  const shown = popup
    .waitForURL((url) => url.href !== 'about:blank')
    .then(() => popup.url())
    .catch(() => saved);
  return Promise.race([saved, shown]);
}

// Near the end of the catalogue: no other spec's usual items.
const shown = listedItems;
const first = shown[shown.length - 2] as DemoItem;
const second = shown[shown.length - 1] as DemoItem;

interface Sent {
  id: number;
  name: string;
  email: string;
  company: string;
  message: string;
  file: string;
  locale: Locale;
}

/** A visitor's inquiry through POST /api/inquiries, then its license file with the upload token. */
async function sendInquiry(request: APIRequestContext, origin: string, locale: Locale): Promise<Sent> {
  const tag = uniqueTag();
  const letters = tag.replace(/[^a-z]/g, '').slice(0, 4) || 'x';
  const sent = {
    name: `Dana${letters} Inquirer${tag}`,
    email: `inquiry-${tag}@e2e.test`,
    company: `Grill House ${tag}`,
    message: `Do you have 40 boxes a week? ref ${tag}\nWe also need pork belly.`,
    locale,
  };
  const res = await request.post('/api/inquiries', {
    headers: { origin },
    data: {
      ...sent,
      phone: '213-555-0142',
      license_number: 'LA-1234567',
      california_resale: 'SR-AA-123456',
      company_address_1: '1200 E 14th St',
      city: 'Los Angeles',
      state: 'CA',
      zip_code: '90021',
      cart_items: [
        { id: first.id, quantity: 2 },
        { id: second.id, quantity: 1 },
      ],
      item_id: first.id,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { data: { id: number }; uploadToken: string };
  const file = pdfFile(`inquiry-license-${tag}.pdf`);
  const upload = await request.post(`/api/inquiries/${body.data.id}/documents`, {
    // The token in its header: checked before the file is read (a token field must precede the file).
    headers: { origin, 'x-upload-token': body.uploadToken },
    multipart: { file, documentType: 'business-license', userEmail: sent.email },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return { ...sent, id: body.data.id, file: file.name };
}

/** The card at phone width, for review: the page must not break there either. */
async function phoneShot(page: Page, name: string, target: Locator): Promise<void> {
  if (!SHOTS_DIR) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(target, name);
  if (size) await page.setViewportSize(size);
}

/** The JSON of a single tRPC call's answer (the batch link wraps it in an array). */
async function trpcData<T>(res: { json: () => Promise<unknown> }): Promise<T> {
  const body = (await res.json()) as { result: { data: T } } | { result: { data: T } }[];
  return (Array.isArray(body) ? body[0] : body)!.result.data;
}

test.describe('admin inquiries', () => {
  inEachLanguage((locale) => {
    test('lists a new inquiry, refuses a blank reply, previews and sends a reply, toggles status, opens the file', async ({
      page,
      request,
      baseURL,
      L,
    }) => {
      test.setTimeout(90_000);
      const A = L.admin;
      const I = A.inquiries;
      // Each language answers a customer who wrote in the other one: the e-mail follows the customer.
      const customerLocale: Locale = locale === 'en' ? 'ko' : 'en';
      const M = mailTexts(customerLocale);
      const sent = await sendInquiry(request, new URL(baseURL ?? page.url()).origin, customerLocale);

      // Every reply request the page makes, to prove a refused one sends nothing.
      const replyCalls: Request[] = [];
      page.on('request', (r) => {
        if (r.url().includes('admin.inquiries.reply')) replyCalls.push(r);
      });

      // --- from the dashboard's card to the page
      await openDashboardAsAdmin(page, locale);
      await page.getByRole('link', { name: I.dashboardLink }).click();
      await expect(page).toHaveURL(/[?&]page=inquiries/);
      await expect(heading(page, I.title)).toBeVisible();

      // --- the inquiry, with what the customer sent
      const card = page.getByRole('article', { name: sent.name });
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading', { level: 2, name: sent.name })).toBeVisible();
      await expect(card.getByText(sent.company, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: sent.email })).toHaveAttribute('href', `mailto:${sent.email}`);
      await expect(card.getByText('SR-AA-123456')).toBeVisible();
      await expect(card.getByText('LA-1234567')).toBeVisible();
      await expect(card.getByText('1200 E 14th St, Los Angeles, CA 90021')).toBeVisible();
      await expect(card.locator('.inq-message')).toHaveText(sent.message);
      await expect(card.locator('time').first()).toContainText(L.base.common.pacificZone);
      await expect(card.locator('.inq-status')).toHaveText(I.unresolved);
      const cart = card.getByRole('table', { name: fill(I.cart.caption, { name: sent.name }) });
      await expect(cart.getByRole('rowheader', { name: nameIn(first, locale) })).toBeVisible();
      await expect(cart.getByRole('row').filter({ hasText: nameIn(first, locale) })).toContainText(
        usd(first.price_cents * 2),
      );
      await expect(cart.getByRole('row').filter({ hasText: nameIn(second, locale) })).toContainText(
        usd(second.price_cents),
      );
      await expect(card.getByTestId('inquiry-cart-total')).toHaveText(usd(first.price_cents * 2 + second.price_cents));
      await expect(
        card.getByRole('region', { name: I.item }).getByRole('link', { name: literal(nameIn(first, locale)) }),
      ).toHaveAttribute('href', `/wholesale/product/${first.id}`);
      await expect(card.getByText(I.replies.empty)).toBeVisible();
      await reviewShot(page, `inquiries-${locale}`);
      await reviewShot(card, `inquiry-card-${locale}`);
      await expectNoSeriousAxe(page);

      // --- a blank reply: the spec's warning, and nothing is sent
      await card.getByRole('button', { name: fill(I.replyLabel, { name: sent.name }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(I.dialog.title, { name: sent.name }) });
      await expect(dialog).toBeVisible();
      const message = dialog.getByRole('textbox', { name: I.dialog.message });
      await expect(message).toBeFocused();
      const recipient = dialog.getByRole('textbox', { name: I.dialog.to });
      await expect(recipient).toHaveValue(sent.email);
      await expect(dialog.getByRole('combobox', { name: I.dialog.language })).toHaveValue(customerLocale);
      await message.fill('   \n  ');
      await dialog.getByRole('button', { name: I.dialog.preview }).click();
      await expect(page.getByText(I.toast.responseRequired, { exact: true })).toBeVisible();
      await expect(page.getByText(I.toast.responseRequiredText).first()).toBeVisible();
      await expect(message).toBeFocused();
      await expect(dialog.getByTestId('reply-preview')).toHaveCount(0);

      // ...and without a recipient
      const answer = `Pickup at DTLA from Monday, ref ${sent.id}.\nCall us to confirm.`;
      await message.fill(answer);
      await recipient.fill('');
      await dialog.getByRole('button', { name: I.dialog.preview }).click();
      await expect(page.getByText(I.toast.recipientMissing, { exact: true }).first()).toBeVisible();
      await expect(recipient).toBeFocused();
      await recipient.fill(sent.email);

      // Escape with a reply typed asks first; Keep editing goes back to it with nothing lost
      await page.keyboard.press('Escape');
      const discard = dialog.getByRole('group', { name: I.dialog.discardTitle });
      await expect(discard.getByRole('button', { name: I.dialog.keepEditing })).toBeFocused();
      await discard.getByRole('button', { name: I.dialog.keepEditing }).click();
      await expect(discard).toHaveCount(0);
      await expect(message).toBeFocused();
      await expect(message).toHaveValue(answer);

      // --- the preview, in the customer's language: greeting, the answer, their message quoted
      await dialog.getByRole('combobox', { name: I.dialog.type }).selectOption('quote');
      await reviewShot(dialog, `inquiry-compose-${locale}`);
      await dialog.getByRole('button', { name: I.dialog.preview }).click();
      const preview = dialog.getByTestId('reply-preview');
      await expect(preview.getByRole('heading', { name: I.dialog.previewTitle })).toBeFocused();
      await expect(preview).toContainText(fill(M.greeting, { name: sent.name }));
      await expect(preview).toContainText(M.inquiryResponse.intro);
      await expect(preview.locator('.inq-preview-block').first()).toHaveText(answer);
      await expect(preview.locator('blockquote')).toHaveText(sent.message);
      await expect(preview).toContainText(
        fill(M.inquiryResponse.subject, { brand: texts(customerLocale).base.common.brand }),
      );
      await reviewShot(dialog, `inquiry-reply-${locale}`);
      await expectNoSeriousAxe(page);
      expect(replyCalls, 'nothing is sent before Send').toHaveLength(0);

      // --- send: the toast, the mail to the customer, the reply kept on the inquiry
      await dialog.getByRole('button', { name: I.dialog.send, exact: true }).click();
      await expect(page.getByText(I.toast.sent, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(replyCalls).toHaveLength(1);
      const mail = await waitForMail(
        (m) => m.to.includes(sent.email) && m.text.includes(`ref ${sent.id}.`),
        `reply to ${sent.email}`,
      );
      expect(mail.to).toEqual([sent.email]);
      // The e-mail's lines end in CRLF, as SMTP has them.
      const mailText = mail.text.replace(/\r\n/g, '\n');
      expect(mailText).toContain(fill(M.greeting, { name: sent.name }));
      expect(mailText).toContain(answer);
      expect(mailText).toContain(`> ${sent.message.replace(/\n/g, '\n> ')}`);
      const replies = card.getByRole('region', { name: I.replies.title });
      await expect(card.locator('.inq-badges').getByText(I.answered, { exact: true })).toBeVisible();
      await expect(replies.getByRole('listitem')).toHaveCount(1);
      await expect(replies.getByRole('listitem')).toContainText(`ref ${sent.id}.`);
      await expect(replies.getByRole('listitem')).toContainText(fill(I.replies.to, { email: sent.email }));
      await expect(replies.getByRole('listitem')).toContainText(I.types.quote);
      await reviewShot(card, `inquiry-answered-${locale}`);
      await phoneShot(page, `inquiry-phone-${locale}`, card);

      // --- the status toggle shows the value the server answered, both ways
      for (const [label, next] of [
        [I.markResolvedLabel, 'resolved'],
        [I.markUnresolvedLabel, 'unresolved'],
      ] as const) {
        const answered = page.waitForResponse((r) => r.url().includes('admin.inquiries.toggleStatus'));
        const toggle = card.getByRole('button', { name: fill(label, { name: sent.name }) });
        await toggle.focus();
        await page.keyboard.press('Enter');
        const res = await answered;
        expect(res.status()).toBe(200);
        const data = await trpcData<{ id: number; status: string }>(res);
        expect(data).toEqual({ id: sent.id, status: next });
        await expect(card.locator('.inq-status')).toHaveText(next === 'resolved' ? I.resolved : I.unresolved);
        await expect(
          page.getByText(
            fill(I.statusUpdatedText, { name: sent.name, status: next === 'resolved' ? I.resolved : I.unresolved }),
          ),
        ).toBeVisible();
        // The same button, relabelled, keeps the focus.
        await expect(
          card.getByRole('button', {
            name: fill(next === 'resolved' ? I.markUnresolvedLabel : I.markResolvedLabel, { name: sent.name }),
          }),
        ).toBeFocused();
      }

      // --- the file opens through a fresh signed link, which answers 200
      const docs = card.getByRole('region', { name: I.documents });
      await expect(docs.getByText(sent.file)).toBeVisible();
      await expect(docs.getByText(A.documents.types.businessLicense)).toBeVisible();
      const link = page.waitForResponse((r) => r.url().includes('admin.inquiries.documentLink'));
      const signed = page.waitForResponse((r) => new URL(r.url()).searchParams.has('sig'));
      // Where the new tab goes is read from the moment it opens: a saved file is an event, missed if
      // read later.
      const opened = page.waitForEvent('popup').then(async (tab) => ({ tab, target: await popupTarget(tab) }));
      await docs.getByRole('button', { name: fill(A.documents.viewLabel, { file: sent.file }) }).click();
      const { downloadUrl } = await trpcData<{ downloadUrl: string }>(await link);
      const file = await signed;
      expect(file.status()).toBe(200);
      expect(new URL(file.url()).pathname + new URL(file.url()).search).toBe(downloadUrl);
      expect(await file.headerValue('content-type')).toMatch(/^application\/pdf/);
      // The page shows its own copy of the PDF (a blob), not the server's attachment.
      const { tab, target } = await opened;
      expect(target).toMatch(/^blob:/);
      await tab.close();
    });
  });
});
