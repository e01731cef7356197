// The Item List's service: every item for an admin, hidden ones included, and edits of
// any field — or just show — that the storefront sees at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoItems } from '@wholesale/db';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import type { Actor } from '@wholesale/contract';
import sharp from 'sharp';
import { isListable } from '@wholesale/rules';
import { PHOTO_LIMIT_MESSAGES } from './admin';
import { CatalogueCache, followCatalogueChanges } from './cache';
import { createCatalogueService } from '.';
import {
  ForbiddenError,
  ITEM_UPDATE_FAILED,
  itemCreateInput,
  itemPageInput,
  itemUpdateInput,
  NotFoundError,
  parseInput,
  PHOTO_MESSAGES,
  photoPositionInput,
  PRODUCT_NOT_FOUND,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { LocalDiskStorage } from '../storage/local-disk';
import { expectError } from '../accounts/expect-error';

let handle: TestDbHandle;
const admin: Actor = { kind: 'admin', userId: 1 };
const buyer: Actor = { kind: 'buyer', userId: 2 };
const guest: Actor = { kind: 'guest' };

beforeAll(async () => {
  handle = await createTestDb({ seedCatalogue: true });
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

const storage = new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'wholesale-item-list-')));
const catalogue = () => createCatalogueService({ db: handle.db, storage });
// As the doors call them: the query or the body parsed with the contract's schema first (comma
// lists split, text trimmed, a new product's defaults filled in), so one the schema refuses rejects
// like the service's own refusals, before any service is called.
const adminPage = async (actor: Actor, query: z.input<typeof itemPageInput> = {}) =>
  catalogue().adminPage(actor, parseInput(itemPageInput, query));
const updateItem = async (actor: Actor, id: number, raw: z.input<typeof itemUpdateInput>) =>
  catalogue().updateItem(actor, id, parseInput(itemUpdateInput, raw));
const createItem = async (actor: Actor, raw: z.input<typeof itemCreateInput>) =>
  catalogue().createItem(actor, parseInput(itemCreateInput, raw));
const hidden = demoItems.find((d) => !d.show)!;

