import { configDefaults, defineProject } from 'vitest/config';

// Integration tests start PGlite (a few seconds the first time in a worker): give hooks room.
// *.pg.int.test.ts need a PostgreSQL server several processes share (DATABASE_URL, as .ci/run's
// second pass sets): the embedded database is one process by design, so without one they are not
// part of the run at all.
export default defineProject({
  test: {
    name: '@wholesale/server',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.pg.int.test.ts'])],
  },
});
