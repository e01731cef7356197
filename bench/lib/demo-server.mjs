// The built server as the page benches measure it: demo data on the embedded PGlite in a temp
// DATA_DIR, production mode, its PUBLIC_URL its own address (the canonical and hreflang links then
// name the URLs measured), answering once /api/items does.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_ENTRY, WEB_INDEX } from '../../scripts/lib/processes.mjs';
import { startBuiltServer } from './built-server.mjs';

/**
 * Starts the built server with the demo catalogue; returns its base URL. `defer` (cleanupOnExit's)
 * stops it and removes its data. `prefix` names the temp directory; `needsWeb: false` for a bench
 * that reads the API only.
 */
export async function startDemoServer(defer, prefix, { needsWeb = true } = {}) {
  const builds = [[SERVER_ENTRY, '`node apps/server/build.mjs`']];
  if (needsWeb) builds.push([WEB_INDEX, '`npx vite build` in apps/web']);
  for (const [file, how] of builds) {
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: build it with ${how}`);
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), prefix));
  defer(() => rmSync(tmp, { recursive: true, force: true }));
  const { base } = await startBuiltServer({
    defer,
    dataDir: path.join(tmp, 'data'),
    logFile: path.join(tmp, 'server.log'),
    // the canonical and hreflang links then name the URLs measured
    env: (base) => ({ PUBLIC_URL: base }),
  });
  return base;
}

/** `${id}-12` in base64url: a profile's address (packages/rules user-id.ts). */
export const encodeUserId = (id) => Buffer.from(`${id}-12`).toString('base64url');

/** The demo buyer's session cookies and id, through the login form's call. */
export async function signInDemoBuyer(base) {
  const res = await fetch(`${base}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'buyer@demo.test', password: 'demo-buyer-1357' }),
  });
  if (res.status !== 200) throw new Error(`sign-in: HTTP ${res.status} ${await res.text()}`);
  const { result } = await res.json();
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1) };
  });
  return { userId: result.data.user.id, cookies };
}
