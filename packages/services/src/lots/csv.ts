// Lots as CSV (a spreadsheet the production office keeps): a header naming the columns, one lot
// per line, the product by its slug or id. Every line is read and checked before anything is
// written; each refused line is named by its number and reason.
import {
  ERROR_CODES,
  isErrorCode,
  LOT_ERRORS,
  LOT_IMPORT_MAX,
  lotCsvLine,
  type CodedMessage,
  type LotInput,
} from '@wholesale/contract';
import { readCsvRecords } from '../kernel/csv';

const REQUIRED = ['item', 'lot_code', 'establishment', 'produced_on', 'packed_on', 'cases'] as const;
const COLUMNS: readonly string[] = [...REQUIRED, 'use_by', 'use_by_kind', 'notes'];

/** A CSV line as read: the lot's fields, its line, and its product as written (a slug or an id's digits). */
export type CsvLot = Omit<LotInput, 'item_id' | 'use_by' | 'use_by_kind' | 'notes'> & {
  line: number;
  item: string;
  use_by: string | null;
  use_by_kind: 'use-by' | 'freeze-by' | null;
  notes: string | null;
};

export interface CsvLineError {
  line: number;
  reason: CodedMessage;
}

/** A schema issue's code as the coded message a line's refusal carries. */
const reasonOf = (code: string | undefined): CodedMessage =>
  isErrorCode(code) ? { code, message: ERROR_CODES[code] } : LOT_ERRORS.csvHeader;

/** The CSV's lots, or every reason it is refused: the whole file's, or each bad line's. */
export function readLotCsv(text: string): { lots: CsvLot[]; errors: CsvLineError[] } {
  const records = readCsvRecords(text);
  const header = records.shift();
  const names = (header?.fields ?? []).map((f) => f.trim().toLowerCase());
  if (!header || REQUIRED.some((c) => !names.includes(c)) || names.some((c) => !COLUMNS.includes(c)))
    return { lots: [], errors: [{ line: header?.line ?? 1, reason: LOT_ERRORS.csvHeader }] };
  if (records.length === 0) return { lots: [], errors: [{ line: header.line, reason: LOT_ERRORS.csvEmpty }] };
  if (records.length > LOT_IMPORT_MAX)
    return { lots: [], errors: [{ line: records[LOT_IMPORT_MAX]!.line, reason: LOT_ERRORS.csv }] };

  const lots: CsvLot[] = [];
  const errors: CsvLineError[] = [];
  for (const { line, fields } of records) {
    const cell = (c: string) => (fields[names.indexOf(c)] ?? '').trim();
    const optional = (c: string) => (cell(c) === '' ? null : cell(c));
    const casesText = cell('cases');
    const parsed = lotCsvLine.safeParse({
      lot_code: cell('lot_code'),
      establishment: cell('establishment'),
      produced_on: cell('produced_on'),
      packed_on: cell('packed_on'),
      use_by: optional('use_by'),
      use_by_kind: optional('use_by_kind'),
      // digits only, as a spreadsheet writes a count ("1e3" or "12.0" are refused, not read)
      cases: casesText.length <= 6 && /^[0-9]+$/.test(casesText) ? Number(casesText) : Number.NaN,
      notes: optional('notes') ?? undefined,
    });
    const item = cell('item');
    if (item === '' || item.length > 200) errors.push({ line, reason: LOT_ERRORS.csvItem });
    else if (!parsed.success) errors.push({ line, reason: reasonOf(parsed.error.issues[0]?.message) });
    else
      lots.push({
        line,
        item,
        ...parsed.data,
        use_by: parsed.data.use_by ?? null,
        use_by_kind: parsed.data.use_by_kind ?? null,
        notes: parsed.data.notes || null,
      });
  }
  return { lots: errors.length > 0 ? [] : lots, errors };
}
