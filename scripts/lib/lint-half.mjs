// One half of `npm run lint` (scripts/lint.mjs runs both at once, one per core): builds the half's
// TypeScript programs once, reports their type errors as tsc would, and runs ESLint over the half's
// files with those programs as its type information, so the types are not worked out twice (once for
// tsc, once for the type-aware rules). `node scripts/lib/lint-half.mjs <node|web> [--fix]`.
import { ESLint } from 'eslint';
import { lintConfig } from '../../eslint.config.js';
import { root } from './install.mjs';
import { buildProgram, formatDiagnostics, programLabel, PROGRAMS } from './programs.mjs';

/**
 * The files each half lints: the web's side (and the untyped scripts), or the Node packages, the
 * server and tooling (the vitest helper there is in the node program, imported by the packages).
 */
const FILES = {
  web: ['apps/web', 'bench', 'scripts', 'e2e', 'eslint.config.js', 'vitest.config.ts'],
  node: ['packages', 'apps/server', 'tooling'],
};

const [half, ...flags] = process.argv.slice(2);
if (!(half in PROGRAMS)) {
  console.error(`usage: node scripts/lib/lint-half.mjs <${Object.keys(PROGRAMS).join('|')}> [--fix]`);
  process.exit(2);
}

let failed = false;
const programs = [];
for (const [name, tsconfig] of PROGRAMS[half]) {
  const { program, diagnostics } = buildProgram(tsconfig);
  if (program) programs.push(program);
  if (diagnostics.length > 0) {
    failed = true;
    console.error(formatDiagnostics(diagnostics));
    console.error(`✖ types: ${programLabel(name, tsconfig)} has ${diagnostics.length} error(s)`);
  }
}

const fix = flags.includes('--fix');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  baseConfig: lintConfig({ programs, project: false }),
  fix,
});
const results = await eslint.lintFiles(FILES[half]);
if (fix) await ESLint.outputFixes(results);
const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
if (problems > 0) {
  failed = true;
  console.error(await (await eslint.loadFormatter('stylish')).format(results));
}
process.exit(failed ? 1 : 0);
