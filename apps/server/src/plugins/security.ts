// Security headers: the full set on documents (HTML pages, SVG, PDF, anything unknown), and only
// the ones that matter for a subresource on scripts, styles, JSON, raster images and fonts.
//
// The values are those helmet sends with the options we used to give it (see docs/decisions.md,
// "Security headers without helmet"). They never change while the server runs, so both sets are
// built once at start and put on each reply by one hook, in one call, once the reply's type is
// known: helmet rebuilt its policy and wrote each header to the socket response on every request,
// and a second hook then took most of them off again for JSON and assets.
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';

/**
 * A strict content security policy fitting the Vite-built React SPA: scripts and styles only from
 * our own origin (Vite emits no inline scripts or styles; React sets `style` props through the
 * CSSOM, which style-src does not restrict), images from our origin plus data: URLs, API calls to
 * our origin only, no plugins, no framing.
 *
 * `upgrade-insecure-requests` and HSTS are sent only when the public URL is https: on plain-http
 * `npm start` they would make browsers try https://localhost and break the page.
 */
function contentSecurityPolicy(https: boolean): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((words) => words.join(' ')).join(';');
}

/**
 * Headers that only act on a document a browser renders (policy for its scripts, framing,
 * opener, process isolation, legacy IE/Flash switches). On a script, a stylesheet, JSON or an
 * image they do nothing but cost bytes: about 0.6 KB per response, which on a page of ten
 * scripts is several KB of its first-load budget on slow 4G.
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

interface SecurityHeaderSets {
  /** For anything a browser may render as a document. */
  document: Readonly<Record<string, string>>;
  /** For scripts, styles, JSON, raster images and fonts. */
  subresource: Readonly<Record<string, string>>;
}

/**
 * X-Content-Type-Options, Cross-Origin-Resource-Policy, Referrer-Policy (it governs a
 * stylesheet's own url() requests) and HSTS go on every response; the document-only ones on
 * documents.
 */
function securityHeaderSets(publicUrl: string): SecurityHeaderSets {
  const https = publicUrl.startsWith('https:');
  const subresource: Record<string, string> = {
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
  };
  if (https) subresource['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  const documentOnly: Record<(typeof DOCUMENT_ONLY_HEADERS)[number], string> = {
    'content-security-policy': contentSecurityPolicy(https),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-frame-options': 'DENY',
    'x-xss-protection': '0',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
  };
  return { document: Object.freeze({ ...documentOnly, ...subresource }), subresource: Object.freeze(subresource) };
}

/**
 * Types a browser never renders as a document with scripts of its own (with `nosniff`, which is
 * always sent, it will not reinterpret them either). Anything else keeps the full set: HTML, and
 * also SVG, XML, PDF, plain text, and a response without a type.
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/css|text\/javascript|application\/javascript|application\/json|image\/(?:avif|jpeg|png|webp|gif)|font\/[a-z0-9.+-]+)\s*(?:;|$)/i;

export function isSubresourceType(contentType: unknown): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType);
}

/**
 * One onSend hook on the root instance (not encapsulated, so it sees every route, error and
 * not-found reply): the set that fits the reply's type. A header a route set itself wins.
 */
export const securityHeaders: FastifyPluginCallback<{ publicUrl: string }> = Object.assign(
  (app: FastifyInstance, opts: { publicUrl: string }, done: (err?: Error) => void) => {
    const sets = securityHeaderSets(opts.publicUrl);
    app.addHook('onSend', (_request, reply, payload, next) => {
      const set = isSubresourceType(reply.getHeader('content-type')) ? sets.subresource : sets.document;
      for (const name in set) if (!reply.hasHeader(name)) void reply.header(name, set[name]);
      next(null, payload);
    });
    done();
  },
  // What fastify-plugin would set: run in the parent's scope instead of a child context.
  { [Symbol.for('skip-override')]: true },
);
