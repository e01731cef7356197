// The back office's Item List (catalogue spec §2-§5 and §8, and the new products and
// photos): a page at a time, searched and filtered by the server, with the state in the URL (it
// survives a reload; the pager's moves are history entries, so Back steps back); search (also in
// Korean), the editor saving with 'Item Updated' and the storefront showing the change, show/hide
// taking the product off the storefront and back, the form's own validation (nothing sent), a new
// product through the form, a real JPEG uploaded as its photo and served as AVIF, and a file that
// only pretends to be a JPEG refused by the server. Desktop size, in English and Korean. The suite
// shares one database with specs running in parallel: every change here is made to a product this
// spec creates, never to a demo item.
// E2E_SCREENSHOTS=<dir> also saves the page and the editor as images for review.
import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, fill, uniqueTag, type Texts } from './accounts-support';
import { expectNoSeriousAxe } from './axe-support';
import { demoItems } from '@wholesale/db/demo-catalogue';
import {
  expect,
  failedAnswer,
  heading,
  inEachLanguage,
  listable,
  nameIn,
  pageOrigin,
  reviewShot,
  SHOTS_DIR,
  signInContext,
  test,
} from './support';

type AdminItem = {
  id: number;
  slug: string;
  style: string;
  name: string;
  name_ko: string;
  price: number;
  show: boolean;
  images: number;
  description_ko: string;
};
type ItemPage = {
  items: AdminItem[];
  page: number;
  page_size: number;
  has_more: boolean;
  counts: { all: number; active: number; hidden: number };
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole page; with an open editor, what the viewport shows of it (scrolled to `at`). */
async function shot(page: Page, name: string, dialog?: { locator: Locator; at: 'top' | 'bottom' }): Promise<void> {
  if (!SHOTS_DIR) return;
  if (dialog) await dialog.locator.evaluate((d, at) => d.scrollTo(0, at === 'top' ? 0 : d.scrollHeight), dialog.at);
  await reviewShot(page, `items-${name}`, { fullPage: !dialog });
}

/** A field of the editor by its whole label (which may end with the '(required)' mark). */
function field(scope: Locator, L: Texts, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}(?:\\s*${escape(L.admin.items.form.required)})?$`));
}

/** Signs the admin in and opens the Item List's first page; what the server answered for it. */
async function openItemList(page: Page, L: Texts): Promise<ItemPage> {
  await signInContext(page, DEMO_ADMIN);
  const answer = itemPageAnswer(page, 1);
  await page.goto('/admin/dashboard?page=items', { waitUntil: 'domcontentloaded' });
  await expect(heading(page, L.admin.items.title)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('table.item-table tbody tr').first()).toBeVisible();
  return answer;
}

/** The answer to the page's next tRPC admin.items.page call for list page `n` (batched with other calls or not). */
async function itemPageAnswer(page: Page, n: number): Promise<ItemPage> {
  const asks = (r: Response) =>
    r.url().includes('admin.items.page') && new RegExp(`"page":${n}[,}]`).test(decodeURIComponent(r.url()));
  const res = await page.waitForResponse(asks);
  expect(res.status()).toBe(200);
  const calls = new URL(res.url()).pathname.replace(/^\/trpc\//, '').split(',');
  const body = (await res.json()) as unknown;
  const one = (Array.isArray(body) ? body[calls.indexOf('admin.items.page')] : body) as { result: { data: ItemPage } };
  return one.result.data;
}

/** The Item List's URL parameters. */
function params(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** The list shows the answer for the URL's state, not the previous one kept on screen while it loads. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Types a search and submits it (Enter): the URL has it, and the list shows the server's answer. */
async function searchFor(page: Page, L: Texts, text: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: L.admin.items.search });
  await search.fill(text);
  await search.press('Enter');
  await expect.poll(() => params(page).q ?? '').toBe(text.trim());
  await settled(page);
}

/** "Items 51–…": the range line of a page starting at `from`, whatever its last row (specs running alongside add products). */
function rangeFrom(L: Texts, from: number): RegExp {
  return new RegExp(`^${escape(fill(L.admin.items.showing, { from, to: 'TO' })).replace('TO', '\\d+')}$`);
}

/** The catalogue's counts as the page words them (English adds the plural 's' of the item count). */
function countsText(L: Texts, counts: ItemPage['counts']): string {
  return fill(L.admin.items.counts, counts).replace(/\{\{(\w*)\}\}/, (_, plural: string) =>
    counts.all === 1 ? '' : plural,
  );
}

/** A product of this test's own, created through tRPC with the admin's session (no photo yet). */
async function createProduct(page: Page, tag: string): Promise<AdminItem> {
  const res = await page.request.post('/trpc/admin.items.create', {
    data: {
      name: `E2E Galbi ${tag}`,
      name_ko: `이투이 갈비 ${tag}`,
      style: 'marinated',
      species: 'beef',
      spec: '30 lb - 5 lb x 6 packs',
      price: 88,
    },
    headers: { origin: pageOrigin(page) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return trpcData<AdminItem>(await res.json());
}

/** The data of a tRPC answer, batched (the app's client) or not (a direct call). */
function trpcData<T>(body: unknown): T {
  const one = (Array.isArray(body) ? body[0] : body) as { result: { data: T } };
  return one.result.data;
}

/** What a guest (no cookies) gets for GET /api/items/:id: the status and the item. */
async function asGuest(request: APIRequestContext, id: number): Promise<{ status: number; data?: AdminItem }> {
  const res = await request.get(`/api/items/${id}`);
  const body = (await res.json().catch(() => ({}))) as { data?: AdminItem };
  return { status: res.status(), ...(body.data ? { data: body.data } : {}) };
}

/** axe finds no serious or critical problem on what the page shows now (as a11y.spec.ts asks of the storefront). */
/** The open dialog passes axe: the list behind it is checked whole by admin-chrome.desktop.spec.ts. */
const expectAccessibleDialog = (page: Page, where: string) =>
  expectNoSeriousAxe(page, where, { within: '[role="dialog"]' });

/** A real JPEG, small, drawn by sharp. */
async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 170, g: 40, b: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function choosePhoto(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

test.describe('admin item list', () => {
  // The upload test sends a file that is not a photo on purpose: its 400 is the answer under test.
  test.use({ expectedErrors: failedAnswer(400, /\/api\/admin\/items\/\d+\/images/) });
  inEachLanguage((locale) => {
    test('search finds items in both languages; an edit saves and reaches the storefront; hide and show', async ({
      page,
      request,
      L,
    }) => {
      test.setTimeout(90_000);
      const I = L.admin.items;
      await openItemList(page, L);
      const product = await createProduct(page, uniqueTag());
      const name = (item: { name: string; name_ko: string }) => (locale === 'ko' ? item.name_ko : item.name);
      const rows = page.locator('table.item-table tbody tr');
      const search = page.getByRole('searchbox', { name: I.search });

      // --- search: a demo item by its English name, then by its Korean name; nothing else matches
      // A demo product whose names are in no other product's names, so the search finds it alone.
      const unique = (d: (typeof demoItems)[number]) =>
        !demoItems.some((o) => o !== d && (o.name.includes(d.name) || o.name_ko.includes(d.name_ko)));
      const demo = listable(unique)[0]!;
      // Typing asks nothing; the submitted search goes to the server.
      const asked: string[] = [];
      page.on('request', (r) => {
        const url = decodeURIComponent(r.url());
        if (url.includes('admin.items.page') && url.includes('"q":')) asked.push(url);
      });
      await search.fill(demo.name);
      await page.waitForTimeout(400);
      expect(asked).toEqual([]);
      await search.press('Enter');
      await expect.poll(() => params(page).q).toBe(demo.name);
      await settled(page);
      expect(asked.some((url) => url.includes(`"q":"${demo.name}"`))).toBe(true);
      await expect(rows.filter({ hasText: nameIn(demo, locale) })).toHaveCount(1);
      await searchFor(page, L, demo.name_ko);
      await expect(rows.filter({ hasText: nameIn(demo, locale) })).toHaveCount(1);
      for (const text of await rows.allTextContents()) expect(text).toContain(demo.name_ko);
      // The product made a moment ago, at the end of the catalogue (maybe not on the first page): by its Korean name.
      await searchFor(page, L, product.name_ko);
      const row = rows.filter({ hasText: product.name_ko });
      await expect(row).toHaveCount(1);
      await expect(rows).toHaveCount(1);
      await expect(row.getByText(I.noPhoto)).toBeVisible();
      await expect(row.getByText(I.active, { exact: true })).toBeVisible();
      await shot(page, `list-search-${locale}`);

      // --- edit: the price and the Korean description; 'Item Updated'; the storefront has them
      await row.getByRole('button', { name: fill(I.editLabel, { name: name(product) }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(I.form.editTitle, { name: name(product) }) });
      await expect(dialog).toBeVisible();
      await expect(field(dialog, L, I.form.name)).toHaveValue(product.name);
      await expect(field(dialog, L, I.form.price)).toHaveValue('88');
      await field(dialog, L, I.form.price).fill('95.25');
      await field(dialog, L, I.form.descriptionKo).fill(`진한 양념 ${product.id}`);
      await field(dialog, L, I.form.ingredients).fill(' Beef , Soy sauce,, Pear ');
      await shot(page, `edit-${locale}`, { locator: dialog, at: 'top' });
      const saved = page.waitForResponse((r) => r.url().includes('/trpc/admin.items.update'));
      await dialog.getByRole('button', { name: I.form.save, exact: true }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText(I.toast.updated, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('$95.25');
      await expect
        .poll(async () => (await asGuest(request, product.id)).data)
        .toMatchObject({
          price: 95.25,
          description_ko: `진한 양념 ${product.id}`,
          ingredients: ['Beef', 'Soy sauce', 'Pear'],
        });

      // --- unsaved changes: closing asks first; Keep editing keeps them, Discard drops them
      await row.getByRole('button', { name: fill(I.editLabel, { name: name(product) }) }).click();
      await field(dialog, L, I.form.name).fill('Not saved');
      await page.keyboard.press('Escape');
      const confirm = page.getByRole('dialog', { name: I.form.discardTitle });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: I.form.keepEditing }).click();
      await expect(field(dialog, L, I.form.name)).toHaveValue('Not saved');
      await dialog.getByRole('button', { name: I.form.cancel, exact: true }).click();
      await confirm.getByRole('button', { name: I.form.discard }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(name(product));
      expect((await asGuest(request, product.id)).data?.name).toBe(product.name);

      // --- hide: the badge follows the server, and a guest no longer gets the product; show: back
      await row.getByRole('button', { name: fill(I.hideLabel, { name: name(product) }) }).click();
      await expect(page.getByText(fill(I.toast.hiddenText, { name: name(product) }))).toBeVisible();
      await expect(row.getByText(I.hidden, { exact: true })).toBeVisible();
      await expect.poll(async () => (await asGuest(request, product.id)).status).toBe(404);
      await row.getByRole('button', { name: fill(I.showLabel, { name: name(product) }) }).click();
      await expect(page.getByText(fill(I.toast.shownText, { name: name(product) }))).toBeVisible();
      await expect(row.getByText(I.active, { exact: true })).toBeVisible();
      await expect.poll(async () => (await asGuest(request, product.id)).status).toBe(200);

      // --- the Active/Hidden filter: emptying the search box shows every item again, then only hidden ones
      const visibility = page.getByLabel(I.visibility, { exact: true });
      await search.fill('');
      await expect.poll(() => params(page)).toEqual({ page: 'items' });
      await visibility.selectOption('hidden');
      await expect.poll(() => params(page)).toEqual({ page: 'items', show: 'hidden' });
      await settled(page);
      await expect(rows.first()).toBeVisible();
      // (the visibility badge, not the count of special prices some products carry)
      for (const badge of await rows.locator('.admin-order-badge:not(.item-special)').allTextContents())
        expect(badge).toBe(I.hidden);
      // The product is active: the search and the filter together find nothing.
      await searchFor(page, L, product.name_ko);
      await expect(page.getByText(I.noMatch, { exact: true })).toBeVisible();
      await expect(rows).toHaveCount(0);

      // --- the search and a filter are in the URL, and a reload keeps them
      await visibility.selectOption('active');
      await expect.poll(() => params(page)).toEqual({ page: 'items', q: product.name_ko, show: 'active' });
      await settled(page);
      await expect(rows).toHaveCount(1);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(heading(page, I.title)).toBeVisible({ timeout: 15_000 });
      await expect(search).toHaveValue(product.name_ko);
      await expect(visibility).toHaveValue('active');
      await expect(row).toHaveCount(1);
      await expect(rows).toHaveCount(1);
      await page.getByRole('button', { name: I.clear }).click();
      await expect.poll(() => params(page)).toEqual({ page: 'items' });
      await expect(visibility).toHaveValue('');
      await expect(search).toHaveValue('');
      await settled(page);
      await shot(page, `list-${locale}`);
      await searchFor(page, L, product.name_ko);
      await expect(rows).toHaveCount(1);

      // --- at phone width nothing spills out of the page: the table scrolls inside its frame, the
      // editor fits the screen with its fields in one column
      await page.setViewportSize({ width: 412, height: 823 });
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await expect.poll(overflow).toBeLessThanOrEqual(0);
      await row.getByRole('button', { name: fill(I.editLabel, { name: name(product) }) }).click();
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 412).toBe(true);
      const [nameBox, nameKoBox] = await Promise.all([
        field(dialog, L, I.form.name).boundingBox(),
        field(dialog, L, I.form.nameKo).boundingBox(),
      ]);
      expect(nameKoBox!.y).toBeGreaterThan(nameBox!.y);
      await shot(page, `phone-edit-${locale}`, { locator: dialog, at: 'top' });
      await dialog.getByRole('button', { name: I.form.cancel, exact: true }).click();
      await expect(dialog).toBeHidden();
      await shot(page, `phone-list-${locale}`);
    });

    test('page by page: the range and the catalogue counts, Next and Previous, the browser Back, a filter starting again at page 1', async ({
      page,
      L,
    }) => {
      const I = L.admin.items;
      const first = await openItemList(page, L);
      // The demo catalogue (~55 items, more with the products the specs add) is longer than a page.
      expect(first.page_size).toBe(50);
      expect(first.has_more, 'the catalogue fills more than one page').toBe(true);
      expect(first.items).toHaveLength(50);
      const rows = page.locator('table.item-table tbody tr');
      const status = page.locator('p.admin-count');
      const pager = page.getByRole('navigation', { name: I.pager });
      const previous = pager.getByRole('button', { name: I.previousPage });
      const next = pager.getByRole('button', { name: I.nextPage });
      await expect(status).toHaveText(fill(I.showing, { from: 1, to: 50 }));
      await expect(page.locator('.item-counts')).toHaveText(countsText(L, first.counts));
      expect(first.counts.all).toBe(first.counts.active + first.counts.hidden);
      await expect(rows).toHaveCount(50);
      await expect(rows.first()).toHaveAttribute('data-item-id', String(first.items[0]!.id));
      await expect(pager.getByText(fill(I.pageOf, { page: 1 }))).toBeVisible();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      // --- Next: page 2, in the URL, the rows after the first 50
      const asked = itemPageAnswer(page, 2);
      await next.click();
      const second = await asked;
      expect(second.page).toBe(2);
      await expect.poll(() => params(page)).toEqual({ page: 'items', pg: '2' });
      await settled(page);
      await expect(status).toHaveText(fill(I.showing, { from: 51, to: 50 + second.items.length }));
      await expect(rows).toHaveCount(second.items.length);
      await expect(rows.first()).toHaveAttribute('data-item-id', String(second.items[0]!.id));
      expect(first.items.map((i) => i.id)).not.toContain(second.items[0]!.id);
      await expect(pager.getByText(fill(I.pageOf, { page: 2 }))).toBeVisible();
      await expect(previous).toBeEnabled();
      // A page 3 only if the specs running alongside added more than 45 products.
      await (second.has_more ? expect(next).toBeEnabled() : expect(next).toBeDisabled());
      await shot(page, `paged-${locale}`);

      // --- Previous: page 1 again
      await previous.click();
      await expect.poll(() => params(page)).toEqual({ page: 'items' });
      await settled(page);
      await expect(status).toHaveText(fill(I.showing, { from: 1, to: 50 }));
      await expect(rows.first()).toHaveAttribute('data-item-id', String(first.items[0]!.id));

      // --- the browser's Back steps back through the pager's moves: page 2, then page 1
      await page.goBack();
      await expect.poll(() => params(page)).toEqual({ page: 'items', pg: '2' });
      await settled(page);
      await expect(status).toHaveText(rangeFrom(L, 51));
      await page.goBack();
      await expect.poll(() => params(page)).toEqual({ page: 'items' });
      await settled(page);
      await expect(status).toHaveText(fill(I.showing, { from: 1, to: 50 }));
      await expect(pager.getByText(fill(I.pageOf, { page: 1 }))).toBeVisible();

      // --- a filter chosen on page 2 starts again at page 1, in place of page 2's history entry
      await page.goForward();
      await expect.poll(() => params(page)).toEqual({ page: 'items', pg: '2' });
      await settled(page);
      await page.getByLabel(I.visibility, { exact: true }).selectOption('active');
      await expect.poll(() => params(page)).toEqual({ page: 'items', show: 'active' });
      await settled(page);
      await expect(status).toHaveText(rangeFrom(L, 1));
      for (const badge of await rows.locator('.admin-order-badge:not(.item-special)').allTextContents())
        expect(badge).toBe(I.active);
      await page.goBack();
      await expect.poll(() => params(page)).toEqual({ page: 'items' });
      await settled(page);
      await expect(page.getByLabel(I.visibility, { exact: true })).toHaveValue('');
      await expect(status).toHaveText(fill(I.showing, { from: 1, to: 50 }));
    });

    test('a new product: the form refuses a negative price without sending, then adds it; a JPEG photo reaches the storefront; a fake one is refused', async ({
      page,
      request,
      L,
    }) => {
      test.setTimeout(90_000);
      const I = L.admin.items;
      const F = I.form;
      const tag = uniqueTag();
      const product = { name: `E2E Pork Jowl ${tag}`, name_ko: `이투이 항정살 ${tag}` };
      const shown = locale === 'ko' ? product.name_ko : product.name;
      // The list itself, as opened here, passes axe in admin-chrome.desktop.spec.ts (both languages).
      await openItemList(page, L);

      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/trpc/admin.items.create')) sent.push(r.url());
      });

      await page.getByRole('button', { name: I.add, exact: true }).click();
      const create = page.getByRole('dialog', { name: F.createTitle });
      await expect(create).toBeVisible();
      await expect(field(create, L, F.name)).toBeFocused();
      await field(create, L, F.name).fill(product.name);
      await field(create, L, F.nameKo).fill(product.name_ko);
      await field(create, L, F.type).fill('Pork jowl');
      await field(create, L, F.typeKo).fill('항정살');
      await field(create, L, F.style).selectOption('processed');
      await field(create, L, F.species).selectOption('pork');
      await field(create, L, F.spec).selectOption('C.W. (Catch Weights)');
      await field(create, L, F.allergensKo).fill('대두, 밀');
      const price = field(create, L, F.price);
      await price.fill('-5');

      // --- a negative price: the form says so next to the field, and nothing is sent
      await create.getByRole('button', { name: F.create, exact: true }).click();
      const minMessage = fill(I.errors.min, { min: 0 });
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toHaveAccessibleDescription(new RegExp(escape(minMessage)));
      await expect(price).toBeFocused();
      await expect(create.getByText(minMessage)).toBeVisible();
      await shot(page, `create-invalid-${locale}`, { locator: create, at: 'bottom' });
      expect(sent).toEqual([]);
      await expectAccessibleDialog(page, `the new product's form, refused (${locale})`);

      // --- fixed: added, and the dialog goes on to the new product's photos
      await price.fill('12.75');
      await expect(price).not.toHaveAttribute('aria-invalid', 'true');
      const created = page.waitForResponse((r) => r.url().includes('/trpc/admin.items.create'));
      await create.getByRole('button', { name: F.create, exact: true }).click();
      const item = trpcData<AdminItem>(await (await created).json());
      expect(item).toMatchObject({ name: product.name, style: 'processed', price: 12.75, show: true, images: 0 });
      await expect(page.getByText(I.toast.created, { exact: true })).toBeVisible();
      const editor = page.getByRole('dialog', { name: fill(F.editTitle, { name: shown }) });
      await expect(editor).toBeVisible();
      await expect(editor.getByText(I.photos.none)).toBeVisible();
      // Shown but without a photo: the storefront does not list it yet (listings need an image).
      const inListing = async () =>
        ((await (await request.get('/api/items/style/processed')).json()) as { data: AdminItem[] }).data.find(
          (i) => i.id === item.id,
        );
      expect(await inListing()).toMatchObject({ show: true, images: 0 });

      // --- a real JPEG: uploaded, shown in the editor, served to the storefront as AVIF
      const upload = page.waitForResponse((r) => r.url().endsWith(`/api/admin/items/${item.id}/images`));
      await choosePhoto(page, editor.getByRole('button', { name: I.photos.add }), {
        name: 'jowl.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg(),
      });
      expect((await upload).status()).toBe(200);
      await expect(page.getByText(I.toast.photoUploaded, { exact: true })).toBeVisible();
      const photo = editor.getByRole('img', { name: fill(I.photos.altN, { name: shown, n: 1 }) });
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await photo.getAttribute('src')).toMatch(
        new RegExp(`^/products/processed/${item.slug}/01\\.jpg\\?v=\\d+$`),
      );
      await shot(page, `photo-${locale}`, { locator: editor, at: 'bottom' });
      await expectAccessibleDialog(page, `the editor with its photo (${locale})`);

      // --- a text file named photo.jpg: the server refuses it with a code, and the editor words it in the admin's language
      const refused = page.waitForResponse((r) => r.url().endsWith(`/api/admin/items/${item.id}/images`));
      await choosePhoto(page, editor.getByRole('button', { name: I.photos.add }), {
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('this is not a picture, only words pretending to be one\n'.repeat(20)),
      });
      const refusal = await refused;
      expect(refusal.status()).toBe(400);
      const { code } = (await refusal.json()) as { code: string };
      expect(code).toBe('photos.notImage');
      const reason = L.serverErrors.photos.notImage;
      // The dialog also holds the (empty) toast regions while it is open: the alert with text is the photo's.
      await expect(editor.getByRole('alert').filter({ hasText: /./ })).toHaveText(fill(I.photos.failed, { reason }));
      await expect(editor.getByRole('listitem')).toHaveCount(1);

      await editor.getByRole('button', { name: F.cancel, exact: true }).click();
      await expect(editor).toBeHidden();
      await searchFor(page, L, tag);
      const row = page.locator('table.item-table tbody tr').filter({ hasText: shown });
      await expect(row.locator('img')).toBeVisible();

      // --- the storefront: listed (it has a photo now), its page shows it, the image is served
      await expect.poll(async () => (await inListing())?.images).toBe(1);
      await page.goto('/wholesale/processed', { waitUntil: 'domcontentloaded' });
      const card = page.getByRole('link', { name: new RegExp(escape(shown)) });
      await expect(card).toBeVisible({ timeout: 15_000 });
      await expect(card.locator('img')).toHaveAttribute('src', `/products/processed/${item.slug}/01.jpg`);
      await card.click();
      const avif = await request.get(`/products/processed/${item.slug}/01.avif`);
      expect(avif.status()).toBe(200);
      expect(avif.headers()['content-type']).toBe('image/avif');
      await expect(page).toHaveURL(new RegExp(`/wholesale/product/${item.id}$`));
      await expect(heading(page, shown)).toBeVisible({ timeout: 15_000 });
      const storefrontImage = page.locator(`img[src="/products/processed/${item.slug}/01.jpg"]`).first();
      await expect(storefrontImage).toBeVisible();
      await expect
        .poll(() => storefrontImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });
  });
});
