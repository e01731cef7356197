import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouters, adminAccountRouters } from './routers/accounts-index';
import { adminCalendarRouter } from './routers/admin/calendar';
import { adminNotesRouter } from './routers/admin/notes';
import { adminLotsRouter } from './routers/admin/lots';
import { adminCasesRouter } from './routers/admin/cases';
import { adminRecallsRouter } from './routers/admin/recalls';
import { recallsRouter } from './routers/recalls';
import { remindersRouter } from './routers/reminders';
import { dealsRouter } from './routers/deals';
import { adminPricesRouter } from './routers/admin/prices';
import { adminCustomersRouter } from './routers/admin/customers';
import { adminDocumentsRouter } from './routers/admin/documents';
import { adminDashboardRouter } from './routers/admin/dashboard';
import { adminInquiriesRouter } from './routers/admin/inquiries';
import { adminItemsRouter } from './routers/admin/items';
import { adminOrdersRouter } from './routers/admin/orders';
import { adminSettingsRouter } from './routers/admin/settings';
import { adminBooksRouter } from './routers/admin/books';
import { catalogueRouter } from './routers/catalogue';
import { adminClaimsRouter, claimsRouter } from './routers/claims';
import { companyRouter } from './routers/company';
import { documentsRouter } from './routers/documents';
import { ordersRouter } from './routers/orders';
import { orderGuidesRouter } from './routers/order-guides';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  catalogue: catalogueRouter,
  ...accountRouters,
  orders: ordersRouter,
  company: companyRouter,
  documents: documentsRouter,
  claims: claimsRouter,
  recalls: recallsRouter,
  orderGuides: orderGuidesRouter,
  reminders: remindersRouter,
  deals: dealsRouter,
  admin: router({
    ...adminAccountRouters,
    orders: adminOrdersRouter,
    dashboard: adminDashboardRouter,
    items: adminItemsRouter,
    inquiries: adminInquiriesRouter,
    calendar: adminCalendarRouter,
    prices: adminPricesRouter,
    customers: adminCustomersRouter,
    documents: adminDocumentsRouter,
    settings: adminSettingsRouter,
    books: adminBooksRouter,
    claims: adminClaimsRouter,
    notes: adminNotesRouter,
    lots: adminLotsRouter,
    cases: adminCasesRouter,
    recalls: adminRecallsRouter,
  }),
});

/** The router's type: the web client imports this (types only) and infers every call from it. */
export type AppRouter = typeof appRouter;

/** Each procedure's input and output, by path: `RouterOutputs['orders']['detail']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Server-side calls without HTTP (tests, server-rendered data). */
export const createCaller = createCallerFactory(appRouter);
