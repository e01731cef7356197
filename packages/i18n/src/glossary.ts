/**
 * One Korean word for each term that recurs across the Korean pages, so a buyer never meets two
 * names for the same thing (the resale certificate used to be "리세일 증명서" on How to Order and
 * "재판매 허가" on the forms). Writers of Korean texts pick the word from here; the dictionaries
 * test fails when a Korean text uses one of the rejected variants.
 *
 * `scope: 'storefront'` rules skip the back office, whose weights follow the warehouse's printed
 * labels (lb); the e-mails go to buyers and follow the storefront.
 */
export interface GlossaryEntry {
  en: string;
  ko: string;
  /** Variants that must not appear in Korean texts. */
  avoid: readonly RegExp[];
  scope?: 'storefront';
}

export const KO_GLOSSARY: readonly GlossaryEntry[] = [
  {
    en: 'California resale certificate',
    ko: '캘리포니아 재판매 증명서',
    avoid: [/재판매\s*허가/, /리세일/, /리셀/, /재판매 번호/],
  },
  { en: 'business license', ko: '사업자 면허(증)', avoid: [/사업자\s*등록증/] },
  { en: 'catch weight (C.W.)', ko: '실중량(C.W.)', avoid: [/중량\s*단위/, /중량\s*정산/] },
  { en: 'lb, lbs (unit)', ko: '파운드', avoid: [/\d\s*lbs?\b/, /\}\s*lbs?\b/, /\/\s*lb\b/], scope: 'storefront' },
  { en: 'Pacific time', ko: '태평양 시간', avoid: [/태평양\s*표준시/] },
  // A buyer's own price (whatever rule priced it) is "나의 가격" on every buyer page; "회원가" is the
  // member price, one of the rules behind it, and stays in the back office only. 회원가입 is signup.
  {
    en: 'Your price (a buyer’s own price)',
    ko: '나의 가격',
    avoid: [/회원\s*가(?!입)/, /내\s*가격/, /고객님의?\s*가격/],
    scope: 'storefront',
  },
];
