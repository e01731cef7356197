// A claim's photos: checked by their own first bytes (a phone names a HEIC photo in many ways, so
// the declared type and the name count for nothing), at most five of at most 10 MB each, stored in
// the documents' storage under a generated key, and removed again when the claim is not written.
import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@wholesale/rules';
import {
  CLAIM_ERRORS,
  CLAIM_PHOTOS_MAX,
  VALIDATION_ERRORS,
  ValidationError,
  type ClaimPhotoUpload,
} from '@wholesale/contract';
import { sniffType } from '../accounts/uploads';
import type { ObjectStorage } from '../storage/types';

export type ClaimPhotoType = 'image/jpeg' | 'image/png' | 'image/heic' | 'image/webp';

const EXTENSION: Readonly<Record<ClaimPhotoType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/webp': 'webp',
};

/** The ISO base media brands of HEIF/HEIC stills that phones write. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What a photo's first bytes say it is, or null when it is none of the four kinds. */
export function sniffPhoto(bytes: Uint8Array): ClaimPhotoType | null {
  // JPEG and PNG as the document uploads tell them (a PDF is not a photo).
  const document = sniffType(bytes);
  if (document === 'image/jpeg' || document === 'image/png') return document;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  return null;
}

export interface CheckedPhoto {
  bytes: Uint8Array;
  contentType: ClaimPhotoType;
}

/** The photos' count, sizes and kinds, before anything is stored. */
export function checkPhotos(photos: readonly ClaimPhotoUpload[]): CheckedPhoto[] {
  if (photos.length > CLAIM_PHOTOS_MAX)
    throw new ValidationError(CLAIM_ERRORS.photosTooMany, { photos: CLAIM_ERRORS.photosTooMany });
  return photos.map((p) => {
    if (p.bytes.byteLength === 0)
      throw new ValidationError(VALIDATION_ERRORS.fileEmpty, { photos: VALIDATION_ERRORS.fileEmpty });
    if (p.bytes.byteLength > UPLOAD_MAX_BYTES)
      throw new ValidationError(VALIDATION_ERRORS.fileTooLarge, { photos: VALIDATION_ERRORS.fileTooLarge });
    const contentType = sniffPhoto(p.bytes);
    if (!contentType) throw new ValidationError(CLAIM_ERRORS.photoType, { photos: CLAIM_ERRORS.photoType });
    return { bytes: p.bytes, contentType };
  });
}

export interface StoredPhoto {
  key: string;
  contentType: ClaimPhotoType;
  size: number;
}

/** Stores the photos of a claim on order `orderId`; on a failure the ones stored are removed. */
export async function storePhotos(
  storage: ObjectStorage,
  orderId: number,
  photos: readonly CheckedPhoto[],
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const p of photos) {
      const key = `documents/claims/${orderId}/${randomUUID()}.${EXTENSION[p.contentType]}`;
      await storage.put(key, Buffer.from(p.bytes.buffer, p.bytes.byteOffset, p.bytes.byteLength), {
        contentType: p.contentType,
      });
      stored.push({ key, contentType: p.contentType, size: p.bytes.byteLength });
    }
    return stored;
  } catch (err) {
    await removePhotos(storage, stored);
    throw err;
  }
}

/** Best effort: a photo left behind is an orphan in storage, never a claim's. */
export async function removePhotos(storage: ObjectStorage, photos: readonly StoredPhoto[]): Promise<void> {
  await Promise.all(photos.map((p) => storage.delete(p.key).catch(() => undefined)));
}
