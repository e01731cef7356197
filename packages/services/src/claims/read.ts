// Reading claims: the queue (staff: every company's; a buyer: their company's), an order's claims
// with its window, and where a photo is stored, each for whoever may read the order.
import { CLAIM_ERRORS, CLAIMS_PAGE_SIZE, NotFoundError, type ClaimsService } from '@wholesale/contract';
import { sql } from 'kysely';
import { accessOf, changesOrderOf, companyUsers } from '../kernel/company-access';
import type { ClaimsDeps } from './report';
import { readableOrder } from './report';
import { claimRows, toClaims } from './rows';
import { claimWindow } from './window';
import { rowOrNotFound } from '../kernel/common';

export function createClaimReads(
  deps: Omit<ClaimsDeps, 'storage'>,
): Pick<ClaimsService, 'list' | 'forOrder' | 'photo'> {
  const { db, clock } = deps;

  /** The claim's order, when the actor may read it; else 404 (ids are guessable). */
  async function readableClaim(actor: Parameters<ClaimsService['photo']>[0], claimId: number) {
    const access = await accessOf(db, actor);
    const claim = await rowOrNotFound(
      db.selectFrom('claims').select(['id', 'order_id']).where('id', '=', claimId),
      CLAIM_ERRORS.claimNotFound,
    );
    try {
      await readableOrder(db, access, claim.order_id);
    } catch {
      throw new NotFoundError(CLAIM_ERRORS.claimNotFound);
    }
    return claim;
  }

  return {
    async list(actor, query) {
      const access = await accessOf(db, actor);
      let rows = claimRows(db);
      if (access.kind === 'member') rows = rows.where('o.user_id', 'in', companyUsers(access.companyId));
      const filtered = query.status ? rows.where('cl.status', '=', query.status) : rows;
      const [page, counts] = await Promise.all([
        filtered
          // Waiting for a decision first, then the newest.
          .orderBy(sql`cl.status = 'open'`, 'desc')
          .orderBy('cl.claimed_at', 'desc')
          .orderBy('cl.id', 'desc')
          .limit(CLAIMS_PAGE_SIZE)
          .offset((query.page - 1) * CLAIMS_PAGE_SIZE)
          .execute(),
        rows
          .clearSelect()
          .select([
            sql<number>`count(*) FILTER (WHERE ${query.status ? sql`cl.status = ${query.status}` : sql`true`})::int`.as(
              'count',
            ),
            sql<number>`count(*) FILTER (WHERE cl.status = 'open')::int`.as('open'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        claims: await toClaims(db, page),
        page: query.page,
        page_size: CLAIMS_PAGE_SIZE,
        count: Number(counts.count),
        open: Number(counts.open),
      };
    },

    async forOrder(actor, orderId) {
      const access = await accessOf(db, actor);
      const order = await readableOrder(db, access, orderId);
      const rows = await claimRows(db)
        .where('cl.order_id', '=', order.id)
        .orderBy('cl.claimed_at')
        .orderBy('cl.id')
        .execute();
      return {
        claims: await toClaims(db, rows),
        window: await claimWindow(db, order, clock()),
        can_claim: changesOrderOf(access, order.company_id, order.user_id),
      };
    },

    async photo(actor, claimId, photoId) {
      const claim = await readableClaim(actor, claimId);
      const photo = await rowOrNotFound(
        db
          .selectFrom('claim_photos')
          .select(['storage_key', 'content_type'])
          .where('id', '=', photoId)
          .where('claim_id', '=', claim.id),
        CLAIM_ERRORS.claimNotFound,
      );
      return { key: photo.storage_key, content_type: photo.content_type };
    },
  };
}
