// The books: what an order's money becomes on paper (invoices), money going back (voids, refunds),
// a company's credit moving between its orders, its terms, and the settings the documents print.
import { DEFAULT_PAYMENT_TERMS, type PaymentTerms } from '@wholesale/rules';
import type { BooksService } from '@wholesale/contract';
import type { Clock, Db, MailQueued } from '../kernel/common';
import type { ReadCache } from '../kernel/read-cache';
import type { PdfRenderer } from '../pdf/renderer';
import { createMoneyBack } from './money-back';
import { createBooksSettings } from './settings';
import { createTerms } from './terms';
import { createReceivables } from './receivables';
import { createAccount } from './account';
import { createAccountingExport } from './accounting-export';
import { createStatementMailings } from './statement-mailings';
import { createOverdueReminders } from './overdue-reminders';
import { createCreditHold } from './credit-hold';
import { createFinanceCharges } from './finance-charges';

export { readBooksSettings } from './settings';

export interface BooksDeps {
  db: Db;
  /** the cash discount and the card sales tax (a card refund hands the tax back) */
  paymentTerms?: PaymentTerms;
  onOrdersChanged?: () => void;
  /** today, for the receivables' ageing (Los Angeles) */
  clock?: Clock;
  /** where the receivables are shared between admins (the server passes the order book's cache) */
  cache?: ReadCache;
  /** where statements are drawn (the server's worker threads); this thread by default */
  renderPdf?: PdfRenderer;
  /** PUBLIC_URL, for the account link in the statement mail */
  publicUrl?: string;
  /** wakes the mail worker after a commit that queued mail */
  onMailQueued?: MailQueued;
}

export function createBooksService(deps: BooksDeps): BooksService {
  const terms = deps.paymentTerms ?? DEFAULT_PAYMENT_TERMS;
  const mailing = {
    db: deps.db,
    publicUrl: deps.publicUrl ?? 'http://localhost:3000',
    clock: deps.clock,
    onMailQueued: deps.onMailQueued,
  };
  return {
    ...createBooksSettings(deps.db),
    ...createMoneyBack({ db: deps.db, terms, clock: deps.clock, onOrdersChanged: deps.onOrdersChanged }),
    ...createTerms(deps.db),
    ...createReceivables({ db: deps.db, clock: deps.clock, cache: deps.cache }),
    ...createAccount({ db: deps.db, clock: deps.clock, renderPdf: deps.renderPdf }),
    ...createAccountingExport(deps.db),
    ...createStatementMailings(mailing),
    ...createOverdueReminders(mailing),
    ...createCreditHold({ db: deps.db, onOrdersChanged: deps.onOrdersChanged }),
    ...createFinanceCharges({ db: deps.db, clock: deps.clock, onOrdersChanged: deps.onOrdersChanged }),
  };
}
