#!/usr/bin/env node
// `npm start`: from a fresh clone with only Node 20+ and npm, install, build and run the store in
// demo mode. Node built-ins only (nothing is installed yet when this runs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join, relative } from 'node:path';
import { checkNode, ensureInstalled, fail, pnpm, root } from './lib/install.mjs';

checkNode();
ensureInstalled();
// turbo skips what has not changed, so this is quick after the first time.
console.log('› Building…');
pnpm(['turbo', 'run', 'build', '--output-logs=errors-only']);
const serverBundle = join(root, 'apps', 'server', 'dist', 'main.js');
if (!existsSync(serverBundle)) fail(`The build did not produce ${relative(root, serverBundle)}.`);

// Demo mode unless the caller decided otherwise: the user's environment always wins.
const env = { DEMO: '1', LOG_LEVEL: 'warn', ...process.env };
const server = spawn(process.execPath, [serverBundle], { cwd: root, stdio: 'inherit', env });

// Ctrl+C reaches the server directly (same process group), and the server ignores a duplicate
// signal arriving right after the first, so forwarding too is harmless; forwarding matters when
// only this process is signalled (a supervisor, `kill`, a container runtime).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('error', (error) => fail(`Could not start the server: ${error.message}`));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
