import { describe, expect, it } from 'vitest';
import { searchTerm } from './rules';

describe('searchTerm', () => {
  it('searches only when the trimmed text is longer than 1 character', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm('   ')).toBeNull();
    expect(searchTerm(' a ')).toBeNull();
    expect(searchTerm('x')).toBeNull();
    // Punctuation does not count: "x." is still one letter.
    expect(searchTerm('x.')).toBeNull();
    expect(searchTerm('ab')).toBe('ab');
    expect(searchTerm('  short rib ')).toBe('short rib');
  });
  it('counts Korean syllables as characters, and lets one syllable (a word: 닭, 소) search', () => {
    expect(searchTerm('갈비')).toBe('갈비');
    expect(searchTerm(' 닭 ')).toBe('닭');
    expect(searchTerm('소')).toBe('소');
    // A lone consonant or vowel is not a word yet.
    expect(searchTerm('ㄷ')).toBeNull();
    expect(searchTerm('ㅏ')).toBeNull();
  });
});
