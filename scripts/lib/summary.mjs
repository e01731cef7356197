// Sums the JSON reports that the test steps wrote into test-results/ and prints the one closing
// line CI reads: "N passed, N failed". Each report is a vitest JSON report, a Playwright JSON
// report, or a check record ({ name, passed }) for lint (which is also the type check).
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
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
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

/**
 * Every test of a Playwright JSON report (one per project): its spec file (the top suite's: a
 * describe made by a helper such as inEachLanguage names the helper's file), the titles of the
 * suites around it, its spec and the test.
 */
function* playwrightTests(report) {
  function* walk(suite, file, titles) {
    const path = suite.title && suite.title !== file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { file, titles: path, spec, test };
    for (const child of suite.suites ?? []) yield* walk(child, file, path);
  }
  for (const suite of report.suites ?? []) yield* walk(suite, suite.file, []);
}

/**
 * A Playwright error in one line: its first line, what was expected and received, the locator,
 * and where in the spec it failed. A run on a clean clone leaves nothing else behind to read.
 */
function errorGist(error) {
  const lines = String(error?.message ?? '')
    .split('\n')
    .map((l) => l.trim());
  const first = lines.find((l) => l !== '') ?? '';
  const said = lines.filter((l) => /^(Expected|Received|Locator|Timeout)\b/.test(l));
  const at = error?.location ? `${error.location.file.split('/').at(-1)}:${error.location.line}` : '';
  return [first, ...said, at].filter(Boolean).join(' | ');
}

/**
 * Every failed test of every report in `dir`, as "suite: file › test: first line of the error", so
 * a red run's last lines say what failed without scrolling back through the whole log.
 */
export function failures(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  const root = process.cwd();
  const short = (file) => (file && file.startsWith(root) ? file.slice(root.length + 1) : (file ?? '?'));
  const firstLine = (text) =>
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const suite = name.replace(/\.json$/, '');
    let report;
    try {
      report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      out.push(`${suite}: the report is unreadable`);
      continue;
    }
    if (Array.isArray(report.testResults)) {
      for (const f of report.testResults) {
        const failed = (f.assertionResults ?? []).filter((t) => t.status === 'failed');
        for (const t of failed)
          out.push(`${suite}: ${short(f.name)} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
        if (f.status === 'failed' && failed.length === 0)
          out.push(`${suite}: ${short(f.name)}: ${firstLine(f.message)}`);
      }
    } else if (Array.isArray(report.suites)) {
      for (const { file, spec, test } of playwrightTests(report)) {
        if (test.status !== 'unexpected') continue;
        // The last try that failed: a serial group's retry may skip the test after an earlier one failed.
        const last = (test.results ?? []).findLast((r) => r.error);
        out.push(`${suite}: [${test.projectName}] ${file} › ${spec.title}: ${errorGist(last?.error)}`);
      }
      for (const e of report.errors ?? []) out.push(`${suite}: ${firstLine(e.message)}`);
    } else if (report.passed === false) {
      out.push(`${suite}: failed`);
    }
  }
  return out;
}

/**
 * The tests that passed only on their retry (vitest's integration projects and Playwright retry
 * once), with the first failure: a green run still says which tests wobble.
 */
export function retried(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  const root = process.cwd();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      continue;
    }
    const suite = name.replace(/\.json$/, '');
    for (const { file, spec, test } of playwrightTests(report)) {
      if (test.status !== 'flaky') continue;
      const failed = (test.results ?? []).find((r) => r.error);
      out.push(`${suite}: [${test.projectName}] ${file} › ${spec.title}: ${errorGist(failed?.error)}`);
    }
    for (const f of report.testResults ?? []) {
      for (const t of f.assertionResults ?? []) {
        if (t.status !== 'passed' || !(t.failureMessages?.length > 0)) continue;
        const file = f.name?.startsWith(root) ? f.name.slice(root.length + 1) : f.name;
        out.push(
          `${name.replace(/\.json$/, '')}: ${file} › ${t.fullName ?? t.title}: ${String(t.failureMessages[0]).split('\n')[0]}`,
        );
      }
    }
  }
  return out;
}

/** Prints what `failures` and `retried` find, under their headings (nothing when all passed at once). */
export function printFailures(dir) {
  // Colour codes out and each line cut short: a snapshot diff is not a summary.
  const ESC = String.fromCharCode(27);
  const plain = (line) =>
    line
      .split(ESC)
      .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
      .join('');
  const print = (heading, lines) => {
    if (lines.length === 0) return;
    console.log(`  ${heading}`);
    for (const f of lines) console.log(`    ${plain(f).slice(0, 600)}`);
  };
  print('passed on a retry:', retried(dir));
  print('failed:', failures(dir));
}

/** Seconds each test file took, from a vitest or Playwright JSON report (other reports: none). */
function fileTimes(report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.map((f) => ({ file: f.name, ms: (f.endTime ?? 0) - (f.startTime ?? 0) }));
  }
  if (Array.isArray(report.suites)) {
    const times = new Map();
    for (const { file, test } of playwrightTests(report))
      for (const r of test.results ?? []) times.set(file, (times.get(file) ?? 0) + (r.duration ?? 0));
    return [...times].map(([file, ms]) => ({ file: `e2e/tests/${file}`, ms }));
  }
  return [];
}

/**
 * The `n` slowest test files of every report in `dir`, slowest first: where a run's minutes went.
 * A file's time is its own (vitest: load to last test; Playwright: its tests' runs, retries included).
 */
export function slowest(dir, n = 10) {
  if (!existsSync(dir)) return [];
  const all = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    try {
      all.push(...fileTimes(JSON.parse(readFileSync(join(dir, file), 'utf8'))));
    } catch {
      // an unreadable report is counted as a failure by summarize
    }
  }
  const root = process.cwd();
  return all
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((t) => ({
      file: t.file.startsWith(root) ? t.file.slice(root.length + 1) : t.file,
      seconds: Math.round(t.ms / 100) / 10,
    }));
}

/** Each test's runs in a Playwright JSON report, by project: its title path and its time (retries included). */
function testTimes(report) {
  if (!Array.isArray(report.suites) || Array.isArray(report.testResults)) return [];
  return [...playwrightTests(report)].map(({ file, titles, spec, test }) => ({
    test: `[${test.projectName}] ${file} › ${[...titles, spec.title].join(' › ')}`,
    ms: (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0),
  }));
}

/** The `n` slowest end-to-end tests of every Playwright report in `dir`, slowest first. */
export function slowestTests(dir, n = 10) {
  if (!existsSync(dir)) return [];
  const all = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    try {
      all.push(...testTimes(JSON.parse(readFileSync(join(dir, file), 'utf8'))));
    } catch {
      // an unreadable report is counted as a failure by summarize
    }
  }
  return all
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((t) => ({ test: t.test, seconds: Math.round(t.ms / 100) / 10 }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'test-results/summary';
  const { passed, failed, rows } = summarize(dir);
  printFailures(dir);
  for (const r of rows) console.log(`  ${r.suite.padEnd(28)} ${r.passed} passed, ${r.failed} failed`);
  if (rows.length === 0) console.log('  (no test reports found)');
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || rows.length === 0 ? 1 : 0);
}
