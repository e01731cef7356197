// All documented /api REST routes, one module per resource. Unknown /api paths fall through to
// the server's not-found handler (JSON 404).
import type { FastifyInstance } from 'fastify';
import type {
  AccountServices,
  CatalogueService,
  InquiriesAdminService,
  OrdersService,
  PricesService,
  CustomersService,
  CompanyService,
  BooksService,
  DocumentsService,
  ClaimsService,
  NotesService,
  LotsService,
  CasesService,
  RecallsService,
  OrderGuidesService,
  RemindersService,
  DealsService,
} from '@wholesale/contract';
import type { ObjectStorage } from '@wholesale/services';
import { addressRoutes } from './account-records';
import { calendarRoutes } from './calendar';
import { adminOrderRoutes, adminStandingOrderRoutes, orderItemRoutes, orderRoutes, pointsRoutes } from './orders';
import { standingOrderRoutes } from './standing-orders';
import { adminOrderBulkRoutes, packingSlipRoutes } from './order-bulk';
import { emailRoutes, inquiryDocumentRoutes, inquiryRoutes } from './inquiries';
import { itemRoutes } from './items';
import { buyerPriceRoutes, customerRoutes, priceListRoutes } from './prices';
import { companyRoutes, invitationRoutes } from './company';
import { adminDocumentRoutes, companyDocumentRoutes } from './documents';
import { settingsRoutes } from './settings';
import {
  companyAccountRoutes,
  companyCreditRoutes,
  companyTermsRoutes,
  financeChargeRoutes,
  receivablesRoutes,
} from './company-account';
import { uploadRoutes, type UploadConcurrency } from './uploads';
import { claimRoutes, creditMemoRoutes, orderClaimRoutes } from './claims';
import { noteRoutes } from './notes';
import { lotRoutes, shipmentRecordRoutes } from './lots';
import { caseRoutes, gs1Routes } from './cases';
import { recallRoutes } from './recalls';
import { orderGuideRoutes } from './order-guides';
import { reminderRoutes } from './reminders';
import { dealRoutes, launchDealSettingsRoutes } from './deals';
import { orderTextRoutes } from './order-text';
import { userRoutes } from './users';
import { refuseGuestsFirst, type RestRoute } from './sign-in-first';

/** Each server's REST routes, and which a guest may call (read by the test that walks them as a guest). */
export const restRouteTables = new WeakMap<FastifyInstance['server'], RestRoute[]>();

export interface RestDeps {
  catalogue: CatalogueService;
  accounts: AccountServices;
  orders: OrdersService;
  inquiries: InquiriesAdminService;
  prices: PricesService;
  customers: CustomersService;
  company: CompanyService;
  documents: DocumentsService;
  books: BooksService;
  claims: ClaimsService;
  notes: NotesService;
  lots: LotsService;
  cases: CasesService;
  recalls: RecallsService;
  orderGuides: OrderGuidesService;
  reminders: RemindersService;
  deals: DealsService;
  /** where a claim's photos are read from (the documents' storage) */
  storage: ObjectStorage;
  /** Uploads in progress at once, per client and in all (tests lower or raise them). */
  uploadConcurrency?: Partial<UploadConcurrency> | undefined;
}

/**
 * JSON as Fastify parses it (size limit, prototype-poisoning checks), except that an empty body is
 * no body: many fetch wrappers send `Content-Type: application/json` on every
 * call, with nothing after it, to the documented body-less calls (approve-signup, revert, the
 * inquiry status toggle). The route then sees `undefined`, as when no Content-Type is sent, and
 * reads it as `{}` where its schema allows (objectBody); a route that needs a body still says
 * which field is missing.
 */
function allowEmptyJson(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    // Fastify's own parser answers through `done` (its type also allows a promise, never used here).
    void json(request, text, done);
  });
}

