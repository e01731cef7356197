import { configDefaults, defineProject } from 'vitest/config';

// Integration tests start PGlite (a few seconds the first time in a worker): give hooks room.
// Tests that need a server of their own are named for it and run only where one is configured,
// as .ci/run's second pass does (the embedded pass of `npm test` needs nothing but Node):
// - *.pg.int.test.ts need a PostgreSQL server several processes share (DATABASE_URL): the embedded
//   database is one process by design;
// - *.redis.int.test.ts need Redis (REDIS_URL); *.pg.redis.int.test.ts need both.
// Where the variable is set they are part of the run, and fail (not skip) when the server is away.
export default defineProject({
  test: {
    name: '@wholesale/server',
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
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL ? [] : ['**/*.pg.int.test.ts', '**/*.pg.redis.int.test.ts']),
      ...(process.env.REDIS_URL ? [] : ['**/*.redis.int.test.ts']),
    ],
  },
});
