// The client a rate limit counts. The doors pass the address the server sees
// (request.ip, through TRUST_PROXY); the limits key on this normal form of it:
// - IPv4 as it is;
// - an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket reports) as that IPv4;
// - any other IPv6 address as its /64, expanded (`2001:0db8:0000:0001::/64`): one subscriber line
//   or host gets a whole /64 and picks addresses in it at will, so the single address names nobody;
// - anything else (a test's label) unchanged.
import { isIP } from 'node:net';

function groupsOf(part: string): number[] {
  if (part === '') return [];
  return part.split(':').flatMap((group) => {
    if (!group.includes('.')) return [parseInt(group, 16)];
    // a dotted IPv4 tail stands for the last two groups
    const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
    return [(a << 8) | b, (c << 8) | d];
  });
}

/** The eight 16-bit groups of a valid IPv6 address (without zone). */
function ipv6Groups(address: string): number[] {
  const gap = address.indexOf('::');
  if (gap < 0) return groupsOf(address);
  const head = groupsOf(address.slice(0, gap));
  const tail = groupsOf(address.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

export function rateLimitClientKey(clientKey: string): string {
  // A scoped address (fe80::1%eth0): the zone names our interface, not the client.
  const address = clientKey.includes('%') ? clientKey.slice(0, clientKey.indexOf('%')) : clientKey;
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return clientKey;
  const groups = ipv6Groups(address.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16).padStart(4, '0'))
    .join(':')}::/64`;
}
