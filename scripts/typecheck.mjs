// `npm run typecheck`: TypeScript over the whole tree in five programs, one per runtime, because
// each has its own globals:
// - Node (tooling/typescript/node-packages.json): every package and the server, each file once;
// - the browser (apps/web, with the DOM) and its service worker (WebWorker, no DOM);
// - the api's router types as the browser sees them (packages/api/web-check, no Node types);
// - the end-to-end specs (Playwright runs them without checking their types).
// The Node program runs beside the four others, which run in turn: two at a time on a
// 2-core machine. Each keeps its .tsbuildinfo under node_modules/.cache/tsc, so a second run
// checks only what changed (a clean clone checks everything, in about 40 s).
import { join } from 'node:path';
import { root, runAsync } from './lib/install.mjs';

const PROGRAMS = [
  [['node', 'tooling/typescript/node-packages.json']],
  [
    ['web', 'apps/web/tsconfig.json'],
    ['service-worker', 'apps/web/src/sw/tsconfig.json'],
    ['api-in-browser', 'packages/api/tsconfig.web-check.json'],
    ['e2e', 'e2e/tsconfig.json'],
  ],
];

/** Checks one program; when it has errors, names it after tsc's own report of them. */
async function tsc([name, project]) {
  const buildInfo = join(root, 'node_modules', '.cache', 'tsc', `${name}.tsbuildinfo`);
  const status = await runAsync('npx', ['tsc', '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo]);
  if (status !== 0) console.error(`✖ typecheck: the ${name} program (${project}) has errors`);
  return status;
}

const inTurn = async (programs) => {
  let worst = 0;
  for (const program of programs) worst = Math.max(worst, await tsc(program));
  return worst;
};

const codes = await Promise.all(PROGRAMS.map(inTurn));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
