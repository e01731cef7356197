import { configDefaults, defineProject } from 'vitest/config';
import { databaseSuiteOptions } from '../../tooling/vitest/database-suites';

// pglite-*.int.test.ts never touch PostgreSQL (they test the embedded database's worker thread):
// .ci/run's PostgreSQL pass (DATABASE_URL set) would run them a second time, unchanged, so they
// run in the embedded pass only. *.pg.int.test.ts need a PostgreSQL other sessions share, so they
// run in that pass only.
export default defineProject({
  test: {
    name: '@wholesale/db',
    ...databaseSuiteOptions,
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL ? ['**/pglite-*.int.test.ts'] : ['**/*.pg.int.test.ts']),
    ],
  },
});
