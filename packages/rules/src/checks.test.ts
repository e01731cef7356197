import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as checks from './checks-entry';
import * as all from './index';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module specifier a source file imports or re-exports. */
function specifiers(file: string): string[] {
  const source = readFileSync(join(here, file), 'utf8');
  return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1] ?? '');
}

describe('@wholesale/rules/checks', () => {
  it('reaches no zod, directly or through its own modules', () => {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of specifiers(file)) {
        expect(spec.startsWith('.'), `${file} imports ${spec}`).toBe(true);
        visit(`${spec.replace(/^\.\//, '')}.ts`);
      }
    };
    visit('checks-entry.ts');
    expect([...seen].sort()).toEqual([
      'checks-entry.ts',
      'checks.ts',
      'constants.ts',
      'order-constants.ts',
      'uploads.ts',
    ]);
  });

  it('offers the same helpers as the main entry', () => {
    expect(checks.isValidEmail).toBe(all.isValidEmail);
    expect(checks.uploadProblem).toBe(all.uploadProblem);
    expect(checks.VALIDATION_MESSAGES).toBe(all.VALIDATION_MESSAGES);
    expect(checks.MIN_PASSWORD_LENGTH).toBe(all.MIN_PASSWORD_LENGTH);
    expect('emailSchema' in checks).toBe(false);
  });
});
