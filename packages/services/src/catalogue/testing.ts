// The catalogue's tests' world: a test database seeded with the demo catalogue, and the catalogue
// service on it, its photos on a disk of its own under the system's temporary directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDb, type TestDbHandle } from '@wholesale/db/testing';
import type { CatalogueService } from '@wholesale/contract';
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
