import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadFilename } from './signed-files';

describe('downloadFilename', () => {
  it('keeps the base name only and drops what could break a header', () => {
    expect(downloadFilename('../../etc/passwd', 'documents/x.pdf')).toBe('passwd');
    expect(downloadFilename('C:\\Users\\me\\license.pdf', 'k')).toBe('license.pdf');
    expect(downloadFilename('a"b\r\nX-Evil: 1.pdf', 'k')).toBe('abX-Evil: 1.pdf');
    expect(downloadFilename(undefined, 'documents/signup/1/abc.pdf')).toBe('abc.pdf');
    expect(downloadFilename('..', 'k')).toBe('document');
    expect(downloadFilename('', 'documents/')).toBe('document');
  });
});

describe('contentDisposition', () => {
  it('is an attachment with an ASCII fallback and the UTF-8 name percent-encoded', () => {
    expect(contentDisposition('license.pdf')).toBe(`attachment; filename="license.pdf"; filename*=UTF-8''license.pdf`);
    const korean = contentDisposition("사업자 등록증 (1)'s.pdf");
    expect(korean).toBe(
      `attachment; filename="___ ___ (1)'s.pdf"; filename*=UTF-8''%EC%82%AC%EC%97%85%EC%9E%90%20%EB%93%B1%EB%A1%9D%EC%A6%9D%20%281%29%27s.pdf`,
    );
    expect(contentDisposition('100%.pdf')).toBe(`attachment; filename="100_.pdf"; filename*=UTF-8''100%25.pdf`);
  });
});
