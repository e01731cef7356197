// The shipment record's two downloads (staff only): the CSV, streamed a batch of shipments at a
// time however long the range, and the PDF, drawn where the server's PDFs are drawn, for a range
// short enough to print (past SHIPMENT_PDF_MAX_ROWS rows the CSV is the record's form).
import { ConflictError, LOT_ERRORS, requireAdmin, SHIPMENT_PDF_MAX_ROWS, type LotsService } from '@wholesale/contract';
import type { Clock, Db } from '../kernel/common';
import type { PdfRenderer } from '../pdf/renderer';
import { shipmentRecordFileName } from '../pdf/shipment-record-data';
import { shipmentCsvChunks, shipmentRows, type ShipmentRow } from './shipment-record';

export function shipmentRecordService(
  db: Db,
  renderPdf: PdfRenderer,
  clock: Clock,
): Pick<LotsService, 'shipmentRecordCsv' | 'shipmentRecordPdf'> {
  return {
    async shipmentRecordCsv(actor, range) {
      requireAdmin(actor);
      return shipmentCsvChunks(db, range);
    },

    async shipmentRecordPdf(actor, range) {
      requireAdmin(actor);
      const rows: ShipmentRow[] = [];
      for await (const batch of shipmentRows(db, range)) {
        rows.push(...batch);
        // Refused as soon as it is known, before the rest of a long range is read.
        if (rows.length > SHIPMENT_PDF_MAX_ROWS) throw new ConflictError(LOT_ERRORS.shipmentPdfRows);
      }
      const locale = range.lang ?? 'en';
      const content = await renderPdf({
        kind: 'shipment-record',
        data: { locale, from: range.from, to: range.to, made_at: clock().toISOString(), rows },
      });
      return { number: null, filename: shipmentRecordFileName(range.from, range.to, 'pdf', locale), content };
    },
  };
}
