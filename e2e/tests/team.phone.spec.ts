// A restaurant's team on the phone, at 390 px: the demo buyer (the
// company's owner) opens the profile's Team tab and invites a chef (orderer, limit $500) and a
// bookkeeper (viewer); the chef opens the link of the mail in a browser of their own, chooses a
// name and a password and is signed in, and sees no Team tab; the owner sees the chef on the team,
// changes the chef's limit, then removes the chef after the confirmation, and the chef's next page
// load is signed out. The used link then says it no longer works, and so does a link without a
// token. The owner cancels the bookkeeper's invitation. Each new screen is shot in English and
// Korean in E2E_SCREENSHOTS, when set.
import type { Page } from '@playwright/test';
import { encodeUserId } from '@wholesale/rules';
import { DEMO_BUYER, field, fill, ordererSaved, texts, uniqueTag, waitForMail } from './accounts-support';
import { touchTargets, trpcGet } from './order-cycle-support';
import { fitsThePhone, otherPhone, PHONE, switchTo } from './phone-support';
import { expect, failedAnswer, reviewShot, test } from './support';
import { expectNoSeriousAxe } from './axe-support';

const EN = texts('en');
const KO = texts('ko');

interface Team {
  members: { id: number; name: string; email: string; role: string; order_limit: number | null }[];
  invitations: { email: string; role: string; order_limit: number | null }[];
}

const tabs = (page: Page, L = EN) => page.getByRole('navigation', { name: L.account.profile.tabsLabel });
const teamHeading = (page: Page, L = EN) =>
  page.getByRole('heading', { level: 2, name: L.account.team.title, exact: true });
const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/**
 * The page fits the phone in English; switched to Korean, it shows its Korean `title` (the
 * level-1 heading) and `text`, and fits again. Each is saved for review (`<name>-en`, `<name>-ko`).
 */
async function fitsInEnglishThenKorean(page: Page, name: string, title: string, text: string): Promise<void> {
  await fitsThePhone(page);
  await reviewShot(page, `${name}-en`);
  await switchTo(page, 'ko');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await fitsThePhone(page);
  await reviewShot(page, `${name}-ko`);
}

