import { configDefaults, defineProject } from 'vitest/config';
import { databaseSuiteOptions } from '../../tooling/vitest/database-suites';

// *.redis.int.test.ts need a Redis server (REDIS_URL, as
// .ci/run's second pass sets) and are not part of a run without one (`npm test`'s embedded pass);
// with REDIS_URL set they fail, not skip, when Redis is away.
export default defineProject({
  test: {
    name: '@wholesale/services',
    ...databaseSuiteOptions,
    // *.pg.int.test.ts prove what only PostgreSQL's concurrency shows (DATABASE_URL).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.REDIS_URL ? [] : ['**/*.redis.int.test.ts']),
      ...(process.env.DATABASE_URL ? [] : ['**/*.pg.int.test.ts']),
    ],
  },
});
