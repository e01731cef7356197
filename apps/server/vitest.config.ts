import { configDefaults, defineProject } from 'vitest/config';
import { databaseSuiteOptions } from '../../tooling/vitest/database-suites';

// Tests that need a server of their own are named for it and run only where one is configured,
// as .ci/run's second pass does (the embedded pass of `npm test` needs nothing but Node):
// - *.pg.int.test.ts need a PostgreSQL server several processes share (DATABASE_URL): the embedded
//   database is one process by design;
// - *.redis.int.test.ts need Redis (REDIS_URL); *.pg.redis.int.test.ts need both.
// Where the variable is set they are part of the run, and fail (not skip) when the server is away.
export default defineProject({
  test: {
    name: '@wholesale/server',
    ...databaseSuiteOptions,
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL ? [] : ['**/*.pg.int.test.ts', '**/*.pg.redis.int.test.ts']),
      ...(process.env.REDIS_URL ? [] : ['**/*.redis.int.test.ts']),
    ],
  },
});
