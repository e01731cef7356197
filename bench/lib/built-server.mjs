// The built server (apps/server/dist) as every bench starts it: on a free loopback port, with the
// demo catalogue and accounts, its log in a file, stopped through `defer` (cleanupOnExit's), and
// answering once its ready path does. Each bench says only what differs: the database, the data
// directory, the environment it tunes.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, SERVER_ENTRY, startNode, stopNode, waitForHttp } from '../../scripts/lib/processes.mjs';

/**
 * Fails with the command that builds it when the built server is missing: checked before a bench
 * makes its databases, so a missing build costs nothing and says what to do.
 */
export function requireBuiltServer() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: build it with \`node apps/server/build.mjs\``);
}

/** A temp directory for a bench's servers (their data and logs), removed at exit through `defer`. */
export function scratchDir(defer, prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  defer(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * @param {{
 *   defer: (fn: () => unknown) => void,
 *   dataDir: string,
 *   logFile: string,
 *   databaseUrl?: string,
 *   env?: Record<string, string> | ((base: string) => Record<string, string>),
 *   nodeArgs?: string[],
 *   name?: string,
 *   readyPath?: string,
 * }} options `databaseUrl` '' (the default) is the embedded PGlite in `dataDir`; `env` adds to or
 *   overrides the defaults (production mode, warnings only), or is made from the base URL; `nodeArgs` e.g. a CPU profile's flags.
 * @returns {Promise<{ base: string, server: ReturnType<typeof startNode> }>}
 */
export async function startBuiltServer({
  defer,
  dataDir,
  logFile,
  databaseUrl = '',
  env = {},
  nodeArgs = [],
  name = 'server',
  readyPath = '/api/items',
}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startNode(
    name,
    SERVER_ENTRY,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(typeof env === 'function' ? env(base) : env),
    },
    logFile,
    nodeArgs,
  );
  defer(() => stopNode(server));
  try {
    await waitForHttp(server, base + readyPath);
  } catch (err) {
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
    throw err;
  }
  return { base, server };
}
