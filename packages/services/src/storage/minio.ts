import { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { Client, S3Error } from 'minio';
import { DEFAULT_CONTENT_TYPE } from './content-types';
import { assertValidKey, assertValidPrefix } from './keys';
import type { ObjectInfo, ObjectStorage, PutOptions, StoredObject } from './types';

export interface MinioStorageOptions {
  endPoint: string;
  port?: number;
  useSSL?: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** Fixed region, so the client never spends a request asking the server for it. */
  region?: string;
  /**
   * A stream body up to this size is collected and sent as one PUT (default 16 MiB, which covers
   * every upload the app accepts: documents are capped at 10 MB). Larger streams go multipart.
   */
  maxSinglePutBytes?: number;
}

/**
 * Objects in one MinIO (or any S3-compatible) bucket, created on first use when missing.
 * Used when several server processes must share files (docs/ARCHITECTURE: scaling out).
 */
export class MinioStorage implements ObjectStorage {
  readonly bucket: string;
  private readonly client: Client;
  private ready: Promise<void> | undefined;
  private readonly maxSinglePutBytes: number;

  constructor(options: MinioStorageOptions) {
    this.bucket = options.bucket;
    this.maxSinglePutBytes = options.maxSinglePutBytes ?? 16 * 1024 * 1024;
    this.client = new Client({
      endPoint: options.endPoint,
      ...(options.port !== undefined ? { port: options.port } : {}),
      useSSL: options.useSSL ?? false,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region ?? 'us-east-1',
      // Virtual-host style would need DNS for `<bucket>.<endPoint>`; MinIO setups use paths.
      pathStyle: true,
    });
  }

  /** Makes sure the bucket exists; every operation awaits it, callers may too (fail fast at boot). */
  ensureBucket(): Promise<void> {
    this.ready ??= this.createBucketIfMissing().catch((err: unknown) => {
      this.ready = undefined; // let a later call retry, e.g. when MinIO started after us
      throw err;
    });
    return this.ready;
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<ObjectInfo> {
    assertValidKey(key);
    await this.ensureBucket();
    const meta: Record<string, string> = { 'Content-Type': options.contentType };
    if (options.cacheControl !== undefined) meta['Cache-Control'] = options.cacheControl;
    const content = Buffer.isBuffer(body) ? body : await bufferUpTo(body, this.maxSinglePutBytes);
    if (Buffer.isBuffer(content)) {
      await this.client.putObject(this.bucket, key, content, content.length, meta);
    } else {
      // Larger than one part: multipart upload of unknown length, streamed.
      await this.client.putObject(this.bucket, key, content, undefined, meta);
    }
    const info = await this.head(key);
    if (!info) throw new Error(`Object vanished right after writing: ${key}`);
    return info;
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    await this.ensureBucket();
    let body: Readable;
    try {
      body = await this.client.getObject(this.bucket, key);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
    // minio 8 hands back the HTTP response itself, so its headers describe the object and one
    // request is enough (this is the image hot path). Fall back to a HEAD if that ever changes.
    if (body instanceof IncomingMessage) {
      const h = body.headers;
      return {
        key,
        size: Number(h['content-length'] ?? 0),
        contentType: h['content-type'] ?? DEFAULT_CONTENT_TYPE,
        cacheControl: h['cache-control'],
        etag: stripQuotes(h.etag ?? ''),
        lastModified: new Date(h['last-modified'] ?? 0),
        body,
      };
    }
    const info = await this.head(key);
    if (!info) {
      body.destroy();
      return null;
    }
    return { ...info, body };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertValidKey(key);
    await this.ensureBucket();
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const meta = lowerKeys(stat.metaData as Record<string, unknown>);
      return {
        key,
        size: stat.size,
        contentType: stringOr(meta['content-type'], DEFAULT_CONTENT_TYPE),
        cacheControl: typeof meta['cache-control'] === 'string' ? meta['cache-control'] : undefined,
        etag: stripQuotes(stat.etag),
        lastModified: stat.lastModified,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.ensureBucket();
    await this.client.removeObject(this.bucket, key);
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    await this.ensureBucket();
    const keys: string[] = [];
    const stream = this.client.listObjectsV2(this.bucket, prefix, true);
    for await (const item of stream as AsyncIterable<{ name?: string }>) {
      if (item.name !== undefined) keys.push(item.name);
    }
    return keys.sort();
  }

  private async createBucketIfMissing(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket);
    } catch (err) {
      // Another server process may have created it between our check and our request.
      if (err instanceof S3Error && (err.code === 'BucketAlreadyOwnedByYou' || err.code === 'BucketAlreadyExists'))
        return;
      throw err;
    }
  }
}

/**
 * Reads a stream into memory if it ends within `limit` bytes; otherwise returns an equivalent
 * stream (the chunks already read, then the rest). Why: minio-js sends a stream of unknown length
 * as a multipart upload, which costs at least four requests (list incomplete uploads, initiate,
 * part, complete) where one PUT with a Content-MD5 does for a small object.
 */
export async function bufferUpTo(stream: Readable, limit: number): Promise<Buffer | Readable> {
  const iterator: AsyncIterator<unknown> = stream[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let total = 0;
  while (total <= limit) {
    const next = await iterator.next();
    if (next.done) return Buffer.concat(head, total);
    const chunk = toBuffer(next.value);
    head.push(chunk);
    total += chunk.length;
  }
  return Readable.from(
    (async function* rest() {
      yield* head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield toBuffer(next.value);
    })(),
  );
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (typeof chunk === 'string') return Buffer.from(chunk);
  throw new TypeError('Storage bodies must be byte streams');
}

function isNotFound(err: unknown): boolean {
  return err instanceof S3Error && (err.code === 'NoSuchKey' || err.code === 'NotFound');
}

function stripQuotes(etag: string): string {
  return etag.replace(/^"+|"+$/g, '');
}

function lowerKeys(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k.toLowerCase(), v]));
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}
