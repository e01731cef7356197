import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import {
  addPhotos,
  checkClaim,
  claimFormData,
  claimOffer,
  defaultUnit,
  firstError,
  pdfLinks,
  readQuantity,
  telHref,
  type ClaimDraft,
} from './model';

const MB = 1024 * 1024;
const photo = (name: string, type = 'image/jpeg', size = MB) => ({ name, type, size });

describe('the photos of a claim', () => {
  it('keeps JPEG, PNG, HEIC and WebP up to 10 MB, five at most, and says why others were left out', () => {
    const five = ['a', 'b', 'c', 'd'].map((n) => photo(`${n}.jpg`));
    const next = addPhotos(five, [
      photo('big.jpg', 'image/jpeg', 11 * MB),
      photo('doc.pdf', 'application/pdf'),
      photo('e.heic', 'image/heic'),
      photo('f.webp', 'image/webp'),
    ]);
    expect(next.photos.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.heic']);
    expect(next.refused).toEqual(['photoSize', 'photoType', 'photoCount']);
  });

  it('takes a photo without a type by its name (some phones send HEIC so), exactly 10 MB included', () => {
    const next = addPhotos([], [photo('IMG_1.HEIC', ''), photo('x.png', 'image/png', 10 * MB), photo('notes', '')]);
    expect(next.photos.map((p) => p.name)).toEqual(['IMG_1.HEIC', 'x.png']);
    expect(next.refused).toEqual(['photoType']);
  });
});

describe('the claim form', () => {
  const draft: ClaimDraft = { lineId: 4, reason: 'damaged', quantity: '2.5', unit: 'lb', note: '' };

  it('starts on pounds for a catch-weight line and boxes otherwise', () => {
    expect(defaultUnit(CATCH_WEIGHT_SPEC)).toBe('lb');
    expect(defaultUnit('10 LB')).toBe('box');
  });

  it('reads the quantity as the server does: more than 0, at most 9999.99, two decimals', () => {
    expect(readQuantity(' 2.5 ')).toBe(2.5);
    expect(readQuantity('9999.99')).toBe(9999.99);
    for (const t of ['', '0', '0.00', '10000', '1.234', '-1', '1,5', 'abc']) expect(readQuantity(t), t).toBeNull();
  });

  it('says what is missing, the first field first', () => {
    expect(checkClaim(draft)).toEqual({});
    const errors = checkClaim({ lineId: null, reason: null, quantity: '0', unit: 'box', note: 'x'.repeat(1001) });
    expect(errors).toEqual({ line: true, reason: true, quantity: true, note: true });
    expect(firstError(errors)).toBe('line');
    expect(firstError({ quantity: true, note: true })).toBe('quantity');
    expect(firstError({})).toBeNull();
  });

  it('sends the text fields first, then each photo as `photos`; an empty note is left out', () => {
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.png', { type: 'image/png' })];
    const form = claimFormData({ ...draft, quantity: ' 2.5 ' }, files);
    expect([...form.keys()]).toEqual(['order_item_id', 'reason', 'quantity', 'unit', 'photos', 'photos']);
    expect(form.get('quantity')).toBe('2.5');
    expect(form.get('order_item_id')).toBe('4');
    const noted = claimFormData({ ...draft, note: '  two boxes crushed ' }, []);
    expect(noted.get('note')).toBe('two boxes crushed');
  });
});

describe('the claim window', () => {
  it('offers the form within the window to who may claim, explains it to a viewer, and says to call after', () => {
    const open = { open: true, closes_at: '2026-11-30T20:00:00.000Z' };
    expect(claimOffer(open, true)).toBe('report');
    expect(claimOffer(open, false)).toBe('viewer');
    expect(claimOffer({ ...open, open: false }, true)).toBe('passed');
    expect(claimOffer({ ...open, open: false }, false)).toBe('passed');
    expect(claimOffer({ open: false, closes_at: null }, true)).toBe('none');
  });

  it('dials the business phone by its digits', () => {
    expect(telHref('(213) 555-0142')).toBe('tel:2135550142');
    expect(telHref('+1 213-555-0142')).toBe('tel:+12135550142');
  });
});

describe('a credit memo PDF', () => {
  it('links the page language first, then the other', () => {
    expect(pdfLinks('/api/credit-memos/5.pdf', 'ko')).toEqual({
      href: '/api/credit-memos/5.pdf?lang=ko',
      other: { href: '/api/credit-memos/5.pdf?lang=en', lang: 'en' },
    });
    expect(pdfLinks('/x.pdf?a=1', 'en').href).toBe('/x.pdf?a=1&lang=en');
  });
});
