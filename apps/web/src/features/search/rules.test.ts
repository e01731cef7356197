import { describe, expect, it } from 'vitest';
import { searchTerm } from './rules';

describe('searchTerm', () => {
  it('searches only when the trimmed text is longer than 1 character', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm('   ')).toBeNull();
    expect(searchTerm(' a ')).toBeNull();
    expect(searchTerm('ab')).toBe('ab');
    expect(searchTerm('  short rib ')).toBe('short rib');
  });
  it('counts Korean syllables as characters', () => {
    expect(searchTerm('갈')).toBeNull();
    expect(searchTerm('갈비')).toBe('갈비');
  });
});
