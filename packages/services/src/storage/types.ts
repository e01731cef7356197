import type { Readable } from 'node:stream';

/** What a caller says about an object when storing it. */
export interface PutOptions {
  contentType: string;
  /** Sent as Cache-Control when the object is served over HTTP (images: long-lived, immutable). */
  cacheControl?: string;
}

/** What is known about a stored object without reading its body. */
export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string;
  cacheControl: string | undefined;
  /** Opaque validator for If-None-Match; quoted form is added by the HTTP layer. */
  etag: string;
  lastModified: Date;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/**
 * One interface for product images, banners and private buyer documents, with a local-disk
 * implementation (the default, `npm start`) and a MinIO one (production, several servers).
 *
 * Keys are relative, `/`-separated paths such as `products/marinated/galbi/01.avif`
 * (see `assertValidKey`). Every method rejects an invalid key with `InvalidKeyError`.
 *
 * Private documents are never served by a storage-presigned URL: the MinIO endpoint is not
 * necessarily reachable by browsers, and local disk has no such thing. Instead the server
 * streams them through its own route after an authorization check, optionally behind a
 * short-lived HMAC-signed link (see `url-signer.ts`). So both backends behave the same.
 */
export interface ObjectStorage {
  /** Stores (or replaces) an object. Readers never see a half-written object. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<ObjectInfo>;
  /** The object with a readable body, or null when there is no such key. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes an object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Keys that start with `prefix` (plain string prefix, as in S3), sorted. */
  list(prefix: string): Promise<string[]>;
}
