// Order guides and quick add at phone size: a fresh company's buyer makes a guide with two
// products and their par levels, counts what is on hand, gets the order (par − on hand rounded up
// to whole boxes), changes one line and adds it all to the cart in one tap, which the cart tab
// then shows; the quick add (+/−) on a listing card changes the cart without opening the product;
// and the guide page reads in Korean. E2E_SCREENSHOTS=<dir> saves the guide page in each language.
import type { BrowserContext, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import enCart from '@wholesale/i18n/dictionaries/en/cart';
import enGuides from '@wholesale/i18n/dictionaries/en/orderGuides';
import koGuides from '@wholesale/i18n/dictionaries/ko/orderGuides';
import { STYLE_ROUTES } from '@wholesale/rules';
import { fill } from './accounts-support';
import { signedInBuyer } from './order-cycle-support';
import { boxItems, cartTexts, say } from './ordering-support';
import { fitsThePhone, PHONE } from './phone-support';
import { expect, heading, type Locale, nameIn, reviewShot, test } from './support';

// Box products of their own (other specs take the first ones); each company's cart is its own anyway.
const boxA = boxItems[12] as DemoItem;
const boxB = boxItems[13] as DemoItem;
const quick = boxItems[14] as DemoItem;

async function cartCookie(context: BrowserContext): Promise<unknown> {
  const c = (await context.cookies()).find((k) => k.name === 'cart');
  return c ? JSON.parse(decodeURIComponent(c.value)) : null;
}

const words = (locale: Locale) => (locale === 'ko' ? (koGuides as typeof enGuides) : enGuides);

/** Makes a guide by name on the guides page and opens it. */
async function makeGuide(page: Page, locale: Locale, name: string): Promise<void> {
  const G = words(locale);
  await page.goto('/order-guides', { waitUntil: 'domcontentloaded' });
  await expect(heading(page, G.title)).toBeVisible();
  await expect(page.getByText(G.empty, { exact: true })).toBeVisible();
  await page.getByLabel(G.nameLabel, { exact: true }).fill(name);
  await page.getByRole('button', { name: G.create, exact: true }).click();
  await expect(page).toHaveURL(/\/order-guides\?guide=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Adds a product to the open guide through its search. */
async function addProduct(page: Page, locale: Locale, item: DemoItem): Promise<void> {
  const G = words(locale);
  const name = nameIn(item, locale);
  await page.getByLabel(G.searchLabel, { exact: true }).fill(name);
  await page.getByRole('button', { name: fill(G.addLine, { name }), exact: true }).click();
  await expect(page.getByLabel(fill(G.parLabel, { name, unit: G.boxes }), { exact: true })).toBeVisible();
}

test.describe('order guides', () => {
  test.use({ viewport: PHONE });

  test('a guide with par levels: on hand in, the order out, into the cart in one tap', async ({
    page,
    context,
    request,
  }) => {
    const G = enGuides;
    const a = nameIn(boxA, 'en');
    const b = nameIn(boxB, 'en');
    const profile = await signedInBuyer(page, request, 'en', 'guides');
    // The way in: the profile's card.
    await page.getByRole('link', { name: new RegExp(G.title) }).click();
    await expect(page).toHaveURL(/\/order-guides$/);

    await makeGuide(page, 'en', 'Weekday');
    await expect(page.getByText(G.noLines, { exact: true })).toBeVisible();
    await addProduct(page, 'en', boxA);
    await addProduct(page, 'en', boxB);
    await page.getByLabel(fill(G.parLabel, { name: a, unit: G.boxes }), { exact: true }).fill('6');
    await page.getByLabel(fill(G.parLabel, { name: b, unit: G.boxes }), { exact: true }).fill('3');
    await page.getByRole('button', { name: G.save, exact: true }).click();
    await expect(page.getByRole('button', { name: G.save, exact: true })).toHaveCount(0);

    // After a reload the pars are the saved ones; nothing counted yet orders up to par.
    await page.reload({ waitUntil: 'domcontentloaded' });
    const order = (name: string) => page.getByLabel(fill(G.orderLabel, { name, unit: G.boxes }), { exact: true });
    await expect(order(a)).toHaveValue('6');
    await expect(order(b)).toHaveValue('3');

    // 2.5 boxes on hand of A: 6 − 2.5 = 3.5, rounded up to 4; B counted at par orders none, then 2 by hand.
    await page.getByLabel(fill(G.onHandLabel, { name: a, unit: G.boxes }), { exact: true }).fill('2.5');
    await page.getByLabel(fill(G.onHandLabel, { name: b, unit: G.boxes }), { exact: true }).fill('3');
    await expect(order(a)).toHaveValue('4');
    await expect(order(b)).toHaveValue('0');
    await expect(page.getByText(say(G.summary, { n: 1 }, 1), { exact: true })).toBeVisible();
    await order(b).fill('2');
    await expect(page.getByText(say(G.summary, { n: 2 }, 2), { exact: true })).toBeVisible();
    await fitsThePhone(page);
    await reviewShot(page, 'order-guide-en');

    await page.getByRole('button', { name: G.addToCart, exact: true }).click();
    await expect(page.getByText(say(G.added, { n: 2 }, 2))).toBeVisible();
    expect(await cartCookie(context)).toEqual([
      { id: boxA.id, quantity: 4 },
      { id: boxB.id, quantity: 2 },
    ]);

    // The cart tab shows those quantities.
    await page.getByRole('link', { name: G.viewCart, exact: true }).click();
    await expect(page).toHaveURL(`${profile}?tab=cart`);
    const T = cartTexts('en').tab;
    const line = (name: string) => page.getByRole('listitem').filter({ hasText: name });
    await expect(line(a)).toContainText(say(T.boxes, { n: 4 }, 4));
    await expect(line(b)).toContainText(say(T.boxes, { n: 2 }, 2));
  });

  test('leaving a guide with par levels not saved asks first, by its back link and by Back', async ({
    page,
    request,
  }) => {
    const G = enGuides;
    const a = nameIn(boxA, 'en');
    await signedInBuyer(page, request, 'en', 'guides-leave');
    await makeGuide(page, 'en', 'Weekend');
    await addProduct(page, 'en', boxA);
    const par = page.getByLabel(fill(G.parLabel, { name: a, unit: G.boxes }), { exact: true });
    await par.fill('5');
    const question = page.getByRole('dialog', { name: G.leaveTitle });

    // The guide's back link: asked; keeping on leaves the typed par as it was.
    await page.getByRole('link', { name: G.back, exact: true }).click();
    await expect(question).toBeVisible();
    await expect(question).toContainText(fill(G.leaveText, { name: 'Weekend' }));
    await question.getByRole('button', { name: G.leaveStay, exact: true }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/order-guides\?guide=\d+$/);
    await expect(par).toHaveValue('5');

    // The phone's Back: asked too; leaving without saving goes back to the list, nothing saved.
    await page.goBack();
    await expect(question).toBeVisible();
    await expect(page).toHaveURL(/\/order-guides\?guide=\d+$/);
    await question.getByRole('button', { name: G.leaveConfirm, exact: true }).click();
    await expect(page).toHaveURL(/\/order-guides$/);
    await expect(page.getByText(say(G.products, { n: 0 }, 0), { exact: true })).toBeVisible();

    // Saved, the guide is left without a question.
    await page.getByRole('link', { name: /Weekend/ }).click();
    await addProduct(page, 'en', boxA);
    await par.fill('5');
    await page.getByRole('button', { name: G.save, exact: true }).click();
    // the save's note goes once the saved guide is read back (not merely while "Saving…")
    await expect(page.getByRole('region', { name: G.unsaved })).toHaveCount(0);
    await page.getByRole('link', { name: G.back, exact: true }).click();
    await expect(page).toHaveURL(/\/order-guides$/);
    await expect(question).toHaveCount(0);
  });

  test('quick add on a listing card: + and − change the cart without opening the product', async ({
    page,
    context,
    request,
  }) => {
    const Q = enCart.quick;
    const name = nameIn(quick, 'en');
    await signedInBuyer(page, request, 'en', 'guides-quick');
    await page.goto(STYLE_ROUTES[quick.style], { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('group', { name, exact: true });
    await card.getByRole('button', { name: fill(Q.add, { name }), exact: true }).click();
    await expect(card.getByText(say(Q.inCart, { n: 1 }, 1), { exact: true })).toBeAttached();
    await card.getByRole('button', { name: fill(Q.more, { name }), exact: true }).click();
    await expect(card.getByText(say(Q.inCart, { n: 2 }, 2), { exact: true })).toBeAttached();
    expect(await cartCookie(context)).toEqual([{ id: quick.id, quantity: 2 }]);
    await card.getByRole('button', { name: fill(Q.less, { name }), exact: true }).click();
    await expect(card.getByText(say(Q.inCart, { n: 1 }, 1), { exact: true })).toBeAttached();
    expect(await cartCookie(context)).toEqual([{ id: quick.id, quantity: 1 }]);
    await reviewShot(page, 'quick-add-en', { fullPage: false });
    // Still the listing: the product was never opened.
    await expect(page).toHaveURL(new RegExp(`${STYLE_ROUTES[quick.style]}$`));
  });

  test.describe('in Korean', () => {
    test.use({ lang: 'ko' });
    test('the guide page reads in Korean', async ({ page, request }) => {
      const G = koGuides;
      await signedInBuyer(page, request, 'ko', 'guides-ko');
      await makeGuide(page, 'ko', '주말');
      await addProduct(page, 'ko', boxA);
      const name = nameIn(boxA, 'ko');
      await page.getByLabel(fill(G.onHandLabel, { name, unit: G.boxes }), { exact: true }).fill('0.5');
      await expect(page.getByLabel(fill(G.orderLabel, { name, unit: G.boxes }), { exact: true })).toHaveValue('1');
      await expect(page.getByRole('button', { name: G.addToCart, exact: true })).toBeVisible();
      await fitsThePhone(page);
      await reviewShot(page, 'order-guide-ko');
      // The product added is not saved yet: leaving asks, in Korean.
      await page.getByRole('link', { name: G.back, exact: true }).click();
      const question = page.getByRole('dialog', { name: G.leaveTitle });
      await expect(question).toContainText(fill(G.leaveText, { name: '주말' }));
      await expect(question.getByRole('button', { name: G.leaveConfirm, exact: true })).toBeVisible();
      await question.getByRole('button', { name: G.leaveStay, exact: true }).click();
      await expect(page).toHaveURL(/\/order-guides\?guide=\d+$/);
    });
  });
});
