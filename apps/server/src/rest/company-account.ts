// REST doors to a company's account with the business, staff only: its credit (what one order
// holds above what it owes, moved to another open order of the same company) and its payment
// terms; and the Receivables page's companies. The same service functions as tRPC
// admin.books.applyCredit, admin.books.setTerms and admin.books.receivables.
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_ERRORS,
  NotFoundError,
  accountingExportQuery,
  companyQuery,
  creditApplyInput,
  financeChargeRef,
  financeSettleInput,
  invoiceQuery,
  orderRef,
  requireSignedIn,
  statementMonthRef,
  receivablesInput,
  requireAdmin,
  termsInput,
  userRef,
  type BooksService,
} from '@wholesale/contract';
import { jsonRoutes } from './answer';
import { csvFile, pdfFile } from './common';

// A statement's query: which company (staff name it) and in which language. One object, so a bad
// company is still the first refusal, as when the two were read one after the other.
const statementFileQuery = companyQuery.extend(invoiceQuery.shape);

export async function companyCreditRoutes(app: FastifyInstance, { books }: { books: BooksService }): Promise<void> {
  // POST /api/company-credits/apply { from_order_id, to_order_id, amount } + Idempotency-Key
  // → 201 { success, data: { from, to } } where both orders' money stands
  jsonRoutes(app).create('/apply', requireAdmin, { keyedBody: creditApplyInput }, (actor, { keyedBody }) =>
    books.applyCredit(actor, keyedBody),
  );
}

/** Under /api/finance-charges. */
export async function financeChargeRoutes(app: FastifyInstance, { books }: { books: BooksService }): Promise<void> {
  // POST /api/finance-charges/:chargeId/settle { settled: 'paid', method } | { settled: 'waived', reason }
  // → { success, data: FinanceCharge }
  jsonRoutes(app).post(
    '/:chargeId/settle',
    requireAdmin,
    { params: financeChargeRef, body: financeSettleInput },
    (actor, { params, body }) => books.settleFinanceCharge(actor, params.chargeId, body),
  );
}

/** Under /api/users. */
export async function companyTermsRoutes(app: FastifyInstance, { books }: { books: BooksService }): Promise<void> {
  // PUT /api/users/:userId/terms { terms: 'pickup'|'net7'|'net15'|'net30', credit_limit: dollars | null }
  // → { success, data: { company_id, terms, credit_limit } } (the user's company)
  jsonRoutes(app).put(
    '/:userId/terms',
    requireAdmin,
    { params: userRef, body: termsInput },
    (actor, { params, body }) => books.setTerms(actor, params.userId, body),
  );
}

/** Under /api/admin: the Receivables, the bookkeeper's export and the release of a credit hold. */
export async function receivablesRoutes(app: FastifyInstance, { books }: { books: BooksService }): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/admin/receivables?q=&sort=balance|overdue|company → { success, data: Receivable[] }
  rest.get('/receivables', requireAdmin, { query: receivablesInput }, (actor, { query }) =>
    books.receivables(actor, query),
  );

  // GET /api/admin/exports/accounting.zip?from=YYYY-MM-DD&to=YYYY-MM-DD → application/zip: the
  // bookkeeper's CSVs (invoices, credit memos, payments, refunds, journal, sales tax)
  rest.download('/exports/accounting.zip', requireAdmin, { query: accountingExportQuery }, async (actor, { query }) => {
    const file = await books.accountingExport(actor, query);
    return { type: 'application/zip', filename: file.filename, content: Buffer.from(file.content) };
  });

  // POST /api/admin/orders/:orderId/credit-hold/release → { success, data: { order_id, released_at } }
  rest.post('/orders/:orderId/credit-hold/release', requireAdmin, { params: orderRef }, (actor, { params }) =>
    books.releaseCreditHold(actor, params.orderId),
  );

  // GET /api/admin/receivables.csv?q=&sort= → text/csv (a byte order mark first, for Excel)
  rest.download('/receivables.csv', requireAdmin, { query: receivablesInput }, async (actor, { query }) =>
    csvFile('receivables.csv', await books.receivablesCsv(actor, query)),
  );
}

/** Under /api/company. */
export async function companyAccountRoutes(app: FastifyInstance, { books }: { books: BooksService }): Promise<void> {
  const rest = jsonRoutes(app);

  // GET /api/company/account(?company=ID for staff) → { success, data: CompanyAccount } (owner, viewers)
  rest.get('/account', requireSignedIn, { query: companyQuery }, (actor, { query }) =>
    books.account(actor, query.company),
  );

  // POST /api/company/statements/:month/mail?company=ID (staff) → { success, data: { month, mailed_to } }:
  // the owner is mailed that the statement is ready, in their language
  rest.post(
    '/statements/:month/mail',
    requireAdmin,
    { params: statementMonthRef, query: companyQuery },
    (actor, { params, query }) => {
      if (query.company === undefined) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
      return books.mailStatement(actor, query.company, params.month);
    },
  );

  // GET /api/company/statements/:month.pdf?lang=en|ko(&company=ID for staff) → application/pdf
  rest.download(
    '/statements/:month.pdf',
    requireSignedIn,
    { params: statementMonthRef, query: statementFileQuery },
    async (actor, { params, query }) => pdfFile(await books.statement(actor, params.month, query.lang, query.company)),
  );
}
