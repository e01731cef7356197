// What the test suites that open a database (the server's, the services', the database package's)
// share: how their files run and how long they may take. Each package's vitest.config.ts adds its
// name and which files need a server of their own.

export const databaseSuiteOptions = {
  // Test files share their worker's modules (each still opens its own database): importing the
  // services, the server and PGlite afresh for every file was over half the pass's time
  // (docs/decisions.md, "Test run time"). So no test mocks a module (vi.mock would reach the
  // files after it); a counter in the module serves instead (accounts/passwords.ts).
  isolate: false,
  // PGlite's first start in a worker, or a PostgreSQL schema made per file, takes seconds on a
  // loaded 2-core machine: tests and hooks get room.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Once more on a failure: a few tests time real work (a login under load, a timeout firing) and a
  // loaded CI machine can miss by a hair once; the summary lists every test that needed it.
  retry: 1,
} as const;
