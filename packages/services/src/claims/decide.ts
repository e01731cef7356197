// Staff decide a claim: approve a credit (at most the line's total less what earlier approvals on
// the line credited), which issues a credit memo that settles on the order as a payment does
// (`orders.paid_cents`), so the order owes that much less or holds it as the company's credit; or
// refuse it with a reason. One transaction under the claim's and the order's row locks; the member
// who reported it is mailed the decision in their language. The same decision again answers the
// decided claim (a double click); another one is refused.
import { fromCents, encodeUserId } from '@wholesale/rules';
import {
  approveTooMuchError,
  CLAIM_ERRORS,
  ConflictError,
  requireAdmin,
  ValidationError,
  type ClaimsService,
} from '@wholesale/contract';
import { sql } from 'kysely';
import { noMailHook, rowOrNotFound, type Clock, type Db, type MailQueued } from '../kernel/common';
import { enqueueMail } from '../mail/outbox';
import { issueCreditMemo } from './credit-memos';
import { claimRows, toClaims } from './rows';

export interface DecideDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  onMailQueued?: MailQueued;
  onOrdersChanged?: () => void;
}

export function createClaimDecisions(deps: DecideDeps): Pick<ClaimsService, 'decide'> {
  const { db, clock, publicUrl } = deps;
  const mailQueued = deps.onMailQueued ?? noMailHook;

  return {
    async decide(actor, claimId, input) {
      const admin = requireAdmin(actor);
      const changed = await db.transaction().execute(async (trx) => {
        const claim = await rowOrNotFound(
          trx.selectFrom('claims').selectAll().where('id', '=', claimId).forUpdate(),
          CLAIM_ERRORS.claimNotFound,
        );
        if (claim.status !== 'open') {
          const same =
            input.approve_cents !== undefined
              ? claim.status === 'approved' && claim.approved_cents === input.approve_cents
              : claim.status === 'refused' && claim.refuse_reason === input.refuse_reason;
          if (same) return false;
          throw new ConflictError(CLAIM_ERRORS.decided);
        }
        // The order's lock: its paid_cents moves, as a payment's would.
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'order_number', 'user_id'])
          .where('id', '=', claim.order_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const now = clock();
        let memo: { id: number; number: string } | null = null;
        if (input.approve_cents !== undefined) {
          // Earlier approvals on the same line (its copy, should the line itself be gone).
          const { credited } = await trx
            .selectFrom('claims')
            .select(sql<number>`coalesce(sum(approved_cents), 0)::int`.as('credited'))
            .where('order_id', '=', claim.order_id)
            .where('status', '=', 'approved')
            .where((eb) =>
              claim.order_item_id === null
                ? eb('line_name', '=', claim.line_name).and('line_spec', '=', claim.line_spec)
                : eb('order_item_id', '=', claim.order_item_id),
            )
            .executeTakeFirstOrThrow();
          const maxCents = claim.line_total_cents - Number(credited);
          if (input.approve_cents > maxCents) {
            const refusal = approveTooMuchError(Math.max(0, maxCents));
            throw new ValidationError(refusal, { approve_cents: refusal });
          }
          await trx
            .updateTable('claims')
            .set({ status: 'approved', approved_cents: input.approve_cents, decided_at: now, decided_by: admin.userId })
            .where('id', '=', claim.id)
            .execute();
          memo = await issueCreditMemo(trx, claim, input.approve_cents, now);
          await trx
            .updateTable('orders')
            .set({ paid_cents: sql<number>`paid_cents + ${input.approve_cents}` })
            .where('id', '=', order.id)
            .execute();
        } else {
          await trx
            .updateTable('claims')
            .set({
              status: 'refused',
              refuse_reason: input.refuse_reason ?? '',
              decided_at: now,
              decided_by: admin.userId,
            })
            .where('id', '=', claim.id)
            .execute();
        }
        // To the member who reported it; to the company's owner once that member is gone.
        const to = await trx
          .selectFrom('users as placer')
          .leftJoin('users as claimant', (join) =>
            join.on('claimant.id', '=', claim.claimed_by ?? 0).on('claimant.is_admin', '=', false),
          )
          .innerJoin('users as c', (join) => join.on(sql<boolean>`c.id = coalesce(placer.owner_id, placer.id)`))
          .select([
            'claimant.id as claimant_id',
            'claimant.email as claimant_email',
            'claimant.locale as claimant_locale',
            'claimant.first_name as claimant_first',
            'c.id as owner_id',
            'c.email as owner_email',
            'c.locale as owner_locale',
            'c.first_name as owner_first',
          ])
          .where('placer.id', '=', order.user_id)
          .executeTakeFirstOrThrow();
        const recipient =
          to.claimant_id !== null && to.claimant_email !== null
            ? {
                id: to.claimant_id,
                email: to.claimant_email,
                locale: to.claimant_locale ?? 'en',
                first: to.claimant_first,
              }
            : { id: to.owner_id, email: to.owner_email, locale: to.owner_locale, first: to.owner_first };
        await enqueueMail(trx, {
          to: recipient.email,
          locale: recipient.locale,
          template: 'claim-decided',
          data: {
            name: recipient.first || undefined,
            order: order.order_number,
            item: recipient.locale === 'ko' ? claim.line_name_ko || claim.line_name : claim.line_name,
            reason: claim.reason,
            decision:
              memo && input.approve_cents !== undefined
                ? { kind: 'approved', amount: fromCents(input.approve_cents), memo: memo.number }
                : { kind: 'refused', refusal: input.refuse_reason ?? '' },
            orderUrl: `${publicUrl}/profile/user/${encodeUserId(recipient.id)}?view=order&order=${order.id}`,
          },
        });
        return true;
      });
      if (changed) {
        mailQueued();
        deps.onOrdersChanged?.();
      }
      const [claim] = await toClaims(db, await claimRows(db).where('cl.id', '=', claimId).execute());
      return claim!;
    },
  };
}
