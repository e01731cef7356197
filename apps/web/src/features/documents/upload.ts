// Sends a company's renewed document with its expiry date (POST /api/company/documents, multipart)
// with the session cookie: the owner from the profile, or an admin for the company it names. The
// server checks the session and the company's upload budget before the file, then the file as the
// signup's (size, type three ways) and the date.
import type { RouterOutputs } from '@wholesale/api';
import type { Failure } from '../../lib/failure';
import { postForm, readFormAnswer, type FormAnswer } from '../../lib/postForm';
import type { DatedDocumentType } from './model';

export type CompanyDocument = NonNullable<RouterOutputs['documents']['current']['license']>;

export type UploadAnswer = { ok: true; document: CompanyDocument } | { ok: false; status: number; error: Failure };

export interface CompanyUpload {
  documentType: DatedDocumentType;
  expiresOn: string;
  file: Blob & { name?: string };
  /** an admin names the company (its owner's id); the owner's own is always theirs */
  companyId?: number;
}

export function companyUploadUrl(companyId?: number): string {
  return companyId === undefined ? '/api/company/documents' : `/api/company/documents?company=${companyId}`;
}

/** Reads the route's `{ success, data }` or `{ error, message, code, params?, fields? }`. */
export function readUploadAnswer(status: number, body: unknown): UploadAnswer {
  return asUploadAnswer(readFormAnswer<CompanyDocument>(status, body));
}

const asUploadAnswer = (a: FormAnswer<CompanyDocument>): UploadAnswer => (a.ok ? { ok: true, document: a.data } : a);

export async function uploadCompanyDocument(
  req: CompanyUpload,
  fetchImpl: typeof fetch = fetch,
): Promise<UploadAnswer> {
  const form = new FormData();
  // Text fields first: a streaming server reads them before the file part.
  form.append('documentType', req.documentType);
  form.append('expiresOn', req.expiresOn);
  form.append('file', req.file, req.file.name ?? 'document');
  return asUploadAnswer(await postForm<CompanyDocument>(companyUploadUrl(req.companyId), form, fetchImpl));
}
