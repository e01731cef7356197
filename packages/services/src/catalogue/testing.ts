// The catalogue's tests' world: a test database seeded with the demo catalogue, and the catalogue
// service on it, its photos on a disk of its own under the system's temporary directory; and a demo
// product changed for one test (any domain's tests whose database holds the demo catalogue).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { DemoItem } from '@wholesale/db';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import type { CatalogueService } from '@wholesale/contract';
import type { Db } from '../kernel/common';
import { LocalDiskStorage } from '../storage/local-disk';
import { createCatalogueService } from './index';

export interface CatalogueWorld {
  handle: TestDbHandle;
  catalogue: CatalogueService;
}

/**
 * The world of a test file, made before its tests and closed after them; `photosDir` names its
 * temporary directory. Read it in a test or a hook: it is only there from its beforeAll on.
 */
export function useCatalogueWorld(photosDir: string): CatalogueWorld {
  const world = {} as CatalogueWorld;
  beforeAll(async () => {
    world.handle = await createTestDb({ seedCatalogue: true });
    world.catalogue = createCatalogueService({
      db: world.handle.db,
      storage: new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), photosDir))),
    });
  }, 60_000);
  afterAll(async () => {
    await world.handle?.close();
  });
  return world;
}

/** What a test changes of a product: whether the storefront shows it, and its member price (none: null). */
export interface ItemChange {
  show?: boolean;
  discounted_price_cents?: number | null;
}

/**
 * Changes a demo product's row for the running test alone: when the test finishes, passed or
 * failed, what it changed is put back as the demo catalogue has it, for the file's later tests.
 */
export async function changeItemForTheTest(db: Db, item: DemoItem, change: ItemChange): Promise<void> {
  await db.updateTable('items').set(change).where('id', '=', item.id).execute();
  const demo: ItemChange = {};
  if (change.show !== undefined) demo.show = item.show;
  if (change.discounted_price_cents !== undefined) demo.discounted_price_cents = item.discounted_price_cents;
  onTestFinished(async () => {
    await db.updateTable('items').set(demo).where('id', '=', item.id).execute();
  });
}
