import { randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@wholesale/db';
import { createAccountServices, type AccountDeps, type AccountServicesWithInternals } from './accounts/index';
import type { AccountsDomain } from './accounts/contract';
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
export * from './accounts/index';

/** What the accounts context needs beyond the database and storage (see AccountDeps). */
export type AccountWiring = Omit<AccountDeps, 'db' | 'storage'>;

export interface ServiceDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
  /**
   * The server always passes this (SESSION_SECRET, PUBLIC_URL, the inquiry inbox, the rate
   * limiter, the mail worker's wake). Left out — in tests that only need the catalogue — the
   * accounts get a random per-process secret, so their tokens die with the process.
   */
  accounts?: AccountWiring;
}

/** Every use case, wired once per process; the server hands the result to REST and tRPC. */
export interface Services extends DomainServices, AccountsDomain {
  accounts: AccountServicesWithInternals;
  storage: ObjectStorage;
}

export function createServices({ db, storage, accounts }: ServiceDeps): Services {
  const wiring: AccountWiring = accounts ?? {
    sessionSecret: randomBytes(32).toString('base64url'),
    publicUrl: 'http://localhost:3000',
    businessEmail: 'sales@wholesale.localhost',
  };
  return {
    catalogue: createCatalogueService({ db }),
    accounts: createAccountServices({ db, storage, ...wiring }),
    storage,
  };
}
export * from './mail';
