// The first two reviews' probes, one module per family; each exports `default async function
// (ctx)` like the later ones in the folder above. The stalled uploads (stalled-uploads.mjs) are
// started after the first review's probes and settled after the second's, so those run while the
// uploads hang.
import fastRefusals from './01-fast-refusals.mjs';
import rateLimits from './02-rate-limits.mjs';
import sessions from './03-sessions.mjs';
import bodiesAndPaths from './04-bodies-and-paths.mjs';
import adversarialLogins from './05-adversarial-logins.mjs';
import ordersAndRoutes from './06-orders-and-routes.mjs';
import serverLog from './07-server-log.mjs';
import { checkStalledUploads, stallUploads } from './stalled-uploads.mjs';

const FIRST_REVIEW = [fastRefusals, rateLimits, sessions, bodiesAndPaths];
const SECOND_REVIEW = [adversarialLogins, ordersAndRoutes, serverLog];

/** Runs the first review's probes, then the second's while uploads stall. @param {import('../index.mjs').ProbeContext} ctx */
export async function runEarlyProbes(ctx) {
  for (const probe of FIRST_REVIEW) await probe(ctx);
  const stalled = await stallUploads(ctx.base, ctx.newClient);
  for (const probe of SECOND_REVIEW) await probe(ctx);
  await checkStalledUploads(ctx, stalled);
}
