// A company's team in the back office (the admin sees and manages every company's
// team), at desktop size: the admin opens the demo buyer's customer page from the Customers list
// and sees the company's team (the owner first) without the page's focus moving; invites a chef
// (orderer, $400 limit) and a bookkeeper (viewer); the chef joins by the mail's link; after Refresh
// Data the chef is on the team, and the admin changes the chef's limit. The chef's own customer page
// says they have no team of their own and leads to the owner's (a search of the company's name).
// Back on the owner's page the admin removes the chef (after
// the confirmation) and cancels the bookkeeper's invitation. Every change is checked on the server
// (company.team with the company's id). The team is shot in English and Korean under
// E2E_SCREENSHOTS, when set.
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_BUYER, field, fill, ordererSaved, texts, uniqueTag, waitForMail } from './accounts-support';
import { trpcGet } from './order-cycle-support';
import { switchTo } from './phone-support';
import { expect, failedAnswer, heading, pageOrigin, reviewShot, test } from './support';
import { expectNoSeriousAxe } from './axe-support';

const EN = texts('en');
const KO = texts('ko');

interface Team {
  company_id: number;
  members: { id: number; name: string; email: string; role: string; order_limit: number | null }[];
  invitations: { id: number; email: string; role: string; order_limit: number | null; locale: string }[];
}

const panel = (page: Page) => page.getByTestId('customer-team');
const card = (page: Page, text: string) => panel(page).getByRole('listitem').filter({ hasText: text });

/** The page's tRPC call as its signed-in user (no answer check: for the clean-up). */
async function trpcTry(page: Page, procedure: string, data: unknown): Promise<void> {
  await page.request.post(`/trpc/${procedure}`, { data, headers: { origin: pageOrigin(page) } }).catch(() => undefined);
}

