// REST door to the business settings, admins only: how the 50% deposit is collected,
// in English and Korean, whether a company may order with an expired resale certificate, and what
// the invoices print of the seller.
// Each route calls the same service function as its tRPC twin
// (admin.settings.*); who may is decided there. The storefront reads the texts through tRPC
// orders.depositTerms.
import type { FastifyInstance } from 'fastify';
import {
  booksSettingsInput,
  depositTermsInput,
  requireAdmin,
  resaleSettingInput,
  type BooksService,
  type DocumentsService,
  type OrdersService,
} from '@wholesale/contract';
import { anyActor, jsonRoutes } from './answer';

type Deps = { orders: OrdersService; documents: DocumentsService; books: BooksService };

export async function settingsRoutes(app: FastifyInstance, { orders, documents, books }: Deps): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/settings/deposit → { success, data: { en, ko, is_default, updated_at } }
  rest.get('/deposit', anyActor, {}, (actor) => orders.deposit.setting(actor));

  // PUT /api/settings/deposit { en, ko } → { success, data: { en, ko, is_default: false, updated_at } }
  rest.put('/deposit', requireAdmin, { body: depositTermsInput }, (actor, { body }) =>
    orders.deposit.setTerms(actor, body),
  );

  // GET /api/settings/resale-certificate → { success, data: { allow_expired, is_default, updated_at } }
  rest.get('/resale-certificate', anyActor, {}, (actor) => documents.resaleSetting(actor));

  // PUT /api/settings/resale-certificate { allow_expired: boolean } → { success, data: { allow_expired, is_default: false, updated_at } }
  rest.put('/resale-certificate', requireAdmin, { body: resaleSettingInput }, (actor, { body }) =>
    documents.setResaleSetting(actor, body),
  );

  // GET /api/settings/books → { success, data: { seller_permit, updated_at } }
  rest.get('/books', anyActor, {}, (actor) => books.settings(actor));

  // PUT /api/settings/books { seller_permit: string | null } → { success, data: { seller_permit, updated_at } }
  rest.put('/books', requireAdmin, { body: booksSettingsInput }, (actor, { body }) => books.setSettings(actor, body));
}
