import { describe, expect, it } from 'vitest';
import { searchQuery } from './search';

describe('searchQuery', () => {
  it('searches two or more letters or digits, trimmed', () => {
    expect(searchQuery('ab')).toBe('ab');
    expect(searchQuery('  short rib ')).toBe('short rib');
    expect(searchQuery('갈비')).toBe('갈비');
    expect(searchQuery('ㄷㅈ')).toBe('ㄷㅈ'); // initial consonants
    expect(searchQuery('LA갈비')).toBe('LA갈비');
  });

  it('does not search one Latin letter, however it is dressed', () => {
    for (const q of ['', '   ', 'x', ' X ', 'x.', '"x"', 'é', '5', '%', '- -']) expect(searchQuery(q), q).toBeNull();
  });

  it('searches one complete Hangul syllable (a word: 닭, 소), not a lone jamo', () => {
    expect(searchQuery(' 닭 ')).toBe('닭');
    expect(searchQuery('소')).toBe('소');
    expect(searchQuery('소.')).toBe('소.');
    expect(searchQuery('ㄷ')).toBeNull();
    expect(searchQuery('ㅏ')).toBeNull();
    // Decomposed (NFD) 닭, as some keyboards send it, is one syllable too.
    expect(searchQuery('닭'.normalize('NFD'))).toBe('닭'.normalize('NFD'));
  });
});
