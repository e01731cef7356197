import { describe, expect, it } from 'vitest';
import { classifyUploadAnswer, uploadAll, uploadDocument } from './upload';

describe('upload answers (spec section 8)', () => {
  it('reads {url, key} as success', () => {
    expect(classifyUploadAnswer(200, { url: '/u', key: 'k' })).toEqual({ ok: true, url: '/u', key: 'k' });
  });
  it('sorts failures into the spec categories', () => {
    expect(classifyUploadAnswer(400, { error: 'Bad', message: 'Only PDF, JPG, and PNG files are allowed' })).toEqual({
      ok: false,
      reason: 'storage',
      message: 'Only PDF, JPG, and PNG files are allowed',
    });
    expect(classifyUploadAnswer(500, { name: 'StorageError', message: 'x' })).toEqual({
      ok: false,
      reason: 'storageService',
      message: 'x',
    });
    expect(classifyUploadAnswer(503, null)).toMatchObject({ reason: 'network' });
    expect(classifyUploadAnswer(500, { error: 'boom' })).toMatchObject({ reason: 'server' });
    expect(classifyUploadAnswer(200, {})).toMatchObject({ reason: 'server' });
  });
  it('a thrown fetch is a connection error', async () => {
    const fail = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const r = await uploadDocument(
      { url: '/x', file: new Blob(['%PDF']), documentType: 'business-license', userEmail: 'a@b.co', uploadToken: 't' },
      fail,
    );
    expect(r).toEqual({ ok: false, reason: 'connection', message: null });
  });
  it('uploads one by one with the token and reports only the failures', async () => {
    const seen: string[] = [];
    const fake = (async (_url: string, init: RequestInit) => {
      const form = init.body as FormData;
      // the token travels in the header (checked before the body) and as a field ahead of the file
      seen.push(
        `${String(form.get('documentType'))}:${String(form.get('uploadToken'))}:${String(new Headers(init.headers).get('x-upload-token'))}`,
      );
      if (form.get('documentType') === 'resale-certificate')
        return new Response(JSON.stringify({ error: 'x' }), { status: 500 });
      return new Response(JSON.stringify({ url: '/d', key: 'k' }), { status: 200 });
    }) as unknown as typeof fetch;
    const docs = [
      { documentType: 'business-license', file: new Blob(['a']) },
      { documentType: 'resale-certificate', file: new Blob(['b']) },
    ];
    const progress: number[] = [];
    const failed = await uploadAll(
      docs,
      { url: '/api/s3/upload/document', userEmail: 'a@b.co', uploadToken: 'tok' },
      (n) => progress.push(n),
      fake,
    );
    expect(seen).toEqual(['business-license:tok:tok', 'resale-certificate:tok:tok']);
    expect(progress).toEqual([1, 2]);
    expect(failed.map((f) => [f.doc.documentType, f.outcome.reason])).toEqual([['resale-certificate', 'server']]);
  });
});
