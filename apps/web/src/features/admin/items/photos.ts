import type { ErrorCode } from '@wholesale/contract';
import { readFailure, type ErrorParams } from '../../../lib/failure';
import { productImage } from '../../../lib/images';
import type { AdminItem } from './queries';

// Product photos: the admin uploads one picture at a time; the server stores it as the AVIF + JPG
// pair the storefront serves (POST /api/admin/items/:id/images, multipart, field `file`, optional
// `replace` = the photo number to overwrite).

const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
/** The server's limit (413 above it); checked here too so a large file is not sent for nothing. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** Why a chosen file is not sent, or null. The server checks the bytes themselves again. */
export function checkPhotoFile(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!PHOTO_TYPES.includes(file.type.toLowerCase())) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** The server's limit of photos per product (services' catalogue/admin.ts MAX_PHOTOS; it refuses the 13th). */
export const PHOTO_MAX_COUNT = 12;

export type PhotoRefusal = 'type' | 'size' | 'count';

/**
 * The photos chosen in the Add product form: `chosen` added after `current`, each checked like a
 * single upload, and none past the per-product limit. What is refused is said, not dropped silently.
 */
export function addChosenPhotos<F extends { name: string; type: string; size: number }>(
  current: readonly F[],
  chosen: readonly F[],
  max: number = PHOTO_MAX_COUNT,
): { photos: F[]; refused: { file: F; reason: PhotoRefusal }[] } {
  const photos = [...current];
  const refused: { file: F; reason: PhotoRefusal }[] = [];
  for (const file of chosen) {
    const problem = checkPhotoFile(file);
    if (problem) refused.push({ file, reason: problem });
    else if (photos.length >= max) refused.push({ file, reason: 'count' });
    else photos.push(file);
  }
  return { photos, refused };
}

/** How a queue of photos went: the item as the last saved photo left it, and what was not saved. */
export interface QueueResult<F> {
  item: AdminItem | null;
  sent: number;
  failed: { file: F; answer: Extract<UploadAnswer, { ok: false }> }[];
  /** The session ended or lost its rights (401/403): the rest was not tried. */
  refused: Extract<UploadAnswer, { ok: false }> | null;
}

/**
 * Uploads `files` one after the other as new photos of the item (each after the last), going on
 * past a failed one: a photo the server refuses does not cost the others. Stops at a 401/403 (no
 * later photo would pass) or when `cancelled()` says so (the editor closed).
 */
export async function uploadQueue<F extends Blob & { name?: string }>(
  files: readonly F[],
  send: (file: F, index: number) => Promise<UploadAnswer>,
  cancelled: () => boolean = () => false,
): Promise<QueueResult<F>> {
  const result: QueueResult<F> = { item: null, sent: 0, failed: [], refused: null };
  for (const [index, file] of files.entries()) {
    if (cancelled()) break;
    const answer = await send(file, index);
    if (answer.ok) {
      result.item = answer.item;
      result.sent += 1;
      continue;
    }
    result.failed.push({ file, answer });
    if (answer.status === 401 || answer.status === 403) {
      result.refused = answer;
      // The rest is not saved either.
      for (const rest of files.slice(index + 1)) result.failed.push({ file: rest, answer });
      break;
    }
  }
  return result;
}

function photoUploadUrl(itemId: number): string {
  return `/api/admin/items/${itemId}/images`;
}

export type UploadAnswer =
  | { ok: true; item: AdminItem }
  /**
   * `status` 0: no answer (network); `code` and `params`: the refusal's stable code, which the page
   * words in the admin's language; `message`: the server's own words, for a code it has no text for.
   */
  | { ok: false; status: number; message: string | null; code?: ErrorCode; params?: ErrorParams };

/** Reads the endpoint's `{ success, data }` / `{ success: false, error }` answer. */
export function readUploadAnswer(status: number, body: unknown): UploadAnswer {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const data = b.data as AdminItem | undefined;
  if (
    status >= 200 &&
    status < 300 &&
    b.success === true &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.id === 'number'
  ) {
    return { ok: true, item: data };
  }
  const message =
    typeof b.error === 'string' && b.error.trim() !== '' ? b.error : typeof b.message === 'string' ? b.message : null;
  // A 5xx text is for the logs, not for people.
  if (status >= 500) return { ok: false, status, message: null };
  const { code, params } = readFailure(body, status);
  return { ok: false, status, message, ...(code ? { code } : {}), ...(code && params ? { params } : {}) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null; // an HTML error page from a proxy, or nothing
  }
}

export interface PhotoUpload {
  itemId: number;
  file: Blob & { name?: string };
  /** 1-based photo number to overwrite; absent: add after the last one. */
  replace?: number;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts one photo with the admin's session cookie. XMLHttpRequest rather than fetch, for the
 * progress of the request body (fetch reports none), which a 10 MB photo on an office line needs.
 */
export function uploadPhoto(
  req: PhotoUpload,
  makeXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<UploadAnswer> {
  const form = new FormData();
  // The text field first: a streaming server reads it before the file part.
  if (req.replace !== undefined) form.append('replace', String(req.replace));
  form.append('file', req.file, req.file.name ?? 'photo');
  return new Promise((resolve) => {
    const xhr = makeXhr();
    xhr.open('POST', photoUploadUrl(req.itemId));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) req.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      resolve(readUploadAnswer(xhr.status, parseJson(xhr.responseText)));
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: null });
    xhr.onabort = () => resolve({ ok: false, status: 0, message: null });
    req.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * The n-th photo's URLs for the admin's own previews. A replaced photo keeps its URL (01.avif stays
 * 01.avif) and browsers keep images for a day, so after an upload the preview asks for `?v=<version>`;
 * the storefront keeps the plain URLs.
 */
export function previewImage(item: Pick<AdminItem, 'style' | 'slug'>, n: number, version?: number) {
  const urls = productImage(item, n);
  if (!version) return urls;
  return { avif: `${urls.avif}?v=${version}`, jpg: `${urls.jpg}?v=${version}` };
}
