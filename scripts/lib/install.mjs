// Installs the workspace with a pinned pnpm fetched through npx, so a fresh machine needs only
// Node.js and npm. Skips the install when node_modules is newer than the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
export const PNPM = ['--yes', 'pnpm@10.34.8'];

const stamp = join(root, 'node_modules', '.install-stamp');
const lockfile = join(root, 'pnpm-lock.yaml');

/** Runs a command in the repo root, inheriting stdio; exits the process when it fails. */
export function run(cmd, args, { env = {}, allowFailure = false } = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...env },
  });
  if (result.status !== 0 && !allowFailure) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

export function pnpm(args, options) {
  return run('npx', [...PNPM, ...args], options);
}

export function ensureInstalled() {
  const fresh = existsSync(stamp) && statSync(stamp).mtimeMs >= statSync(lockfile).mtimeMs;
  if (fresh) return;
  console.log('• Installing dependencies (first run only)…');
  pnpm(['install', '--frozen-lockfile', '--reporter=silent']);
  writeFileSync(stamp, new Date().toISOString());
}
