// The back office's Item List (catalogue spec §2-§5 and §8, and the new products and
// photos): search (also in Korean), the editor saving with 'Item Updated' and the storefront
// showing the change, show/hide taking the product off the storefront and back, the form's own
// validation (nothing sent), a new product through the form, a real JPEG uploaded as its photo and
// served as AVIF, and a file that only pretends to be a JPEG refused by the server. Desktop size,
// in English and Korean. The suite shares one database with specs running in parallel: every
// change here is made to a product this spec creates, never to a demo item.
// E2E_SCREENSHOTS=<dir> also saves the page and the editor as images for review.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, fill, signInUi, texts, uniqueTag, type Texts } from './accounts-support';
import { demoItems } from '../../packages/db/src/seed/catalogue-data';
import { LOCALES, expect, heading, listable, nameIn, test } from './support';

type AdminItem = { id: number; slug: string; style: string; name: string; name_ko: string; price: number; show: boolean; images: number; description_ko: string };

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole page; with an open editor, what the viewport shows of it (scrolled to `at`). */
async function shot(page: Page, name: string, dialog?: { locator: Locator; at: 'top' | 'bottom' }): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  if (dialog) await dialog.locator.evaluate((d, at) => d.scrollTo(0, at === 'top' ? 0 : d.scrollHeight), dialog.at);
  await page.screenshot({ path: join(dir, `items-${name}.png`), fullPage: !dialog });
}

