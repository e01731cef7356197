/** Content types of the files this app stores, by extension; used when none was recorded. */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeFromKey(key: string): string {
  const dot = key.lastIndexOf('.');
  if (dot < 0 || dot < key.lastIndexOf('/')) return DEFAULT_CONTENT_TYPE;
  return BY_EXTENSION[key.slice(dot + 1).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;
}
