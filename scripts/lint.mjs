// Lint in two processes at once, each over its own part of the tree: the apps, and the packages
// with the rest. Type-aware rules build one TypeScript program per package and most of lint's time
// is that checking: split this way the halves load little twice, and a 2-core machine runs them
// side by side (46 s against 58 s in one process), so lint stays within its minute
// (docs/decisions.md, issue 19 item 3). ESLint's own --concurrency splits by file, so each of its
// workers builds every program again (no faster here).
import { spawn } from 'node:child_process';

const PARTS = [
  ['apps/web', 'apps/server'],
  ['packages', 'bench', 'scripts', 'e2e', 'tooling', 'eslint.config.js', 'vitest.config.ts'],
];
const extra = process.argv.slice(2);

const runs = PARTS.map(
  (paths) =>
    new Promise((resolve) => {
      const child = spawn('npx', ['eslint', '--max-warnings=0', ...extra, ...paths], { stdio: 'inherit' });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
