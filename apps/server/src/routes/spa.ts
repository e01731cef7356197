// The built React SPA (apps/web/dist): hashed files under /assets cached for a year, index.html
// revalidated on every visit (so a deploy is picked up at once), and index.html for every
// client-side route. Without a build, a tiny placeholder page keeps the server usable.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../plugins/errors';
import { etagMatches } from './storage-files';

export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

// Paths that belong to the server, never to the SPA: an unknown one is a 404, not index.html.
const SERVER_PATH = /^\/(api|trpc|products|banners|assets)(\/|$)|^\/(healthz|readyz)$/;

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wholesale storefront</title></head>
<body><h1>The storefront has not been built yet</h1>
<p>The server is running. Build the web app (<code>npm run build</code>) or use <code>npm start</code>, then reload.</p>
<p>API: <a href="/api/items">/api/items</a></p></body></html>
`;

export interface Spa {
  /** Whether a built SPA was found (false: placeholder page). */
  readonly built: boolean;
  register(app: FastifyInstance): Promise<void>;
  /** The not-found handler: index.html for client routes, JSON 404 for everything else. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Whether a request that matched no route is a browser navigating to a client-side route. */
export function isClientRouteRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/html')) return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !SERVER_PATH.test(pathname);
}

export function createSpa(webDistDir: string): Spa {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);

  // index.html is re-read when it changes on disk, so a rebuild while the server runs is served.
  let cached: { mtimeMs: number; size: number; body: Buffer; etag: string } | undefined;
  async function loadIndex(): Promise<{ body: Buffer; etag: string }> {
    const info = await stat(indexFile);
    if (!cached || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
      const body = await readFile(indexFile);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      cached = { mtimeMs: info.mtimeMs, size: info.size, body, etag };
    }
    return cached;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    void reply.header('cache-control', REVALIDATE_CACHE_CONTROL).type('text/html; charset=utf-8');
    if (!built) {
      await reply.send(PLACEHOLDER_HTML);
      return;
    }
    const { body, etag } = await loadIndex();
    void reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, etag)) {
      await reply.code(304).send();
      return;
    }
    await reply.send(body);
  }

  return {
    built,
    async register(app) {
      // The home page is index.html (or the placeholder), whatever the Accept header says.
      app.get('/', (request, reply) => sendIndex(request, reply));
      if (!built) return;
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: true,
        // '/' has its own route above, so index.html is served one way only.
        index: false,
        redirect: false,
        cacheControl: false,
        etag: true,
        lastModified: true,
        setHeaders(res, filePath) {
          const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
          // Vite puts content-hashed files under assets/: their URL changes with their content.
          res.setHeader(
            'cache-control',
            relative.startsWith('assets/') ? HASHED_ASSET_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
          );
        },
      });
    },
    async notFound(request, reply) {
      if (isClientRouteRequest(request)) return sendIndex(request, reply);
      return sendNotFound(reply);
    },
  };
}
