// A price list as CSV: written for a spreadsheet (a header, one price per line,
// the product's slug and names beside its id for the people editing it) and read back, every line
// checked, with each refused line named by its number and reason. The reader walks the text once,
// character by character (RFC 4180 quoting: "a, b" and "say ""hi"""), so no pattern ever
// backtracks over a long line.
import { ITEM_MAX_PRICE_CENTS, ORDER_LINE_MAX_QUANTITY, toCents } from '@wholesale/rules';
import {
  PRICE_CSV_MAX_COLUMNS,
  PRICE_CSV_MAX_LINE,
  PRICE_ERRORS,
  PRICE_LIST_MAX_PRICES,
  type CodedMessage,
} from '@wholesale/contract';
import { csvFile, readCsvRecords } from '../kernel/csv';

/** The columns the export writes, in its order; the import needs price and item_id or slug. */
export const PRICE_CSV_COLUMNS = ['item_id', 'slug', 'name', 'name_ko', 'min_quantity', 'price'] as const;

export function writePriceCsv(
  rows: readonly {
    item_id: number;
    slug: string;
    name: string;
    name_ko: string;
    min_quantity: number;
    price_cents: number;
  }[],
): string {
  // The byte order mark first, so Excel reads the Korean names as written (the import skips it).
  return csvFile(
    PRICE_CSV_COLUMNS,
    rows.map((r) => [r.item_id, r.slug, r.name, r.name_ko, r.min_quantity, (r.price_cents / 100).toFixed(2)]),
  );
}

export interface ParsedPrice {
  /** the line of the file it came from */
  line: number;
  item_id: number | null;
  slug: string | null;
  min_quantity: number;
  price_cents: number;
}

/** A refused line: its number and why. */
export interface CsvLineError {
  line: number;
  reason: CodedMessage;
}

/** At most this many refused lines are reported (the first ones). */
export const CSV_ERRORS_SHOWN = 50;

const WHOLE = /^\d{1,9}$/;
const MONEY = /^\$?\d{1,7}(\.\d{1,2})?$/;

/**
 * What refuses the file as a whole before any record is built: more lines than a list holds
 * prices (the header and a last line break aside), or a line too long or too wide for a price.
 * One pass over the characters, keeping nothing, so a 4 MB file of nonsense is refused in a few
 * milliseconds and in no memory, instead of becoming millions of fields. Commas and line breaks
 * inside quotes count too: a real price line has few of either.
 */
export function priceCsvShapeError(text: string): CsvLineError | null {
  let line = 1;
  let lineStart = 0;
  let commas = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c === 44) commas += 1;
    else if (c === 10) {
      const length = i - lineStart - (i > 0 && text.charCodeAt(i - 1) === 13 ? 1 : 0);
      if (length > PRICE_CSV_MAX_LINE || commas + 1 > PRICE_CSV_MAX_COLUMNS)
        return { line, reason: PRICE_ERRORS.csvLine };
      if (length > 0 && line > PRICE_LIST_MAX_PRICES + 1) return { line, reason: PRICE_ERRORS.tooManyPrices };
      line += 1;
      lineStart = i + 1;
      commas = 0;
    }
  }
  return null;
}

/** The errors that refuse a file as a whole, in its own words (not "some lines cannot be imported"). */
export const WHOLE_FILE_ERRORS: ReadonlySet<string> = new Set([
  PRICE_ERRORS.csvColumns.code,
  PRICE_ERRORS.tooManyPrices.code,
  PRICE_ERRORS.csvLine.code,
  PRICE_ERRORS.csvEmpty.code,
]);

/**
 * The prices a CSV text gives, or its refused lines. Products are not looked up here (the service
 * does, in the database); every other rule of a price is checked per line. A file with a header
 * and no price is refused: it would empty the list, which is done in the list itself.
 */
export function parsePriceCsv(text: string): { prices: ParsedPrice[]; errors: CsvLineError[] } {
  const shape = priceCsvShapeError(text);
  if (shape) return { prices: [], errors: [shape] };
  const records = readCsvRecords(text);
  const header = records.shift();
  const names = (header?.fields ?? []).map((f) => f.trim().toLowerCase());
  const col = (name: string) => names.indexOf(name);
  const [idAt, slugAt, minAt, priceAt] = [col('item_id'), col('slug'), col('min_quantity'), col('price')];
  if (!header || priceAt < 0 || (idAt < 0 && slugAt < 0))
    return { prices: [], errors: [{ line: header?.line ?? 1, reason: PRICE_ERRORS.csvColumns }] };
  if (records.length > PRICE_LIST_MAX_PRICES)
    return { prices: [], errors: [{ line: records[PRICE_LIST_MAX_PRICES]!.line, reason: PRICE_ERRORS.tooManyPrices }] };
  if (records.length === 0) return { prices: [], errors: [{ line: header.line, reason: PRICE_ERRORS.csvEmpty }] };

  const prices: ParsedPrice[] = [];
  const errors: CsvLineError[] = [];
  const refuse = (line: number, reason: CodedMessage) => {
    if (errors.length < CSV_ERRORS_SHOWN) errors.push({ line, reason });
  };
  for (const { line, fields } of records) {
    const cell = (at: number) => (at >= 0 ? (fields[at] ?? '').trim() : '');
    const idText = cell(idAt);
    const slug = cell(slugAt);
    // Lengths first: the patterns below never read more than a dozen characters.
    if (
      idText.length > 10 ||
      (idText !== '' && !WHOLE.test(idText)) ||
      (idText === '' && slug === '') ||
      slug.length > 200
    ) {
      refuse(line, PRICE_ERRORS.csvItem);
      continue;
    }
    const minText = cell(minAt);
    const min = minText === '' ? 1 : minText.length <= 4 && WHOLE.test(minText) ? Number(minText) : NaN;
    if (!(min >= 1 && min <= ORDER_LINE_MAX_QUANTITY)) {
      refuse(line, PRICE_ERRORS.minQuantity);
      continue;
    }
    const priceText = cell(priceAt).replaceAll(',', '');
    const cents = priceText.length <= 12 && MONEY.test(priceText) ? toCents(Number(priceText.replace('$', ''))) : NaN;
    if (!(cents > 0 && cents <= ITEM_MAX_PRICE_CENTS)) {
      refuse(line, PRICE_ERRORS.price);
      continue;
    }
    prices.push({
      line,
      item_id: idText === '' ? null : Number(idText),
      slug: idText === '' ? slug : null,
      min_quantity: min,
      price_cents: cents,
    });
  }
  return { prices, errors };
}
