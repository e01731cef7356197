import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
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
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is parsed once, with zod, in apps/server/src/config.ts.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through apps/server/src/config.ts.' },
      ],
    },
  },
  {
    // Test kits (@wholesale/services/testing, @wholesale/db/testing) are Node-only test code: the
    // browser build must never pull them (apps/web/vite.config.ts refuses them in the build too).
    files: ['apps/web/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@wholesale/[^/]+/testing$', message: 'A test kit is test code for Node; the web never imports it.' }] },
      ],
    },
  },
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
