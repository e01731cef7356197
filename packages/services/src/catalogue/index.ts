import type { Database, Kysely } from '@wholesale/db';
import { createCatalogueReads } from './reads';
import { createCatalogueAdmin } from './admin';
import type { CatalogueCache } from './cache';
import type { CatalogueService } from '@wholesale/contract';
import type { ObjectStorage } from '../storage/types';

/** The storefront's reads and the Item List's writes, sharing one cache (none: every read goes to the database). */
export function createCatalogueService(deps: {
  db: Kysely<Database>;
  storage: ObjectStorage;
  cache?: CatalogueCache | undefined;
}): CatalogueService {
  return { ...createCatalogueReads(deps), ...createCatalogueAdmin(deps) };
}
