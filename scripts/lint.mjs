// Lint: every error code worded in Korean, then at once: the two lint halves (scripts/lib/lint-half.mjs,
// one per core), each building its TypeScript programs once for TypeScript's own errors and for
// ESLint's type-aware rules (the web's side; the Node packages and the server), Prettier's check of
// every file's format, and the i18n types' freshness. `npm run lint` is therefore also the type
// check; `npm run typecheck` remains for tsc's incremental second runs while editing. On a clean
// tree the halves cost 128 CPU-s against 196 for ESLint and tsc apart (docs/decisions.md, "Lint
// builds each TypeScript program once"). `npm run lint -- --fix` lets ESLint fix what it can.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { root, runAsync } from './lib/install.mjs';

const fix = process.argv.includes('--fix') ? ['--fix'] : [];

// The English dictionary of refusals is made from the catalogue of messages (the build made it
// already; it is not kept in git), and every code must have Korean text: a gap fails here, and a
// code without Korean text then fails the i18n type check too.
const koreanComplete = spawnSync('node', ['scripts/gen-error-dictionary.mjs'], { stdio: 'inherit' }).status === 0;

// The i18n types are made again in a copy of the dictionaries outside the tree, beside ESLint (which
// reads the committed file meanwhile). Outside the tree TypeScript finds no @types packages to load
// into each of the generator's programs (one per namespace): about 8 s there against 24 s in place,
// where it ran before ESLint started.
const I18N_TYPES = 'packages/i18n/src/i18n-types.ts';
const GENERATOR = join(root, 'node_modules', 'typesafe-i18n', 'cli', 'typesafe-i18n.mjs');

/** Whether i18n-types.ts is what the generator makes of the dictionaries (when not, it is now). */
async function i18nTypesFresh() {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-types-'));
  try {
    cpSync(join(root, 'packages/i18n/src'), join(dir, 'src'), { recursive: true });
    const config = JSON.parse(readFileSync(join(root, 'packages/i18n/.typesafe-i18n.json'), 'utf8'));
    writeFileSync(join(dir, '.typesafe-i18n.json'), JSON.stringify({ ...config, tempPath: join(dir, 'tmp') + sep }));
    const status = await runAsync(process.execPath, [GENERATOR, '--no-watch'], { cwd: dir, stdio: 'ignore' });
    if (status !== 0) {
      console.error(`✖ typesafe-i18n could not generate ${I18N_TYPES} from the dictionaries.`);
      return false;
    }
    const fresh = readFileSync(join(dir, 'src', 'i18n-types.ts'), 'utf8');
    if (fresh === readFileSync(join(root, I18N_TYPES), 'utf8')) return true;
    writeFileSync(join(root, I18N_TYPES), fresh);
    console.error(`✖ ${I18N_TYPES} was not generated from the dictionaries as they are: it is now; commit it.`);
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Formatting (tooling/prettier) is checked beside the two lint halves: it reads every file once, fast.
const runs = [
  i18nTypesFresh().then((fresh) => (fresh ? 0 : 1)),
  ...['node', 'web'].map((half) => runAsync(process.execPath, ['scripts/lib/lint-half.mjs', half, ...fix])),
  runAsync('npx', ['prettier', '--check', '--log-level=warn', '.']),
];
const codes = await Promise.all(runs);
process.exit(!koreanComplete || codes.some((c) => c !== 0) ? 1 : 0);