describe('the Item List', () => {
  it('lists every item for an admin, hidden ones included, with its own discount', async () => {
    const all = await catalogue().adminList(admin);
    expect(all).toHaveLength(demoItems.length);
    expect(all.find((i) => i.id === hidden.id)).toMatchObject({ show: false, price: hidden.price_cents / 100 });
    await expectError(catalogue().adminList(buyer), ForbiddenError);
    await expectError(catalogue().adminList(guest), UnauthorizedError);
  });

  it('edits every field in both languages; comma lists are trimmed and empties dropped; the storefront sees it', async () => {
    const item = demoItems.find((d) => d.show && d.images > 0)!;
    const updated = await updateItem(admin, item.id, {
      name: '  Galbi Deluxe ',
      name_ko: '갈비 디럭스',
      price: 301.5,
      discounted_price: 280,
      avg_weight: 5.25,
      spec: '20 lb - 10 lb x 2 packs',
      ingredients: ' beef, soy sauce,, garlic ,',
      allergens_ko: ['대두', ' 밀 ', ''],
    });
    expect(updated).toMatchObject({
      id: item.id,
      name: 'Galbi Deluxe',
      name_ko: '갈비 디럭스',
      price: 301.5,
      discounted_price: 280,
      avg_weight: 5.25,
      spec: '20 lb - 10 lb x 2 packs',
      ingredients: ['beef', 'soy sauce', 'garlic'],
      allergens_ko: ['대두', '밀'],
    });
    expect(await catalogue().byId(buyer, item.id)).toMatchObject({ name: 'Galbi Deluxe', discounted_price: 280 });
    expect((await catalogue().byId(guest, item.id)).price).toBe(301.5);

    // { id, show } hides it: gone from the storefront at once, still on the Item List
    await updateItem(admin, item.id, { id: item.id, show: false });
    await expectError(catalogue().byId(guest, item.id), NotFoundError, PRODUCT_NOT_FOUND);
    expect((await catalogue().list(guest)).map((i) => i.id)).not.toContain(item.id);
    expect((await catalogue().adminList(admin)).find((i) => i.id === item.id)!.show).toBe(false);
    await updateItem(admin, item.id, { show: true, discounted_price: null });
    expect((await catalogue().byId(buyer, item.id)).discounted_price).toBe(301.5);
    // the Item List shows "no discount" as 0, not as the buyer's (list) price
    expect((await catalogue().adminList(admin)).find((i) => i.id === item.id)!.discounted_price).toBe(0);
  });

  it('goes page by page, searched in both languages and filtered, with the catalogue’s counts', async () => {
    const all = await catalogue().adminList(admin);
    const first = await adminPage(admin, { pageSize: 10 });
    expect(first.items.map((i) => i.id)).toEqual(all.slice(0, 10).map((i) => i.id));
    expect(first).toMatchObject({ page: 1, page_size: 10, has_more: true });
    expect(first.counts).toEqual({
      all: all.length,
      active: all.filter((i) => i.show).length,
      hidden: all.filter((i) => !i.show).length,
    });
    const last = await adminPage(admin, { pageSize: 10, page: Math.ceil(all.length / 10) });
    expect(last.has_more).toBe(false);
    expect(last.items.at(-1)!.id).toBe(all.at(-1)!.id);

    // as the list holds it now (another test here renames an item)
    const item = all.find((i) => i.show && i.name_ko.length > 1 && i.id > 10)!;
    expect((await adminPage(admin, { q: item.name_ko })).items.map((i) => i.id)).toContain(item.id);
    expect((await adminPage(admin, { q: item.name.toUpperCase() })).items.map((i) => i.id)).toContain(item.id);
    expect((await adminPage(admin, { q: String(item.id) })).items.map((i) => i.id)).toContain(item.id);
    expect((await adminPage(admin, { q: '%' })).items).toEqual([]);
    const hiddenOnly = await adminPage(admin, { visibility: 'hidden' });
    expect(hiddenOnly.items.length).toBeGreaterThan(0);
    expect(hiddenOnly.items.every((i) => !i.show)).toBe(true);
    const porkMarinated = await adminPage(admin, { species: 'pork', style: 'marinated' });
    expect(porkMarinated.items.every((i) => i.species === 'pork' && i.style === 'marinated')).toBe(true);
    await expectError(adminPage(admin, { style: 'raw' as 'premium' }), ValidationError, 'Unknown style');
    await expectError(adminPage(buyer), ForbiddenError);
    await expectError(adminPage(guest), UnauthorizedError);
  });

  it('refuses bad input with a message, a mismatched id, a missing item, and non-admins', async () => {
    const id = demoItems[0]!.id;
    await expectError(updateItem(admin, id, { price: -1 }), ValidationError, 'Must be at least 0');
    await expectError(
      updateItem(admin, id, { spec: '10 lb' as '50 lb - 50 lb x 1 box' }),
      ValidationError,
      'Unknown spec',
    );
    await expectError(updateItem(admin, id, { name: '   ' }), ValidationError, 'Required');
    await expectError(updateItem(admin, id, { show: 'yes' as unknown as boolean }), ValidationError);
    await expectError(updateItem(admin, id, { id: id + 1, show: false }), ValidationError, ITEM_UPDATE_FAILED);
    await expectError(updateItem(admin, 999_999, { show: false }), NotFoundError, PRODUCT_NOT_FOUND);
    await expectError(updateItem(buyer, id, { show: false }), ForbiddenError);
    await expectError(updateItem(guest, id, { show: false }), UnauthorizedError);
    expect((await catalogue().adminList(admin)).find((i) => i.id === id)!.show).toBe(demoItems[0]!.show);
  });
});

/** A real photo of `width` × `height` (a gradient, so the encoders have something to do). */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels[i] = (i / 3) % 256;
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .toFormat(format)
      .toBuffer(),
  );
}

