import { describe, expect, it } from 'vitest';
import type { OrderCases } from '@wholesale/contract';
import { lineForLabel } from './pick-line';

const line = (line_id: number, gtin: string | null, quantity: number, cases: number): OrderCases['lines'][number] => ({
  line_id,
  item_id: line_id,
  item_name: `Item ${line_id}`,
  item_name_ko: '',
  quantity,
  catch_weight: true,
  gtin,
  weighed_lbs: null,
  line_total_cents: 0,
  cases: Array.from({ length: cases }, (_, i) => ({
    id: i + 1,
    line_id,
    lot: { id: 1, lot_code: 'A', establishment: 'E', produced_on: '2026-11-20', packed_on: '2026-11-21' },
    net_lbs: 40,
    gtin,
    serial: null,
    added_at: '2026-11-30T00:00:00.000Z',
  })),
});
const G1 = '10088123450015';
const G2 = '10088123450022';
const label = (g: string) => `01${g}3202004000`;

describe('lineForLabel', () => {
  it("takes the first line of the label's product that still has a pack without its case", () => {
    const lines = [line(1, G2, 2, 0), line(2, G1, 1, 1), line(3, G1, 2, 0)];
    expect(lineForLabel(lines, label(G1))).toBe(3);
  });
  it('falls back to a full line of the product, then to the first open line (the server names the product)', () => {
    expect(lineForLabel([line(1, G2, 1, 0), line(2, G1, 1, 1)], label(G1))).toBe(2);
    expect(lineForLabel([line(1, G2, 1, 1), line(2, null, 2, 0)], label('10088123450039'))).toBe(2);
    expect(lineForLabel([line(1, G2, 1, 1)], 'not a label')).toBe(1);
    expect(lineForLabel([], label(G1))).toBeUndefined();
  });
});