test.describe('a company’s team in the back office', () => {
  // The chef's page asks for a team the chef does not own: a 404 on purpose (alone or in a batch).
  test.use({ lang: 'en', expectedErrors: failedAnswer(404, /\/trpc\/[^?]*company\.team[^?]*/) });

  test('the admin invites, changes a limit, removes a member and cancels an invitation on the owner’s customer page', async ({
    page,
    request,
    baseURL,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const A = EN.admin;
    const C = A.customers;
    const T = EN.account.team;
    const W = C.team;
    const tag = uniqueTag();
    const chef = { email: `admin-chef-${tag}@e2e.test`, name: `Admin Chef ${tag}`, password: `chef-pw-${tag}` };
    const books = { email: `admin-books-${tag}@e2e.test` };
    let buyerId: number | null = null;
    let chefId: number | null = null;
    const nav = page.getByRole('navigation', { name: A.nav.label });
    const team = async () => trpcGet<Team>(page, 'company.team', { companyId: buyerId });

    await page.goto((await signIn(DEMO_ADMIN)).home, { waitUntil: 'domcontentloaded' });
    try {
      // ---------------------------------------------------------------- the owner's customer page
      await nav.getByRole('link', { name: A.nav.customers }).click();
      await expect(heading(page, C.title)).toBeVisible({ timeout: 15_000 });
      await page.getByLabel(C.searchLabel, { exact: true }).fill(DEMO_BUYER.email);
      await page.getByRole('button', { name: C.search, exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: DEMO_BUYER.email });
      await expect(row).toHaveCount(1);
      await row.getByRole('link').first().click();
      await expect(page).toHaveURL(/page=customers&q=[^&]+&customer=\d+$/);
      buyerId = Number(new URL(page.url()).searchParams.get('customer'));

      const teamHeading = panel(page).getByRole('heading', { level: 2, name: T.title, exact: true });
      await expect(teamHeading).toBeVisible();
      await expect(panel(page).getByText(W.intro)).toBeVisible();
      // A panel of the page: it does not take the focus when it appears.
      await expect(teamHeading).not.toBeFocused();
      await expect(panel(page).getByRole('heading', { level: 3, name: T.members, exact: true })).toBeVisible();
      // The owner first, named as the owner (not "you": the admin is not the owner).
      const ownerCard = card(page, DEMO_BUYER.email);
      await expect(ownerCard).toContainText(T.roles.owner);
      await expect(ownerCard).not.toContainText(`(${T.you})`);
      const before = await team();
      expect(before.company_id).toBe(buyerId);
      expect(before.members[0]).toMatchObject({ email: DEMO_BUYER.email, role: 'owner' });

      // ---------------------------------------------------------------- invite a chef and a bookkeeper
      const email = field(page, EN, EN.account.form.email);
      const limit = field(page, EN, T.limitField);
      const send = panel(page).getByRole('button', { name: T.invite, exact: true });
      // The invitation e-mail in the owner's language at first.
      const owner = await trpcGet<{ locale: string }>(page, 'admin.customers.detail', { userId: buyerId });
      await expect(panel(page).getByLabel(T.mailLanguage)).toHaveValue(owner.locale);
      await expect(panel(page).getByRole('radio', { name: new RegExp(`^${T.roles.orderer}`) })).toBeChecked();
      // The admin's words for the roles: the owner approves what is over a limit.
      await expect(panel(page).getByText(W.roleHelp.orderer).first()).toBeVisible();

      await email.fill(chef.email);
      await limit.fill('lots');
      await send.click();
      await expect(panel(page).getByText(T.limitInvalid)).toBeVisible();
      await expect(limit).toBeFocused();
      await limit.fill('400');
      await send.click();
      await expect(page.getByRole('status').filter({ hasText: fill(T.invited, { email: chef.email }) })).toBeVisible();
      await expect(card(page, chef.email)).toContainText(fill(T.limitPerOrder, { amount: '$400.00' }));

      await email.fill(books.email);
      // by its radio: a viewer another spec added to the demo company is listed with the same word
      await panel(page)
        .getByRole('radio', { name: new RegExp(`^${T.roles.viewer}`) })
        .check();
      await expect(limit).toHaveCount(0);
      await send.click();
      await expect(page.getByRole('status').filter({ hasText: fill(T.invited, { email: books.email }) })).toBeVisible();
      await expect(card(page, books.email)).toContainText(T.roles.viewer);

      const invited = await team();
      expect(invited.invitations.map((i) => [i.email, i.role, i.order_limit])).toEqual(
        expect.arrayContaining([
          [chef.email, 'orderer', 400],
          [books.email, 'viewer', null],
        ]),
      );

      // ---------------------------------------------------------------- the chef joins by the mail's link
      const mail = await waitForMail(
        (m) => m.to.includes(chef.email) && m.text.includes('/accept-invitation?'),
        `invitation for ${chef.email}`,
      );
      const token = new URL(
        /https?:\/\/\S+\/accept-invitation\?\S+/.exec(mail.text)?.[0] ?? 'http://x/',
      ).searchParams.get('token');
      expect(token).toMatch(/\S{20,}/);
      if (!baseURL) throw new Error('no baseURL: run through e2e/playwright.config.ts');
      const joined = await request.post('/trpc/company.acceptInvitation', {
        data: { token, name: chef.name, password: chef.password },
        headers: { origin: baseURL },
      });
      expect(joined.status(), await joined.text()).toBe(200);
      chefId = ((await joined.json()) as { result: { data: { user_id: number; company_id: number } } }).result.data
        .user_id;

      // Refresh Data reads the team again: the chef is on it, the invitation used.
      await page.getByRole('button', { name: A.header.refresh, exact: true }).click();
      const chefCard = card(page, chef.email);
      await expect(chefCard.getByRole('heading', { level: 4, name: chef.name })).toBeVisible();
      await expect(chefCard).toContainText(fill(T.limitPerOrder, { amount: '$400.00' }));
      await expect(panel(page).getByRole('region', { name: T.invitations }).getByText(chef.email)).toHaveCount(0);

      // ---------------------------------------------------------------- the admin changes the chef's limit
      const change = panel(page).getByRole('button', { name: fill(T.editLabel, { name: chef.name }), exact: true });
      await change.click();
      const editor = panel(page).getByRole('form', { name: fill(T.editLabel, { name: chef.name }) });
      await expect(editor.getByLabel(T.role)).toBeFocused();
      const editorLimit = editor.getByLabel(new RegExp(`^${T.limitField}`));
      await expect(editorLimit).toHaveValue('400');
      await expect(editor.getByText(W.limitHint)).toBeVisible();
      await editorLimit.fill('650');
      await editor.getByRole('button', { name: T.save, exact: true }).click();
      await expect(ordererSaved(page, T, chef.name, '$650.00')).toBeVisible();
      await expect(change).toBeFocused();
      await expect(chefCard).toContainText(fill(T.limitPerOrder, { amount: '$650.00' }));
      expect((await team()).members.find((m) => m.email === chef.email)).toMatchObject({
        id: chefId,
        role: 'orderer',
        order_limit: 650,
      });
      await expectNoSeriousAxe(page);
      await reviewShot(page, 'customer-team-en');
      // On a phone's width the panel is one column and the page does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The same in Korean: the team, and the removal's question (kept, with Escape).
      await switchTo(page, 'ko');
      const K = KO.account.team;
      await expect(panel(page).getByRole('heading', { level: 2, name: K.title, exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await expect(panel(page).getByText(KO.admin.customers.team.intro)).toBeVisible();
      await expect(card(page, chef.email)).toContainText(K.roles.orderer);
      await expect(card(page, chef.email)).toContainText(fill(K.limitPerOrder, { amount: '$650.00' }));
      await reviewShot(page, 'customer-team-ko');
      await panel(page)
        .getByRole('button', { name: fill(K.removeLabel, { name: chef.name }), exact: true })
        .click();
      const koDialog = page.getByRole('dialog', {
        name: fill(KO.admin.customers.team.removeTitle, { name: chef.name }),
      });
      await expect(koDialog).toContainText(fill(KO.admin.customers.team.removeText, { name: chef.name }));
      await reviewShot(page, 'remove-ko');
      await page.keyboard.press('Escape');
      await expect(koDialog).toHaveCount(0);
      await switchTo(page, 'en');
      await expect(teamHeading).toBeVisible({ timeout: 15_000 });

      // ---------------------------------------------------------------- the chef's own page: no team of theirs
      // The chef's account carries the owner's company name: a search of it finds the owner.
      const chefAccount = await trpcGet<{ company: string | null }>(page, 'admin.customers.detail', { userId: chefId });
      const company = chefAccount.company?.trim() ?? '';
      expect(company).not.toBe('');
      await page.goto(`/admin/dashboard?page=customers&customer=${chefId}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 2, name: C.detail.contactTitle })).toBeVisible({
        timeout: 15_000,
      });
      await expect(panel(page)).toContainText(fill(W.memberNote, { name: chef.name }));
      await expect(panel(page).getByRole('button', { name: T.invite, exact: true })).toHaveCount(0);
      await expect(panel(page).getByRole('heading', { level: 3 })).toHaveCount(0);
      // Its prices and documents are the company's, kept on the owner's page: not offered here.
      await expect(page.getByRole('heading', { level: 2, name: C.detail.listTitle, exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: C.detail.ownTitle, exact: true })).toHaveCount(0);
      await reviewShot(page, 'member-page-en');
      await panel(page)
        .getByRole('link', { name: fill(W.findOwner, { company }), exact: true })
        .click();
      await expect(heading(page, C.title)).toBeVisible();
      await expect(page.getByLabel(C.searchLabel, { exact: true })).toHaveValue(company);
      await page.getByRole('row').filter({ hasText: DEMO_BUYER.email }).getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`customer=${buyerId}$`));
      await expect(teamHeading).toBeVisible({ timeout: 15_000 });

      // ---------------------------------------------------------------- removing the chef, after the question
      await panel(page)
        .getByRole('button', { name: fill(T.removeLabel, { name: chef.name }), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: fill(W.removeTitle, { name: chef.name }) });
      await expect(dialog).toContainText(fill(W.removeText, { name: chef.name }));
      await expect(dialog.getByRole('button', { name: T.removeKeep, exact: true })).toBeFocused();
      await reviewShot(page, 'remove-en');
      await dialog.getByRole('button', { name: T.removeConfirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: fill(W.removed, { name: chef.name }) })).toBeVisible();
      await expect(teamHeading).toBeFocused();
      await expect(card(page, chef.email)).toHaveCount(0);
      expect((await team()).members.map((m) => m.email)).not.toContain(chef.email);
      chefId = null;

      // ---------------------------------------------------------------- cancelling the bookkeeper's invitation
      await panel(page)
        .getByRole('button', { name: fill(T.cancelFor, { email: books.email }), exact: true })
        .click();
      const cancelDialog = page.getByRole('dialog', { name: fill(T.cancelTitle, { email: books.email }) });
      await expect(cancelDialog.getByRole('button', { name: T.cancelKeep, exact: true })).toBeFocused();
      await cancelDialog.getByRole('button', { name: T.cancelConfirm, exact: true }).click();
      await expect(cancelDialog).toHaveCount(0);
      await expect(
        page.getByRole('status').filter({ hasText: fill(T.cancelled, { email: books.email }) }),
      ).toBeVisible();
      await expect(card(page, books.email)).toHaveCount(0);
      expect((await team()).invitations.map((i) => i.email)).not.toContain(books.email);
    } finally {
      // A failed run leaves the demo buyer's team as it found it.
      if (chefId !== null) await trpcTry(page, 'company.removeMember', { userId: chefId });
      if (buyerId !== null) {
        const left = await page.request
          .get(`/trpc/company.team?input=${encodeURIComponent(JSON.stringify({ companyId: buyerId }))}`)
          .catch(() => null);
        const data = left?.ok() ? ((await left.json()) as { result: { data: Team } }).result.data : null;
        for (const i of data?.invitations ?? []) {
          if (i.email === chef.email || i.email === books.email)
            await trpcTry(page, 'company.cancelInvitation', { invitationId: i.id, companyId: buyerId });
        }
      }
    }
  });
});
