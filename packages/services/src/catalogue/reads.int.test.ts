import { demoItems } from '@wholesale/db';
import type { CatalogueItem } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@wholesale/contract';
import { changeItemForTheTest, useCatalogueWorld } from './testing';
import {
  catalogueListInput,
  itemIdInput,
  itemIdsInput,
  NotFoundError,
  parseInput,
  searchInput,
  ValidationError,
} from '@wholesale/contract';
import { atTheDoor } from '../accounts/testing';

const guest: Actor = { kind: 'guest' };
const buyer: Actor = { kind: 'buyer', userId: 2 };
const admin: Actor = { kind: 'admin', userId: 1 };

const visibleDemo = demoItems.filter((d) => d.show);
const hiddenDemo = demoItems.filter((d) => !d.show);

const world = useCatalogueWorld('wholesale-catalogue-');

function expectNoDiscountKey(items: CatalogueItem[]) {
  for (const item of items) expect(Object.keys(item)).not.toContain('discounted_price');
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('world.catalogue.list', () => {
  it('gives guests every visible item in catalogue order, without any discounted_price key', async () => {
    const items = await world.catalogue.list(guest);
    expect(items.map((i) => i.id)).toEqual(visibleDemo.map((d) => d.id));
    expectNoDiscountKey(items);
    // The JSON a guest receives does not mention the key either.
    expect(JSON.stringify(items)).not.toContain('discounted');
  });

  it('converts cents to dollars and keeps every contract field', async () => {
    const [first] = await world.catalogue.list(guest);
    const demo = demoItems[0]!;
    expect(first).toEqual({
      id: 1,
      slug: demo.slug,
      name: demo.name,
      name_ko: demo.name_ko,
      type: demo.type,
      type_ko: demo.type_ko,
      description: demo.description,
      description_ko: demo.description_ko,
      species: demo.species,
      style: demo.style,
      price: demo.price_cents / 100,
      brand: demo.brand,
      grade: demo.grade,
      origin: demo.origin,
      spec: demo.spec,
      avg_weight: demo.avg_weight,
      images: demo.images,
      show: true,
      ingredients: demo.ingredients,
      ingredients_ko: demo.ingredients_ko,
      allergens: demo.allergens,
      allergens_ko: demo.allergens_ko,
      image_urls: Array.from({ length: demo.images }, (_, i) => ({
        avif: `/products/${demo.style}/${demo.slug}/0${i + 1}.avif`,
        jpg: `/products/${demo.style}/${demo.slug}/0${i + 1}.jpg`,
      })),
    });
  });

  it('gives approved buyers and admins the discounted price', async () => {
    for (const actor of [buyer, admin]) {
      const items = await world.catalogue.list(actor);
      expect(items).toHaveLength(visibleDemo.length);
      for (const item of items) {
        const demo = demoItems.find((d) => d.id === item.id)!;
        expect(item.discounted_price).toBe(demo.discounted_price_cents / 100);
      }
    }
  });

  it('filters by style and never returns hidden items', async () => {
    const marinated = await world.catalogue.list(guest, { style: 'marinated' });
    expect(marinated.length).toBeGreaterThan(0);
    expect(marinated.every((i) => i.style === 'marinated' && i.show)).toBe(true);
    expect(marinated.map((i) => i.id)).toEqual(visibleDemo.filter((d) => d.style === 'marinated').map((d) => d.id));
    const all = await world.catalogue.list(buyer);
    expect(hiddenDemo.length).toBeGreaterThan(0);
    for (const hidden of hiddenDemo) expect(all.map((i) => i.id)).not.toContain(hidden.id);
  });

  it("rejects an unknown style with the spec's message", async () => {
    // refused at the door, by the contract's schema
    const err = await rejection(
      atTheDoor(catalogueListInput, { style: 'smoked' }).then((input) => world.catalogue.list(guest, input)),
    );
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toBe('Failed to fetch products');
  });
});

describe('world.catalogue.byId', () => {
  it('returns one item, with the discount only for a signed-in buyer', async () => {
    const forGuest = await world.catalogue.byId(guest, 1);
    expect(forGuest.slug).toBe(demoItems[0]!.slug);
    expectNoDiscountKey([forGuest]);
    // an id from a REST path, read as the door reads it
    const forBuyer = await world.catalogue.byId(buyer, parseInput(itemIdInput, '1'));
    expect(forBuyer.discounted_price).toBe(demoItems[0]!.discounted_price_cents / 100);
  });

  it.each([['abc'], [0], [-1], [1.5], ['1e3'], [' '], ['12abc'], [2 ** 31], [Number.NaN]])(
    'answers ValidationError("Product not found") for the id %j',
    async (id) => {
      // refused at the door, by the contract's schema
      const err = await rejection(atTheDoor(itemIdInput, id).then((parsed) => world.catalogue.byId(guest, parsed)));
      expect(err).toBeInstanceOf(ValidationError);
      expect((err as Error).message).toBe('Product not found');
    },
  );

  it('answers NotFoundError("Product not found") for a missing or hidden item', async () => {
    for (const id of [999_999, hiddenDemo[0]!.id]) {
      for (const actor of [guest, buyer, admin]) {
        const err = await rejection(world.catalogue.byId(actor, id));
        expect(err).toBeInstanceOf(NotFoundError);
        expect((err as Error).message).toBe('Product not found');
      }
    }
  });

  it('shows a buyer the list price as their price when an item has no discount', async () => {
    const id = visibleDemo[1]!.id;
    await changeItemForTheTest(world.handle.db, visibleDemo[1]!, { discounted_price_cents: null });
    const item = await world.catalogue.byId(buyer, id);
    expect(item.discounted_price).toBe(item.price);
    expectNoDiscountKey([await world.catalogue.byId(guest, id)]);
  });
});

describe('world.catalogue.byIds', () => {
  it('keeps the order asked, drops duplicates, and skips hidden and unknown ids', async () => {
    const [a, b] = visibleDemo.slice(2, 4).map((d) => d.id);
    // the ids as the door reads them (REST sends text)
    const { ids } = parseInput(itemIdsInput, { ids: [b!, hiddenDemo[0]!.id, a!, 999_999, b!, String(a)] });
    const items = await world.catalogue.byIds(guest, ids);
    expect(items.map((i) => i.id)).toEqual([b, a]);
    expectNoDiscountKey(items);
    const forBuyer = await world.catalogue.byIds(buyer, [a!]);
    expect(forBuyer[0]!.discounted_price).toBeGreaterThan(0);
    expect(await world.catalogue.byIds(guest, [])).toEqual([]);
  });

  it('rejects malformed ids', async () => {
    // refused at the door, by the contract's schema
    const byIds = (ids: unknown[]) =>
      atTheDoor(itemIdsInput, { ids }).then((input) => world.catalogue.byIds(guest, input.ids));
    await expect(byIds([1, 'x'])).rejects.toBeInstanceOf(ValidationError);
    await expect(byIds(Array.from({ length: 201 }, (_, i) => i + 1))).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('world.catalogue.search', () => {
  it('finds an item from part of its Korean name', async () => {
    // 시그니처 LA 갈비: "시그니" is a part of a word, not a whole one.
    const items = await world.catalogue.search(guest, { q: '시그니', limit: 10 });
    expect(items.map((i) => i.id)).toContain(1);
    const bulgogi = await world.catalogue.search(guest, { q: '불고', limit: 50 });
    expect(bulgogi.length).toBeGreaterThan(1);
    expect(bulgogi.every((i) => `${i.name_ko} ${i.type_ko} ${i.description_ko}`.includes('불고'))).toBe(true);
  });

  it('is case-insensitive in English, requires every word, and ranks name matches first', async () => {
    const items = await world.catalogue.search(guest, { q: 'GALBI', limit: 50 });
    expect(items.length).toBeGreaterThan(1);
    // A name match in either language: galbi's Korean twin 갈비 (and short rib) rank alike.
    const nameMatches = items.map((i) => /galbi|갈비|short rib/i.test(`${i.name} ${i.name_ko}`));
    // Once a result matches elsewhere, no later result matches in its name.
    expect(nameMatches.indexOf(false) === -1 || !nameMatches.slice(nameMatches.indexOf(false)).includes(true)).toBe(
      true,
    );
    expect(nameMatches[0]).toBe(true);

    const two = await world.catalogue.search(guest, { q: 'pork  belly', limit: 50 });
    expect(two.length).toBeGreaterThan(0);
    for (const i of two) {
      const text = `${i.name} ${i.type} ${i.description} ${i.species}`.toLowerCase();
      expect(text).toContain('pork');
      expect(text).toContain('belly');
    }
  });

  it('matches the species', async () => {
    const items = await world.catalogue.search(guest, { q: 'chicken', limit: 50 });
    expect(items.some((i) => i.species === 'chicken')).toBe(true);
  });

  it('never returns hidden items, and gives guests no discount', async () => {
    const hidden = hiddenDemo[0]!;
    const items = await world.catalogue.search(guest, { q: hidden.name, limit: 50 });
    expect(items.map((i) => i.id)).not.toContain(hidden.id);
    const koItems = await world.catalogue.search(buyer, { q: hidden.name_ko, limit: 50 });
    expect(koItems.map((i) => i.id)).not.toContain(hidden.id);
    expectNoDiscountKey(await world.catalogue.search(guest, { q: 'beef', limit: 50 }));
    const forBuyer = await world.catalogue.search(buyer, { q: 'beef', limit: 50 });
    expect(forBuyer.length).toBeGreaterThan(0);
    expect(forBuyer.every((i) => typeof i.discounted_price === 'number')).toBe(true);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await world.catalogue.search(guest, { q: '%', limit: 50 })).toEqual([]);
    expect(await world.catalogue.search(guest, { q: '_', limit: 50 })).toEqual([]);
    expect(await world.catalogue.search(guest, { q: '\\', limit: 50 })).toEqual([]);
  });

  it('honours the limit, answers nothing for blank text, and rejects bad limits', async () => {
    expect(await world.catalogue.search(guest, { q: 'beef', limit: 3 })).toHaveLength(3);
    expect(await world.catalogue.search(guest, { q: '   ', limit: 10 })).toEqual([]);
    // refused at the door, by the contract's schema
    const search = (query: unknown) =>
      atTheDoor(searchInput, query).then((input) => world.catalogue.search(guest, input));
    await expect(search({ q: 'beef', limit: 51 })).rejects.toBeInstanceOf(ValidationError);
    await expect(search({ q: 'beef', limit: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(search({ q: 'x'.repeat(101), limit: 10 })).rejects.toBeInstanceOf(ValidationError);
  });
});
