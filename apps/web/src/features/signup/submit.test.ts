import { describe, expect, it } from 'vitest';
import { submitSignup } from './submit';
import { allAccepted } from './agreements';

const ok = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const doc = (documentType: 'business-license' | 'resale-certificate') => ({ documentType, file: new Blob(['x']) });

describe('signup submission', () => {
  it('creates the request, then uploads each file with the returned token', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return ok({ url: '/d', key: 'k' });
    }) as unknown as typeof fetch;
    const r = await submitSignup(
      { create: async () => ({ signupRequestId: 9, uploadToken: 't' }), fetchImpl },
      'a@b.co',
      [doc('business-license'), doc('resale-certificate')],
    );
    expect(r).toEqual({ kind: 'submitted', failed: [] });
    expect(urls).toEqual(['/api/s3/upload/document', '/api/s3/upload/document']);
  });
  it('lists failed document types with their reason', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const r = await submitSignup(
      { create: async () => ({ signupRequestId: 9, uploadToken: 't' }), fetchImpl },
      'a@b.co',
      [doc('resale-certificate')],
    );
    expect(r).toEqual({ kind: 'submitted', failed: [{ documentType: 'resale-certificate', reason: 'connection' }] });
  });
  it('a refused request uploads nothing and carries the server message', async () => {
    let uploads = 0;
    const fetchImpl = (async () => (uploads++, ok({}))) as unknown as typeof fetch;
    const err = Object.assign(new Error('An account with this email already exists'), {
      data: { httpStatus: 409, errorCode: 'accounts.emailTaken', params: null, fields: null },
    });
    const r = await submitSignup({ create: () => Promise.reject(err), fetchImpl }, 'a@b.co', [doc('business-license')]);
    expect(r).toEqual({
      kind: 'failed',
      error: { code: 'accounts.emailTaken', params: null, message: 'An account with this email already exists' },
      fields: {},
    });
    expect(uploads).toBe(0);
  });
  it('an answer without a request id is "Failed to get signup request ID"', async () => {
    const r = await submitSignup({ create: async () => ({}) }, 'a@b.co', []);
    expect(r).toEqual({ kind: 'noRequestId' });
  });
  it('agreements: all five must be on', () => {
    expect(allAccepted([true, true, true, true, true])).toBe(true);
    expect(allAccepted([true, true, false, true, true])).toBe(false);
    expect(allAccepted([true, true, true, true])).toBe(false);
  });
});
