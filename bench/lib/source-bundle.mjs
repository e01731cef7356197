// Loads the services' TypeScript in a benchmark without building the server: `exports` (lines of
// `export { … } from '…'`, resolved from `resolveDir` under packages/services, where the
// @wholesale/* workspace links are) are bundled with esbuild, as apps/server/build.mjs bundles the
// server, into bench/results/<name>.bundle.mjs, whose third-party imports resolve from the repo's
// node_modules; the answer is the bundle's module.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const results = fileURLToPath(new URL('../results/', import.meta.url));

/** @param {string} name @param {string} resolveDir @param {string[]} exports */
export async function importFromSource(name, resolveDir, exports) {
  const bundle = `${results}${name}.bundle.mjs`;
  mkdirSync(results, { recursive: true });
  await build({
    stdin: { contents: exports.join('\n'), resolveDir: `${root}${resolveDir}`, loader: 'ts' },
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externalize-third-party',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@wholesale/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire as __benchCreateRequire } from 'node:module';\nconst require = __benchCreateRequire(import.meta.url);",
    },
  });
  return import(pathToFileURL(bundle).href);
}
