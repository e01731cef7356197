// Lint: the error dictionary and the i18n types current (and every error code worded in Korean), then
// ESLint in two processes at once, beside Prettier's check of every file's format. Type-aware rules
// read the programs `npm run typecheck` builds, and building them is most of lint's time: one
// process takes the web's side (the browser's program; bench, scripts and e2e have no types to
// read), the other the Node packages and the server (one program for all of them), so neither
// builds the other's. On a clean clone: 117 s against 144 s with a program per package
// (docs/decisions.md, "Type checking"). ESLint's own --concurrency splits by file, so each of its
// workers builds every program again (no faster here).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runAsync } from './lib/install.mjs';

const PARTS = [
  ['apps/web', 'bench', 'scripts', 'e2e', 'tooling', 'eslint.config.js', 'vitest.config.ts'],
  ['packages', 'apps/server'],
];
const extra = process.argv.slice(2);

// The English dictionary of refusals is made from the catalogue of messages, and the i18n types from
// the dictionaries: both made again here, in that order; a difference means the committed file was
// stale (it is now current; commit it). A code without Korean text then fails the type check.
const ERROR_DICTIONARY = 'packages/i18n/src/en/serverErrors/index.ts';
const dictionaryBefore = readFileSync(ERROR_DICTIONARY, 'utf8');
const koreanComplete = spawnSync('node', ['scripts/gen-error-dictionary.mjs'], { stdio: 'inherit' }).status === 0;
const dictionaryFresh = readFileSync(ERROR_DICTIONARY, 'utf8') === dictionaryBefore;
if (!dictionaryFresh)
  console.error(`✖ ${ERROR_DICTIONARY} was not made from the catalogue of messages as it is: it is now; commit it.`);

const I18N_TYPES = 'packages/i18n/src/i18n-types.ts';
const typesBefore = readFileSync(I18N_TYPES, 'utf8');
spawnSync('npx', ['typesafe-i18n', '--no-watch'], { cwd: 'packages/i18n', stdio: 'ignore' });
const typesFresh = readFileSync(I18N_TYPES, 'utf8') === typesBefore;
if (!typesFresh)
  console.error(`✖ ${I18N_TYPES} was not generated from the dictionaries as they are: it is now; commit it.`);

// Formatting (tooling/prettier) is checked beside the two lint halves: it reads every file once, fast.
const runs = [
  ...PARTS.map((paths) => runAsync('npx', ['eslint', '--max-warnings=0', ...extra, ...paths])),
  runAsync('npx', ['prettier', '--check', '--log-level=warn', '.']),
];
const codes = await Promise.all(runs);
process.exit(!koreanComplete || !dictionaryFresh || !typesFresh || codes.some((c) => c !== 0) ? 1 : 0);
