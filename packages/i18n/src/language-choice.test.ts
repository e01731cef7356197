import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageCookie, languageOf } from './language-choice';

describe('the page language', () => {
  it('is the link’s, else the kept choice, else English', () => {
    expect(chooseLanguage(null, null)).toBe('en');
    expect(chooseLanguage(undefined, 'ko')).toBe('ko');
    expect(chooseLanguage('en', 'ko')).toBe('en');
    expect(chooseLanguage('ko', 'en')).toBe('ko');
    // Anything that is not one of our languages counts as nothing.
    expect(chooseLanguage('fr', 'ko')).toBe('ko');
    expect(chooseLanguage('KO', null)).toBe('en');
    expect(chooseLanguage(['ko'], 'x'.repeat(10_000))).toBe('en');
    expect(languageOf(' ko')).toBeNull();
  });

  it('is kept a year for the whole site, Secure on https', () => {
    expect(languageCookie('ko', false)).toBe('lang=ko; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie('en', true)).toMatch(/; Secure$/);
  });
});
