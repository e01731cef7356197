// Credit memos: issued when staff approve a claim, numbered gaplessly ('CM-001001') from
// `document_numbers` in the deciding transaction (a rollback takes the number back), with what the
// memo says written down; and their PDF, for staff and the company's members.
import { CLAIM_ERRORS, NotFoundError, type ClaimsService } from '@wholesale/contract';
import { toJson } from '@wholesale/db';
import { iso, type Db } from '../kernel/common';
import { nextDocumentNumber } from '../kernel/document-numbers';
import { accessOf, readsCompany } from '../kernel/company-access';
import { documentParties } from '../orders/invoice-content';
import { creditMemoFileName, type CreditMemoContent } from '../pdf/credit-memo-data';
import type { PdfRenderer } from '../pdf/renderer';

/** The claim as the memo prints it (read under the claim's lock by the deciding transaction). */
export interface ClaimForMemo {
  id: number;
  order_id: number;
  claimed_at: Date;
  claimed_by: number | null;
  reason: CreditMemoContent['claim']['reason'];
  quantity: number;
  unit: CreditMemoContent['claim']['unit'];
  line_name: string;
  line_name_ko: string;
  line_spec: string;
  line_quantity: number;
  line_total_cents: number;
}

/** Issues the memo for an approved claim in `trx`; answers its id and number. */
export async function issueCreditMemo(
  trx: Db,
  claim: ClaimForMemo,
  amountCents: number,
  now: Date,
): Promise<{ id: number; number: string }> {
  const number = await nextDocumentNumber(trx, 'credit_memo');
  const order = await trx
    .selectFrom('orders')
    .innerJoin('users as placer', 'placer.id', 'orders.user_id')
    .leftJoin('invoices', (join) =>
      join.onRef('invoices.order_id', '=', 'orders.id').on('invoices.voided_at', 'is', null),
    )
    .select([
      'orders.order_number',
      'orders.order_date',
      'placer.owner_id',
      'placer.id as placer_id',
      'invoices.number as invoice',
    ])
    .where('orders.id', '=', claim.order_id)
    .executeTakeFirstOrThrow();
  const claimant = claim.claimed_by
    ? await trx.selectFrom('users').select('locale').where('id', '=', claim.claimed_by).executeTakeFirst()
    : undefined;
  const parties = await documentParties(trx, order.owner_id ?? order.placer_id);
  const content: CreditMemoContent = {
    ...parties,
    number,
    issued_at: now.toISOString(),
    order: { number: order.order_number, date: iso(order.order_date) },
    invoice: order.invoice,
    claim: {
      id: claim.id,
      claimed_at: iso(claim.claimed_at),
      reason: claim.reason,
      quantity: Number(claim.quantity),
      unit: claim.unit,
      line: {
        name: claim.line_name,
        name_ko: claim.line_name_ko,
        spec: claim.line_spec,
        quantity: claim.line_quantity,
        total_cents: claim.line_total_cents,
      },
    },
    amount_cents: amountCents,
    locale: claimant?.locale ?? 'en',
  };
  const memo = await trx
    .insertInto('credit_memos')
    .values({
      number,
      order_id: claim.order_id,
      claim_id: claim.id,
      amount_cents: amountCents,
      issued_at: now,
      content: toJson(content),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: memo.id, number };
}

export function createCreditMemoFiles(deps: { db: Db; renderPdf: PdfRenderer }): Pick<ClaimsService, 'creditMemoPdf'> {
  const { db, renderPdf } = deps;
  return {
    async creditMemoPdf(actor, memoId, lang) {
      const access = await accessOf(db, actor);
      const memo = await db
        .selectFrom('credit_memos as cm')
        .innerJoin('orders as o', 'o.id', 'cm.order_id')
        .innerJoin('users as placer', 'placer.id', 'o.user_id')
        .select(['cm.number', 'cm.content', 'placer.owner_id', 'placer.id as placer_id'])
        .where('cm.id', '=', memoId)
        .executeTakeFirst();
      // Another company's memo reads like a missing one.
      if (!memo || !readsCompany(access, memo.owner_id ?? memo.placer_id))
        throw new NotFoundError(CLAIM_ERRORS.creditMemoNotFound);
      const content = memo.content as unknown as CreditMemoContent;
      const locale = lang ?? content.locale;
      const pdf = await renderPdf({ kind: 'credit-memo', data: { locale, content } });
      return { number: memo.number, filename: creditMemoFileName(memo.number, locale), content: pdf };
    },
  };
}
