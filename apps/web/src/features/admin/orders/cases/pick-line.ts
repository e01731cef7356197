import { parseGs1 } from '@wholesale/rules';
import type { OrderCases } from '@wholesale/contract';

/**
 * The line a scanned label goes to when staff left "the line of the label's product": the first
 * line of that product (by its GTIN) with a pack still without its case, else the first of that
 * product, else the first line not yet full (the server then says whose case it is).
 */
export function lineForLabel(lines: OrderCases['lines'], barcode: string): number | undefined {
  const reading = parseGs1(barcode);
  const gtin = reading.ok ? reading.case.gtin : undefined;
  const open = (l: OrderCases['lines'][number]) => l.cases.length < l.quantity;
  const own = gtin ? lines.filter((l) => l.gtin === gtin) : [];
  return (own.find(open) ?? own[0] ?? lines.find(open) ?? lines[0])?.line_id;
}
