import type { UploadFailure, UploadRequest } from '../account/upload';
import { uploadAll } from '../account/upload';
import { readFailure } from '../../lib/failure';
import type { CodedError } from '../../lib/failure';

// The signup sequence (storefront spec, sections 7 and 8): create the request, then upload each
// chosen document one by one with the request's upload token. Kept apart from the page so the
// branches are unit tested with fakes.

const DOCUMENT_UPLOAD_URL = '/api/s3/upload/document';

export type SignupDocType = 'business-license' | 'resale-certificate';

export interface SignupDoc {
  documentType: SignupDocType;
  file: UploadRequest['file'];
}

export type SignupOutcome =
  | { kind: 'submitted'; failed: { documentType: SignupDocType; reason: UploadFailure }[] }
  | { kind: 'failed'; error: CodedError; fields: Record<string, CodedError> }
  | { kind: 'noRequestId' };

export interface SignupDeps {
  create: () => Promise<{ signupRequestId?: number; uploadToken?: string } | null | undefined>;
  fetchImpl?: typeof fetch;
}

export async function submitSignup(
  deps: SignupDeps,
  email: string,
  docs: readonly SignupDoc[],
  onProgress?: (done: number) => void,
): Promise<SignupOutcome> {
  let created: Awaited<ReturnType<SignupDeps['create']>>;
  try {
    created = await deps.create();
  } catch (err) {
    const f = readFailure(err);
    return { kind: 'failed', error: { code: f.code, params: f.params, message: f.message }, fields: f.fields };
  }
  if (!created || typeof created.signupRequestId !== 'number' || !created.uploadToken) return { kind: 'noRequestId' };
  const failed = await uploadAll(
    docs,
    { url: DOCUMENT_UPLOAD_URL, userEmail: email.trim(), uploadToken: created.uploadToken },
    onProgress,
    deps.fetchImpl,
  );
  return {
    kind: 'submitted',
    failed: failed.map((f) => ({ documentType: f.doc.documentType, reason: f.outcome.reason })),
  };
}
