// `npm test`: every test of the project, on the embedded stack (PGlite, local disk, mail files).
// Steps: install, build, lint (with the type check), unit + integration tests (vitest), end-to-end tests
// (Playwright in Chromium). Each step leaves a JSON report in test-results/summary/ and the run
// ends with the line "N passed, N failed". `.ci/run` adds the integration pass against PostgreSQL and Redis.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { checkNode, ensureInstalled, pnpm, root, run } from './lib/install.mjs';
import { countReport, printFailures, slowest, slowestTests, summarize } from './lib/summary.mjs';

const reports = join(root, 'test-results', 'summary');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const check = (name, fn) => {
  console.log(`\n• ${name}`);
  const passed = fn() === 0;
  writeFileSync(join(reports, `${name}.json`), JSON.stringify({ name, passed }));
  return passed;
};

/**
 * A runner that died (killed, crashed, an error outside any test) may leave no report, or one
 * that counts no failure: its exit status then counts as one failed suite, so a broken run can
 * never sum up as green.
 */
function guardRunner(name, status) {
  const report = join(reports, `${name}.json`);
  let counted;
  try {
    counted = countReport(JSON.parse(readFileSync(report, 'utf8')));
  } catch {
    counted = null;
  }
  if (counted === null || (status !== 0 && counted.failed === 0)) {
    console.error(`✗ ${name} exited with status ${status} and ${counted ? 'no failed test' : 'no report'}.`);
    writeFileSync(join(reports, `${name}-exit.json`), JSON.stringify({ name: `${name}-exit`, passed: false }));
  }
}

// Each step's time is printed, so a slow CI run shows where its minutes went.
let mark = Date.now();
const lap = (step) => {
  console.log(`  (${step}: ${Math.round((Date.now() - mark) / 1000)} s)`);
  mark = Date.now();
};

checkNode();
ensureInstalled();
lap('install');

console.log('\n• build');
pnpm(['turbo', 'run', 'build', '--output-logs=errors-only']);
lap('build');
// Lint is also the type check: each TypeScript program is built once, for tsc's errors and for
// ESLint's type-aware rules (scripts/lint.mjs).
check('lint', () => run('node', ['scripts/lint.mjs'], { allowFailure: true }));
lap('lint and types');

console.log('\n• unit and integration tests (PGlite)');
// DATABASE_URL and REDIS_URL are blanked: this pass is the embedded default and needs nothing but
// Node (the *.pg.* and *.redis.* tests are left out); .ci/run adds the pass against PostgreSQL and Redis.
const vitestStatus = run(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest-pglite.json')}`,
  ],
  { allowFailure: true, env: { DATABASE_URL: '', REDIS_URL: '' } },
);
guardRunner('vitest-pglite', vitestStatus);
lap('unit and integration tests');

console.log('\n• end-to-end tests (Playwright, Chromium)');
const chromium = ensureChromium();
if (chromium) {
  const e2eStatus = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    allowFailure: true,
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
  });
  guardRunner('e2e', e2eStatus);
  lap('end-to-end tests');
} else {
  console.error(
    '✗ No Chromium found. Install one (Debian: apt-get install chromium-headless-shell) or set CHROMIUM_PATH.',
  );
  writeFileSync(join(reports, 'e2e.json'), JSON.stringify({ name: 'e2e', passed: false }));
}

const { passed, failed, rows } = summarize(reports);
console.log('\n  the slowest ten test files:');
for (const t of slowest(reports)) console.log(`  ${String(t.seconds).padStart(7)} s  ${t.file}`);
console.log('\n  the slowest ten end-to-end tests:');
for (const t of slowestTests(reports)) console.log(`  ${String(t.seconds).padStart(7)} s  ${t.test}`);
console.log('');
printFailures(reports);
for (const r of rows) console.log(`  ${r.suite.padEnd(20)} ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
