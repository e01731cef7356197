// The PDF drawing a worker thread needs (apps/server/src/pdf-worker.ts), apart from the services'
// entry so the worker loads no database or mail code.
export { drawPdf, type PdfJob, type PdfRenderer } from './renderer';
