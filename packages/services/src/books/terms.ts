// A company's payment terms and credit limit, set by staff on its owner's account (asked for a
// member, on their company's). Invoices issued from then on fall due on the new terms; an issued
// invoice keeps its own (invoices.payment_terms, due_on).
import { fromCents, toCents } from '@wholesale/rules';
import { requireAdmin, type BooksService } from '@wholesale/contract';
import type { Db } from '../kernel/common';
import { customerCompany } from '../kernel/company-access';

export function createTerms(db: Db): Pick<BooksService, 'setTerms'> {
  return {
    async setTerms(actor, userId, input) {
      requireAdmin(actor);
      const companyId = await customerCompany(db, userId);
      const saved = await db
        .updateTable('users')
        .set({
          payment_terms: input.terms,
          credit_limit_cents: input.credit_limit === null ? null : toCents(input.credit_limit),
          ...(input.reminders_paused === undefined ? {} : { overdue_reminders_paused: input.reminders_paused }),
        })
        .where('id', '=', companyId)
        .returning(['id', 'payment_terms', 'credit_limit_cents', 'overdue_reminders_paused'])
        .executeTakeFirstOrThrow();
      return {
        company_id: saved.id,
        terms: saved.payment_terms,
        credit_limit: saved.credit_limit_cents === null ? null : fromCents(saved.credit_limit_cents),
        reminders_paused: saved.overdue_reminders_paused,
      };
    },
  };
}
