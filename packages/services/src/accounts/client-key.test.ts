import { describe, expect, it } from 'vitest';
import { rateLimitClientKey } from './client-key';

describe('rateLimitClientKey', () => {
  const key = '2001:0db8:0000:0001::/64';
  it.each([
    // an IPv6 client by its /64, expanded, whatever the spelling of the address
    ['2001:db8:0:1::1', key],
    ['2001:db8::1:ffff:ffff:ffff:ffff', key],
    ['2001:DB8:0:1:A:B:C:D', key],
    ['2001:0db8:0000:0001:0000:0000:0000:0000', key],
    ['2001:db8:0:1::5%eth0', key],
    ['2001:db8:0:2::1', '2001:0db8:0000:0002::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['fe80::1%lo0', 'fe80:0000:0000:0000::/64'],
    // an embedded IPv4 tail is two groups, not a mapped address
    ['64:ff9b::192.0.2.33', '0064:ff9b:0000:0000::/64'],
    // an IPv4-mapped IPv6 address as the IPv4 address, and IPv4 as it is
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['0:0:0:0:0:ffff:102:304', '1.2.3.4'],
    ['1.2.3.4', '1.2.3.4'],
    // anything that is not an address, left alone
    ['ip-attacker', 'ip-attacker'],
    ['', ''],
    ['2001:db8::1::2', '2001:db8::1::2'],
  ])('keys %j as %j', (address, expected) => {
    expect(rateLimitClientKey(address)).toBe(expected);
  });
});
