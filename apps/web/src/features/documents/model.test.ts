import { describe, expect, it } from 'vitest';
import { calendarDateText, resaleNotice, validateUpload, type UploadValues } from './model';

const pdf = { name: 'resale.pdf', type: 'application/pdf', size: 1000 };
const values = (over: Partial<UploadValues> = {}): UploadValues => ({
  documentType: 'resale-certificate',
  expiresOn: '2027-03-31',
  file: pdf,
  ...over,
});

describe('the upload form', () => {
  it('takes a date from today on and a PDF, JPG or PNG under 10 MB', () => {
    expect(validateUpload(values(), '2026-03-10')).toEqual({});
    expect(validateUpload(values({ expiresOn: '2026-03-10' }), '2026-03-10')).toEqual({});
    expect(
      validateUpload(values({ file: { name: 'a.JPG', type: 'image/jpeg', size: 10_485_760 } }), '2026-03-10'),
    ).toEqual({});
  });

  it('says what is missing or wrong, field by field', () => {
    expect(validateUpload(values({ expiresOn: '', file: null }), '2026-03-10')).toEqual({
      expiresOn: 'expiry',
      file: 'file',
    });
    expect(validateUpload(values({ expiresOn: '2026-03-09' }), '2026-03-10')).toEqual({ expiresOn: 'expiryPast' });
    expect(validateUpload(values({ file: { name: 'a.gif', type: 'image/gif', size: 10 } }), '2026-03-10')).toEqual({
      file: 'fileType',
    });
    expect(
      validateUpload(values({ file: { name: 'a.txt', type: 'application/pdf', size: 10 } }), '2026-03-10'),
    ).toEqual({ file: 'fileType' });
    expect(validateUpload(values({ file: { ...pdf, size: 10_485_761 } }), '2026-03-10')).toEqual({ file: 'fileSize' });
    expect(validateUpload(values({ file: { ...pdf, size: 0 } }), '2026-03-10')).toEqual({ file: 'fileSize' });
  });
});

describe('the checkout\u2019s notice', () => {
  it('is nothing while the certificate is good or undated, a refusal or a warning once it expired', () => {
    expect(resaleNotice(undefined)).toBeNull();
    expect(
      resaleNotice({ resale_check: 'ok', resale_certificate: { expires_on: '2027-01-01' }, can_upload: true }),
    ).toBeNull();
    const expired = [
      { check: 'expired-refuse', kind: 'refuse', canUpload: true },
      { check: 'expired-warn', kind: 'warn', canUpload: false },
    ] as const;
    for (const { check, kind, canUpload } of expired) {
      expect(
        resaleNotice({ resale_check: check, resale_certificate: { expires_on: '2026-03-09' }, can_upload: canUpload }),
      ).toEqual({ kind, expiredOn: '2026-03-09', canUpload });
    }
  });

  it('words a calendar date whatever the browser\u2019s zone', () => {
    expect(calendarDateText('2026-03-09', 'en')).toBe('March 9, 2026');
    expect(calendarDateText('2026-03-09', 'ko')).toBe('2026년 3월 9일');
    expect(calendarDateText('soon', 'en')).toBe('soon');
  });
});
