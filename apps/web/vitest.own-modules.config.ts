import { defineProject } from 'vitest/config';
import { OWN_MODULES } from './test-own-modules';

// The web's test files that need fresh modules for each file (test-own-modules.ts says why).
export default defineProject({
  test: {
    name: 'web (own modules)',
    environment: 'node',
    include: OWN_MODULES,
  },
});
