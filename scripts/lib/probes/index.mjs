// The later reviews' probes, one module per finding: every other `.mjs` file in this folder
// exports `default async function (ctx)` and records its rows with ctx.check. They run after the
// first two reviews' probes (early/), in file-name order, on the same server and with the same
// helpers (security-probes.mjs), so every answer they see is also checked for a 5xx and for leaks.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @typedef {object} ProbeContext
 * @property {string} base the server's origin
 * @property {string | undefined} dataDir the server's DATA_DIR when this script started it (mail files in `mail/`)
 * @property {(method: string, url: string, init?: { body?: unknown, headers?: Record<string, string>, client?: string, raw?: BodyInit, redirect?: RequestRedirect }) => Promise<{ status: number, text: string, ms: number, headers: Headers }>} send
 * @property {(probe: string, expected: string, got: unknown, ok: unknown) => void} check
 * @property {() => string} newClient a client address of its own (X-Forwarded-For)
 * @property {(proc: string, input: unknown) => string} trpcGet a tRPC query's URL
 * @property {(client?: string, user?: { email: string, password: string }) => Promise<{ token: string, userId: number }>} signIn the demo buyer, or `user`
 * @property {(ms: number) => number} budget a time budget as this run allows it (stretched on a shared machine)
 * @property {{ email: string, password: string }} admin the demo admin's credentials (for signIn)
 * @property {{ email: string, password: string }} buyer the demo buyer's credentials
 * @property {string | undefined} logFile the server's log when this script started it
 */

/** A signup the server would accept (storefront spec section 5). */
export const signupBody = (email, overrides = {}) => ({
  firstName: 'Probe',
  lastName: 'Client',
  companyName: 'Probe Kitchen',
  email,
  password: 'Probe-password-1',
  licenseNumber: 'LA-1234567',
  ...overrides,
});

/** Runs every probe module of this folder against ctx's server. @param {ProbeContext} ctx */
export async function runLaterProbes(ctx) {
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.mjs') && f !== 'index.mjs')
    .sort();
  for (const file of files) {
    const probe = (await import(pathToFileURL(path.join(here, file)).href)).default;
    await probe(ctx);
  }
}

/**
 * The text of the first mail file in `dataDir`/mail that holds `needle` (an address, a link), with
 * quoted-printable soft breaks and `=3D` undone so a link reads whole; null when none came within
 * `waitMs`. Demo mode writes each outgoing mail as an .eml file there.
 */
export async function mailWith(dataDir, needle, waitMs = 10_000) {
  const dir = path.join(dataDir, 'mail');
  const until = Date.now() + waitMs;
  for (;;) {
    let files = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      // the folder appears with the first mail
    }
    for (const f of files) {
      const text = readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (text.includes(needle)) return text;
    }
    if (Date.now() >= until) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}
