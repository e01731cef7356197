// Reading claims as the contract's Claim: the claim with its order, company, who claimed and who
// decided, its photos and the credit memo an approval issued. Whoever may read the order may read
// its claims (the caller checks); the photos and the memo are served through the API's own routes.
import { fromCents } from '@wholesale/rules';
import type { Claim } from '@wholesale/contract';
import { sql } from 'kysely';
import { iso, type Db } from '../kernel/common';
import { listsBy } from '../kernel/lists-by';

export const claimPhotoUrl = (claimId: number, photoId: number) => `/api/claims/${claimId}/photos/${photoId}`;
export const creditMemoUrl = (memoId: number) => `/api/credit-memos/${memoId}.pdf`;

/** The claims with what a Claim shows of them; the caller adds its filter, order and page. */
export function claimRows(db: Db) {
  return db
    .selectFrom('claims as cl')
    .innerJoin('orders as o', 'o.id', 'cl.order_id')
    .innerJoin('users as placer', 'placer.id', 'o.user_id')
    .innerJoin('users as c', (join) => join.on(sql<boolean>`c.id = coalesce(placer.owner_id, placer.id)`))
    .leftJoin('users as claimant', 'claimant.id', 'cl.claimed_by')
    .leftJoin('users as decider', 'decider.id', 'cl.decided_by')
    .leftJoin('credit_memos as cm', 'cm.claim_id', 'cl.id')
    .select([
      'cl.id',
      'cl.order_id',
      'o.order_number',
      'c.id as company_id',
      'c.company',
      'cl.order_item_id',
      'cl.line_name',
      'cl.line_name_ko',
      'cl.line_spec',
      'cl.line_quantity',
      'cl.line_total_cents',
      'cl.reason',
      'cl.quantity',
      'cl.unit',
      'cl.note',
      'cl.status',
      'cl.claimed_at',
      'claimant.name as claimed_by_name',
      'claimant.email as claimed_by_email',
      'cl.decided_at',
      'decider.name as decided_by_name',
      'cl.approved_cents',
      'cl.refuse_reason',
      'cm.id as memo_id',
      'cm.number as memo_number',
    ]);
}

type ClaimRow = Awaited<ReturnType<ReturnType<typeof claimRows>['executeTakeFirstOrThrow']>>;

/** The rows as Claims, with their photos read in one query. */
export async function toClaims(db: Db, rows: readonly ClaimRow[]): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .selectFrom('claim_photos')
    .select(['id', 'claim_id', 'content_type'])
    .where(
      'claim_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('claim_id')
    .orderBy('position')
    .execute();
  const byClaim = listsBy(
    photos,
    (p) => p.claim_id,
    (p): Claim['photos'][number] => ({ id: p.id, url: claimPhotoUrl(p.claim_id, p.id), content_type: p.content_type }),
  );
  return rows.map((r) => ({
    id: r.id,
    order_id: r.order_id,
    order_number: r.order_number,
    company_id: r.company_id,
    company: r.company,
    line: {
      order_item_id: r.order_item_id ?? 0,
      name: r.line_name,
      name_ko: r.line_name_ko,
      spec: r.line_spec,
      quantity: r.line_quantity,
      total: fromCents(r.line_total_cents),
    },
    reason: r.reason,
    quantity: Number(r.quantity),
    unit: r.unit,
    note: r.note,
    status: r.status,
    claimed_at: iso(r.claimed_at),
    claimed_by: r.claimed_by_name || r.claimed_by_email || '',
    photos: byClaim.get(r.id) ?? [],
    decided_at: r.decided_at ? iso(r.decided_at) : null,
    decided_by: r.decided_at ? (r.decided_by_name ?? null) : null,
    approved: r.approved_cents === null ? null : fromCents(r.approved_cents),
    refuse_reason: r.refuse_reason,
    credit_memo:
      r.memo_id === null || r.memo_number === null
        ? null
        : { id: r.memo_id, number: r.memo_number, url: creditMemoUrl(r.memo_id) },
  }));
}
