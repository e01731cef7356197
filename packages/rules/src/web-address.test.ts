// A name that carries a link or a web address is refused (signup, profile, joining a company): the
// business's mails repeat names, and a name must not turn them into a lure. Plain names, with their
// dots, apostrophes and scripts, pass.
import { describe, expect, it } from 'vitest';
import { carriesWebAddress, WEB_ADDRESS_SCAN_MAX } from './checks';

const REFUSED: [string, string][] = [
  ['the lure of the report', 'Refund desk: visit http://evil.example/claim'],
  ['http://', 'http://evil.example'],
  ['https:// in capitals', 'HTTPS://EVIL.EXAMPLE/CLAIM'],
  ['a scheme without slashes', 'Kim https:evil.example'],
  ['another scheme', 'Kim ftp://files.example'],
  ['www.', 'Kim www.evil'],
  ['www. at the start', 'www.evil.example'],
  ['a bare domain with a path', 'evil.example/claim'],
  ['a bare domain under an uncommon ending, with a path', 'Park evil.kim/claim'],
  ['a bare domain with a port', 'evil.kim:8080'],
  ['a bare .com', 'evil.com'],
  ['a bare .com in a sentence', 'Refunds at evil.com.'],
  ['a bare .co.kr', 'Kim evil.co.kr'],
  ['a link shortener', 'Claim bit.ly/abc'],
  ['a domain in parentheses', 'Kim (evil.shop)'],
  ['an e-mail address', 'Write to refund@evil.com'],
  ['an IP address', 'Kim 203.0.113.7'],
  ['an IP address with a path', '203.0.113.7/claim'],
  ['a punycode ending', 'evil.xn--3e0b707e'],
  ['fullwidth letters and dot', 'ｅｖｉｌ．ｃｏｍ'],
  ['an ideographic full stop', 'evil。com'],
  ['a query string', 'evil.shop?claim=1'],
  ['longer than anything looked at', 'a'.repeat(WEB_ADDRESS_SCAN_MAX + 1)],
];

const ACCEPTED: [string, string][] = [
  ['initials with dots', "Kim's B.B.Q."],
  ['a saint', 'St. John'],
  ['a title without a space', 'Dr.Kim'],
  ['a saint without a space', 'St.John'],
  ['initials without spaces', 'J.R.R. Tolkien'],
  ['a company with Co.', 'Lee & Co., Ltd.'],
  ['a company with Inc.', 'Seoul Meats Inc.'],
  ['U.S.', 'U.S. Foods'],
  ['a Korean name', '김민지'],
  ['a Korean company', '서울 정육점 (주)'],
  ['a hyphen and an apostrophe', "Mary-Kate O'Neil"],
  ['a colon', 'Kitchen: night shift'],
  ['a slash between words', 'Front/back of house'],
  ['a number with a decimal point', 'Station 2.5'],
  ['a version-like number', 'Grill 1.2.3'],
  ['accents', 'José Müller'],
  ['an empty name', ''],
  ['exactly as long as what is looked at', 'a'.repeat(WEB_ADDRESS_SCAN_MAX)],
];

describe('a name that carries a web address', () => {
  it.each(REFUSED)('refuses %s', (_label, name) => {
    expect(carriesWebAddress(name)).toBe(true);
  });

  it.each(ACCEPTED)('accepts %s', (_label, name) => {
    expect(carriesWebAddress(name)).toBe(false);
  });

  it('answers the longest text it reads in linear time', () => {
    const texts = [
      'a.'.repeat(WEB_ADDRESS_SCAN_MAX / 2),
      '.'.repeat(WEB_ADDRESS_SCAN_MAX),
      'a/'.repeat(WEB_ADDRESS_SCAN_MAX / 2),
      'ａ'.repeat(WEB_ADDRESS_SCAN_MAX),
    ];
    const start = performance.now();
    for (let i = 0; i < 100; i += 1) for (const t of texts) carriesWebAddress(t);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
