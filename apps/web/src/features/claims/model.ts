import {
  CLAIM_NOTE_MAX,
  CLAIM_PHOTOS_MAX,
  CLAIM_QUANTITY_MAX,
  type ClaimReason,
  type ClaimStatus,
  type ClaimUnit,
} from '@wholesale/contract';
import { isCatchWeight, UPLOAD_MAX_BYTES } from '@wholesale/rules';
import { langOf, type Lang } from '../profile/account/model';

// Pure logic of claims (a buyer's report of a problem with a completed order) as the web shows
// them: the form's checks before it is sent (the server checks it all again), the multipart body,
// the photos a buyer picks, what the order's claim window allows, and the credit memo's PDFs in
// both languages. Unit tested in model.test.ts.

/** The photo types the server takes (checked again there by their bytes). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/webp'] as const;
/** The file input's `accept`: the types, and the extensions a phone may send without one. */
export const PHOTO_ACCEPT = `${PHOTO_TYPES.join(',')},.jpg,.jpeg,.png,.heic,.webp`;
const PHOTO_EXTENSIONS = /\.(jpe?g|png|heic|webp)$/i;

export type PhotoRefusal = 'photoSize' | 'photoType' | 'photoCount';

/**
 * The photos kept when a buyer adds `added` to `kept`: each of a known type (by its type, or by its
 * name when the phone sends none) and at most 10 MB, and no more than five in all. What was left
 * out says why (the first reason of each kind, in the order met).
 */
export function addPhotos<T extends { name: string; type: string; size: number }>(
  kept: readonly T[],
  added: readonly T[],
): { photos: T[]; refused: PhotoRefusal[] } {
  const photos = [...kept];
  const refused = new Set<PhotoRefusal>();
  for (const f of added) {
    const known =
      (PHOTO_TYPES as readonly string[]).includes(f.type) || (f.type === '' && PHOTO_EXTENSIONS.test(f.name));
    if (!known) refused.add('photoType');
    else if (f.size > UPLOAD_MAX_BYTES) refused.add('photoSize');
    else if (photos.length >= CLAIM_PHOTOS_MAX) refused.add('photoCount');
    else photos.push(f);
  }
  return { photos, refused: [...refused] };
}

/** The unit the form starts on for a line: pounds for a catch-weight line, boxes otherwise. */
export const defaultUnit = (spec: string): ClaimUnit => (isCatchWeight(spec) ? 'lb' : 'box');

export interface ClaimDraft {
  lineId: number | null;
  reason: ClaimReason | null;
  quantity: string;
  unit: ClaimUnit;
  note: string;
}

export type ClaimFieldError = 'line' | 'reason' | 'quantity' | 'note';
export type ClaimErrors = Partial<Record<ClaimFieldError, true>>;

/** The quantity as the server reads it: up to four digits and two decimals, more than 0, at most 9999.99. */
export function readQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 && n <= CLAIM_QUANTITY_MAX ? n : null;
}

/** What is missing or wrong in the form, field by field (none: it may be sent). */
export function checkClaim(d: ClaimDraft): ClaimErrors {
  const errors: ClaimErrors = {};
  if (d.lineId === null) errors.line = true;
  if (d.reason === null) errors.reason = true;
  if (readQuantity(d.quantity) === null) errors.quantity = true;
  if (d.note.trim().length > CLAIM_NOTE_MAX) errors.note = true;
  return errors;
}

/** The first field in error, in the form's order (where focus goes). */
export function firstError(errors: ClaimErrors): ClaimFieldError | null {
  return (['line', 'reason', 'quantity', 'note'] as const).find((k) => errors[k]) ?? null;
}

/** POST /api/orders/:id/claims: the text fields first (a streaming server reads them before the files), then the photos. */
export function claimFormData(d: ClaimDraft, photos: readonly File[]): FormData {
  const form = new FormData();
  form.append('order_item_id', String(d.lineId ?? ''));
  form.append('reason', d.reason ?? '');
  form.append('quantity', d.quantity.trim());
  form.append('unit', d.unit);
  const note = d.note.trim();
  if (note) form.append('note', note);
  for (const p of photos) form.append('photos', p, p.name);
  return form;
}

export const claimsUrl = (orderId: number): string => `/api/orders/${orderId}/claims`;

/**
 * What the order's "Report a problem" section offers: the form (`report`), the window passed
 * (`passed`: call the business), a viewer's explanation (`viewer`), or nothing yet (`none`: the
 * order is not complete).
 */
export type ClaimOffer = 'report' | 'passed' | 'viewer' | 'none';

export function claimOffer(w: { open: boolean; closes_at: string | null }, canClaim: boolean): ClaimOffer {
  if (w.closes_at === null) return 'none';
  if (!w.open) return 'passed';
  return canClaim ? 'report' : 'viewer';
}

/** A phone number as a tel: link (its digits, and a leading +). */
export function telHref(phone: string): string {
  const t = phone.trim();
  return `tel:${t.startsWith('+') ? '+' : ''}${t.replace(/\D/g, '')}`;
}

/** The status badge's colour (the storefront's and the admin's badge colours). */
export const CLAIM_BADGE: Record<ClaimStatus, 'yellow' | 'green' | 'red'> = {
  open: 'yellow',
  approved: 'green',
  refused: 'red',
};

/** A document's PDF in a language: its address with `lang=`. */
export function pdfHref(url: string, lang: Lang): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** A PDF in the page's language, and the same in the other language. */
export function pdfLinks(url: string, locale: string): { href: string; other: { href: string; lang: Lang } } {
  const lang = langOf(locale);
  const other: Lang = lang === 'ko' ? 'en' : 'ko';
  return { href: pdfHref(url, lang), other: { href: pdfHref(url, other), lang: other } };
}