/** A field of the editor by its whole label (which may end with the '(required)' mark). */
function field(scope: Locator, L: Texts, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}(?:\\s*${escape(L.admin.items.form.required)})?$`));
}

async function openItemList(page: Page, L: Texts): Promise<void> {
  await signInUi(page, L, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/dashboard?page=items', { waitUntil: 'domcontentloaded' });
  await expect(heading(page, L.admin.items.title)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('table.item-table tbody tr').first()).toBeVisible();
}

/** A product of this test's own, created through tRPC with the admin's session (no photo yet). */
async function createProduct(page: Page, tag: string): Promise<AdminItem> {
  const res = await page.request.post('/trpc/admin.items.create', {
    data: { name: `E2E Galbi ${tag}`, name_ko: `이투이 갈비 ${tag}`, style: 'marinated', species: 'beef', spec: '30 lb - 5 lb x 6 packs', price: 88 },
    headers: { origin: new URL(page.url()).origin },
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
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/** A real JPEG, small, drawn by sharp. */
async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 170, g: 40, b: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function choosePhoto(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

test.describe('admin item list', () => {
  for (const locale of LOCALES) {
    test.describe(`(${locale})`, () => {
      test.use({ lang: locale });

      test('search finds items in both languages; an edit saves and reaches the storefront; hide and show', async ({ page, request }) => {
        test.setTimeout(90_000);
        const L = texts(locale);
        const I = L.admin.items;
        await openItemList(page, L);
        const product = await createProduct(page, uniqueTag());
        const name = (item: { name: string; name_ko: string }) => (locale === 'ko' ? item.name_ko : item.name);
        const rows = page.locator('table.item-table tbody tr');
        const search = page.getByRole('searchbox', { name: I.search });

        // --- search: a demo item by its English name, then by its Korean name; nothing else matches
        // A demo product whose names are in no other product's names, so the search finds it alone.
        const unique = (d: (typeof demoItems)[number]) => !demoItems.some((o) => o !== d && (o.name.includes(d.name) || o.name_ko.includes(d.name_ko)));
        const demo = listable(unique)[0]!;
        await search.fill(demo.name);
        await expect(rows.filter({ hasText: nameIn(demo, locale) })).toHaveCount(1);
        await search.fill(demo.name_ko);
        await expect(rows.filter({ hasText: nameIn(demo, locale) })).toHaveCount(1);
        for (const text of await rows.allTextContents()) expect(text).toContain(demo.name_ko);
        // The product made a moment ago (the list refetches after a change): by its Korean name.
        await page.getByRole('button', { name: L.admin.header.refresh }).click();
        await search.fill(product.name_ko);
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
          .toMatchObject({ price: 95.25, description_ko: `진한 양념 ${product.id}`, ingredients: ['Beef', 'Soy sauce', 'Pear'] });

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

        // --- the Active/Hidden filter
        await search.fill('');
        await page.getByLabel(I.visibility, { exact: true }).selectOption('hidden');
        await expect(rows.first()).toBeVisible();
        for (const badge of await rows.locator('.admin-order-badge').allTextContents()) expect(badge).toBe(I.hidden);
        await page.getByRole('button', { name: I.clear }).first().click();
        await expect(page.getByLabel(I.visibility, { exact: true })).toHaveValue('');
        await shot(page, `list-${locale}`);

        // --- at phone width nothing spills out of the page: the table scrolls inside its frame, the
        // editor fits the screen with its fields in one column
        await page.setViewportSize({ width: 412, height: 823 });
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        await expect.poll(overflow).toBeLessThanOrEqual(0);
        await row.getByRole('button', { name: fill(I.editLabel, { name: name(product) }) }).click();
        await expect(dialog).toBeVisible();
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 412).toBe(true);
        const [nameBox, nameKoBox] = await Promise.all([field(dialog, L, I.form.name).boundingBox(), field(dialog, L, I.form.nameKo).boundingBox()]);
        expect(nameKoBox!.y).toBeGreaterThan(nameBox!.y);
        await shot(page, `phone-edit-${locale}`, { locator: dialog, at: 'top' });
        await dialog.getByRole('button', { name: I.form.cancel, exact: true }).click();
        await expect(dialog).toBeHidden();
        await shot(page, `phone-list-${locale}`);
      });

      test('a new product: the form refuses a negative price without sending, then adds it; a JPEG photo reaches the storefront; a fake one is refused', async ({ page, request }) => {
        test.setTimeout(90_000);
        const L = texts(locale);
        const I = L.admin.items;
        const F = I.form;
        const tag = uniqueTag();
        const product = { name: `E2E Pork Jowl ${tag}`, name_ko: `이투이 항정살 ${tag}` };
        const shown = locale === 'ko' ? product.name_ko : product.name;
        await openItemList(page, L);
        await expectAccessible(page);

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
        await expectAccessible(page);

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
        const inListing = async () => ((await (await request.get('/api/items/style/processed')).json()) as { data: AdminItem[] }).data.find((i) => i.id === item.id);
        expect(await inListing()).toMatchObject({ show: true, images: 0 });

        // --- a real JPEG: uploaded, shown in the editor, served to the storefront as AVIF
        const upload = page.waitForResponse((r) => r.url().endsWith(`/api/admin/items/${item.id}/images`));
        await choosePhoto(page, editor.getByRole('button', { name: I.photos.add }), { name: 'jowl.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
        expect((await upload).status()).toBe(200);
        await expect(page.getByText(I.toast.photoUploaded, { exact: true })).toBeVisible();
        const photo = editor.getByRole('img', { name: fill(I.photos.altN, { name: shown, n: 1 }) });
        await expect(photo).toBeVisible();
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await photo.getAttribute('src')).toMatch(new RegExp(`^/products/processed/${item.slug}/01\\.jpg\\?v=\\d+$`));
        await shot(page, `photo-${locale}`, { locator: editor, at: 'bottom' });
        await expectAccessible(page);

        // --- a text file named photo.jpg: the server refuses it, and the editor shows its words
        const refused = page.waitForResponse((r) => r.url().endsWith(`/api/admin/items/${item.id}/images`));
        await choosePhoto(page, editor.getByRole('button', { name: I.photos.add }), {
          name: 'photo.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('this is not a picture, only words pretending to be one\n'.repeat(20)),
        });
        const refusal = await refused;
        expect(refusal.status()).toBe(400);
        const reason = ((await refusal.json()) as { error: string }).error;
        await expect(editor.getByRole('alert')).toHaveText(fill(I.photos.failed, { reason }));
        await expect(editor.getByRole('listitem')).toHaveCount(1);

        await editor.getByRole('button', { name: F.cancel, exact: true }).click();
        await expect(editor).toBeHidden();
        await page.getByRole('searchbox', { name: I.search }).fill(tag);
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
        await expect.poll(() => storefrontImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      });
    });
  }
});
