import { describe, expect, it } from 'vitest';
import { companyUploadUrl, readUploadAnswer, uploadCompanyDocument } from './upload';

describe('the company document upload', () => {
  it('posts the fields before the file, with the session cookie, to the company named (admin) or the own one', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({
          success: true,
          data: { id: 5, document_type: 'resale-certificate', expires_on: '2027-03-31' },
        }),
        { status: 201 },
      );
    }) as unknown as typeof fetch;
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'resale.pdf', { type: 'application/pdf' });
    const answer = await uploadCompanyDocument(
      { documentType: 'resale-certificate', expiresOn: '2027-03-31', file },
      fetchImpl,
    );
    expect(answer).toMatchObject({ ok: true, document: { id: 5 } });
    expect(calls[0]!.url).toBe('/api/company/documents');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect([...(calls[0]!.init.body as FormData).keys()]).toEqual(['documentType', 'expiresOn', 'file']);
    expect(companyUploadUrl(12)).toBe('/api/company/documents?company=12');
  });

  it('reads a refusal by its code, hides a 5xx text, and says when no answer came', async () => {
    const refused = readUploadAnswer(403, {
      error: 'x',
      message: "Only the company's owner can do this",
      code: 'company.ownerOnly',
    });
    expect(refused).toMatchObject({ ok: false, status: 403, error: { code: 'company.ownerOnly' } });
    expect(readUploadAnswer(500, { message: 'stack' })).toEqual({
      ok: false,
      status: 500,
      error: { status: 500, code: null, params: null, message: null, fields: {} },
    });
    const offline = await uploadCompanyDocument(
      { documentType: 'business-license', expiresOn: '2027-01-01', file: new Blob(['x']) },
      (() => Promise.reject(new Error('offline'))) as unknown as typeof fetch,
    );
    expect(offline).toMatchObject({ ok: false, status: 0, error: { status: null, code: null, message: null } });
  });
});
