import { describe, expect, it } from 'vitest';
import { checkCredit, claimsHref, claimsInput, fullAmount, isFull, parseClaimsView } from './model';

describe('the Claims page URL', () => {
  it('opens on the open claims, page 1, and reads a filter and a page', () => {
    expect(parseClaimsView('?page=claims')).toEqual({ status: 'open', page: 1 });
    expect(parseClaimsView('?page=claims&status=approved&p=3')).toEqual({ status: 'approved', page: 3 });
    expect(parseClaimsView('?page=claims&status=all')).toEqual({ status: 'all', page: 1 });
    expect(parseClaimsView('?page=claims&status=nope&p=0')).toEqual({ status: 'open', page: 1 });
  });

  it('writes a state back with its defaults left out, and round-trips', () => {
    expect(claimsHref()).toBe('/admin/dashboard?page=claims');
    expect(claimsHref({ status: 'refused', page: 2 })).toBe('/admin/dashboard?page=claims&status=refused&p=2');
    const view = { status: 'approved', page: 4 } as const;
    expect(parseClaimsView(claimsHref(view).split('?')[1] ?? '')).toEqual(view);
  });

  it('asks the server for every status when the filter is "all"', () => {
    expect(claimsInput({ status: 'all', page: 2 })).toEqual({ page: 2 });
    expect(claimsInput({ status: 'open', page: 1 })).toEqual({ status: 'open', page: 1 });
  });
});

describe('the approved credit', () => {
  it('starts on the line total and reads dollars typed as whole cents', () => {
    expect(fullAmount(128.4)).toBe('128.40');
    expect(checkCredit('128.40', 128.4)).toEqual({ ok: true, cents: 12840 });
    expect(checkCredit('$42.5', 128.4)).toEqual({ ok: true, cents: 4250 });
    expect(checkCredit('0.07', 0.07)).toEqual({ ok: true, cents: 7 });
    expect(isFull(12840, 128.4)).toBe(true);
    expect(isFull(4250, 128.4)).toBe(false);
  });

  it('refuses nothing, zero, more than the line and a third decimal', () => {
    expect(checkCredit('', 10)).toEqual({ ok: false, error: 'invalid' });
    expect(checkCredit('0.00', 10)).toEqual({ ok: false, error: 'zero' });
    expect(checkCredit('10.01', 10)).toEqual({ ok: false, error: 'over' });
    expect(checkCredit('1.005', 10)).toEqual({ ok: false, error: 'invalid' });
  });
});
