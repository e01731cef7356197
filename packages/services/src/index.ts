import { randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@wholesale/db';
import type { HolidayRule, PaymentTerms } from '@wholesale/rules';
import { createAccountServices, type AccountDeps, type AccountServicesWithInternals } from './accounts/index';
import { createCatalogueService } from './catalogue';
import type { CatalogueCache } from './catalogue/cache';
import type { OrderBookCache } from './orders/book-cache';
import type { PdfRenderer } from './pdf/renderer';
import type { DomainServices } from '@wholesale/contract';
import { createDashboardService } from './dashboard/index';
import { createInquiriesAdmin } from './inquiries/admin';
import { createOrderServices } from './orders/index';
import { createPricesAdmin } from './prices/admin';
import { createCustomers } from './customers/index';
import { createCompanyService } from './company/index';
import { createDocumentsService } from './documents/index';
import { createBooksService } from './books/index';
import { createDealsService } from './deals/index';
import { createClaimsService } from './claims/index';
import { createNotesService } from './notes/index';
import { createLotsService } from './lots/index';
import { createCasesService } from './cases/index';
import { createRecallsService } from './recalls/index';
import { createOrderGuidesService } from './guides/index';
import { createRemindersService } from './reminders/index';
import { OutboxSealer } from './mail/sealing';
import type { ObjectStorage } from './storage/types';
import type { Clock } from './kernel/common';

export * from './storage/index';
export { likeContains } from './kernel/text-search';
export { escapeHtml } from './mail/html';
export { createCatalogueService } from './catalogue';
export { CatalogueCache, followCatalogueChanges } from './catalogue/cache';
export { OrderBookCache, followOrderChanges, ORDER_BOOK_TTL_MS } from './orders/book-cache';
export { slugFrom } from './catalogue/admin';

export * from './demo/images';
export * from './accounts/passwords';
export * from './accounts/index';
export * from './orders/index';
export * from './dashboard/index';
export { createDocumentsService, expiringDocuments, type DocumentsDeps } from './documents/index';
export {
  allowExpiredResaleSql,
  currentExpirySql,
  requireResaleCertificate,
  resaleExpirySql,
  RESALE_SETTING_KEY,
} from './accounts/document-expiry';
export * from './inquiries/admin';
export { createBooksService, readBooksSettings } from './books/index';
export { createClaimsService } from './claims/index';
export { createNotesService } from './notes/index';
export { createLotsService } from './lots/index';
export { createCasesService } from './cases/index';
export { createRecallsService } from './recalls/index';
export { createOrderGuidesService } from './guides/index';
export { createRemindersService, createStopLinks } from './reminders/index';
export { createDealsService } from './deals/index';

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
  /** dates the warehouse is closed for pickup (PICKUP_CLOSED_DATES) */
  closedDates?: readonly string[];
  /** holiday rules the warehouse closes for (PICKUP_HOLIDAYS); none unless given */
  holidays?: readonly HolidayRule[];
  /** the order cutoff's wall time on the open day before pickup ('HH:MM', Los Angeles; ORDER_CUTOFF_TIME) */
  orderCutoffTime?: string;
  /** the cash discount off the balance and the card sales tax (CASH_DISCOUNT_PERCENT, CARD_TAX_PERCENT) */
  paymentTerms?: PaymentTerms;
  /** days before pickup a standing order's cycle is made (STANDING_ORDER_LEAD_DAYS) */
  standingLeadDays?: number;
  /** where invoices and statements are drawn (the server's worker threads); this thread by default */
  renderPdf?: PdfRenderer;
  /** The storefront's catalogue reads from memory (the server passes one that follows changes); none: always read. */
  catalogueCache?: CatalogueCache;
  /** The back office's order-book reads from memory (the server passes one that follows changes); none: always read. */
  ordersCache?: OrderBookCache;
  /**
   * The orders' business clock (pickup days, change deadlines, deposit days, order dates): the
   * wiring's clock unless given; a test server's fixed calendar (BUSINESS_CLOCK_START) otherwise.
   */
  ordersClock?: Clock;
}

/** Every use case, wired once per process; the server hands the result to REST and tRPC. */
export interface Services extends DomainServices {
  accounts: AccountServicesWithInternals;
  storage: ObjectStorage;
}

