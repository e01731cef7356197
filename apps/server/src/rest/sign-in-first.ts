// Who may call a REST route without signing in: the catalogue's reads, the account forms and the
// contact form, and the two uploads that carry a token of their own. Every other route answers a
// guest 401 before its body is read (preParsing), so a guest's junk body is never parsed, let
// alone told apart from a good one (a 400 would say the route exists and what it wants).
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload, RouteOptions } from 'fastify';
import { requireSignedIn } from '@wholesale/contract';
import { actorOf } from '../auth/session';
import { drainBody } from '../plugins/errors';

/** `METHOD /api/path` of every route a guest may call (HEAD follows its GET). */
export const ANONYMOUS_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/items',
  'GET /api/items/style/:style',
  'GET /api/items/:id',
  'POST /api/users/login',
  'POST /api/users/signup',
  'POST /api/users/forgot-password',
  'POST /api/users/reset-password',
  'POST /api/users/accept-invitation',
  'POST /api/inquiries',
  // an inquiry's and a signup request's documents: the upload token in the form is the proof
  'POST /api/inquiries/:id/documents',
  'POST /api/s3/upload/document',
  // a recall notice's link: its token is the proof (the owner may open it on any device)
  'GET /api/recalls/notice',
  'POST /api/recalls/acknowledge',
  // a cutoff reminder's stop link: its signed token is the proof (the mail may be read on any device)
  'POST /api/reminders/cutoff/stop',
  // the Deals page's count of places left
  'GET /api/deals/launch',
]);

/** One REST route as the sign-in check and its test name it. */
export interface RestRoute {
  method: string;
  url: string;
  anonymous: boolean;
}

const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

/**
 * A guest is refused (401, the contract's UnauthorizedError) before the body is parsed. The body is
 * read and dropped first, within the 413's bounds (drainBody): answered and closed with an upload
 * still coming, the socket would be reset and the client would see EPIPE instead of its 401.
 */
async function signedInFirst(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  const actor = await actorOf(request);
  if (actor.kind === 'guest') {
    await drainBody(request.raw);
    requireSignedIn(actor);
  }
  return payload;
}

/**
 * Makes every route registered after it in `app` (and its children) refuse guests before parsing,
 * except ANONYMOUS_ROUTES. Answers the table of routes seen, for the test that walks them all.
 */
export function refuseGuestsFirst(app: FastifyInstance): RestRoute[] {
  const table: RestRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const anonymous = ANONYMOUS_ROUTES.has(routeKey(method, route.url ?? ''));
      if (method !== 'HEAD') table.push({ method, url: route.url ?? '', anonymous });
      if (anonymous) continue;
      const existing =
        route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing];
      route.preParsing = [signedInFirst, ...existing] as RouteOptions['preParsing'];
    }
  });
  return table;
}
