import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries, as `no-restricted-imports` patterns: each layer names what
// it must never reach. Patterns rather than a boundaries plugin: no resolver to run, so lint stays
// within its minute, and the message says why at the line that breaks the rule.
const NO_BENCH = {
  group: ['**/bench/**', '../**/bench', 'bench/**'],
  message: 'Source never imports bench/: shared helpers live in scripts/lib.',
};
const NO_TEST_KIT = {
  regex: '^@wholesale/[^/]+/testing$',
  message: 'A test kit is test code for Node; the web never imports it.',
};
/** What does I/O or needs Node: the pure packages (rules, contract) import none of it. */
const NO_IO = [
  { regex: '^node:', message: 'Pure code: no Node built-ins (this package runs in the browser too).' },
  {
    regex: '^(fs|path|os|crypto|child_process|net|http|https|stream|worker_threads)(/.*)?$',
    message: 'Pure code: no Node built-ins.',
  },
  {
    regex: '^(kysely|pg|@electric-sql/pglite|ioredis|nodemailer|minio|sharp|fastify|@fastify/.*)$',
    message: 'Pure code: no database, network or file I/O.',
  },
];

/** Each restricted area: its files and the import patterns it refuses (patterns replace, so each lists all of its own). */
const boundaries = [
  {
    // The browser: the contract, rules, i18n (async loaders) and the api's types; never a server package.
    files: ['apps/web/src/**'],
    patterns: [
      NO_TEST_KIT,
      NO_BENCH,
      { group: ['**/testing/*'], message: 'src/testing is test code: only the unit tests import it.' },
      {
        regex: '^@wholesale/(services|db)(/.*)?$',
        message: 'The web never depends on services or db: import what the browser needs from @wholesale/contract.',
      },
      {
        regex: '^@wholesale/i18n/sync$',
        message:
          "The sync loader puts every language's texts in the bundle: load them with @wholesale/i18n's async loaders.",
      },
    ],
  },
  {
    // The server's render of the pages (vite build --ssr, run by the API server, never sent to a
    // browser) has every language at hand: the sync loader is its own. Still no server package.
    files: ['apps/web/src/entry-server.tsx'],
    patterns: [
      NO_TEST_KIT,
      NO_BENCH,
      { regex: '^@wholesale/(services|db)(/.*)?$', message: 'The web never depends on services or db.' },
    ],
  },
  {
    // The web's unit tests, and their helpers in src/testing, run in Node and read every language
    // at once: the sync loader is theirs.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    patterns: [
      NO_BENCH,
      { regex: '^@wholesale/(services|db)(/.*)?$', message: 'The web never depends on services or db.' },
    ],
  },
  {
    files: ['packages/rules/src/**'],
    ignores: ['**/*.test.ts'],
    patterns: [...NO_IO, NO_BENCH, { regex: '^@wholesale/', message: 'rules depends on no other package of ours.' }],
  },
  {
    files: ['packages/contract/src/**'],
    ignores: ['**/*.test.ts'],
    patterns: [
      ...NO_IO,
      NO_BENCH,
      {
        regex: '^@wholesale/(services|db|api|i18n)(/.*)?$',
        message: 'The contract depends only on @wholesale/rules and zod.',
      },
    ],
  },
  {
    // api's procedures reach the use cases through the contract's DomainServices, never the implementation.
    files: ['packages/api/src/**'],
    ignores: ['**/*.test.ts'],
    patterns: [
      NO_BENCH,
      {
        regex: '^@wholesale/services(/.*)?$',
        message: 'The api calls services through @wholesale/contract (DomainServices).',
      },
    ],
  },
  {
    files: [
      'packages/services/src/**',
      'packages/db/src/**',
      'packages/i18n/src/**',
      'apps/server/src/**',
      'packages/api/src/**/*.test.ts',
      'packages/{rules,contract}/src/**/*.test.ts',
    ],
    patterns: [NO_BENCH],
  },
];

/**
 * Where the type-aware rules get their types: the programs `npm run typecheck` builds, one for every
 * Node package (each file read once), one for the web, one for its service worker. From their
 * tsconfigs here (an editor, `npx eslint`); scripts/lint.mjs builds each program once for
 * TypeScript's own check and hands it to ESLint (`lintConfig({ programs })`).
 */
const FROM_TSCONFIGS = {
  project: ['./tooling/typescript/node-packages.json', './apps/web/tsconfig.json', './apps/web/src/sw/tsconfig.json'],
  tsconfigRootDir: import.meta.dirname,
};

/** No type information (`programs` too: the lint script's programs would otherwise reach these files). */
const UNTYPED = {
  ...tseslint.configs.disableTypeChecked,
  languageOptions: {
    parserOptions: { ...tseslint.configs.disableTypeChecked.languageOptions?.parserOptions, programs: null },
  },
};

/** The lint config, its type information from `typeInfo` (the parser's options). */
export function lintConfig(typeInfo = FROM_TSCONFIGS) {
  return tseslint.config(
    {
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        '**/.turbo/**',
        'data/**',
        'packages/i18n/src/i18n-*.ts',
        'packages/i18n/src/i18n-*.tsx',
        'e2e/test-results/**',
        'bench/results/**',
      ],
    },
    { linterOptions: { reportUnusedDisableDirectives: 'error' } },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: { ...globals.node, ...globals.browser },
        parserOptions: typeInfo,
      },
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        // A promise nobody awaits loses its error (an unhandled rejection, or a 200 before the write).
        '@typescript-eslint/no-floating-promises': 'error',
        // An async function where a void callback is expected (an event handler, a forEach) drops its rejection.
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        '@typescript-eslint/await-thenable': 'error',
        // `typeof import('…')` stays allowed: it is vitest's idiom for vi.mock's importOriginal.
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
        ],
        // Configuration is parsed once, with zod, in apps/server/src/config.ts.
        'no-restricted-properties': [
          'error',
          { object: 'process', property: 'env', message: 'Read configuration through apps/server/src/config.ts.' },
        ],
      },
    },
    {
      // Plain JavaScript (scripts, bench, configs) has no types to check against, and the few
      // TypeScript files outside every package's tsconfig (declarations of .mjs helpers, the root
      // vitest config, the api's browser-settings check) are checked by tsc alone.
      files: ['**/*.{js,mjs,cjs}', '**/*.d.mts', 'vitest.config.ts', 'packages/api/web-check/**'],
      ...UNTYPED,
    },
    {
      // Tests, test kits and e2e specs are linted without type information: type-checking them too
      // took lint from under a minute to about a minute and a half on this machine.
      files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/testing/**/*.ts', '**/testing.ts'],
      ...UNTYPED,
    },
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
      },
    },
    ...boundaries.map(({ files, ignores, patterns }) => ({
      files,
      ...(ignores ? { ignores } : {}),
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    })),
    {
      files: [
        'apps/server/src/config.ts',
        'scripts/**',
        '.ci/**',
        'e2e/**',
        'bench/**',
        '**/*.test.ts',
        '**/testing/**',
        '**/vitest.config.ts',
        '**/vite.config.ts',
        'packages/db/src/testing.ts',
      ],
      rules: { 'no-restricted-properties': 'off' },
    },
  );
}

export default lintConfig();
