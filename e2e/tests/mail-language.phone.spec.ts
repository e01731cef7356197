// One language, on the phone: a buyer whose e-mails are in English chooses Korean from the
// header's language menu and is asked, in Korean, whether our e-mails should follow; yes changes
// the account's mail language. Asked once: choosing Korean again (after English) asks no more, and
// going back to English asks the same question in English.
import { fill, t } from './dictionaries';
import { texts } from './accounts-support';
import { signedInBuyer, trpcGet } from './order-cycle-support';
import { expect, test } from './support';

const en = t('en');
const ko = t('ko');

test('choosing Korean asks once whether e-mails follow, and yes makes them Korean', async ({ page, request }) => {
  await signedInBuyer(page, request, 'en', 'mail-language');
  const { id } = await trpcGet<{ id: number }>(page, 'auth.session');
  const mailLocale = async () => (await trpcGet<{ locale: string }>(page, 'account.profile', { userId: id })).locale;
  expect(await mailLocale()).toBe('en');
  const choose = async (from: 'en' | 'ko', to: RegExp) => {
    const L = from === 'en' ? en : ko;
    await page.getByRole('button', { name: fill(L.header.language, { name: L.language[from].name }) }).click();
    await page.getByRole('group', { name: L.header.chooseLanguage }).getByRole('button', { name: to }).click();
  };
  const KO = texts('ko').account.profile;
  const EN = texts('en').account.profile;

  // --- Korean on screen: the question, in Korean; yes
  await choose('en', /한국어/);
  const ask = page.locator('.toast').filter({ hasText: KO.mailFollowAsk });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(KO.mailFollowText);
  await ask.getByRole('button', { name: KO.mailFollowYes }).click();
  await expect(page.getByText(KO.mailFollowDone)).toBeVisible();
  await expect.poll(mailLocale).toBe('ko');

  // --- English on screen: the mails are Korean now, so the same question in English; not taken
  await choose('ko', /English/);
  const askEnglish = page.locator('.toast').filter({ hasText: EN.mailFollowAsk });
  await expect(askEnglish).toBeVisible();
  await askEnglish.getByRole('button', { name: en.toast.dismiss }).click();
  await expect(askEnglish).toHaveCount(0);
  expect(await mailLocale()).toBe('ko');

  // --- Korean again: the mails already are Korean; and English again: asked once already
  await choose('en', /한국어/);
  await choose('ko', /English/);
  await page.waitForTimeout(500); // the question's chunk and the profile answer have had their turn
  await expect(askEnglish).toHaveCount(0);
});
