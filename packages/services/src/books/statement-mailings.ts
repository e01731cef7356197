// The monthly statement mail: from the 1st of a month, every company with activity in the month
// before (an order placed or a payment received) is mailed, in its owner's language, that its
// statement is ready, with a link to its account. Each mail is written with a row keyed by (company,
// month) in one transaction, so however many processes run the job, and however often, a company
// hears of each month's statement once; a server down on the 1st mails on the day it is back.
import { encodeUserId, startOfBusinessDay, toPacific } from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  NotFoundError,
  ORDER_ERRORS,
  requireAdmin,
  ValidationError,
  type BooksService,
} from '@wholesale/contract';
import { accountCompany } from './account';
import { sql } from 'kysely';
import { systemClock, type Clock, type Db, type MailQueued } from '../kernel/common';
import { inSpan, monthEndedBefore } from '../kernel/time-span';
import { enqueueMail } from '../mail/outbox';
import { mailEachClaimed } from '../mail/claimed-mailings';
import { greetingName } from '../mail/greeting-name';

/**
 * Queues "your statement for `month` is ready" to the company's owner, in their language, with a
 * link to the account (in `trx`); answers whether it did (never to an admin's account).
 */
async function queueStatementMail(
  trx: Db,
  companyId: number,
  month: string,
  publicUrl: string,
): Promise<string | null> {
  const owner = await trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'name', 'company', 'locale', 'is_admin'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (owner.is_admin) return null;
  await enqueueMail(trx, {
    to: owner.email,
    locale: owner.locale,
    template: 'statement-ready',
    data: {
      name: greetingName(owner),
      company: owner.company,
      month,
      accountUrl: `${publicUrl}/profile/user/${encodeUserId(owner.id)}?view=account`,
    },
  });
  return owner.email;
}

export function createStatementMailings(deps: {
  db: Db;
  publicUrl: string;
  clock?: Clock;
  onMailQueued?: MailQueued;
}): Pick<BooksService, 'mailStatements' | 'mailStatement'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async mailStatements() {
      const { lastMonth, thisMonth, month } = monthEndedBefore(clock());
      const span = { from: startOfBusinessDay(lastMonth), to: startOfBusinessDay(thisMonth) };
      const company = sql<number>`coalesce(u.owner_id, u.id)`;
      // Companies with an order placed or a payment received in the month, not mailed for it yet.
      const active = await db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(company.as('company_id'))
        .where((eb) =>
          eb.or([
            inSpan(eb, 'o.order_date', span),
            eb.exists(
              eb
                .selectFrom('order_payments as p')
                .select('p.id')
                .whereRef('p.order_id', '=', 'o.id')
                .where((p) => inSpan(p, 'p.received_at', span)),
            ),
          ]),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('statement_mailings as m')
                .select('m.company_id')
                .where('m.month', '=', month)
                .whereRef('m.company_id', '=', sql<number>`coalesce(u.owner_id, u.id)`),
            ),
          ),
        )
        .groupBy(company)
        .execute();
      const mailed = await mailEachClaimed(
        db,
        active,
        async (trx, { company_id }) => {
          const claimed = await trx
            .insertInto('statement_mailings')
            .values({ company_id, month })
            .onConflict((oc) => oc.doNothing())
            .returning('company_id')
            .executeTakeFirst();
          if (!claimed) return false;
          return (await queueStatementMail(trx, company_id, month, deps.publicUrl)) !== null;
        },
        deps.onMailQueued,
      );
      return { mailed, month };
    },

    async mailStatement(actor, company, month) {
      requireAdmin(actor);
      if (`${month}-01` > toPacific(clock()).date)
        throw new ValidationError(ORDER_ERRORS.statementMonth, { month: ORDER_ERRORS.statementMonth });
      const companyId = await accountCompany(db, actor, company);
      const to = await db.transaction().execute((trx) => queueStatementMail(trx, companyId, month, deps.publicUrl));
      if (to === null) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
      deps.onMailQueued?.();
      return { month, mailed_to: to };
    },
  };
}