export function createServices({
  db,
  storage,
  accounts,
  closedDates,
  holidays,
  orderCutoffTime,
  paymentTerms,
  standingLeadDays,
  renderPdf,
  catalogueCache,
  ordersCache,
  ordersClock,
}: ServiceDeps): Services {
  const wiring: AccountWiring = accounts ?? {
    sessionSecret: randomBytes(32).toString('base64url'),
    publicUrl: 'http://localhost:3000',
    businessEmail: 'sales@wholesale.localhost',
  };
  const orders = createOrderServices({
    db,
    businessEmail: wiring.businessEmail,
    publicUrl: wiring.publicUrl,
    closedDates,
    holidays,
    cutoffTime: orderCutoffTime,
    paymentTerms,
    standingLeadDays,
    renderPdf,
    clock: ordersClock ?? wiring.clock,
    onMailQueued: wiring.onMailQueued,
    // This process's own changes drop the shared reads at once (other processes' by notification).
    onOrdersChanged: () => ordersCache?.invalidate(),
    cache: ordersCache,
    catalogueCache,
  });
  const dashboard = createDashboardService({ db, orders: orders.admin, clock: wiring.clock, cache: ordersCache });
  const accountServices = createAccountServices({ db, storage, ...wiring });
  return {
    catalogue: createCatalogueService({ db, storage, cache: catalogueCache }),
    accounts: accountServices,
    orders,
    inquiries: createInquiriesAdmin({
      db,
      signer: accountServices.signer,
      businessEmail: wiring.businessEmail,
      clock: wiring.clock,
      onMailQueued: wiring.onMailQueued,
    }),
    dashboard,
    // A price change drops this process's cached prices at once (other processes' by notification).
    prices: createPricesAdmin({ db, onPricesChanged: () => catalogueCache?.invalidate() }),
    customers: createCustomers({ db }),
    company: createCompanyService({
      db,
      publicUrl: wiring.publicUrl,
      // The same derivation as the mail worker's (main.ts), from the same SESSION_SECRET.
      sealer: new OutboxSealer(wiring.sessionSecret),
      tokens: accountServices.tokens,
      clock: wiring.clock,
      onMailQueued: wiring.onMailQueued,
    }),
    documents: createDocumentsService({
      db,
      storage,
      publicUrl: wiring.publicUrl,
      businessEmail: wiring.businessEmail,
      limiter: wiring.limiter,
      limits: wiring.limits,
      clock: wiring.clock,
      onMailQueued: wiring.onMailQueued,
    }),
    books: createBooksService({
      db,
      paymentTerms,
      clock: wiring.clock,
      cache: ordersCache,
      renderPdf,
      publicUrl: wiring.publicUrl,
      onMailQueued: wiring.onMailQueued,
      onOrdersChanged: () => ordersCache?.invalidate(),
    }),
    claims: createClaimsService({
      db,
      storage,
      publicUrl: wiring.publicUrl,
      clock: wiring.clock,
      renderPdf,
      onMailQueued: wiring.onMailQueued,
      onOrdersChanged: () => ordersCache?.invalidate(),
    }),
    notes: createNotesService({ db }),
    orderGuides: createOrderGuidesService({ db }),
    deals: createDealsService({ db, clock: wiring.clock }),
    lots: createLotsService({ db, renderPdf, clock: wiring.clock }),
    cases: createCasesService({ db, clock: wiring.clock, onOrdersChanged: () => ordersCache?.invalidate() }),
    recalls: createRecallsService({
      db,
      publicUrl: wiring.publicUrl,
      // The same derivation as the mail worker's (main.ts), from the same SESSION_SECRET.
      sealer: new OutboxSealer(wiring.sessionSecret),
      clock: wiring.clock,
      onMailQueued: wiring.onMailQueued,
      renderPdf,
    }),
    reminders: createRemindersService({
      db,
      publicUrl: wiring.publicUrl,
      sessionSecret: wiring.sessionSecret,
      // The same derivation as the mail worker's (main.ts), from the same SESSION_SECRET.
      sealer: new OutboxSealer(wiring.sessionSecret),
      holidays,
      closedDates,
      cutoffTime: orderCutoffTime,
      clock: wiring.clock,
      // the cutoff is a deadline rule: read on the orders' clock, like checkout's and the order pages'
      businessClock: ordersClock ?? wiring.clock,
      onMailQueued: wiring.onMailQueued,
    }),
    storage,
  };
}

export * from './mail';
export { redactEmails, redactLogText, redactUrl } from './kernel/log-redaction';
