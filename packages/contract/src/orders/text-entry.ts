// An order sent as text (KakaoTalk, SMS) read into proposed lines for staff to confirm: the input
// at the door (POST /api/admin/orders/parse, tRPC admin.orders.parse), its refusals and the answer.
// Nothing is ordered by it.
import type { z } from 'zod';
import type { Actor } from '../actor';
import { body, text, textError } from '../inputs';
import { ORDER_TEXT_CODES, ORDER_TEXT_MAX_CHARS, ORDER_TEXT_MAX_LINES } from './text-messages';

/** Counts line breaks without a pattern (the text is at most ORDER_TEXT_MAX_CHARS when this runs). */
function lineCount(value: string): number {
  let lines = 1;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) === 10) lines++;
  return lines;
}

/** POST /api/admin/orders/parse and tRPC admin.orders.parse: the message as staff pasted it. */
export const orderTextInput = body({
  text: text({ error: textError(ORDER_TEXT_CODES.text) }, { multiline: true, tooLong: ORDER_TEXT_CODES.text })
    .max(ORDER_TEXT_MAX_CHARS, { error: ORDER_TEXT_CODES.text, abort: true })
    .refine((value) => value.trim().length > 0, { error: ORDER_TEXT_CODES.text, abort: true })
    .refine((value) => lineCount(value) <= ORDER_TEXT_MAX_LINES, { error: ORDER_TEXT_CODES.lines }),
});

export type OrderTextInput = z.output<typeof orderTextInput>;

/** A line the message seems to ask for: a proposal, never an order. */
export interface ProposedLine {
  /** the part of the message it was read from, as written */
  text: string;
  item_id: number;
  /** the item's names and spec, as the catalogue shows them now */
  name: string;
  name_ko: string;
  spec: string;
  /** in `unit`: boxes, or packs of a catch-weight item */
  quantity: number;
  /** how the item is sold: by the box, or by the pack (catch weight) */
  unit: 'box' | 'pack';
  /** 0..1: how sure the reading is (below 0.7, staff should look twice) */
  confidence: number;
}

/** A part of the message that names something the parser could not place (an unknown product). */
export interface UnplacedText {
  text: string;
}

export interface ParsedOrderText {
  lines: ProposedLine[];
  unknown: UnplacedText[];
}

/** Reads order messages against the catalogue's visible items (admins only). */
export interface OrderTextService {
  parse(actor: Actor, input: OrderTextInput): Promise<ParsedOrderText>;
}
