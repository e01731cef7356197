import { configDefaults, defineProject } from 'vitest/config';

// Integration tests open a PGlite or a PostgreSQL schema per file (seconds on a loaded 2-core
// machine): give hooks and tests room. *.redis.int.test.ts need a Redis server (REDIS_URL, as
// .ci/run's second pass sets) and are not part of a run without one (`npm test`'s embedded pass);
// with REDIS_URL set they fail, not skip, when Redis is away.
export default defineProject({
  test: {
    name: '@wholesale/services',
    // Test files share their worker's modules (each still opens its own database): importing the
    // services, the server and PGlite afresh for every file was over half the pass's time
    // (docs/decisions.md, "Test run time"). So no test mocks a module (vi.mock would reach the
    // files after it); a counter in the module serves instead (accounts/passwords.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Once more on a failure: a few tests time real work (a login under load, a timeout firing) and a
    // loaded CI machine can miss by a hair once; the summary lists every test that needed it.
    retry: 1,
    // *.pg.int.test.ts prove what only PostgreSQL's concurrency shows (DATABASE_URL).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.REDIS_URL ? [] : ['**/*.redis.int.test.ts']),
      ...(process.env.DATABASE_URL ? [] : ['**/*.pg.int.test.ts']),
    ],
  },
});
