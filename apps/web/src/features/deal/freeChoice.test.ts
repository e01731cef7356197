import { describe, expect, it } from 'vitest';
import { currentChoice } from './freeChoice';

describe('currentChoice', () => {
  const offered = [{ id: 3 }, { id: 8 }];
  it('keeps the product chosen while it is offered', () => {
    expect(currentChoice(offered, 8)).toBe(8);
  });
  it('falls back to the first product when the kept one is gone or none was kept', () => {
    expect(currentChoice(offered, 5)).toBe(3);
    expect(currentChoice(offered, undefined)).toBe(3);
  });
  it('has none when nothing is offered', () => {
    expect(currentChoice([], 3)).toBeUndefined();
  });
});
