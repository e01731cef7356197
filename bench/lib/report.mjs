// Formatting and saving of benchmark results (shared by api.mjs and pages.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/processes.mjs';

export const RESULTS_DIR = path.join(ROOT, 'bench/results');

/** 2026-11-21T13-05-09Z: sortable, and safe in file and database names once lower-cased. */
export function timestamp(d = new Date()) {
  return d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Where the numbers came from, so a result file can be compared with another later. */
export function environment() {
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout: leave it null
  }
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAvgAtEnd: os.loadavg().map((x) => Math.round(x * 100) / 100),
    commit,
  };
}

export function writeResults(prefix, stamp, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${prefix}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** A plain-text table: `columns` are [header, align 'l'|'r'], rows are arrays of strings. */
export function formatTable(columns, rows) {
  const widths = columns.map(([h], i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const cell = (v, i) => (columns[i][1] === 'r' ? String(v).padStart(widths[i]) : String(v).padEnd(widths[i]));
  const line = (r) => `| ${r.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (columns[i][1] === 'r' ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`;
  return [line(columns.map(([h]) => h)), rule, ...rows.map(line)].join('\n');
}

/**
 * The table of a bench weighed against its budget: each figure, its value and its budget (rows of
 * three strings). The benches printed these columns each; now each names only its rows.
 */
export function budgetTable(rows) {
  return formatTable(
    [
      ['figure', 'l'],
      ['value', 'r'],
      ['budget', 'r'],
    ],
    rows,
  );
}

/**
 * Benchmarks share the machine with everything else running on it: say so when it is busy,
 * because then the figures (the tails above all) measure the neighbours as much as the code.
 */
export function warnIfBusy() {
  const [load1] = os.loadavg();
  const cpus = os.cpus().length;
  if (load1 > cpus * 0.75) {
    console.warn(
      `WARNING: load average ${load1.toFixed(2)} on ${cpus} CPUs before the run: other processes will skew the figures`,
    );
  }
  return Math.round(load1 * 100) / 100;
}
