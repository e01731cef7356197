// The recall's report for the inspector as CSV: one row per company and lot (what was shipped and
// what is still on its orders, with the notice's times), then one row per lot for what was never
// sold. A byte order mark first, so Excel reads the Korean names.
import type { RecallDetail } from '@wholesale/contract';
import { csvFile } from '../kernel/csv';

const HEADER = [
  'recall',
  'reason',
  'lot_code',
  'product',
  'produced_on',
  'packed_on',
  'company',
  'contact',
  'email',
  'phone',
  'shipped_cases',
  'shipped_lbs',
  'pickup_dates',
  'unshipped_cases',
  'unshipped_orders',
  'unsold_cases',
  'notice_sent_at',
  'acknowledged_at',
  'reminded_at',
];

export function recallCsv(recall: RecallDetail): string {
  const lotById = new Map(recall.recalled_lots.map((l) => [l.id, l]));
  const rows: (string | number | null)[][] = [];
  for (const c of recall.companies) {
    for (const cl of c.lots) {
      const lot = lotById.get(cl.lot_id);
      rows.push([
        recall.id,
        recall.reason,
        cl.lot_code,
        lot?.item.name ?? '',
        lot?.produced_on ?? '',
        lot?.packed_on ?? '',
        c.company ?? '',
        c.contact_name,
        c.email,
        c.phone ?? '',
        cl.shipped_cases,
        cl.shipped_lbs.toFixed(2),
        c.pickup_dates.join(' '),
        cl.unshipped_cases,
        c.unshipped_orders.join(' '),
        '',
        c.notice?.sent_at ?? '',
        c.notice?.acknowledged_at ?? '',
        c.notice?.reminded_at ?? '',
      ]);
    }
  }
  for (const l of recall.recalled_lots) {
    rows.push([
      recall.id,
      recall.reason,
      l.lot_code,
      l.item.name,
      l.produced_on,
      l.packed_on,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      l.cases_unsold,
      '',
      '',
      '',
    ]);
  }
  return csvFile(HEADER, rows);
}