export async function restRoutes(app: FastifyInstance, deps: RestDeps): Promise<void> {
  // First, so that it sees every route registered below.
  restRouteTables.set(app.server, refuseGuestsFirst(app));
  // API answers depend on who asks (discounted prices, own records): never stored by shared caches.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  allowEmptyJson(app);
  const { accounts } = deps;
  await app.register(itemRoutes, { prefix: '/items', catalogue: deps.catalogue });
  await app.register(userRoutes, { prefix: '/users', accounts });
  await app.register(buyerPriceRoutes, { prefix: '/users', prices: deps.prices });
  await app.register(priceListRoutes, { prefix: '/price-lists', prices: deps.prices });
  await app.register(customerRoutes, { prefix: '/admin/customers', customers: deps.customers });
  await app.register(companyRoutes, { prefix: '/company', company: deps.company });
  await app.register(invitationRoutes, { prefix: '/users', company: deps.company });
  await app.register(companyDocumentRoutes, { prefix: '/company', documents: deps.documents });
  await app.register(adminDocumentRoutes, { prefix: '/admin/documents', documents: deps.documents });
  await app.register(addressRoutes, { prefix: '/addresses', profile: accounts.profile });
  await app.register(pointsRoutes, { prefix: '/points', orders: deps.orders });
  await app.register(orderRoutes, { prefix: '/orders', orders: deps.orders, books: deps.books });
  await app.register(companyCreditRoutes, { prefix: '/company-credits', books: deps.books });
  await app.register(financeChargeRoutes, { prefix: '/finance-charges', books: deps.books });
  await app.register(companyTermsRoutes, { prefix: '/users', books: deps.books });
  await app.register(receivablesRoutes, { prefix: '/admin', books: deps.books });
  await app.register(companyAccountRoutes, { prefix: '/company', books: deps.books });
  await app.register(claimRoutes, { prefix: '/claims', claims: deps.claims, storage: deps.storage });
  await app.register(orderClaimRoutes, { prefix: '/orders', claims: deps.claims });
  await app.register(creditMemoRoutes, { prefix: '/credit-memos', claims: deps.claims });
  await app.register(orderItemRoutes, { prefix: '/order-items', orders: deps.orders });
  await app.register(standingOrderRoutes, { prefix: '/standing-orders', orders: deps.orders });
  await app.register(orderGuideRoutes, { prefix: '/order-guides', orderGuides: deps.orderGuides });
  await app.register(calendarRoutes, { prefix: '/calendar', orders: deps.orders });
  await app.register(settingsRoutes, {
    prefix: '/settings',
    orders: deps.orders,
    documents: deps.documents,
    books: deps.books,
  });
  await app.register(adminOrderRoutes, { prefix: '/admin/orders', orders: deps.orders });
  await app.register(adminOrderBulkRoutes, { prefix: '/admin/orders', orders: deps.orders });
  await app.register(packingSlipRoutes, { prefix: '/admin', orders: deps.orders });
  await app.register(noteRoutes, { prefix: '/admin', notes: deps.notes });
  await app.register(lotRoutes, { prefix: '/lots', lots: deps.lots });
  await app.register(caseRoutes, { prefix: '/orders', cases: deps.cases });
  await app.register(gs1Routes, { prefix: '/gs1', cases: deps.cases });
  await app.register(shipmentRecordRoutes, { prefix: '/admin', lots: deps.lots });
  await app.register(recallRoutes, { prefix: '/recalls', recalls: deps.recalls });
  await app.register(reminderRoutes, { prefix: '/reminders', reminders: deps.reminders });
  await app.register(dealRoutes, { prefix: '/deals', deals: deps.deals });
  await app.register(launchDealSettingsRoutes, { prefix: '/settings/launch-deal', deals: deps.deals });
  await app.register(orderTextRoutes, { prefix: '/admin/orders', orders: deps.orders });
  await app.register(adminStandingOrderRoutes, { prefix: '/admin/standing-orders', orders: deps.orders });
  await app.register(inquiryRoutes, { prefix: '/inquiries', inquiries: accounts.inquiries, admin: deps.inquiries });
  await app.register(inquiryDocumentRoutes, { prefix: '/admin/inquiries', admin: deps.inquiries });
  await app.register(emailRoutes, { prefix: '/email', admin: deps.inquiries });
  // Multipart lives in its own context (uploads.ts): /s3/upload/document, /inquiries/:id/documents,
  // /admin/items/:id/images, /company/documents and /orders/:id/claims.
  await app.register(uploadRoutes, {
    signup: accounts.signup,
    inquiries: accounts.inquiries,
    catalogue: deps.catalogue,
    documents: deps.documents,
    claims: deps.claims,
    concurrency: deps.uploadConcurrency,
  });
}
