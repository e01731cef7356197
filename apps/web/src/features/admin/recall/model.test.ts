import { describe, expect, it } from 'vitest';
import { recallHref, recallOf, reportPdfHref } from './model';

describe('the Recall page addresses', () => {
  it('reads a recall id from the URL and writes it back', () => {
    expect(recallOf(new URLSearchParams('page=recall&recall=12'))).toBe(12);
    expect(recallOf(new URLSearchParams('page=recall&recall=012'))).toBeNull();
    expect(recallOf(new URLSearchParams('page=recall'))).toBeNull();
    expect(recallOf(new URL(recallHref(7), 'http://x').searchParams)).toBe(7);
    expect(reportPdfHref(7, 'ko')).toBe('/api/recalls/7/report.pdf?lang=ko');
  });
});
