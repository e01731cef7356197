// Security headers: the full set on documents (HTML pages, SVG, PDF, anything unknown), and only
// the ones that matter for a subresource on scripts, styles, JSON, raster images and fonts.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * A strict content security policy fitting the Vite-built React SPA: scripts and styles only from
 * our own origin (Vite emits no inline scripts or styles; React sets `style` props through the
 * CSSOM, which style-src does not restrict), images from our origin plus data: URLs, API calls to
 * our origin only, no plugins, no framing.
 *
 * `upgrade-insecure-requests` and HSTS are sent only when the public URL is https: on plain-http
 * `npm start` they would make browsers try https://localhost and break the page.
 */
export function helmetOptions(publicUrl: string): FastifyHelmetOptions {
  const https = publicUrl.startsWith('https:');
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
  if (https) directives.upgradeInsecureRequests = [];
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * Headers that only act on a document a browser renders (policy for its scripts, framing,
 * opener, process isolation, legacy IE/Flash switches). On a script, a stylesheet, JSON or an
 * image they do nothing but cost bytes: about 0.6 KB per response, which on a page of ten
 * scripts is several KB of its first-load budget on slow 4G. X-Content-Type-Options,
 * Cross-Origin-Resource-Policy, Referrer-Policy (it governs a stylesheet's own url() requests)
 * and HSTS stay on every response.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
] as const;

/**
 * Types a browser never renders as a document with scripts of its own (with `nosniff`, which is
 * always sent, it will not reinterpret them either). Anything else keeps the full set: HTML, and
 * also SVG, XML, PDF, plain text, and a response without a type.
 */
const SUBRESOURCE_TYPE = /^(?:text\/css|text\/javascript|application\/javascript|application\/json|image\/(?:avif|jpeg|png|webp|gif)|font\/[a-z0-9.+-]+)\s*(?:;|$)/i;

export function isSubresourceType(contentType: unknown): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType);
}

/**
 * Helmet (headers set on every request, before the route runs) plus a hook that takes the
 * document-only headers off subresource responses once their type is known.
 * Registered on the root instance (not encapsulated), so the hook sees every route.
 */
export const securityHeaders: FastifyPluginAsync<{ publicUrl: string }> = Object.assign(
  async (app: FastifyInstance, opts: { publicUrl: string }) => {
    await app.register(fastifyHelmet, helmetOptions(opts.publicUrl));
    app.addHook('onSend', async (_request, reply, payload) => {
      if (isSubresourceType(reply.getHeader('content-type'))) {
        // Helmet writes to the raw response, so that is where they are removed.
        for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      }
      return payload;
    });
  },
  // What fastify-plugin would set: run in the parent's scope instead of a child context.
  { [Symbol.for('skip-override')]: true },
);
