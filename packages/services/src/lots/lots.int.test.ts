// Production lots through the lots service on PGlite: recorded by staff with their product and
// dates, one code per product, listed and searched newest first, a CSV imported whole or not at
// all (each refused line named with its own reason), every malformed lot refused at the door.
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import {
  ConflictError,
  ForbiddenError,
  LOT_CODES,
  LOT_MESSAGES,
  lotImportInput,
  lotInput,
  lotListInput,
  NotFoundError,
  parseInput,
  UnauthorizedError,
  ValidationError,
} from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { rowCounts, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { createLotsService } from './index';

const w = useAccountsWorld();
const lots = useWorldService(w, (world) => createLotsService({ db: world.handle.db }));

const [brisket, belly] = demoItems.filter((d) => d.show).slice(0, 2) as [(typeof demoItems)[0], (typeof demoItems)[0]];
const itemId = async (slug: string) =>
  (await w.handle.db.selectFrom('items').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
const lot = (overrides: Record<string, unknown> = {}) => ({
  lot_code: 'L2611-07',
  establishment: 'EST. 1234',
  produced_on: '2026-11-24',
  packed_on: '2026-11-25',
  cases: 40,
  ...overrides,
});
const create = async (raw: Record<string, unknown>) => lots.create(w.admin.actor, parseInput(lotInput, raw));
const importCsv = async (csv: string) => lots.importCsv(w.admin.actor, parseInput(lotImportInput, { csv }));
const fieldsOf = async (promise: Promise<unknown>) => (await expectError(promise, ValidationError)).fields;

describe('production lots', () => {
  it('are recorded with their product, dates and recorder, and read back by id', async () => {
    const id = await itemId(brisket.slug);
    const made = await create({
      item_id: id,
      ...lot({ lot_code: 'B-001', use_by: '2027-01-10', use_by_kind: 'freeze-by', notes: '  Night shift  ' }),
    });
    expect(made).toMatchObject({
      item: { id, slug: brisket.slug, name: brisket.name, name_ko: brisket.name_ko },
      lot_code: 'B-001',
      establishment: 'EST. 1234',
      produced_on: '2026-11-24',
      packed_on: '2026-11-25',
      use_by: '2027-01-10',
      use_by_kind: 'freeze-by',
      cases: 40,
      notes: 'Night shift',
    });
    expect(made.recorded_by).toBeTruthy();
    expect(await lots.byId(w.admin.actor, made.id)).toEqual(made);
  });

  it('keep one code per product: the same code again is 409, on another product it is fine', async () => {
    const id = await itemId(brisket.slug);
    await create({ item_id: id, ...lot({ lot_code: 'DUP-1' }) });
    await expectError(create({ item_id: id, ...lot({ lot_code: 'DUP-1' }) }), ConflictError, LOT_MESSAGES.lotExists);
    const other = await create({ item_id: await itemId(belly.slug), ...lot({ lot_code: 'DUP-1' }) });
    expect(other.item.slug).toBe(belly.slug);
  });

  it('are listed newest first, by product or by a search of code, establishment or product name', async () => {
    const id = await itemId(belly.slug);
    const a = await create({ item_id: id, ...lot({ lot_code: 'SRCH-A', establishment: 'P-777' }) });
    const b = await create({ item_id: id, ...lot({ lot_code: 'SRCH-B' }) });
    const ofBelly = await lots.list(w.admin.actor, parseInput(lotListInput, { item_id: id }));
    expect(ofBelly.map((l) => l.id).slice(0, 2)).toEqual([b.id, a.id]);
    expect(ofBelly.every((l) => l.item.id === id)).toBe(true);
    const found = await lots.list(w.admin.actor, parseInput(lotListInput, { q: 'srch-a' }));
    expect(found.map((l) => l.id)).toEqual([a.id]);
    expect((await lots.list(w.admin.actor, parseInput(lotListInput, { q: 'P-777' }))).map((l) => l.id)).toEqual([a.id]);
    expect(await lots.list(w.admin.actor, parseInput(lotListInput, { q: '100%_none' }))).toEqual([]);
  });

  it('import a CSV whole: every line, by slug or id, with the optional columns', async () => {
    const id = await itemId(belly.slug);
    const csv = [
      'item,lot_code,establishment,produced_on,packed_on,cases,use_by,use_by_kind,notes',
      `${brisket.slug},CSV-1,EST. 1234,2026-11-20,2026-11-21,12,,,`,
      `${id},CSV-2,EST. 1234,2026-11-20,2026-11-22,8,2026-12-20,use-by,"Chilled, not frozen"`,
    ].join('\r\n');
    const done = await importCsv(csv);
    expect(done.created).toBe(2);
    expect(done.lots.map((l) => [l.item.slug, l.lot_code, l.use_by, l.notes])).toEqual([
      [brisket.slug, 'CSV-1', null, null],
      [belly.slug, 'CSV-2', '2026-12-20', 'Chilled, not frozen'],
    ]);
  });

  it('refuse a CSV with any bad line, naming each line and its reason, and write nothing', async () => {
    await create({ item_id: await itemId(brisket.slug), ...lot({ lot_code: 'TAKEN-1' }) });
    const before = await rowCounts(w.handle.db, ['lots']);
    const header = 'item,lot_code,establishment,produced_on,packed_on,cases';
    const bad = [
      header,
      `${brisket.slug},OK-1,EST. 1234,2026-11-20,2026-11-21,3`,
      `${brisket.slug},OK-2,EST. 1234,2026-11-22,2026-11-21,3`,
      `${brisket.slug},OK-3,EST. 1234,2026-11-20,2026-11-21,1e3`,
      `no-such-product,OK-4,EST. 1234,2026-11-20,2026-11-21,3`,
    ].join('\n');
    expect(await fieldsOf(importCsv(bad))).toEqual({
      'line 3': { code: LOT_CODES.packedOn, message: LOT_MESSAGES.packedOn },
      'line 4': { code: LOT_CODES.cases, message: LOT_MESSAGES.cases },
    });
    // the lines pass on their own: the products and codes are checked against the catalogue and the lots
    const unknown = [
      header,
      `no-such-product,OK-4,EST. 1234,2026-11-20,2026-11-21,3`,
      `${brisket.slug},TAKEN-1,EST. 1,2026-11-20,2026-11-21,3`,
    ].join('\n');
    expect(await fieldsOf(importCsv(unknown))).toEqual({
      'line 2': { code: LOT_CODES.csvItem, message: LOT_MESSAGES.csvItem },
    });
    const taken = [header, `${brisket.slug},TAKEN-1,EST. 1,2026-11-20,2026-11-21,3`].join('\n');
    expect(await fieldsOf(importCsv(taken))).toEqual({
      'line 2': { code: LOT_CODES.lotExists, message: LOT_MESSAGES.lotExists },
    });
    const twice = [
      header,
      `${brisket.slug},TW-1,EST. 1,2026-11-20,2026-11-21,3`,
      `${brisket.slug},TW-1,EST. 1,2026-11-20,2026-11-21,4`,
    ].join('\n');
    expect(await fieldsOf(importCsv(twice))).toEqual({
      'line 3': { code: LOT_CODES.csvRepeated, message: LOT_MESSAGES.csvRepeated },
    });
    await expectError(importCsv('item,lot\nx,y'), ValidationError, LOT_MESSAGES.csvRows);
    await expectError(importCsv(header), ValidationError, LOT_MESSAGES.csvRows);
    expect(await rowCounts(w.handle.db, ['lots'])).toEqual(before);
  });

  it('are refused at the door when malformed, each with its code', async () => {
    const id = await itemId(brisket.slug);
    const refused = async (raw: Record<string, unknown>) =>
      Object.keys(
        (
          await expectError(
            Promise.resolve().then(() => parseInput(lotInput, raw)),
            ValidationError,
          )
        ).fields ?? {},
      );
    expect(await refused({ item_id: id, ...lot({ lot_code: '' }) })).toEqual(['lot_code']);
    expect(await refused({ item_id: id, ...lot({ lot_code: 'x'.repeat(21) }) })).toEqual(['lot_code']);
    expect(await refused({ item_id: id, ...lot({ lot_code: 'LOT 1' }) })).toEqual(['lot_code']);
    expect(await refused({ item_id: id, ...lot({ establishment: '#1' }) })).toEqual(['establishment']);
    expect(await refused({ item_id: id, ...lot({ produced_on: '2026-02-30' }) })).toEqual(['produced_on']);
    expect(await refused({ item_id: id, ...lot({ packed_on: '2026-11-23' }) })).toEqual(['packed_on']);
    expect(await refused({ item_id: id, ...lot({ use_by: '2026-11-24', use_by_kind: 'use-by' }) })).toEqual(['use_by']);
    expect(await refused({ item_id: id, ...lot({ use_by: '2027-01-01' }) })).toEqual(['use_by_kind']);
    expect(await refused({ item_id: id, ...lot({ cases: 0 }) })).toEqual(['cases']);
    expect(await refused({ item_id: id, ...lot({ notes: 'x'.repeat(501) }) })).toEqual(['notes']);
  });

  it('are staff only, and a missing lot or product reads as not found', async () => {
    await expectError(lots.list(w.buyerA.actor, parseInput(lotListInput, {})), ForbiddenError);
    await expectError(lots.list(w.guest, parseInput(lotListInput, {})), UnauthorizedError);
    await expectError(lots.byId(w.admin.actor, 987_654), NotFoundError, LOT_MESSAGES.lotNotFound);
    await expectError(create({ item_id: 987_654, ...lot() }), NotFoundError);
  });
});
