import { configDefaults, defineProject } from 'vitest/config';

// PGlite's first start compiles WebAssembly and initialises a cluster (a few seconds), and
// PostgreSQL tests create and drop a schema each: give hooks and tests room.
// pglite-*.int.test.ts never touch PostgreSQL (they test the embedded database's worker thread):
// .ci/run's PostgreSQL pass (DATABASE_URL set) would run them a second time, unchanged, so they
// run in the embedded pass only. *.pg.int.test.ts need a PostgreSQL other sessions share, so they
// run in that pass only.
export default defineProject({
  test: {
    name: '@wholesale/db',
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
      ...(process.env.DATABASE_URL ? ['**/pglite-*.int.test.ts'] : ['**/*.pg.int.test.ts']),
    ],
  },
});
