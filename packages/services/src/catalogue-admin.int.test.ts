// The Item List's service (issue 9): every item for an admin, hidden ones included, and edits of
// any field — or just show — that the storefront sees at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import type { Actor } from './actor';
import { createCatalogueService } from './catalogue';
import { ITEM_UPDATE_FAILED, PRODUCT_NOT_FOUND } from './catalogue-contract';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from './errors';
import { expectError } from './accounts/expect-error';

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

const catalogue = () => createCatalogueService({ db: handle.db });
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
    const updated = await catalogue().updateItem(admin, item.id, {
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
    await catalogue().updateItem(admin, item.id, { id: item.id, show: false });
    await expectError(catalogue().byId(guest, item.id), NotFoundError, PRODUCT_NOT_FOUND);
    expect((await catalogue().list(guest)).map((i) => i.id)).not.toContain(item.id);
    expect((await catalogue().adminList(admin)).find((i) => i.id === item.id)!.show).toBe(false);
    await catalogue().updateItem(admin, item.id, { show: true, discounted_price: null });
    expect((await catalogue().byId(buyer, item.id)).discounted_price).toBe(301.5);
    // the Item List shows "no discount" as 0, not as the buyer's (list) price
    expect((await catalogue().adminList(admin)).find((i) => i.id === item.id)!.discounted_price).toBe(0);
  });

  it('refuses bad input with a message, a mismatched id, a missing item, and non-admins', async () => {
    const id = demoItems[0]!.id;
    await expectError(catalogue().updateItem(admin, id, { price: -1 }), ValidationError, 'Must be at least 0');
    await expectError(catalogue().updateItem(admin, id, { spec: '10 lb' as '50 lb - 50 lb x 1 box' }), ValidationError, 'Unknown spec');
    await expectError(catalogue().updateItem(admin, id, { name: '   ' }), ValidationError, 'Required');
    await expectError(catalogue().updateItem(admin, id, { show: 'yes' as unknown as boolean }), ValidationError);
    await expectError(catalogue().updateItem(admin, id, { id: id + 1, show: false }), ValidationError, ITEM_UPDATE_FAILED);
    await expectError(catalogue().updateItem(admin, 999_999, { show: false }), NotFoundError, PRODUCT_NOT_FOUND);
    await expectError(catalogue().updateItem(buyer, id, { show: false }), ForbiddenError);
    await expectError(catalogue().updateItem(guest, id, { show: false }), UnauthorizedError);
    expect((await catalogue().adminList(admin)).find((i) => i.id === id)!.show).toBe(demoItems[0]!.show);
  });
});
