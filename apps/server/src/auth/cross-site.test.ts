import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, claimedOrigin, crossSiteRefusal } from './cross-site';

const PUBLIC = 'https://shop.example.com';

function request(method: string, headers: Record<string, string>, host = 'shop.example.com'): FastifyRequest {
  return { method, headers, host } as unknown as FastifyRequest;
}

const refusal = (
  method: string,
  headers: Record<string, string>,
  source: 'bearer' | 'cookie' | 'none',
  host?: string,
) => crossSiteRefusal(request(method, headers, host), { source, publicOrigin: PUBLIC });

describe('crossSiteRefusal', () => {
  it('lets reads through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(refusal(method, { origin: 'https://evil.example' }, 'cookie')).toBeNull();
  });

  it('lets bearer requests through: browsers never attach them on their own', () => {
    expect(refusal('POST', { origin: 'https://evil.example' }, 'bearer')).toBeNull();
  });

  it('accepts our own origin, by PUBLIC_URL or by the Host the request came to', () => {
    expect(refusal('POST', { origin: PUBLIC }, 'cookie')).toBeNull();
    expect(refusal('PUT', { origin: 'http://10.0.0.5:3000' }, 'cookie', '10.0.0.5:3000')).toBeNull();
    expect(refusal('DELETE', { referer: `${PUBLIC}/profile/user/abc` }, 'cookie')).toBeNull();
  });

  it('refuses foreign, opaque and look-alike origins, signed in or not', () => {
    for (const source of ['cookie', 'none'] as const) {
      expect(refusal('POST', { origin: 'https://evil.example' }, source)).toBe(CROSS_SITE_MESSAGE);
      expect(refusal('POST', { origin: 'null' }, source)).toBe(CROSS_SITE_MESSAGE);
      expect(refusal('PATCH', { origin: 'https://shop.example.com.evil.example' }, source)).toBe(CROSS_SITE_MESSAGE);
      expect(refusal('POST', { referer: 'https://evil.example/x' }, source)).toBe(CROSS_SITE_MESSAGE);
    }
    // Another port on the same host name is another origin.
    expect(refusal('POST', { origin: 'https://shop.example.com:8443' }, 'cookie')).toBe(CROSS_SITE_MESSAGE);
  });

  it('refuses a cookie request with neither Origin nor Referer, but not a cookieless one (curl, scripts)', () => {
    expect(refusal('POST', {}, 'cookie')).toBe(CROSS_SITE_MESSAGE);
    expect(refusal('POST', {}, 'none')).toBeNull();
  });
});

describe('claimedOrigin', () => {
  it('prefers Origin, falls back to the Referer origin, and marks garbage as opaque', () => {
    expect(claimedOrigin(request('POST', { origin: 'https://a.example', referer: 'https://b.example/x' }))).toBe(
      'https://a.example',
    );
    expect(claimedOrigin(request('POST', { referer: 'https://b.example/x?y=1' }))).toBe('https://b.example');
    expect(claimedOrigin(request('POST', { origin: 'not a url' }))).toBe('null');
    expect(claimedOrigin(request('POST', {}))).toBeUndefined();
  });
});
