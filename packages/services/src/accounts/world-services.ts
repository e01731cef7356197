// Test code (the services' test kit, @wholesale/services/testing): every domain service of an
// accounts world, as the server builds them, for a test that drives a door (the REST server, the
// tRPC router) over the world's database, storage and movable clock.
import type { Services } from '../index';
import { createBooksService } from '../books/index';
import { createCasesService } from '../cases/index';
import { createCatalogueService } from '../catalogue';
import { createClaimsService } from '../claims/index';
import { createDealsService } from '../deals/index';
import { createOrderGuidesService } from '../guides/index';
import { createLotsService } from '../lots/index';
import { OutboxSealer } from '../mail/sealing';
import { createNotesService } from '../notes/index';
import { createRecallsService } from '../recalls/index';
import { createRemindersService } from '../reminders/index';
import { SESSION_SECRET, type AccountsWorld } from './testing';

/** The services over `world`; `publicUrl` is what the mails' links name (a test server's origin). */
export function worldServices(world: AccountsWorld, publicUrl: string): Services {
  const db = world.handle.db;
  const clock = () => world.now();
  const sealer = new OutboxSealer(SESSION_SECRET);
  return {
    catalogue: createCatalogueService({ db, storage: world.storage }),
    accounts: world.services,
    orders: world.orders,
    dashboard: world.dashboard,
    inquiries: world.inquiries,
    prices: world.prices,
    customers: world.customers,
    company: world.company,
    documents: world.documents,
    books: createBooksService({ db }),
    claims: createClaimsService({ db, storage: world.storage, publicUrl, clock }),
    notes: createNotesService({ db }),
    orderGuides: createOrderGuidesService({ db }),
    lots: createLotsService({ db }),
    cases: createCasesService({ db, clock }),
    recalls: createRecallsService({ db, publicUrl, sealer, clock }),
    reminders: createRemindersService({ db, publicUrl, sessionSecret: SESSION_SECRET, sealer, clock }),
    deals: createDealsService({ db, clock }),
    storage: world.storage,
  };
}
