import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './url-signer';

describe('createUrlSigner', () => {
  const signer = createUrlSigner('a-secret-of-enough-length');
  const now = new Date('2026-01-01T00:00:00Z');

  it('accepts its own link until it expires', () => {
    const link = signer.sign('documents/7/license.pdf', 300, now);
    expect(signer.verify('documents/7/license.pdf', link, now)).toBe(true);
    expect(signer.verify('documents/7/license.pdf', { exp: String(link.exp), sig: link.sig }, now)).toBe(true);
    expect(signer.verify('documents/7/license.pdf', link, new Date(now.getTime() + 301_000))).toBe(false);
  });

  it('rejects another key, a stretched expiry, a foreign secret and garbage', () => {
    const link = signer.sign('documents/7/license.pdf', 300, now);
    expect(signer.verify('documents/8/license.pdf', link, now)).toBe(false);
    expect(signer.verify('documents/7/license.pdf', { exp: link.exp + 3600, sig: link.sig }, now)).toBe(false);
    expect(createUrlSigner('another-secret-of-length').verify('documents/7/license.pdf', link, now)).toBe(false);
    expect(signer.verify('documents/7/license.pdf', { exp: 'soon', sig: link.sig }, now)).toBe(false);
    expect(signer.verify('documents/7/license.pdf', { exp: link.exp, sig: 'x' }, now)).toBe(false);
  });

  it('refuses a short secret', () => {
    expect(() => createUrlSigner('short')).toThrow();
  });
});
