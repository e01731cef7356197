import { mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database, NewItem } from './schema';

/** SQLSTATE codes the tests expect. */
export const PG = {
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  notNullViolation: '23502',
} as const;

/** Awaits a promise that must fail with this SQLSTATE (both drivers expose `code`). */
export async function expectPgError(promise: Promise<unknown>, code: string): Promise<void> {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected SQLSTATE ${code}`).toBeDefined();
  expect((caught as { code?: unknown }).code).toBe(code);
}

export function itemValues(overrides: Partial<NewItem> = {}): NewItem {
  return {
    slug: `test-item-${Math.random().toString(36).slice(2, 10)}`,
    name: 'Test Item',
    name_ko: '테스트 상품',
    type: 'Short rib',
    type_ko: '갈비',
    species: 'beef',
    style: 'marinated',
    spec: '30 lb - 5 lb x 6 packs',
    price_cents: 10000,
    discounted_price_cents: 9000,
    avg_weight: 5,
    ...overrides,
  };
}

export async function insertItem(db: Kysely<Database>, overrides: Partial<NewItem> = {}): Promise<number> {
  const row = await db.insertInto('items').values(itemValues(overrides)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertUser(
  db: Kysely<Database>,
  email = `u${Math.random().toString(36).slice(2, 10)}@test.co`,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ email, password_hash: 'hash', first_name: 'Test', last_name: 'User', name: 'Test User' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let workerScript: Promise<URL> | undefined;

/**
 * The worker thread the server runs PGlite in (pglite-worker.ts), bundled for this test process
 * as apps/server/build.mjs bundles it for the server (packages stay external), under
 * node_modules/.cache so that they resolve from the workspace's node_modules. Test files running
 * at once each write the same bytes to a file of their own, then rename it into place.
 */
export function pgliteWorkerScript(): Promise<URL> {
  workerScript ??= (async () => {
    const { build } = await import('esbuild');
    const out = fileURLToPath(new URL('../../../node_modules/.cache/wholesale-db/pglite-worker.mjs', import.meta.url));
    const scratch = `${out}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    mkdirSync(dirname(out), { recursive: true });
    await build({
      entryPoints: [fileURLToPath(new URL('./pglite-worker.ts', import.meta.url))],
      outfile: scratch,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    renameSync(scratch, out);
    return pathToFileURL(out);
  })();
  return workerScript;
}
