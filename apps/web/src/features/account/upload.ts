// Sends one document to the server after the signup request (or inquiry) exists. The upload token
// that request returned binds the file to it; the server checks type, size and content again.

export type UploadFailure = 'storage' | 'network' | 'connection' | 'storageService' | 'server';

export type UploadOutcome =
  { ok: true; url: string; key: string } | { ok: false; reason: UploadFailure; message: string | null };

export interface UploadRequest {
  url: string;
  file: Blob & { name?: string };
  documentType: string;
  userEmail: string;
  uploadToken: string;
}

/**
 * Maps an answer to the spec's categories (section 8): the storage refusing the document
 * ('Document upload failed'), the network ('Network error'), a thrown fetch ('Connection error'),
 * the storage service failing ('Storage service error'), anything else ('Server error').
 */
export function classifyUploadAnswer(status: number, body: unknown): UploadOutcome {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300 && typeof b.url === 'string' && typeof b.key === 'string') {
    return { ok: true, url: b.url, key: b.key };
  }
  const message = typeof b.message === 'string' ? b.message : typeof b.error === 'string' ? b.error : null;
  const tag = [b.code, b.name, b.error].filter((x): x is string => typeof x === 'string').join(' ');
  if (/storage|s3|minio|bucket/i.test(tag) && status >= 500) return { ok: false, reason: 'storageService', message };
  if (status === 0 || status === 502 || status === 503 || status === 504)
    return { ok: false, reason: 'network', message };
  if (status >= 400 && status < 500) return { ok: false, reason: 'storage', message };
  return { ok: false, reason: 'server', message };
}

export async function uploadDocument(req: UploadRequest, fetchImpl: typeof fetch = fetch): Promise<UploadOutcome> {
  const form = new FormData();
  // Text fields first: a streaming server reads them before the file part.
  form.append('documentType', req.documentType);
  form.append('userEmail', req.userEmail);
  form.append('uploadToken', req.uploadToken);
  form.append('file', req.file, req.file.name ?? 'document');
  let res: Response;
  try {
    res = await fetchImpl(req.url, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      // The token in a header too: the server checks it before it reads any of the body. The field
      // (ahead of the file) still serves behind a proxy that drops unknown headers.
      headers: { accept: 'application/json', 'x-upload-token': req.uploadToken },
    });
  } catch {
    return { ok: false, reason: 'connection', message: null };
  }
  const body: unknown = await res.json().catch(() => null);
  return classifyUploadAnswer(res.status, body);
}

/** Uploads one by one (spec: files go one at a time); reports progress and the failures. */
export async function uploadAll<T extends { documentType: string; file: UploadRequest['file'] }>(
  docs: readonly T[],
  common: Omit<UploadRequest, 'file' | 'documentType'>,
  onProgress?: (done: number) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<{ doc: T; outcome: Extract<UploadOutcome, { ok: false }> }[]> {
  const failed: { doc: T; outcome: Extract<UploadOutcome, { ok: false }> }[] = [];
  let done = 0;
  for (const doc of docs) {
    const outcome = await uploadDocument({ ...common, file: doc.file, documentType: doc.documentType }, fetchImpl);
    if (!outcome.ok) failed.push({ doc, outcome });
    onProgress?.(++done);
  }
  return failed;
}
