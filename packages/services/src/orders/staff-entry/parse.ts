// An order message read into proposed lines: pure (the catalogue comes as an index), so it is
// fast and tested without a database. Each segment of the message (see segments.ts) becomes a
// line when its words name an item; one that names nothing is reported as unknown when it looks
// like an order ("오리 2박스", a bare "3 cs") and left out when it is talk ("안녕하세요 사장님").
import type { ParsedOrderText, ProposedLine, UnplacedText } from '@wholesale/contract';
import { fragmentsOf } from './atoms';
import type { CatalogueIndex } from './catalogue-index';
import { itemQuantity } from './item-quantity';
import { matchItem, queryOf } from './match';
import { segmentsOf, type Segment } from './segments';

/** Confidence kept for each word of a line that names nothing ("갈비 3박스 냉동"): staff read it. */
const STRAY_WORD = 0.85;

const round2 = (n: number) => Math.round(n * 100) / 100;

type Reading = { line: ProposedLine } | { unknown: UnplacedText } | null;

function readSegment(source: string, segment: Segment, index: CatalogueIndex): Reading {
  const text = source.slice(segment.start, segment.end);
  const query = queryOf(segment.words);
  const { match, unplaced: stray, talk } = query ? matchItem(index, query) : { match: null, unplaced: [], talk: false };
  if (match) {
    const quantity = itemQuantity(segment.quantity, match.item);
    if (!quantity) return { unknown: { text } };
    const confidence = round2(match.score * quantity.certainty * STRAY_WORD ** stray.length);
    const line = {
      text,
      item_id: match.item.id,
      ...match.item.shown,
      quantity: quantity.quantity,
      unit: quantity.unit,
    };
    return { line: { ...line, confidence } };
  }
  // Nothing named. A quantity with nothing but talk around it is talk ("pick up at 3"); words
  // that are not talk are an unknown product; so is a quantity alone ("3 cs").
  if (stray.length > 0) return segment.quantity || !talk ? { unknown: { text } } : null;
  return segment.quantity && !talk ? { unknown: { text } } : null;
}

/** The lines a message seems to ask for, and the parts of it naming nothing known. */
export function parseOrderText(message: string, index: CatalogueIndex): ParsedOrderText {
  const source = message.normalize('NFC');
  const lines: ProposedLine[] = [];
  const unknown: UnplacedText[] = [];
  for (const fragment of fragmentsOf(source)) {
    for (const segment of segmentsOf(fragment)) {
      const reading = readSegment(source, segment, index);
      if (reading && 'line' in reading) lines.push(reading.line);
      else if (reading) unknown.push(reading.unknown);
    }
  }
  return { lines, unknown };
}
