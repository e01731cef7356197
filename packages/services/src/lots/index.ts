// Production lots (staff only): recorded one at a time or from a CSV (every line or none), listed
// newest first, read by id. A lot names its product, which is never deleted (hidden instead), so
// the shipment records and a recall can always name it.
import {
  CATALOGUE_ERRORS,
  LOT_ERRORS,
  requireAdmin,
  ValidationError,
  type Lot,
  type LotInput,
  type LotsService,
} from '@wholesale/contract';
import { containing, searchBoxWords } from '../kernel/text-search';
import { iso, refusingTaken, rowOrNotFound, systemClock, type Clock, type Db } from '../kernel/common';
import { nameOrEmail } from '../kernel/name-or-email';
import { inlinePdfRenderer, type PdfRenderer } from '../pdf/renderer';
import { readLotCsv, type CsvLineError, type CsvLot } from './csv';
import { shipmentRecordService } from './shipment-record-files';

/** At most this many lots answer a list (the newest): a search narrows it. */
const LIST_MAX = 200;

function lotsQuery(db: Db) {
  return db
    .selectFrom('lots')
    .innerJoin('items', 'items.id', 'lots.item_id')
    .leftJoin('users as recorder', 'recorder.id', 'lots.recorded_by')
    .select([
      'lots.id',
      'lots.lot_code',
      'lots.establishment',
      'lots.produced_on',
      'lots.packed_on',
      'lots.use_by',
      'lots.use_by_kind',
      'lots.cases',
      'lots.notes',
      'lots.recorded_at',
      'items.id as item_id',
      'items.name as item_name',
      'items.name_ko as item_name_ko',
      'items.slug as item_slug',
      'items.gtin as item_gtin',
    ])
    .select(nameOrEmail('recorder').as('recorder'));
}

type LotRow = Awaited<ReturnType<ReturnType<typeof lotsQuery>['executeTakeFirstOrThrow']>>;

const toLot = (r: LotRow): Lot => ({
  id: r.id,
  item: { id: r.item_id, name: r.item_name, name_ko: r.item_name_ko, slug: r.item_slug, gtin: r.item_gtin },
  lot_code: r.lot_code,
  establishment: r.establishment,
  produced_on: r.produced_on,
  packed_on: r.packed_on,
  use_by: r.use_by,
  use_by_kind: r.use_by_kind,
  cases: r.cases,
  notes: r.notes,
  recorded_by: r.recorder,
  recorded_at: iso(r.recorded_at),
});

export function createLotsService(deps: { db: Db; renderPdf?: PdfRenderer; clock?: Clock }): LotsService {
  const { db } = deps;

  async function byId(lotId: number): Promise<Lot> {
    const row = await rowOrNotFound(lotsQuery(db).where('lots.id', '=', lotId), LOT_ERRORS.lotNotFound);
    return toLot(row);
  }

  const row = (adminId: number, itemId: number, l: Omit<LotInput, 'item_id'> | CsvLot) => ({
    item_id: itemId,
    lot_code: l.lot_code,
    establishment: l.establishment,
    produced_on: l.produced_on,
    packed_on: l.packed_on,
    use_by: l.use_by ?? null,
    use_by_kind: l.use_by_kind ?? null,
    cases: l.cases,
    notes: l.notes || null,
    recorded_by: adminId,
  });

  /** The CSV's products (by slug or id) in one read; a line naming none is refused by number. */
  async function resolveItems(lots: readonly CsvLot[]): Promise<{ ids: number[]; errors: CsvLineError[] }> {
    const ids = lots.flatMap((l) => (/^[0-9]{1,9}$/.test(l.item) ? [Number(l.item)] : []));
    const slugs = lots.map((l) => l.item);
    const found = await db
      .selectFrom('items')
      .select(['id', 'slug'])
      .where((eb) => eb.or([eb('slug', 'in', slugs), ...(ids.length > 0 ? [eb('id', 'in', ids)] : [])]))
      .execute();
    const bySlug = new Map(found.map((f) => [f.slug, f.id]));
    const byNumber = new Set(found.map((f) => f.id));
    const errors: CsvLineError[] = [];
    const seen = new Set<string>();
    const resolved = lots.map((l) => {
      const id = bySlug.get(l.item) ?? (byNumber.has(Number(l.item)) ? Number(l.item) : undefined);
      if (id === undefined) errors.push({ line: l.line, reason: LOT_ERRORS.csvItem });
      else if (seen.has(`${id}\u0000${l.lot_code}`)) errors.push({ line: l.line, reason: LOT_ERRORS.csvRepeated });
      else seen.add(`${id}\u0000${l.lot_code}`);
      return id ?? 0;
    });
    return { ids: resolved, errors };
  }

  const refuseLines = (errors: readonly CsvLineError[]): never => {
    throw new ValidationError(
      LOT_ERRORS.csvRows,
      Object.fromEntries(errors.slice(0, 50).map((e) => [`line ${e.line}`, e.reason])),
    );
  };

  return {
    async create(actor, input) {
      const admin = requireAdmin(actor);
      const item = await rowOrNotFound(
        db.selectFrom('items').select('id').where('id', '=', input.item_id),
        CATALOGUE_ERRORS.productNotFound,
      );
      const { id } = await refusingTaken(LOT_ERRORS.lotExists, () =>
        db
          .insertInto('lots')
          .values(row(admin.userId, item.id, input))
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return byId(id);
    },

    async importCsv(actor, input) {
      const admin = requireAdmin(actor);
      const read = readLotCsv(input.csv);
      if (read.errors.length > 0) refuseLines(read.errors);
      const { ids, errors } = await resolveItems(read.lots);
      if (errors.length > 0) refuseLines(errors);
      // One statement: every lot, or (a code taken meanwhile, by a line or an earlier lot) none.
      const existing = await db
        .selectFrom('lots')
        .select(['item_id', 'lot_code'])
        .where('item_id', 'in', [...new Set(ids)])
        .execute();
      const taken = new Set(existing.map((e) => `${e.item_id}\u0000${e.lot_code}`));
      const clashes = read.lots.flatMap((l, i) =>
        taken.has(`${ids[i]}\u0000${l.lot_code}`) ? [{ line: l.line, reason: LOT_ERRORS.lotExists }] : [],
      );
      if (clashes.length > 0) refuseLines(clashes);
      const written = await refusingTaken(LOT_ERRORS.lotExists, () =>
        db
          .insertInto('lots')
          .values(read.lots.map((l, i) => row(admin.userId, ids[i]!, l)))
          .returning('id')
          .execute(),
      );
      const lots = await lotsQuery(db)
        .where(
          'lots.id',
          'in',
          written.map((w) => w.id),
        )
        .orderBy('lots.id')
        .execute();
      return { created: lots.length, lots: lots.map(toLot) };
    },

    async list(actor, input) {
      requireAdmin(actor);
      let q = lotsQuery(db);
      if (input.item_id !== undefined) q = q.where('lots.item_id', '=', input.item_id);
      for (const word of searchBoxWords(input.q)) {
        q = q.where((eb) =>
          eb.or(
            containing(eb, ['lots.lot_code', 'lots.establishment', 'items.name', 'items.name_ko', 'items.slug'], word),
          ),
        );
      }
      const rows = await q.orderBy('lots.recorded_at', 'desc').orderBy('lots.id', 'desc').limit(LIST_MAX).execute();
      return rows.map(toLot);
    },

    async byId(actor, lotId) {
      requireAdmin(actor);
      return byId(lotId);
    },

    ...shipmentRecordService(db, deps.renderPdf ?? inlinePdfRenderer, deps.clock ?? systemClock),
  };
}
