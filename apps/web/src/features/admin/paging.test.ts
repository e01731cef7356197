import { describe, expect, it } from 'vitest';
import { pageFromUrl, pageRange } from './paging';

describe('paging', () => {
  it('the pager says which rows are on the page', () => {
    expect(pageRange(1, 100, 0)).toEqual({ from: 0, to: 0, hasPrevious: false, hasNext: false });
    expect(pageRange(1, 100, 42)).toEqual({ from: 1, to: 42, hasPrevious: false, hasNext: false });
    expect(pageRange(1, 100, 250)).toEqual({ from: 1, to: 100, hasPrevious: false, hasNext: true });
    expect(pageRange(3, 100, 250)).toEqual({ from: 201, to: 250, hasPrevious: true, hasNext: false });
  });

  it('the page in the URL: a plain page number, else page 1', () => {
    expect(pageFromUrl(new URLSearchParams('p=3'))).toBe(3);
    expect(pageFromUrl(new URLSearchParams(''))).toBe(1);
    expect(pageFromUrl(new URLSearchParams('p=0'))).toBe(1);
    expect(pageFromUrl(new URLSearchParams('p=-2'))).toBe(1);
    expect(pageFromUrl(new URLSearchParams('p=1234567'))).toBe(1);
  });
});
