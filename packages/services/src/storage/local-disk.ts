import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeFromKey } from './content-types';
import { assertValidKey, assertValidPrefix } from './keys';
import type { ObjectInfo, ObjectStorage, PutOptions, StoredObject } from './types';

/**
 * Buyers' documents live here too: readable by the server's own user only (the umask can only
 * take permissions away, so these are what the files get at most).
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** What the sidecar file next to each object records (the file system has no place for it). */
interface Sidecar {
  contentType: string;
  cacheControl?: string;
  etag: string;
}

/**
 * Objects as plain files under `rootDir`: `rootDir/<key>` holds the bytes and
 * `rootDir/.meta/<key>~` (JSON) the content type, cache control and etag. Writes go to
 * `rootDir/.tmp/` first and are renamed into place, so a reader sees the old object or the new
 * one, never a torn file; a reader that already opened the old file keeps reading it.
 * Keys can never start a segment with a dot (see keys.ts), so `.meta` and `.tmp` cannot clash.
 *
 * Meant for one server process (the embedded `npm start` setup); several processes sharing a
 * directory still work for reads and whole-object writes, which is all the app does.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly rootDir: string;
  private readonly metaDir: string;
  private readonly tmpDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
    this.metaDir = path.join(this.rootDir, '.meta');
    this.tmpDir = path.join(this.rootDir, '.tmp');
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<ObjectInfo> {
    const file = this.fileOf(key);
    await mkdir(this.tmpDir, { recursive: true, mode: PRIVATE_DIR });
    const tmp = path.join(this.tmpDir, randomUUID());
    const hash = createHash('md5');
    try {
      // md5 of the content, like S3's etag for a single-part upload.
      const hasher = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, hasher, createWriteStream(tmp, { flags: 'wx', mode: PRIVATE_FILE }));
      const sidecar: Sidecar = { contentType: options.contentType, etag: hash.digest('hex') };
      if (options.cacheControl !== undefined) sidecar.cacheControl = options.cacheControl;
      const tmpMeta = `${tmp}.json`;
      await writeFileAtomicTarget(tmpMeta, JSON.stringify(sidecar));
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
      await mkdir(path.dirname(this.metaOf(key)), { recursive: true, mode: PRIVATE_DIR });
      // Data first, then metadata: a reader racing the two renames may see the new bytes with the
      // previous etag for an instant, which at worst costs one extra download.
      await rename(tmp, file);
      await rename(tmpMeta, this.metaOf(key));
    } catch (err) {
      await rm(tmp, { force: true });
      await rm(`${tmp}.json`, { force: true });
      throw err;
    }
    const info = await this.head(key);
    if (!info) throw new Error(`Object vanished right after writing: ${key}`);
    return info;
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const info = await this.infoOf(key, stats.size, stats.mtime);
      // The stream owns the open handle (and closes it): a concurrent overwrite, which is a
      // rename, cannot change what this reader sees.
      const body = handle.createReadStream();
      return { ...info, body };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = this.fileOf(key);
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return null;
      return await this.infoOf(key, stats.size, stats.mtime);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await rm(file, { force: true });
    await rm(this.metaOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    // Walk only the directory that can hold matches, not the whole store.
    const slash = prefix.lastIndexOf('/');
    const baseDir = slash < 0 ? '' : prefix.slice(0, slash);
    const keys: string[] = [];
    await this.walk(baseDir, keys);
    return keys.filter((key) => key.startsWith(prefix)).sort();
  }

  private async walk(relDir: string, out: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(path.join(this.rootDir, relDir), { withFileTypes: true });
    } catch (err) {
      if (isMissing(err) || isNotDir(err)) return;
      throw err;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
      if (entry.isDirectory()) await this.walk(rel, out);
      else if (entry.isFile()) out.push(rel);
    }
  }

  private async infoOf(key: string, size: number, lastModified: Date): Promise<ObjectInfo> {
    const sidecar = await this.readSidecar(key);
    return {
      key,
      size,
      contentType: sidecar?.contentType ?? contentTypeFromKey(key),
      cacheControl: sidecar?.cacheControl,
      // A file dropped in by hand has no sidecar: size and mtime still change with its content.
      etag: sidecar?.etag ?? `${size.toString(16)}-${lastModified.getTime().toString(16)}`,
      lastModified,
    };
  }

  private async readSidecar(key: string): Promise<Sidecar | null> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.metaOf(key), 'utf8'));
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { contentType, cacheControl, etag } = parsed as Record<string, unknown>;
      if (typeof contentType !== 'string' || typeof etag !== 'string') return null;
      return typeof cacheControl === 'string' ? { contentType, cacheControl, etag } : { contentType, etag };
    } catch (err) {
      if (isMissing(err) || err instanceof SyntaxError) return null;
      throw err;
    }
  }

  private fileOf(key: string): string {
    assertValidKey(key);
    return path.join(this.rootDir, ...key.split('/'));
  }

  private metaOf(key: string): string {
    assertValidKey(key);
    // `~` never occurs in a key, so a sidecar name can never equal a directory of other sidecars.
    return path.join(this.metaDir, ...key.split('/')) + '~';
  }
}

async function writeFileAtomicTarget(file: string, text: string): Promise<void> {
  const handle = await open(file, 'wx', PRIVATE_FILE);
  try {
    await handle.writeFile(text, 'utf8');
  } finally {
    await handle.close();
  }
}

function isMissing(err: unknown): boolean {
  return errorCode(err) === 'ENOENT';
}

function isNotDir(err: unknown): boolean {
  return errorCode(err) === 'ENOTDIR';
}

function errorCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
}
