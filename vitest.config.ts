import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace package; each package may refine its own config.
// Integration tests (*.int.test.ts) run on PGlite by default and on PostgreSQL when
// DATABASE_URL is set (.ci/run does both).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
