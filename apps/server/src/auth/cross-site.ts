// Protection against cross-site requests (CSRF). SameSite=Lax already keeps the session cookie off
// cross-site POSTs, but not off requests from a sibling subdomain or an older browser; so a
// state-changing request that a browser could have sent on its own — anything that is not
// authenticated by a bearer header — must come from our own origin. Browsers attach Origin to
// every cross-origin request and to same-origin POSTs, and a page cannot forge it.
import type { FastifyRequest } from 'fastify';

export const CROSS_SITE_MESSAGE =
  'Cross-site request refused: this action must be sent from the storefront itself (check the Origin header).';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOfUrl(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The Origin header, else the Referer's origin; 'null' for an opaque origin; undefined when neither is sent. */
export function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin === 'null' ? 'null' : (originOfUrl(origin) ?? 'null');
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return originOfUrl(referer) ?? 'null';
  return undefined;
}

/** PUBLIC_URL's origin, or the host this request was addressed to (any port-forward or proxy name). */
function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    const claimed = new URL(origin);
    return (
      (claimed.protocol === 'http:' || claimed.protocol === 'https:') &&
      claimed.host.toLowerCase() === request.host.toLowerCase()
    );
  } catch {
    return false;
  }
}

/**
 * Why this request is refused, or null when it may proceed:
 * - safe methods (GET, HEAD, OPTIONS) and bearer-authenticated requests always proceed;
 * - a request from a foreign (or opaque) origin is refused, signed in or not (no login CSRF either);
 * - a request carrying the session cookie but no Origin or Referer is refused: a browser sends
 *   one, and non-browser clients use the bearer token;
 * - a request with neither cookie nor origin (curl, server-to-server) proceeds as a guest.
 */
export function crossSiteRefusal(
  request: FastifyRequest,
  context: { source: 'bearer' | 'cookie' | 'none'; publicOrigin: string },
): string | null {
  if (!STATE_CHANGING.has(request.method) || context.source === 'bearer') return null;
  const origin = claimedOrigin(request);
  if (origin === undefined) return context.source === 'cookie' ? CROSS_SITE_MESSAGE : null;
  if (origin !== 'null' && isOwnOrigin(origin, request, context.publicOrigin)) return null;
  return CROSS_SITE_MESSAGE;
}
