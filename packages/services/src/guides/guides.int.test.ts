// Order guides through their service on PGlite: a company's guides, read by every member and
// written by the owner and orderers; a viewer reads only; another company's guide reads as missing;
// names unique per company whatever their case; a product new to a guide must be sold, one already
// on it stays when it stops being sold (shown as unavailable); every input refused with its code.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import {
  ConflictError,
  createOrderGuideInput,
  ForbiddenError,
  GUIDE_MESSAGES,
  NotFoundError,
  parseInput,
  updateOrderGuideInput,
  ValidationError,
  type Actor,
} from '@wholesale/contract';
import { ORDER_GUIDES_MAX } from '@wholesale/rules';
import { expectError } from '../accounts/expect-error';
import { joinCompanyA, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { createOrderGuidesService } from './index';

const w = useAccountsWorld();
const guides = useWorldService(w, (world) => createOrderGuidesService({ db: world.handle.db }));
let orderer: Actor;
let viewer: Actor;
beforeAll(async () => {
  orderer = await joinCompanyA(w, 'guide-chef@restaurant.test', 'orderer');
  viewer = await joinCompanyA(w, 'guide-books@restaurant.test', 'viewer');
});

const [first, second] = demoItems.filter((d) => d.show);
const create = (actor: Actor, raw: unknown) => guides.create(actor, parseInput(createOrderGuideInput, raw));
const update = (actor: Actor, id: number, raw: unknown) =>
  guides.update(actor, id, parseInput(updateOrderGuideInput, raw));
const itemId = async (name: string) =>
  (await w.handle.db.selectFrom('items').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('order guides', () => {
  it("belong to the company: an orderer's guide is the owner's and the viewer's to read", async () => {
    const a = await itemId(first!.name);
    const b = await itemId(second!.name);
    const made = await create(orderer, {
      name: '  Weekday ',
      lines: [
        { item_id: a, par: 6 },
        { item_id: b, par: 2 },
      ],
    });
    expect(made).toMatchObject({ name: 'Weekday', can_edit: true });
    expect(made.lines).toEqual([
      expect.objectContaining({ item_id: a, par: 6, name: first!.name, available: true }),
      expect.objectContaining({ item_id: b, par: 2, name: second!.name, available: true }),
    ]);
    const owners = await guides.list(w.buyerA.actor);
    expect(owners.map((g) => g.id)).toContain(made.id);
    const viewers = await guides.list(viewer);
    expect(viewers.find((g) => g.id === made.id)).toMatchObject({ name: 'Weekday', can_edit: false });
    // The owner changes the orderer's guide.
    const renamed = await update(w.buyerA.actor, made.id, { name: 'Weekday lunch', lines: [{ item_id: a, par: 8 }] });
    expect(renamed).toMatchObject({ name: 'Weekday lunch', lines: [expect.objectContaining({ item_id: a, par: 8 })] });
  });

  it('are not read, changed or deleted by another company (missing), nor changed by a viewer (forbidden)', async () => {
    const made = await create(w.buyerA.actor, { name: 'Private' });
    expect((await guides.list(w.buyerB.actor)).map((g) => g.id)).not.toContain(made.id);
    await expectError(update(w.buyerB.actor, made.id, { name: 'Mine' }), NotFoundError, GUIDE_MESSAGES.notFound);
    await expectError(guides.remove(w.buyerB.actor, made.id), NotFoundError, GUIDE_MESSAGES.notFound);
    await expectError(create(viewer, { name: 'Viewer' }), ForbiddenError, GUIDE_MESSAGES.viewerReadOnly);
    await expectError(update(viewer, made.id, { name: 'Viewer' }), ForbiddenError, GUIDE_MESSAGES.viewerReadOnly);
    await expectError(guides.remove(viewer, made.id), ForbiddenError, GUIDE_MESSAGES.viewerReadOnly);
    // Staff have no cart, so no guides.
    await expectError(guides.list(w.admin.actor), ForbiddenError);
    await guides.remove(orderer, made.id);
    expect((await guides.list(w.buyerA.actor)).map((g) => g.id)).not.toContain(made.id);
    await expectError(guides.remove(w.buyerA.actor, made.id), NotFoundError);
  });

  it('have names unique per company whatever their case; another company may use the same', async () => {
    await create(w.buyerA.actor, { name: 'Weekend' });
    await expectError(create(orderer, { name: 'WEEKEND' }), ConflictError, GUIDE_MESSAGES.nameTaken);
    const other = await create(w.buyerA.actor, { name: 'Brunch' });
    await expectError(update(w.buyerA.actor, other.id, { name: 'weekend' }), ConflictError, GUIDE_MESSAGES.nameTaken);
    await expect(create(w.buyerB.actor, { name: 'Weekend' })).resolves.toMatchObject({ name: 'Weekend' });
  });

  it('take a product new to the guide only while it is sold, and keep one that stops being sold', async () => {
    const a = await itemId(first!.name);
    const made = await create(w.buyerB.actor, { name: 'Kept', lines: [{ item_id: a, par: 3 }] });
    await w.handle.db.updateTable('items').set({ show: false }).where('id', '=', a).execute();
    try {
      const [kept] = (await guides.list(w.buyerB.actor)).filter((g) => g.id === made.id);
      expect(kept!.lines[0]).toMatchObject({ item_id: a, available: false });
      // Renaming (and sending its list back as it was) still works.
      await expect(
        update(w.buyerB.actor, made.id, { name: 'Kept too', lines: [{ item_id: a, par: 4 }] }),
      ).resolves.toBeTruthy();
      await expectError(
        create(w.buyerB.actor, { name: 'Gone', lines: [{ item_id: a, par: 1 }] }),
        ValidationError,
        GUIDE_MESSAGES.productGone,
      );
      await expectError(
        create(w.buyerB.actor, { name: 'Unknown', lines: [{ item_id: 999_999, par: 1 }] }),
        ValidationError,
        GUIDE_MESSAGES.productGone,
      );
    } finally {
      await w.handle.db.updateTable('items').set({ show: true }).where('id', '=', a).execute();
    }
  });

  it(`are at most ${ORDER_GUIDES_MAX} per company`, async () => {
    const have = (await guides.list(w.buyerB.actor)).length;
    for (let i = have; i < ORDER_GUIDES_MAX; i++) await create(w.buyerB.actor, { name: `Guide ${i}` });
    await expectError(create(w.buyerB.actor, { name: 'One too many' }), ConflictError, GUIDE_MESSAGES.tooMany);
  });

  it('refuse a bad name, par or list at the door, with its code', () => {
    const refused = (raw: unknown) => {
      try {
        parseInput(createOrderGuideInput, raw);
      } catch (err) {
        return (err as ValidationError).code;
      }
      return null;
    };
    expect(refused({ name: '   ' })).toBe('guides.name');
    expect(refused({ name: 'x'.repeat(61) })).toBe('guides.name');
    expect(refused({ name: 'A', lines: [{ item_id: 1, par: 0 }] })).toBe('guides.par');
    expect(refused({ name: 'A', lines: [{ item_id: 1, par: 1.5 }] })).toBe('guides.par');
    expect(refused({ name: 'A', lines: [{ item_id: 1, par: 1000 }] })).toBe('guides.par');
    expect(
      refused({
        name: 'A',
        lines: [
          { item_id: 1, par: 1 },
          { item_id: 1, par: 2 },
        ],
      }),
    ).toBe('guides.lines');
    expect(refused({ name: 'A', lines: Array.from({ length: 101 }, (_, i) => ({ item_id: i + 1, par: 1 })) })).toBe(
      'guides.lines',
    );
    expect(refused({ name: 'A', lines: [{ item_id: 1, par: 1 }] })).toBeNull();
  });
});
