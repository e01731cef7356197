// The order in which the information pages render the parts of their dictionaries.
// typesafe-i18n's `LL` is a lazy proxy whose keys cannot be enumerated, so each page walks these
// lists instead; structure.test.ts checks that they name every key of the en and ko dictionaries
// (a paragraph added to a dictionary but not listed here would silently never show).
// No React in this module: scripts/make-policy-pdf.mjs imports it too.

/** FAQ sections in page order, each with its number of question/answer pairs (q1/a1 ...). */
export const FAQ_SECTIONS = [
  { key: 'delivery', count: 2 },
  { key: 'refund', count: 2 },
  { key: 'purchase', count: 4 },
  { key: 'bulk', count: 2 },
  { key: 'cashCarry', count: 3 },
  { key: 'allergen', count: 2 },
] as const;

/** Terms & Policies sections: anchor id (also the dictionary key) and its sub-sections. */
export const TERMS_SECTIONS = [
  { key: 'tos', subs: ['who', 'accounts', 'orders', 'pickup', 'law'] },
  { key: 'privacy', subs: ['intro', 'collect', 'use', 'share', 'cookies', 'retention', 'rights', 'contact'] },
  { key: 'refund', subs: ['final', 'claims', 'colour'] },
  { key: 'payment', subs: ['methods', 'prepay', 'late', 'missed'] },
  { key: 'disclaimer', subs: ['info', 'handling', 'allergens', 'changes'] },
  { key: 'security', subs: ['passwords', 'sessions', 'documents', 'yours'] },
] as const;

/** Keys of a Terms section that are not sub-sections. */
export const TERMS_SECTION_EXTRAS = ['heading', 'pdfLink'] as const;

/** B2B selling points: exactly seven (catalogue spec, section 2). */
export const B2B_POINTS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] as const;

/** How-to-order steps, in order. */
export const ORDER_STEPS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

/** Cookie policy: the four kinds of cookie, and the rows of the storage table. */
export const COOKIE_KINDS = ['essential', 'performance', 'functionality', 'advertising'] as const;
export const COOKIE_ROWS = ['cart', 'session', 'language', 'consent'] as const;

/** Where the build puts the Privacy Policy PDFs (apps/web/public/docs, served at /docs). */
export function privacyPdfPath(locale: string): string {
  return `/docs/privacy-policy-${locale}.pdf`;
}