test.describe('a restaurant’s team on the phone', () => {
  // The owner's invitation to an address with an account is refused (409) on purpose.
  test.use({ lang: 'en', viewport: PHONE, expectedErrors: failedAnswer(409, '/trpc/company.invite') });

  test('invite a chef and a bookkeeper; the chef joins by the mail’s link; change the limit, remove the chef, cancel the bookkeeper’s invitation', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const T = EN.account.team;
    const I = EN.account.invitation;
    const tag = uniqueTag();
    const chef = { email: `chef-${tag}@e2e.test`, name: 'Min Chef', password: `chef-pw-${tag}` };
    const books = { email: `books-${tag}@e2e.test` };

    // ---------------------------------------------------------------- the owner's Team tab
    await page.goto((await signIn(DEMO_BUYER)).home, { waitUntil: 'domcontentloaded' });
    const teamTab = tabs(page).getByRole('button', { name: T.tab, exact: true });
    await expect(teamTab).toBeVisible();
    await teamTab.click();
    await expect(page).toHaveURL(/\?view=team$/);
    await expect(teamHeading(page)).toBeVisible();
    await expect(teamHeading(page)).toBeFocused();
    await expect(teamTab).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 3, name: T.members })).toBeVisible();

    // Invite the chef: an orderer (the default) with a $500 limit, the mail in the page's language.
    const email = field(page, EN, EN.account.form.email);
    const limit = field(page, EN, T.limitField);
    const mailLanguage = page.getByLabel(T.mailLanguage);
    const send = page.getByRole('button', { name: T.invite, exact: true });
    await expect(page.getByRole('radio', { name: new RegExp(`^${T.roles.orderer}`) })).toBeChecked();
    await expect(mailLanguage).toHaveValue('en');
    await touchTargets([
      teamTab,
      email,
      limit,
      mailLanguage,
      send,
      page.locator('.team-role-option').first(),
      page.locator('.team-role-option').last(),
    ]);

    // The form's own checks first: a bad limit is refused in words, and focus goes there.
    await email.fill(chef.email);
    await limit.fill('lots');
    await send.click();
    await expect(page.getByText(T.limitInvalid)).toBeVisible();
    await expect(limit).toBeFocused();
    await limit.fill('500');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: fill(T.invited, { email: chef.email }) })).toBeVisible();
    const chefInvitation = card(page, chef.email);
    await expect(chefInvitation).toContainText(T.roles.orderer);
    await expect(chefInvitation).toContainText(fill(T.limitPerOrder, { amount: '$500.00' }));

    // The bookkeeper: a viewer, who has no limit to set.
    await email.fill(books.email);
    // (by its radio: a viewer another spec added to the demo company is listed with the same word)
    const viewerChoice = page.getByRole('radio', { name: new RegExp(`^${T.roles.viewer}`) });
    await viewerChoice.check();
    await expect(viewerChoice).toBeChecked();
    await expect(limit).toHaveCount(0);
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: fill(T.invited, { email: books.email }) })).toBeVisible();
    await expect(card(page, books.email)).toContainText(T.roles.viewer);
    await expect(card(page, books.email)).not.toContainText(T.limit);

    // An address with an account is refused by its code, on the e-mail field.
    await email.fill(DEMO_BUYER.email);
    await send.click();
    await expect(page.getByText(EN.serverErrors.company.emailTaken)).toBeVisible();
    await email.fill('');

    const invited = await trpcGet<Team>(page, 'company.team', {});
    expect(invited.invitations.map((i) => [i.email, i.role, i.order_limit])).toEqual(
      expect.arrayContaining([
        [chef.email, 'orderer', 500],
        [books.email, 'viewer', null],
      ]),
    );
    await fitsThePhone(page);
    await expectNoSeriousAxe(page);
    await reviewShot(page, 'team-en');

    // ---------------------------------------------------------------- the chef joins by the mail's link
    const mail = await waitForMail(
      (m) => m.to.includes(chef.email) && m.text.includes('/accept-invitation?'),
      `invitation for ${chef.email}`,
    );
    const link = new URL(/https?:\/\/\S+\/accept-invitation\?\S+/.exec(mail.text)?.[0] ?? 'http://x/');
    expect(link.searchParams.get('token')).toMatch(/\S{20,}/);
    // the page opens in the invitation's language
    expect(link.searchParams.get('lang')).toBe('en');
    const joinPath = `${link.pathname}${link.search}`;

    if (!baseURL) throw new Error('no baseURL: run through e2e/playwright.config.ts');
    const chefPhone = await otherPhone(browser, baseURL);
    const chefPage = await chefPhone.newPage();
    await chefPage.goto(joinPath, { waitUntil: 'domcontentloaded' });
    await expect(chefPage.getByRole('heading', { level: 1, name: I.title })).toBeVisible();
    await fitsInEnglishThenKorean(chefPage, 'accept', KO.account.invitation.title, KO.account.reset.rule);
    await switchTo(chefPage, 'en');

    const join = chefPage.getByRole('button', { name: I.submit, exact: true });
    await touchTargets([join, field(chefPage, EN, I.name)]);
    // The reset page's password rule, and the same help under the field.
    await expect(chefPage.getByText(EN.account.reset.rule)).toBeVisible();
    await field(chefPage, EN, I.name).fill(chef.name);
    await field(chefPage, EN, I.password).fill('12345');
    await field(chefPage, EN, I.confirmPassword).fill('12345');
    await join.click();
    await expect(chefPage.getByText(EN.account.form.passwordTooShort)).toBeVisible();
    await field(chefPage, EN, I.password).fill(chef.password);
    await field(chefPage, EN, I.confirmPassword).fill(chef.password);
    await join.click();
    // Signed in, on the storefront (an orderer orders), welcomed by name.
    await expect(chefPage).toHaveURL(new URL('/', baseURL).href, { timeout: 15_000 });
    await expect(chefPage.getByText(fill(I.welcomeTitle, { name: chef.name }))).toBeVisible();
    const session = await trpcGet<{ id: number; email: string } | null>(chefPage, 'auth.session');
    expect(session?.email).toBe(chef.email);
    const chefProfile = `/profile/user/${encodeURIComponent(encodeUserId(session!.id))}`;

    // A member manages no team: the profile shows no Team tab.
    // The session says the chef is an orderer: no Team tab, and no probe of the team.
    let probed = false;
    chefPage.on('request', (r) => {
      if (r.url().includes('company.team')) probed = true;
    });
    await chefPage.goto(chefProfile, { waitUntil: 'domcontentloaded' });
    await expect(tabs(chefPage).getByRole('button', { name: EN.account.profile.cart, exact: true })).toBeVisible();
    await expect(tabs(chefPage).getByRole('button', { name: T.tab, exact: true })).toHaveCount(0);
    expect(probed).toBe(false);

    // ---------------------------------------------------------------- back as the owner: the chef is on the team
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(teamHeading(page)).toBeVisible();
    const chefCard = card(page, chef.email);
    await expect(chefCard.getByRole('heading', { level: 4, name: chef.name })).toBeVisible();
    await expect(chefCard).toContainText(fill(T.limitPerOrder, { amount: '$500.00' }));
    // The invitation was used: only the bookkeeper's waits.
    await expect(page.getByRole('region', { name: T.invitations }).getByText(chef.email)).toHaveCount(0);
    await expect(card(page, books.email)).toContainText(T.roles.viewer);

    // The owner changes the chef's limit.
    const change = page.getByRole('button', { name: fill(T.editLabel, { name: chef.name }) });
    const remove = page.getByRole('button', { name: fill(T.removeLabel, { name: chef.name }) });
    await touchTargets([change, remove]);
    await change.click();
    const editor = page.getByRole('form', { name: fill(T.editLabel, { name: chef.name }) });
    await expect(editor.getByLabel(T.role)).toBeFocused();
    await expect(editor.getByLabel(T.role)).toHaveValue('orderer');
    const editorLimit = editor.getByLabel(new RegExp(`^${T.limitField}`));
    await expect(editorLimit).toHaveValue('500');
    await touchTargets([
      editor.getByLabel(T.role),
      editorLimit,
      editor.getByRole('button', { name: T.save, exact: true }),
    ]);
    await editorLimit.fill('750');
    await editor.getByRole('button', { name: T.save, exact: true }).click();
    await expect(ordererSaved(page, T, chef.name, '$750.00')).toBeVisible();
    await expect(change).toBeFocused();
    await expect(chefCard).toContainText(fill(T.limitPerOrder, { amount: '$750.00' }));
    const changed = await trpcGet<Team>(page, 'company.team', {});
    expect(changed.members.find((m) => m.email === chef.email)).toMatchObject({ role: 'orderer', order_limit: 750 });

    // The same screens in Korean: the team, and the removal's confirmation (kept, with Escape).
    await switchTo(page, 'ko');
    const K = KO.account.team;
    await expect(teamHeading(page, KO)).toBeVisible();
    await expect(tabs(page, KO).getByRole('button', { name: K.tab, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(card(page, chef.email)).toContainText(K.roles.orderer);
    await expect(page.getByRole('heading', { level: 3, name: K.inviteTitle })).toBeVisible();
    await fitsThePhone(page);
    await reviewShot(page, 'team-ko');
    await page.getByRole('button', { name: fill(K.removeLabel, { name: chef.name }) }).click();
    const koDialog = page.getByRole('dialog', { name: fill(K.removeTitle, { name: chef.name }) });
    await expect(koDialog).toContainText(fill(K.removeText, { name: chef.name }));
    await reviewShot(page, 'remove-ko');
    await page.keyboard.press('Escape');
    await expect(koDialog).toHaveCount(0);
    await switchTo(page, 'en');
    await expect(teamHeading(page)).toBeVisible();

    // ---------------------------------------------------------------- removing the chef, after the confirmation
    await remove.click();
    const dialog = page.getByRole('dialog', { name: fill(T.removeTitle, { name: chef.name }) });
    await expect(dialog).toContainText(fill(T.removeText, { name: chef.name }));
    const keep = dialog.getByRole('button', { name: T.removeKeep, exact: true });
    const confirm = dialog.getByRole('button', { name: T.removeConfirm, exact: true });
    // Keeping is the safe choice, focused first.
    await expect(keep).toBeFocused();
    await touchTargets([keep, confirm]);
    await expectNoSeriousAxe(page);
    await reviewShot(page, 'remove-en');
    await confirm.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: fill(T.removed, { name: chef.name }) })).toBeVisible();
    await expect(teamHeading(page)).toBeFocused();
    await expect(card(page, chef.email)).toHaveCount(0);
    const after = await trpcGet<Team>(page, 'company.team', {});
    expect(after.members.map((m) => m.email)).not.toContain(chef.email);

    // The bookkeeper's invitation is cancelled after its question: its card goes, and so does it on the server.
    await page.getByRole('button', { name: fill(T.cancelFor, { email: books.email }) }).click();
    const cancelDialog = page.getByRole('dialog', { name: fill(T.cancelTitle, { email: books.email }) });
    await expect(cancelDialog).toContainText(T.cancelText);
    await expect(cancelDialog.getByRole('button', { name: T.cancelKeep, exact: true })).toBeFocused();
    await cancelDialog.getByRole('button', { name: T.cancelConfirm, exact: true }).click();
    await expect(cancelDialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: fill(T.cancelled, { email: books.email }) })).toBeVisible();
    await expect(card(page, books.email)).toHaveCount(0);
    expect((await trpcGet<Team>(page, 'company.team', {})).invitations.map((i) => i.email)).not.toContain(books.email);

    // The chef's next page load is signed out: the profile sends them to sign in.
    await chefPage.goto(chefProfile, { waitUntil: 'domcontentloaded' });
    await expect(chefPage).toHaveURL(/\/login$/, { timeout: 15_000 });
    expect(await trpcGet<unknown>(chefPage, 'auth.session')).toBeNull();

    // ---------------------------------------------------------------- links that do not work
    // The used link: the form, then the refusal by its code, with the way to ask the business.
    const guest = await otherPhone(browser, baseURL);
    const guestPage = await guest.newPage();
    await guestPage.goto(joinPath, { waitUntil: 'domcontentloaded' });
    await field(guestPage, EN, I.name).fill('Someone Else');
    await field(guestPage, EN, I.password).fill(`other-${tag}`);
    await field(guestPage, EN, I.confirmPassword).fill(`other-${tag}`);
    await guestPage.getByRole('button', { name: I.submit, exact: true }).click();
    await expect(guestPage.getByRole('alert').getByText(EN.serverErrors.company.invitationLink)).toBeVisible();
    await expect(guestPage.getByRole('link', { name: I.contact })).toHaveAttribute('href', '/contact');
    // No token at all: the same words at once.
    await guestPage.goto('/accept-invitation', { waitUntil: 'domcontentloaded' });
    await expect(guestPage.getByRole('heading', { level: 1, name: I.badLinkTitle })).toBeVisible();
    await expect(guestPage.getByRole('alert').getByText(EN.serverErrors.company.invitationLink)).toBeVisible();
    const badLinkKo = KO.serverErrors.company.invitationLink;
    await fitsInEnglishThenKorean(guestPage, 'bad-link', KO.account.invitation.badLinkTitle, badLinkKo);

    await chefPhone.close();
    await guest.close();
  });
});
