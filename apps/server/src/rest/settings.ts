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
import { actorOf } from '../auth/session';
import { objectBody, parse } from './common';

type Deps = { orders: OrdersService; documents: DocumentsService; books: BooksService };

export async function settingsRoutes(app: FastifyInstance, { orders, documents, books }: Deps): Promise<void> {
  // GET /api/settings/deposit → { success, data: { en, ko, is_default, updated_at } }
  app.get('/deposit', async (request) => ({
    success: true,
    data: await orders.deposit.setting(await actorOf(request)),
  }));

  // PUT /api/settings/deposit { en, ko } → { success, data: { en, ko, is_default: false, updated_at } }
  app.put('/deposit', async (request) => {
    // Who asks first: a guest is told to log in (401), a buyer is refused (403), whatever the body.
    const actor = requireAdmin(await actorOf(request));
    const body = parse(depositTermsInput, objectBody(request.body));
    return { success: true, data: await orders.deposit.setTerms(actor, body) };
  });

  // GET /api/settings/resale-certificate → { success, data: { allow_expired, is_default, updated_at } }
  app.get('/resale-certificate', async (request) => ({
    success: true,
    data: await documents.resaleSetting(await actorOf(request)),
  }));

  // PUT /api/settings/resale-certificate { allow_expired: boolean } → { success, data: { allow_expired, is_default: false, updated_at } }
  app.put('/resale-certificate', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const body = parse(resaleSettingInput, objectBody(request.body));
    return { success: true, data: await documents.setResaleSetting(actor, body) };
  });

  // GET /api/settings/books → { success, data: { seller_permit, updated_at } }
  app.get('/books', async (request) => ({ success: true, data: await books.settings(await actorOf(request)) }));

  // PUT /api/settings/books { seller_permit: string | null } → { success, data: { seller_permit, updated_at } }
  app.put('/books', async (request) => {
    const actor = requireAdmin(await actorOf(request));
    const body = parse(booksSettingsInput, objectBody(request.body));
    return { success: true, data: await books.setSettings(actor, body) };
  });
}
