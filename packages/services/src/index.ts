import type { Database, Kysely } from '@wholesale/db';
import { createCatalogueService } from './catalogue';
import type { DomainServices } from './catalogue-contract';
import type { ObjectStorage } from './storage/types';

export * from './errors';
export * from './actor';
export * from './storage/index';
export * from './catalogue-contract';
export { createCatalogueService, likeContains } from './catalogue';
export * from './demo-images';
export * from './passwords';

export interface ServiceDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
}

/** Every use case, wired once per process; the server hands the result to REST and tRPC. */
export interface Services extends DomainServices {
  storage: ObjectStorage;
}

export function createServices({ db, storage }: ServiceDeps): Services {
  return {
    catalogue: createCatalogueService({ db }),
    storage,
  };
}
export * from './mail';
