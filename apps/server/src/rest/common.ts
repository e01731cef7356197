// Small helpers shared by the REST modules: input parsing with the services' own error type (so the
// server's error handler answers 400 `{ error, message }` with the first problem in words). The
// input shapes themselves live in packages/services (accounts/inputs.ts), shared with tRPC.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { COMMON_CODES, parseInput, type InvoiceFile } from '@wholesale/contract';

/** Parses a body, query or params object; a failure is a 400 with the first issue's code and words. */
export function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fallbackCode: string = COMMON_CODES.invalidRequest,
): z.output<S> {
  return parseInput(schema, input, fallbackCode);
}

/** A JSON object body; a missing body (no Content-Type) counts as `{}`. */
export function objectBody(body: unknown): unknown {
  return body === undefined || body === null ? {} : body;
}

/**
 * The body, with the `Idempotency-Key` header as its key (an order's, a change's, a payment's, a
 * refund's, a credit move's): REST's way of saying it.
 */
function withIdempotencyKey(body: unknown, header: string | string[] | undefined): unknown {
  if (header === undefined) return body;
  // A repeated header is malformed: let the schema refuse it with its own words.
  const key: unknown = Array.isArray(header) ? header : header.trim();
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, idempotency_key: key } : body;
}

/** The request's JSON body with its `Idempotency-Key` header as `idempotency_key`, for a money action's schema. */
export const keyedBody = (request: FastifyRequest): unknown =>
  withIdempotencyKey(objectBody(request.body), request.headers['idempotency-key']);

/** A file to send as a download: its type, its name, and `inline` for one opened to print. */
export interface DownloadFile {
  type: string;
  filename: string;
  content: string | Buffer | Readable;
  disposition?: 'attachment' | 'inline';
}

/** A file as a download (a CSV, a zip, a PDF), named; never kept by a cache. */
export function sendDownload(reply: FastifyReply, file: DownloadFile) {
  return reply
    .type(file.type)
    .header('content-disposition', `${file.disposition ?? 'attachment'}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/** A CSV (whole, or streamed as it is read) as a download. */
export function csvFile(filename: string, content: string | Readable): DownloadFile {
  return { type: 'text/csv; charset=utf-8', filename, content };
}

/**
 * A PDF (an invoice, a statement) as a download, streamed as it comes. `inline` for one opened to
 * print (the packing slips): the browser shows it, named the same.
 */
export function pdfFile(file: InvoiceFile, disposition: 'attachment' | 'inline' = 'attachment'): DownloadFile {
  const content = Readable.from(file.content, { objectMode: false });
  return { type: 'application/pdf', filename: file.filename, content, disposition };
}
