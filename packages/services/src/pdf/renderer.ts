// Where the server's PDFs are drawn. Drawing an invoice is about 12 ms of CPU: on the request's
// own thread ten at once queue behind each other and hold up every other request meanwhile. The
// server passes a renderer that draws them in worker threads (apps/server/src/pdf-pool.ts); tests
// and tools use the one here, which draws in the calling thread.
import { creditMemoPdf } from './credit-memo-pdf';
import type { CreditMemoData } from './credit-memo-data';
import { orderDocumentPdf } from './invoice-pdf';
import type { OrderDocumentData } from './order-document-data';
import type { PackingSlipsData } from './packing-slip-data';
import { packingSlipsPdf } from './packing-slip-pdf';
import type { ShipmentRecordData } from './shipment-record-data';
import { shipmentRecordPdf } from './shipment-record-pdf';
import { recallReportPdf, type RecallReportData } from './recall-report-pdf';
import { statementPdf, type StatementData } from './statement-pdf';

/** A document to draw: what it is, and its data (plain JSON, so it can cross to a worker). */
export type PdfJob =
  | { kind: 'order-document'; data: OrderDocumentData }
  | { kind: 'statement'; data: StatementData }
  | { kind: 'credit-memo'; data: CreditMemoData }
  | { kind: 'packing-slips'; data: PackingSlipsData }
  | { kind: 'shipment-record'; data: ShipmentRecordData }
  | { kind: 'recall-report'; data: RecallReportData };

/** Draws a document; answers its bytes as they come. */
export type PdfRenderer = (job: PdfJob) => Promise<AsyncIterable<Uint8Array>>;

/** Draws the document in this thread (a readable stream of its bytes). */
export function drawPdf(job: PdfJob): PDFKit.PDFDocument {
  switch (job.kind) {
    case 'order-document':
      return orderDocumentPdf(job.data);
    case 'statement':
      return statementPdf(job.data);
    case 'credit-memo':
      return creditMemoPdf(job.data);
    case 'packing-slips':
      return packingSlipsPdf(job.data);
    case 'shipment-record':
      return shipmentRecordPdf(job.data);
    case 'recall-report':
      return recallReportPdf(job.data);
  }
}

/** The renderer that draws in the calling thread. */
export const inlinePdfRenderer: PdfRenderer = (job) => Promise.resolve(drawPdf(job));