async function stored(key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const newProduct = {
  name: 'Smoked Pork Jowl',
  name_ko: '훈제 항정살',
  style: 'processed',
  species: 'pork',
  spec: '20 lb - 10 lb x 2 packs',
  price: 123.45,
} as const;

describe('new products and their photos', () => {
  it('adds a product with defaults, a slug from its name (unique), at the end of the list; admins only', async () => {
    const created = await createItem(admin, { ...newProduct, ingredients: 'pork jowl, salt,, ' });
    expect(created).toMatchObject({
      ...newProduct,
      slug: 'smoked-pork-jowl',
      images: 0,
      show: true,
      discounted_price: 0,
      type: '',
      ingredients: ['pork jowl', 'salt'],
      allergens: [],
    });
    const again = await createItem(admin, newProduct);
    expect(again.slug).toBe('smoked-pork-jowl-2');
    const list = await catalogue().adminList(admin);
    expect(list.slice(-2).map((i) => i.id)).toEqual([created.id, again.id]);
    // No photo yet: the storefront does not list it (it is shown, but has nothing to show).
    const listed = (await catalogue().list(guest, { style: 'processed' })).find((i) => i.id === created.id)!;
    expect(isListable(listed)).toBe(false);

    await expectError(createItem(admin, { ...newProduct, price: -5 }), ValidationError, 'Must be at least 0');
    await expectError(
      createItem(admin, { ...newProduct, name_ko: undefined as unknown as string }),
      ValidationError,
      'Required',
    );
    await expectError(
      createItem(admin, { ...newProduct, style: 'raw' as 'processed' }),
      ValidationError,
      'Unknown style',
    );
    await expectError(createItem(buyer, newProduct), ForbiddenError);
    await expectError(createItem(guest, newProduct), UnauthorizedError);
  });

  it('stores an upload as the square AVIF + JPEG pair the storefront serves, appended or in place of one', async () => {
    const item = await createItem(admin, { ...newProduct, name: 'Photo Test Jowl' });
    const withOne = await catalogue().addPhoto(admin, item.id, { bytes: await photo(800, 500) });
    expect(withOne.images).toBe(1);
    const avif = await stored(`products/processed/${item.slug}/01.avif`);
    const jpg = await stored(`products/processed/${item.slug}/01.jpg`);
    expect(await sharp(avif!).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 500,
      height: 500,
    });
    expect(await sharp(jpg!).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 500 });
    // Listed on the storefront now that it has a photo.
    expect(isListable((await catalogue().list(guest, { style: 'processed' })).find((i) => i.id === item.id)!)).toBe(
      true,
    );

    const withTwo = await catalogue().addPhoto(admin, item.id, { bytes: await photo(300, 400, 'png') });
    expect(withTwo.images).toBe(2);
    // the multipart field `replace`, parsed as the door does
    const replaced = await catalogue().addPhoto(admin, item.id, {
      bytes: await photo(300, 300),
      replace: parseInput(photoPositionInput, '1'),
    });
    expect(replaced.images).toBe(2);
    expect((await sharp((await stored(`products/processed/${item.slug}/01.jpg`))!).metadata()).width).toBe(300);
    await expectError(
      catalogue().addPhoto(admin, item.id, {
        bytes: await photo(10, 10),
        replace: parseInput(photoPositionInput, '3'),
      }),
      ValidationError,
      PHOTO_LIMIT_MESSAGES.badPosition,
    );
  });

  it('refuses a file that is not really an image, whatever it is called, and writes nothing', async () => {
    const item = await createItem(admin, { ...newProduct, name: 'Lying File Jowl' });
    const text = new TextEncoder().encode('this is not a photo, only named photo.jpg');
    await expectError(catalogue().addPhoto(admin, item.id, { bytes: text }), ValidationError, PHOTO_MESSAGES.notImage);
    const real = await photo(64, 64);
    const truncated = real.slice(0, Math.floor(real.length / 2));
    await expectError(
      catalogue().addPhoto(admin, item.id, { bytes: truncated }),
      ValidationError,
      PHOTO_MESSAGES.notImage,
    );
    expect((await catalogue().adminList(admin)).find((i) => i.id === item.id)!.images).toBe(0);
    expect(await storage.list(`products/processed/${item.slug}/`)).toEqual([]);
    await expectError(catalogue().addPhoto(buyer, item.id, { bytes: real }), ForbiddenError);
    await expectError(catalogue().addPhoto(admin, 999_999, { bytes: real }), NotFoundError, PRODUCT_NOT_FOUND);
  });

  it('moves the photos with the product when its style changes', async () => {
    const item = await createItem(admin, { ...newProduct, name: 'Moving Jowl' });
    await catalogue().addPhoto(admin, item.id, { bytes: await photo(64, 64) });
    const moved = await updateItem(admin, item.id, { style: 'premium' });
    expect(moved.style).toBe('premium');
    expect(await storage.list(`products/premium/${item.slug}/`)).toEqual([
      `products/premium/${item.slug}/01.avif`,
      `products/premium/${item.slug}/01.jpg`,
    ]);
    expect(await storage.list(`products/processed/${item.slug}/`)).toEqual([]);
  });
});

describe('the storefront cache', () => {
  it('answers listings and product pages from memory until the catalogue changes, by this process or by hand', async () => {
    const cache = new CatalogueCache();
    const cached = createCatalogueService({ db: handle.db, storage, cache });
    const unfollow = await followCatalogueChanges(handle.db, handle.listen, cache);
    try {
      const item = (await cached.list(guest, { style: 'marinated' }))[0]!;
      // Served from memory: the very same (frozen) answer twice.
      expect(await cached.byId(guest, item.id)).toBe(await cached.byId(guest, item.id));
      // A write that bypasses the service (another process, an operator's SQL) is heard through the database.
      await handle.db.updateTable('items').set({ name: 'Renamed By Hand' }).where('id', '=', item.id).execute();
      await expect
        .poll(async () => (await cached.byId(guest, item.id)).name, { timeout: 5000 })
        .toBe('Renamed By Hand');
      expect((await cached.list(guest, { style: 'marinated' }))[0]!.name).toBe('Renamed By Hand');
      // The Item List's pages too.
      const page = () => cached.adminPage(admin, parseInput(itemPageInput, { q: String(item.id) }));
      expect(await page()).toBe(await page());
      // This process's own edit is seen by the very next read.
      await cached.updateItem(admin, item.id, parseInput(itemUpdateInput, { name: item.name }));
      expect((await cached.byId(guest, item.id)).name).toBe(item.name);
      expect((await page()).items.find((i) => i.id === item.id)?.name).toBe(item.name);
    } finally {
      await unfollow();
    }
  });
});
