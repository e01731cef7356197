import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace package; each package may refine its own config.
// Integration tests (*.int.test.ts) run on PGlite by default and on PostgreSQL when
// DATABASE_URL is set (.ci/run does both).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'apps/web/vitest.own-modules.config.ts'],
    // Test files at once: one per core. Vitest's own default in a run is one fewer than the cores,
    // which on a 2-core machine is a single worker and left a core idle for the whole run (1,069 s;
    // docs/decisions.md, "Test run time"). Each file gets a database of its own (on PostgreSQL a
    // schema: packages/db/src/testing.ts keeps a drop from racing a migration); the integration
    // projects' files share their worker's modules (their configs: isolate false).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
