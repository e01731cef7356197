// The security review's probes, sent again to a running server: each prints what it
// sent, what a safe server answers and what this one answered. Every answer is also checked for
// a 5xx and for anything that should never leave the server (password hashes, SQL, stack traces).
// The probes themselves are in scripts/lib/security-probes.mjs (the server's tests run them too).
//
//   node bench/security-probes.mjs                     starts its own server (embedded database, demo data)
//   node bench/security-probes.mjs --url http://host:3000   probes a running one (demo data, TRUST_PROXY=1)
//     --data-dir DIR   that server's DATA_DIR, so the probes that read its mail files and log run too
//
// Clients are told apart by X-Forwarded-For, so the server must trust one proxy (TRUST_PROXY=1;
// the script sets it on the server it starts). Exit status 1 when any probe fails.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { runProbes, startProbeServer } from '../scripts/lib/security-probes.mjs';

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const { defer, cleanup } = cleanupOnExit('stopping the probe server');
  let base = values.url;
  let logFile;
  let dataDir = values['data-dir'];
  if (!base) {
    const server = await startProbeServer();
    defer(() => server.stop());
    base = server.base;
    logFile = server.logFile;
    dataDir = server.dataDir;
  }
  const rows = await runProbes(base.replace(/\/$/, ''), { logFile, dataDir });
  const width = Math.max(...rows.map((r) => r.probe.length));
  for (const r of rows)
    console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.probe.padEnd(width)}  expected: ${r.expected}  got: ${r.got}`);
  const failed = rows.filter((r) => !r.ok).length;
  console.log(`\n${rows.length - failed} probes ok, ${failed} failed (${base})`);
  await cleanup();
  return failed === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
