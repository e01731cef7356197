// Product images and banners, streamed from the storage adapter (local disk or MinIO) at
// /products/* and /banners/*; the key is the URL path without its leading slash.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidKey, type ObjectInfo, type ObjectStorage } from '@wholesale/services';
import { sendNotFound } from '../plugins/errors';

/**
 * Images keep their URL when an admin replaces them (01.avif stays 01.avif), so they are not
 * immutable: a day fresh, then a week served stale while the browser revalidates with the ETag.
 */
export const STORAGE_FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const PUBLIC_STORAGE_PREFIXES = ['products', 'banners'] as const;

function quotedEtag(info: ObjectInfo): string {
  return `"${info.etag}"`;
}

/** RFC 9110 If-None-Match: a list of (weak or strong) entity tags, or `*`. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

function setObjectHeaders(reply: FastifyReply, info: ObjectInfo): void {
  void reply
    .header('content-type', info.contentType)
    .header('etag', quotedEtag(info))
    .header('last-modified', info.lastModified.toUTCString())
    .header('cache-control', STORAGE_FILE_CACHE_CONTROL);
}

/** The folder (slug) of the product a style's listing calls `name`, in English or Korean; null when none. */
export type ProductFolderByName = (style: string, name: string) => Promise<string | null>;

const PHOTO_FILE = /^\d{2}\.(avif|jpg)$/;

/**
 * The spec's image path names the product (`/products/{style}/{name}/01.avif`, the name
 * URL-encoded); the files live under its slug. Such a request is sent to the slug's URL (301), so
 * both shapes reach the same file and caches keep one copy.
 */
async function productPathByName(rest: string, folderByName: ProductFolderByName | undefined): Promise<string | null> {
  const parts = rest.split('/');
  if (!folderByName || parts.length !== 3 || !PHOTO_FILE.test(parts[2]!)) return null;
  const slug = await folderByName(parts[0]!, parts[1]!);
  return slug && slug !== parts[1] ? `/products/${parts[0]}/${slug}/${parts[2]}` : null;
}

export async function storageFileRoutes(
  app: FastifyInstance,
  opts: { storage: ObjectStorage; productFolderByName?: ProductFolderByName },
): Promise<void> {
  const { storage } = opts;

  for (const prefix of PUBLIC_STORAGE_PREFIXES) {
    const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const key = `${prefix}/${request.params['*']}`;
      if (prefix === 'products') {
        const byName = await productPathByName(request.params['*'], opts.productFolderByName);
        if (byName)
          return reply
            .code(301)
            .header('location', encodeURI(byName))
            .header('cache-control', STORAGE_FILE_CACHE_CONTROL)
            .send();
      }
      // Rejects "..", ".", empty segments, backslashes and dot-files: no way out of the store.
      if (!isValidKey(key)) {
        return reply.code(400).send({ error: 'Invalid file path' });
      }

      if (request.method === 'HEAD') {
        // Headers only: never open (or, on MinIO, download) the object.
        const info = await storage.head(key);
        if (!info) return sendNotFound(reply);
        setObjectHeaders(reply, info);
        return reply.header('content-length', String(info.size)).send();
      }

      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch !== undefined) {
        // Conditional request: a HEAD first, so a 304 never opens the object.
        const info = await storage.head(key);
        if (!info) return sendNotFound(reply);
        if (etagMatches(ifNoneMatch, quotedEtag(info))) {
          setObjectHeaders(reply, info);
          void reply.removeHeader('content-type');
          return reply.code(304).send();
        }
      }

      const object = await storage.get(key);
      if (!object) return sendNotFound(reply);
      setObjectHeaders(reply, object);
      void reply.header('content-length', String(object.size));
      return reply.send(object.body);
    };
    app.route({ method: ['GET', 'HEAD'], url: `/${prefix}/*`, handler });
  }
}
