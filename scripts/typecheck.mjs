// `npm run typecheck`: tsc over the tree's programs (scripts/lib/programs.mjs: one per runtime, each
// with its own globals), for a developer's second run: each keeps its .tsbuildinfo under
// node_modules/.cache/tsc, so a run checks only what changed. `npm run lint` reports the same
// errors from the same programs (built once there for ESLint's types too), and is what `npm test`
// runs. The node program runs beside the others, which run in turn: two at a time on 2 cores.
import { join } from 'node:path';
import { root, runAsync } from './lib/install.mjs';
import { programLabel, PROGRAMS } from './lib/programs.mjs';

/** Checks one program; when it has errors, names it after tsc's own report of them. */
async function tsc([name, project]) {
  const buildInfo = join(root, 'node_modules', '.cache', 'tsc', `${name}.tsbuildinfo`);
  const status = await runAsync('npx', ['tsc', '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo]);
  if (status !== 0) console.error(`✖ typecheck: ${programLabel(name, project)} has errors`);
  return status;
}

const inTurn = async (programs) => {
  let worst = 0;
  for (const program of programs) worst = Math.max(worst, await tsc(program));
  return worst;
};

const codes = await Promise.all(Object.values(PROGRAMS).map(inTurn));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
