// The security review's probes (scripts/lib/security-probes.mjs) against the built server, started as
// `npm start` starts it (embedded database, demo data) and trusting one proxy so the probes can
// act as several clients. Each probe reproduces one finding of the security review; all must hold, with no
// 5xx and nothing leaked in any answer. Needs the server bundle and the web build (`npm test`
// builds both first).
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY, WEB_INDEX } from '../../../../scripts/lib/processes.mjs';
import { runProbes, startProbeServer, type ProbeRow } from '../../../../scripts/lib/security-probes.mjs';

let server: Awaited<ReturnType<typeof startProbeServer>>;
let rows: ProbeRow[];

beforeAll(async () => {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) {
    throw new Error('Build the server and the web app first (npm run build, or npm test which builds them)');
  }
  server = await startProbeServer();
  // Another test file works beside this server on a 2-core machine: the time budgets are stretched
  // four times (a stall of the event loop still takes far longer); bench/security-probes.mjs
  // keeps the reviews' own figures.
  rows = await runProbes(server.base, { logFile: server.logFile, dataDir: server.dataDir, timeSlack: 4 });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

describe('the security review’s probes, sent again', () => {
  it('each gets the safe answer', () => {
    const failed = rows.filter((r) => !r.ok).map((r) => `${r.probe}: expected ${r.expected}, got ${r.got}`);
    expect(failed, existsSync(server.logFile) ? readFileSync(server.logFile, 'utf8').slice(-2000) : '').toEqual([]);
    // Every finding was probed (a probe quietly dropped would pass the line above).
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });
});
