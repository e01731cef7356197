import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary';
import { normalizeSearchText } from './normalize';
import { MAX_WORDS, planSearch, type Clause } from './plan';

const only = (q: string): Clause => {
  const { clauses } = planSearch(q);
  expect(clauses).toHaveLength(1);
  return clauses[0]!;
};

describe('planSearch', () => {
  it('gives a word every name of its meat, in both languages, and its species', () => {
    const pork = only('돼지고기');
    expect(pork.patterns).toEqual(expect.arrayContaining(['돼지', 'pork', 'pig']));
    expect(pork.species).toEqual(['pork']);
    // 돼지고기 contains 돼지: whatever it finds, 돼지 finds too, so it is not compared again.
    expect(pork.patterns).not.toContain('돼지고기');
    expect(only('poultry')).toMatchObject({
      species: ['chicken'],
      patterns: expect.arrayContaining(['닭', 'chicken']),
    });
    expect(only('쇠고기').patterns).toEqual(expect.arrayContaining(['소고기', 'beef']));
    expect(only('삼겹살')).toMatchObject({
      species: [],
      patterns: expect.arrayContaining(['삼겹', 'belly', 'samgyeopsal']),
    });
    for (const p of only('삼겹살').patterns) expect(only('삼겹살').patterns.filter((q) => p.includes(q))).toEqual([p]);
  });

  it('never searches a one-syllable word inside others: 소 is beef, not the 소 of 소금 (salt)', () => {
    const beef = only('소');
    expect(beef.patterns).not.toContain('소');
    expect(beef.species).toEqual(['beef']);
    // A word outside the glossary is searched as typed.
    expect(only('마늘')).toEqual({ patterns: ['마늘'], species: [] });
  });

  it('joins words that together are one glossary word', () => {
    expect(only('short rib').patterns).toEqual(expect.arrayContaining(['shortrib', '갈비']));
    expect(only('LA 갈비').patterns).toContain('la갈비');
    expect(only('LA-cut').patterns).toContain('la갈비');
    expect(planSearch('beef 갈비')).toMatchObject({
      clauses: [{ species: ['beef'] }, { patterns: expect.arrayContaining(['galbi']) }],
    });
  });

  it('reads a word and its twin in the other language alike, so they find and rank alike', () => {
    const read = (q: string) =>
      planSearch(q).clauses.map((c) => ({ patterns: c.patterns.toSorted(), species: c.species }));
    expect(read('galbi')).toEqual(read('갈비'));
    expect(read('short rib')).toEqual(read('갈비'));
    expect(read('beef galbi')).toEqual(read('소고기 갈비'));
    expect(read('소 갈비')).toEqual(read('beef short rib'));
    expect(read('chicken 불고기')).toEqual(read('닭 bulgogi'));
  });

  it('searches nothing for one Latin letter or one jamo, but one Hangul syllable', () => {
    for (const q of ['x', ' X ', 'x.', 'ㄷ', 'é']) expect(planSearch(q).clauses, q).toEqual([]);
    expect(planSearch('닭').clauses).toHaveLength(1);
    expect(planSearch('ox').clauses).toHaveLength(1);
  });

  it('splits Korean typed without spaces into glossary words, still also searching it as typed', () => {
    const clause = only('돼지목살');
    expect(clause.patterns).toEqual(['돼지목살']);
    expect(clause.parts).toHaveLength(2);
    expect(clause.parts![0]!.species).toEqual(['pork']);
    expect(clause.parts![1]!.patterns).toEqual(expect.arrayContaining(['목살', 'collar']));
    expect(only('시그니처').parts).toBeUndefined();
  });

  it('reads initial consonants as the headwords they start, and a syllable being typed as its word', () => {
    expect(only('ㄷㅈㄱㄱ')).toMatchObject({
      species: ['pork'],
      patterns: expect.arrayContaining(['ㄷㅈㄱㄱ', 'pork']),
    });
    // ㄷㅈ starts 돼지고기 and 돼지갈비, but no chicken word's headword (닭정육 is not one).
    expect(only('ㄷㅈ').species).toEqual(['pork']);
    expect(only('ㄷㅈ').patterns).not.toContain('thigh');
    expect(only('돼지고').species).toEqual(['pork']);
    expect(only('닭ㄱ').species).toEqual(['chicken']);
    // One letter is too little to stand for anything (alone, it is no search at all).
    expect(planSearch('갈비 ㄷ').clauses[1]).toEqual({ patterns: ['ㄷ'], species: [] });
  });

  it('answers nothing for text without letters or digits, and takes at most five distinct words', () => {
    expect(planSearch(' %_\\ ').clauses).toEqual([]);
    const many = planSearch('a b c d e f g a');
    expect(many.clauses).toHaveLength(MAX_WORDS);
    expect(planSearch('beef BEEF').clauses).toHaveLength(1);
  });

  it('has a glossary that names every concept in both languages, with searchable words', () => {
    for (const concept of GLOSSARY) {
      const terms = concept.terms.map(normalizeSearchText);
      expect(
        terms.some((t) => /[가-힣]/.test(t)),
        concept.terms.join(),
      ).toBe(true);
      expect(
        terms.some((t) => /^[a-z]/.test(t)),
        concept.terms.join(),
      ).toBe(true);
      // An English word searched inside others needs a few letters ("ox" is also in "box").
      for (const term of terms) expect(/[가-힣]/.test(term) || term.length >= 3, term).toBe(true);
    }
  });
});
