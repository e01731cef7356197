// A price list as a CSV file: exporting it, and importing one that replaces its prices (every
// refused line said at once, so one fix-up round does).
import { sql } from 'kysely';
import { fromCents } from '@wholesale/rules';
import {
  PRICE_ERRORS,
  requireAdmin,
  ValidationError,
  type PriceListImportInput,
  type PriceListInput,
  type PricesService,
} from '@wholesale/contract';
import {
  CSV_ERRORS_SHOWN,
  parsePriceCsv,
  WHOLE_FILE_ERRORS,
  writePriceCsv,
  type CsvLineError,
  type ParsedPrice,
} from '../csv';
import { readList, replaceListPrices, type PricesDeps } from './rows';
import { rowOrNotFound, type Db } from '../../kernel/common';

/** The file's products by id or slug, found in one query; a line naming none is refused. */
async function resolveCsvItems(
  trx: Db,
  parsed: readonly ParsedPrice[],
): Promise<{ prices: PriceListInput['prices']; errors: CsvLineError[] }> {
  const ids = [...new Set(parsed.flatMap((p) => (p.item_id !== null ? [p.item_id] : [])))];
  const slugs = [...new Set(parsed.flatMap((p) => (p.slug !== null ? [p.slug] : [])))];
  const { rows } = await sql<{ id: number; slug: string }>`
    SELECT id, slug FROM items
    WHERE id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)
       OR slug IN (SELECT jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb))
  `.execute(trx);
  const byId = new Set(rows.map((r) => r.id));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const seen = new Set<string>();
  const prices: PriceListInput['prices'] = [];
  const errors: CsvLineError[] = [];
  for (const p of parsed) {
    const id = p.item_id !== null ? (byId.has(p.item_id) ? p.item_id : null) : (bySlug.get(p.slug ?? '') ?? null);
    if (id === null) {
      errors.push({ line: p.line, reason: PRICE_ERRORS.csvItem });
      continue;
    }
    const key = `${id}:${p.min_quantity}`;
    if (seen.has(key)) {
      errors.push({ line: p.line, reason: PRICE_ERRORS.twice });
      continue;
    }
    seen.add(key);
    prices.push({ item_id: id, min_quantity: p.min_quantity, price: fromCents(p.price_cents) });
  }
  return { prices, errors };
}

export function createPriceListCsv(deps: PricesDeps): Pick<PricesService, 'exportPriceList' | 'importPriceList'> {
  const { db } = deps;
  const changed = () => deps.onPricesChanged?.();

  return {
    async exportPriceList(actor, priceListId) {
      requireAdmin(actor);
      const list = await rowOrNotFound(
        db.selectFrom('price_lists').select(['id', 'name']).where('id', '=', priceListId),
        PRICE_ERRORS.listNotFound,
      );
      const rows = await db
        .selectFrom('price_list_items as p')
        .innerJoin('items as i', 'i.id', 'p.item_id')
        .select(['p.item_id', 'i.slug', 'i.name', 'i.name_ko', 'p.min_quantity', 'p.price_cents'])
        .where('p.price_list_id', '=', list.id)
        .orderBy('i.sort_order')
        .orderBy('i.id')
        .orderBy('p.min_quantity')
        .execute();
      // A file name of plain letters, digits and dashes, whatever the list is called.
      const stem =
        list.name
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '') || `list-${list.id}`;
      return { filename: `price-list-${stem}.csv`, csv: writePriceCsv(rows) };
    },

    async importPriceList(actor, priceListId, input: PriceListImportInput) {
      const admin = requireAdmin(actor);
      const parsed = parsePriceCsv(input.csv);
      const answer = await db.transaction().execute(async (trx) => {
        const list = await rowOrNotFound(
          trx.selectFrom('price_lists').select(['id']).where('id', '=', priceListId).forUpdate(),
          PRICE_ERRORS.listNotFound,
        );
        // A file that cannot be read as a price list at all says why in its own words.
        const whole = parsed.errors.find((e) => WHOLE_FILE_ERRORS.has(e.reason.code));
        if (whole) throw new ValidationError(whole.reason, { [`line ${whole.line}`]: whole.reason });
        // Otherwise every refused line at once, the products looked up too, so one fix-up round does.
        const resolved = await resolveCsvItems(trx, parsed.prices);
        const errors = [...parsed.errors, ...resolved.errors]
          .sort((a, b) => a.line - b.line)
          .slice(0, CSV_ERRORS_SHOWN);
        if (errors.length > 0) {
          throw new ValidationError(
            PRICE_ERRORS.csvRows,
            Object.fromEntries(errors.map((e) => [`line ${e.line}`, e.reason])),
          );
        }
        const changes = await replaceListPrices(trx, list.id, admin.userId, resolved.prices);
        await trx
          .insertInto('price_changes')
          .values({
            admin_id: admin.userId,
            action: 'list-imported',
            price_list_id: list.id,
            new_value: JSON.stringify({ prices: resolved.prices.length, changed: changes }),
          })
          .execute();
        await trx
          .updateTable('price_lists')
          .set({ updated_at: sql`now()` })
          .where('id', '=', list.id)
          .execute();
        return { ...(await readList(trx, list.id)), changes };
      });
      changed();
      return answer;
    },
  };
}
