import { describe, expect, it } from 'vitest';
import { templateContext } from './common';
import { bullets, composeMail, fields, link, notices, paragraphs, presentRows } from './parts';

const en = templateContext('en');

describe('a mail made of parts', () => {
  it('writes each part in both bodies, in the order listed, and leaves out what is absent', () => {
    const mail = composeMail(en, 'Subject', [
      paragraphs('First <para>'),
      null,
      false,
      notices('Mind this'),
      fields([['Order', 'A-1']], 'Order details'),
      bullets('Items', ['one', 'two']),
      link(en, 'Open', 'https://example.com/a?b=1'),
    ]);
    const text = mail.text;
    const order = [
      'First <para>',
      'Mind this',
      'Order details\nOrder: A-1',
      'Items\n- one\n- two',
      'Open: https://example.com/a?b=1',
    ];
    const at = order.map((s) => text.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    const html = mail.html;
    const htmlOrder = ['First &lt;para&gt;', 'Mind this', 'Order details', '<li', 'href="https://example.com/a?b=1"'];
    const htmlAt = htmlOrder.map((s) => html.indexOf(s));
    expect(htmlAt.every((i) => i >= 0)).toBe(true);
    expect([...htmlAt].sort((a, b) => a - b)).toEqual(htmlAt);
    expect(html).not.toContain('First <para>');
  });

  it('signs off unless told not to (the mails to our own inbox)', () => {
    const signed = composeMail(en, 'S', [paragraphs('x')]);
    const unsigned = composeMail(en, 'S', [paragraphs('x')], false);
    expect(signed.text).toContain(en.LL.mail.signOff());
    expect(unsigned.text).not.toContain(en.LL.mail.signOff());
  });

  it('keeps only the rows with a value, each on one line', () => {
    expect(
      presentRows([
        ['Name', 'Jane'],
        ['Company', '  '],
        ['Phone', undefined],
        ['Note', 'two\nlines'],
      ]),
    ).toEqual([
      ['Name', 'Jane'],
      ['Note', 'two lines'],
    ]);
  });
});
