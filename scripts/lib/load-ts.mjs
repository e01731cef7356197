// Reads a TypeScript module of the repository from a script (Node does not read TypeScript):
// esbuild bundles a one-line entry such as "export { X } from './packages/…/x.ts';" in memory, and
// the result is imported from a data: URL. For small, Node-free modules (a catalogue, a column
// list): everything they import is bundled in too.
import { build } from 'esbuild';
import { root } from './install.mjs';

/** What `contents` (TypeScript, paths relative to the repository's root) exports. */
export async function loadTs(contents) {
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`;
  return import(url);
}
