import { describe, expect, it } from 'vitest';
import { rateLimitClientKey } from './client-key';

describe('rateLimitClientKey', () => {
  it('keys an IPv6 client by its /64, expanded, whatever the spelling of the address', () => {
    const key = '2001:0db8:0000:0001::/64';
    expect(rateLimitClientKey('2001:db8:0:1::1')).toBe(key);
    expect(rateLimitClientKey('2001:db8::1:ffff:ffff:ffff:ffff')).toBe(key);
    expect(rateLimitClientKey('2001:DB8:0:1:A:B:C:D')).toBe(key);
    expect(rateLimitClientKey('2001:0db8:0000:0001:0000:0000:0000:0000')).toBe(key);
    expect(rateLimitClientKey('2001:db8:0:1::5%eth0')).toBe(key);
    expect(rateLimitClientKey('2001:db8:0:2::1')).toBe('2001:0db8:0000:0002::/64');
    expect(rateLimitClientKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitClientKey('fe80::1%lo0')).toBe('fe80:0000:0000:0000::/64');
    // an embedded IPv4 tail is two groups, not a mapped address
    expect(rateLimitClientKey('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('keeps an IPv4-mapped IPv6 address as the IPv4 address, and IPv4 as it is', () => {
    expect(rateLimitClientKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(rateLimitClientKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitClientKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(rateLimitClientKey('0:0:0:0:0:ffff:102:304')).toBe('1.2.3.4');
    expect(rateLimitClientKey('1.2.3.4')).toBe('1.2.3.4');
  });

  it('leaves anything that is not an address alone', () => {
    expect(rateLimitClientKey('ip-attacker')).toBe('ip-attacker');
    expect(rateLimitClientKey('')).toBe('');
    expect(rateLimitClientKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
