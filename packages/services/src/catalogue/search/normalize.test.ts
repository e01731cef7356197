import { describe, expect, it } from 'vitest';
import {
  INITIALS,
  choseong,
  isChoseongWord,
  normalizeSearchText,
  searchGrams,
  searchWords,
  withoutComposingJamo,
} from './normalize';

describe('normalizeSearchText', () => {
  it('lower-cases and drops spaces and punctuation, so spacing never matters', () => {
    expect(normalizeSearchText('LA 갈비 (클래식 양념)')).toBe('la갈비클래식양념');
    expect(normalizeSearchText('LA갈비')).toBe(normalizeSearchText('LA 갈비'));
    expect(normalizeSearchText('Galbi-jjim, Short Rib!')).toBe('galbijjimshortrib');
    expect(normalizeSearchText('닭날개 (윙·봉 분리)')).toBe('닭날개윙봉분리');
    expect(normalizeSearchText('kids\u2019 menus 1.5 mm')).toBe('kidsmenus15mm');
  });

  it('keeps Latin-1 letters (lower-cased), Hangul syllables and jamo; drops wildcards and symbols', () => {
    expect(normalizeSearchText('ÉCHINE de Porc')).toBe('échinedeporc');
    expect(normalizeSearchText('ㄷㅈ ㄱㄱ')).toBe('ㄷㅈㄱㄱ');
    expect(normalizeSearchText('%_\\ 1¼"')).toBe('1');
  });

  it('composes decomposed Hangul (NFD, as some keyboards and file names send it) first', () => {
    const nfd = '돼지고기'.normalize('NFD');
    expect(nfd).not.toBe('돼지고기');
    expect(normalizeSearchText(nfd)).toBe('돼지고기');
    expect(choseong(nfd)).toBe('ㄷㅈㄱㄱ');
  });
});

describe('choseong', () => {
  it("gives each syllable's initial consonant and drops everything else", () => {
    expect(choseong('돼지고기')).toBe('ㄷㅈㄱㄱ');
    expect(choseong('시그니처 LA 갈비')).toBe('ㅅㄱㄴㅊㄱㅂ');
    expect(choseong('꽃등심')).toBe('ㄲㄷㅅ');
    expect(choseong('beef')).toBe('');
  });

  it('covers the whole Hangul block: the first and last syllable of every initial', () => {
    [...INITIALS].forEach((initial, i) => {
      const first = String.fromCodePoint(0xac00 + i * 588);
      const last = String.fromCodePoint(0xac00 + i * 588 + 587);
      expect(choseong(first + last)).toBe(initial + initial);
    });
    expect(choseong('가힣')).toBe('ㄱㅎ');
  });
});

describe('query words', () => {
  it('splits on spaces and punctuation alike', () => {
    expect(searchWords('  Pork,BEEF  삼겹살/목살 ')).toEqual(['pork', 'beef', '삼겹살', '목살']);
    expect(searchWords('%%% ___')).toEqual([]);
  });

  it('knows initial-consonant words', () => {
    expect(isChoseongWord('ㄷㅈㄱㄱ')).toBe(true);
    expect(isChoseongWord('ㄲㄷㅅ')).toBe(true);
    expect(isChoseongWord('ㄷㅈ고기')).toBe(false);
    expect(isChoseongWord('ㅏ')).toBe(false); // a vowel is no initial consonant
  });

  it('drops the jamo a Korean keyboard shows while a syllable is being composed', () => {
    expect(withoutComposingJamo('돼지ㄱ')).toBe('돼지');
    expect(withoutComposingJamo('닭고ㄱㅣ')).toBe('닭고');
    expect(withoutComposingJamo('ㄷㅈ')).toBe('ㄷㅈ');
    expect(withoutComposingJamo('돼지고기')).toBe('돼지고기');
  });
});

describe('searchGrams', () => {
  it("gives a word's distinct character pairs, or its one character", () => {
    expect(searchGrams('돼지고기')).toEqual(['돼지', '지고', '고기']);
    expect(searchGrams('shabushabu')).toEqual(['sh', 'ha', 'ab', 'bu', 'us']);
    expect(searchGrams('닭')).toEqual(['닭']);
    expect(searchGrams('')).toEqual([]);
  });
});
