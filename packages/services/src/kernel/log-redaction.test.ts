import { describe, expect, it } from 'vitest';
import { redactEmails, redactLogText, redactUrl } from './log-redaction';

describe('redactEmails', () => {
  it('replaces every address, of any script, and nothing else', () => {
    expect(redactEmails('to kim@example.com and lee.s+tag@shop.co.kr.')).toBe('to [email] and [email].');
    expect(redactEmails('김민지@예시.한국')).toBe('[email]');
    expect(redactEmails('@ a@ @b x@@y')).toBe('@ a@ @b x@@y');
  });
});

describe('redactLogText', () => {
  it('redacts the URLs and paths inside free text, and leaves other text alone', () => {
    expect(
      redactLogText(
        'mail to kim@example.com — links: https://shop.example/reset-password?email=kim%40example.com&token=t0k3n',
      ),
    ).toBe('mail to kim@example.com — links: https://shop.example/reset-password?email=[email]&token=[redacted]');
    expect(redactLogText('Route GET:/api/users/kim%40example.com/documents not found')).toBe(
      'Route GET:/api/users/[email]/documents not found',
    );
    expect(redactLogText('"/files/signed?key=a&exp=1&sig=abc"')).toBe(
      '"/files/signed?key=[redacted]&exp=1&sig=[redacted]"',
    );
    expect(redactLogText('nothing to see here?')).toBe('nothing to see here?');
  });

  it('takes linear time on hostile input', () => {
    const hostile = [
      `/${'a'.repeat(100_000)}@`,
      `/?${'x=&'.repeat(30_000)}`,
      `/${'a@'.repeat(50_000)}`,
      `x ${'https:/'.repeat(20_000)}?`,
      `/?q=${'%4'.repeat(50_000)}`,
    ];
    for (const text of hostile) {
      const started = performance.now();
      redactLogText(text);
      expect(performance.now() - started, text.slice(0, 20)).toBeLessThan(1_000);
    }
  });
});

describe('redactUrl', () => {
  it('keeps a URL without secrets or addresses as it is', () => {
    for (const url of [
      '/api/items?ids=1,2&page=3',
      '/trpc/catalogue.search?input=%7B%22q%22%3A%22beef%22%7D',
      'https://shop.example/profile/user/abc?view=orders#top',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('redacts a fragment’s address and the userinfo of an absolute URL', () => {
    expect(redactUrl('https://shop.example/x#kim@example.com')).toBe('https://shop.example/x#[email]');
    expect(redactUrl('smtp://mailer@smtp.example:587')).toBe('smtp://[email]:587');
  });
});
