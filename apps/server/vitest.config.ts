import { defineProject } from 'vitest/config';

// Integration tests start PGlite (a few seconds the first time in a worker): give hooks room.
export default defineProject({
  test: {
    name: '@wholesale/server',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
