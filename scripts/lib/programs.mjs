// The TypeScript programs of the tree, one per runtime, because each has its own globals:
// - node (tooling/typescript/node-packages.json): every package and the server, each file once;
// - web (apps/web, with the DOM) and service-worker (WebWorker, no DOM);
// - api-in-browser: the api's router types as the browser sees them (no Node types);
// - e2e: the end-to-end specs (Playwright runs them without checking their types).
// `npm run typecheck` runs tsc on each (incremental, for a developer's second run); `npm run lint`
// builds each once with the compiler's API, reports its errors as tsc would, and lints with it.
import { join, relative } from 'node:path';
import ts from 'typescript';
import { root } from './install.mjs';

/** [name, tsconfig] by lint half: each half's programs give ESLint its types (scripts/lint.mjs). */
export const PROGRAMS = {
  node: [['node', 'tooling/typescript/node-packages.json']],
  web: [
    ['web', 'apps/web/tsconfig.json'],
    ['service-worker', 'apps/web/src/sw/tsconfig.json'],
    ['api-in-browser', 'packages/api/tsconfig.web-check.json'],
    ['e2e', 'e2e/tsconfig.json'],
  ],
};

/** One program built from its tsconfig, and every error tsc would report for it (the configs set noEmit). */
export function buildProgram(tsconfig) {
  const configErrors = [];
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, tsconfig),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => configErrors.push(d) },
  );
  if (!config) return { program: null, diagnostics: configErrors };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: config.errors,
  });
  return { program, diagnostics: [...config.errors, ...ts.getPreEmitDiagnostics(program)] };
}

const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/** The diagnostics as tsc prints them (with colour and context when standard error, where they go, is a terminal). */
export function formatDiagnostics(diagnostics) {
  return process.stderr.isTTY
    ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
    : ts.formatDiagnostics(diagnostics, formatHost);
}

/** A program's name and tsconfig, as a reader finds it. */
export const programLabel = (name, tsconfig) => `the ${name} program (${relative(root, join(root, tsconfig))})`;
