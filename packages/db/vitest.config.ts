import { defineProject } from 'vitest/config';

// PGlite's first start compiles WebAssembly and initialises a cluster (a few seconds), and
// PostgreSQL tests create and drop a schema each: give hooks and tests room.
export default defineProject({
  test: {
    name: '@wholesale/db',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Once more on a failure: a few tests time real work (a login under load, a timeout firing) and a
    // loaded CI machine can miss by a hair once; the summary lists every test that needed it.
    retry: 1,
  },
});
