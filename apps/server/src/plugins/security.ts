// Security headers for every response (API, files and the SPA).
import type { FastifyHelmetOptions } from '@fastify/helmet';

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
