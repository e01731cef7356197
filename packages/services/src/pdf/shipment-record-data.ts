// What the shipment record's PDF prints, as plain JSON (it crosses to the PDF worker): the range,
// when it was made, and its rows (lots/shipment-record.ts reads them).
import type { ShipmentRow } from '../lots/shipment-record';

export interface ShipmentRecordData {
  locale: 'en' | 'ko';
  /** 'YYYY-MM-DD', Los Angeles days, both included */
  from: string;
  to: string;
  /** ISO instant */
  made_at: string;
  rows: ShipmentRow[];
}

/** 'shipment-record-2026-11-01-2026-11-30-en.pdf' */
export function shipmentRecordFileName(from: string, to: string, ext: 'pdf' | 'csv', locale?: 'en' | 'ko'): string {
  return `shipment-record-${from}-${to}${locale ? `-${locale}` : ''}.${ext}`;
}
