// Installs the workspace with a pinned pnpm fetched through npx, so a fresh machine needs only
// Node.js and npm. Node built-ins only: nothing is installed yet when this runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const PNPM = ['--yes', 'pnpm@10.34.8'];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const stamp = join(root, 'node_modules', '.install-stamp');
const lockfile = join(root, 'pnpm-lock.yaml');

export function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Node.js 20.19 or newer is needed (this is ${process.versions.node}).`);
  }
}

/** The environment of a tool called from here: it must not phone home. */
const toolEnv = (env = {}) => ({ ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...env });

/** Runs a command in the repo root, inheriting stdio; stops the script when it fails unless allowed. */
export function run(cmd, args, { env = {}, allowFailure = false } = {}) {
  const result = spawnSync(cmd === 'npx' ? npx : cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: toolEnv(env),
  });
  if (result.error) fail(`${cmd} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0 && !allowFailure) {
    fail(`${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal}). See the output above.`);
  }
  return result.status ?? 1;
}

/**
 * Runs a command as run() does (in the repo root unless `cwd` says otherwise), without waiting for
 * it: resolves with its exit status.
 */
export function runAsync(cmd, args, { cwd = root, stdio = 'inherit' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd === 'npx' ? npx : cmd, args, { cwd, stdio, env: toolEnv() });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function pnpm(args, options) {
  return run('npx', [...PNPM, ...args], options);
}

/** Installs when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('› Installing dependencies (the first run takes a minute)…');
  pnpm(['install', '--frozen-lockfile']);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}
