// Sums the JSON reports that the test steps wrote into test-results/ and prints the one closing
// line CI reads: "N passed, N failed". Each report is a vitest JSON report, a Playwright JSON
// report, or a check record ({ name, passed }) for lint and typecheck.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function countReport(report) {
  if (typeof report.numPassedTests === 'number') {
    // vitest: a file that failed with no failed test in it counts as one failure: it failed to
    // load, or a hook failed (a beforeAll that cannot reach its server leaves every test skipped).
    const brokenFiles = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed'),
    ).length;
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
  }
  if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright: flaky tests passed on retry; they count as passed but are listed by the runner.
    const failed = report.stats.unexpected + (report.errors?.length ?? 0);
    return { passed: report.stats.expected + report.stats.flaky, failed };
  }
  if (typeof report.passed === 'boolean') return report.passed ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  throw new Error('unknown report shape');
}

export function summarize(dir) {
  let passed = 0;
  let failed = 0;
  const rows = [];
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      let counts;
      try {
        counts = countReport(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      } catch {
        counts = { passed: 0, failed: 1 };
      }
      rows.push({ suite: file.replace(/\.json$/, ''), ...counts });
      passed += counts.passed;
      failed += counts.failed;
    }
  }
  return { passed, failed, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'test-results/summary';
  const { passed, failed, rows } = summarize(dir);
  for (const r of rows) console.log(`  ${r.suite.padEnd(28)} ${r.passed} passed, ${r.failed} failed`);
  if (rows.length === 0) console.log('  (no test reports found)');
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || rows.length === 0 ? 1 : 0);
}
