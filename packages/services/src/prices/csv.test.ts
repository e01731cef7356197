import { describe, expect, it } from 'vitest';
import { PRICE_CSV_MAX_COLUMNS, PRICE_CSV_MAX_LINE, PRICE_ERRORS, PRICE_LIST_MAX_PRICES } from '@wholesale/contract';
import { readCsvRecords } from '../kernel/csv';
import { parsePriceCsv, priceCsvShapeError, writePriceCsv } from './csv';

describe('reading CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and LF, a BOM, and skips blank lines', () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\n\n2,"two\nlines",\r\n';
    expect(readCsvRecords(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x, y', 'say "hi"'] },
      { line: 4, fields: ['2', 'two\nlines', ''] },
    ]);
  });

  it('reads a long line once, however it ends', () => {
    const long = `${'"'.repeat(1)}${'a'.repeat(500_000)}`;
    const started = performance.now();
    expect(readCsvRecords(`price,item_id\n${long}`)).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('a price list as CSV', () => {
  it('writes what it reads back, with names quoted and a formula defused', () => {
    const csv = writePriceCsv([
      { item_id: 3, slug: 'galbi', name: 'Short rib, bone-in', name_ko: '갈비', min_quantity: 1, price_cents: 1250 },
      { item_id: 3, slug: 'galbi', name: '=HYPERLINK("x")', name_ko: '갈비', min_quantity: 10, price_cents: 1100 },
    ]);
    // The byte order mark first: Excel then reads the Korean names as written.
    expect(csv.split('\r\n')[0]).toBe('\uFEFFitem_id,slug,name,name_ko,min_quantity,price');
    expect(csv).toContain('"Short rib, bone-in"');
    expect(csv).toContain('"\'=HYPERLINK(""x"")"');
    expect(parsePriceCsv(csv)).toEqual({
      prices: [
        { line: 2, item_id: 3, slug: null, min_quantity: 1, price_cents: 1250 },
        { line: 3, item_id: 3, slug: null, min_quantity: 10, price_cents: 1100 },
      ],
      errors: [],
    });
  });

  it('takes a slug where there is no id, 1 as the minimum when left out, and $ and thousands commas in prices', () => {
    expect(parsePriceCsv('slug,price,min_quantity\ngalbi,"$1,234.50",\nbulgogi,7,5\n').prices).toEqual([
      { line: 2, item_id: null, slug: 'galbi', min_quantity: 1, price_cents: 123_450 },
      { line: 3, item_id: null, slug: 'bulgogi', min_quantity: 5, price_cents: 700 },
    ]);
  });

  it('names every refused line with its reason', () => {
    const { errors } = parsePriceCsv(
      'item_id,min_quantity,price\n1,1,0\n2,0,5\nx,1,5\n,1,5\n3,1,5.555\n4,1000,5\n5,1,10000.01\n6,2,9.99\n',
    );
    expect(errors.map((e) => [e.line, e.reason.code])).toEqual([
      [2, PRICE_ERRORS.price.code],
      [3, PRICE_ERRORS.minQuantity.code],
      [4, PRICE_ERRORS.csvItem.code],
      [5, PRICE_ERRORS.csvItem.code],
      [6, PRICE_ERRORS.price.code],
      [7, PRICE_ERRORS.minQuantity.code],
      [8, PRICE_ERRORS.price.code],
    ]);
  });

  it('refuses a file without the columns it needs', () => {
    expect(parsePriceCsv('name,cost\na,1\n').errors).toEqual([{ line: 1, reason: PRICE_ERRORS.csvColumns }]);
    expect(parsePriceCsv('').errors).toEqual([{ line: 1, reason: PRICE_ERRORS.csvColumns }]);
  });
});

describe('a price list file refused before it is read', () => {
  const header = 'item_id,slug,name,name_ko,min_quantity,price\n';

  it('more lines than a list holds prices: refused at the first line too many, in milliseconds', () => {
    const text = header + '1,,,,1,9.99\n'.repeat(PRICE_LIST_MAX_PRICES + 1);
    const started = performance.now();
    expect(parsePriceCsv(text).errors).toEqual([
      { line: PRICE_LIST_MAX_PRICES + 2, reason: PRICE_ERRORS.tooManyPrices },
    ]);
    expect(performance.now() - started).toBeLessThan(50);
    // exactly as many as a list holds (a last line break or not) is read
    expect(priceCsvShapeError(header + '1,,,,1,9.99\n'.repeat(PRICE_LIST_MAX_PRICES))).toBeNull();
    expect(priceCsvShapeError(header + '1,,,,1,9.99\n'.repeat(PRICE_LIST_MAX_PRICES).trimEnd())).toBeNull();
  });

  it('4 MB of nonsense (short lines, one wide line, one long quoted field): each refused at once', () => {
    const nonsense = ['x\n'.repeat(2_000_000), ','.repeat(4_000_000), `${header}1,"${'a'.repeat(3_999_000)}",,,1,1\n`];
    for (const text of nonsense) {
      const started = performance.now();
      const { prices, errors } = parsePriceCsv(text);
      expect(performance.now() - started).toBeLessThan(100);
      expect(prices).toEqual([]);
      expect(errors).toHaveLength(1);
      expect([PRICE_ERRORS.tooManyPrices.code, PRICE_ERRORS.csvLine.code]).toContain(errors[0]!.reason.code);
    }
  });

  it('a line of more than 1,000 characters or 20 columns is refused with its number', () => {
    expect(priceCsvShapeError(`${header}1,,,,1,9.99\n1,,${'n'.repeat(PRICE_CSV_MAX_LINE)},,1,9.99\n`)).toEqual({
      line: 3,
      reason: PRICE_ERRORS.csvLine,
    });
    expect(priceCsvShapeError(`${header}1${','.repeat(PRICE_CSV_MAX_COLUMNS)}\n`)).toEqual({
      line: 2,
      reason: PRICE_ERRORS.csvLine,
    });
    expect(priceCsvShapeError(`${header}1${','.repeat(PRICE_CSV_MAX_COLUMNS - 1)}\r\n`)).toBeNull();
  });

  it('a header and no prices does not empty the list: it is refused', () => {
    expect(parsePriceCsv(header).errors).toEqual([{ line: 1, reason: PRICE_ERRORS.csvEmpty }]);
    expect(parsePriceCsv(`${header}\n\n`).errors).toEqual([{ line: 1, reason: PRICE_ERRORS.csvEmpty }]);
  });
});
