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

export const PUBLIC_STORAGE_PREFIXES = ['products', 'banners'] as const;

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

export async function storageFileRoutes(app: FastifyInstance, opts: { storage: ObjectStorage }): Promise<void> {
  const { storage } = opts;

  for (const prefix of PUBLIC_STORAGE_PREFIXES) {
    const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const key = `${prefix}/${request.params['*']}`;
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
