// The one rule for every text input.
import { describe, expect, it } from 'vitest';
import { codedText, CONTROL_CHARACTERS, isCleanText, optionalText, requiredText, text } from '@wholesale/contract';

describe('the text rule', () => {
  it('refuses every character below U+0020, U+007F and lone surrogates on a single line', () => {
    for (let c = 0; c < 0x20; c += 1)
      expect(isCleanText(`a${String.fromCharCode(c)}b`), `U+${c.toString(16)}`).toBe(false);
    expect(isCleanText('a\u007Fb')).toBe(false);
    expect(isCleanText('a\uD800b')).toBe(false);
    expect(isCleanText('a\uDC00')).toBe(false);
    expect(isCleanText('갈비 😀 Café')).toBe(true);
  });

  it('takes tab, line feed and carriage return in multi-line fields only', () => {
    expect(isCleanText('one\r\n\ttwo', true)).toBe(true);
    expect(isCleanText('one\r\n\ttwo')).toBe(false);
    expect(isCleanText('one\u0000two', true)).toBe(false);
    expect(isCleanText('one\u000Btwo', true)).toBe(false);
  });

  it('answers with one clear message from every text schema', () => {
    for (const schema of [
      text(),
      requiredText('Name is required', 100),
      optionalText(100),
      optionalText(100, { multiline: true }),
    ]) {
      const r = schema.safeParse('Kim\u0000');
      expect(r.success).toBe(false);
      expect(codedText(r.error?.issues[0]?.message ?? '')).toEqual({
        code: 'input.controlCharacters',
        message: CONTROL_CHARACTERS,
      });
    }
    expect(requiredText('Name is required', 100).parse('  Kim  ')).toBe('Kim');
  });
});
