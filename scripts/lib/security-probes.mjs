// The security reviews' probes against a running server: each reports what it sent, what a safe
// server answers and what this one answered. Every answer is also checked for a 5xx
// and for anything that should never leave the server (password hashes, SQL, stack traces).
// Shared by the command line (bench/security-probes.mjs) and the server's test
// (apps/server/src/cross-cutting/security-probes.process.test.ts).
//
// Clients are told apart by X-Forwarded-For, so the server must trust one proxy (TRUST_PROXY=1;
// startProbeServer sets it on the server it starts).
//
// This file is the harness (the requests, the rows, the leak check, the server); the probes are
// modules under probes/: the first two reviews' in probes/early/, the later ones' beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEarlyProbes } from './probes/early/index.mjs';
import { runLaterProbes } from './probes/index.mjs';
import { freePort, SERVER_ENTRY, startNode, stopNode, waitForHttp } from './processes.mjs';

const BUYER = { email: 'buyer@demo.test', password: 'demo-buyer-1357' };
const ADMIN = { email: 'admin@demo.test', password: 'demo-admin-2468' };
/** What no answer may carry: password hashes, SQL or its parameters, stack traces, internals. */
const LEAKS = /\$argon2|password_hash|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|node_modules|\n\s+at [\w.<>]+ \(/i;

/**
 * Sends every probe to `base` and answers one row per probe: { probe, expected, got, ok }, plus
 * a row for the 5xx and leak check over every answer seen. `timeSlack` stretches every time
 * budget: 1 (the figures as the reviews set them) on a quiet machine, as bench/security-probes.mjs
 * runs; more inside a test run, where another test file works beside the server on two cores.
 * @param {string} base
 */
export async function runProbes(base, { logFile, dataDir, timeSlack = 1 } = {}) {
  const rows = [];
  const seen = { total: 0, fivexx: [], leaks: [] };
  let clientNo = 0;
  /** A client of its own (the review's "one anonymous client"), told apart by X-Forwarded-For. */
  const newClient = () => `198.51.100.${(clientNo++ % 250) + 1}`;

  /** One request; records its status and checks its body. */
  async function send(method, url, { body, headers = {}, client = newClient(), raw, redirect = 'follow' } = {}) {
    const init = { method, redirect, headers: { 'x-forwarded-for': client, ...headers } };
    if (raw !== undefined) init.body = raw;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const started = performance.now();
    const res = await fetch(base + url, init);
    const text = await res.text();
    const ms = performance.now() - started;
    seen.total += 1;
    if (res.status >= 500) seen.fivexx.push(`${method} ${url.slice(0, 60)} → ${res.status}`);
    if (LEAKS.test(text)) seen.leaks.push(`${method} ${url.slice(0, 60)}: ${text.slice(0, 120)}`);
    return { status: res.status, text, ms, headers: res.headers };
  }
  const check = (probe, expected, got, ok) => rows.push({ probe, expected, got: String(got), ok: Boolean(ok) });
  const trpcGet = (proc, input) => `/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const signIn = async (client, user = BUYER) => {
    const res = await send('POST', '/api/users/login', { body: user, client });
    if (res.status !== 200)
      throw new Error(`the demo buyer cannot sign in (${res.status}): is the server in DEMO mode?`);
    const { token } = JSON.parse(res.text);
    // The spec's token carries the user's id (claim userId).
    const { userId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    return { token, userId };
  };

  /** A time budget, stretched by `timeSlack` where the probes share the machine with other work. */
  const budget = (ms) => ms * timeSlack;
  const ctx = { base, dataDir, logFile, send, check, newClient, trpcGet, signIn, budget, admin: ADMIN, buyer: BUYER };
  await runEarlyProbes(ctx);
  await runLaterProbes(ctx);

  check(
    `no 5xx in ${seen.total} answers`,
    'none',
    seen.fivexx.length ? seen.fivexx.slice(0, 3).join('; ') : 'none',
    seen.fivexx.length === 0,
  );
  check(
    'no secret, SQL or stack trace in any answer',
    'none',
    seen.leaks.length ? seen.leaks.slice(0, 2).join('; ') : 'none',
    seen.leaks.length === 0,
  );
  return rows;
}

/** Starts the built server on an embedded database of its own, with the demo data, trusting one proxy. */
export async function startProbeServer() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'wholesale-probes-'));
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: work,
    DEMO: '1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: '',
  };
  const proc = startNode('server', SERVER_ENTRY, env, path.join(work, 'server.log'));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(proc, `${base}/readyz`, 120_000);
  return {
    base,
    logFile: path.join(work, 'server.log'),
    dataDir: work,
    stop: async () => {
      await stopNode(proc);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
