// A buyer reports a problem with a line of a completed order: the company's owner, or the orderer
// who placed the order (a viewer reads, never reports), within the claim window. Staff may report
// for a buyer who calls, after the window too. The photos are stored first (storage is not in the
// transaction) and removed again if the claim is not written; the claim and its photos' rows are
// one transaction.
import {
  CLAIM_ERRORS,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ORDER_ERRORS,
  ValidationError,
  windowPassedError,
  type ClaimsService,
} from '@wholesale/contract';
import { COMPLETE_ORDER_STATUSES } from '@wholesale/rules';
import { sql } from 'kysely';
import { isUniqueViolation, type Clock, type Db } from '../kernel/common';
import { accessOf, changesOrderOf, readsCompany } from '../kernel/company-access';
import type { ObjectStorage } from '../storage/types';
import { checkPhotos, removePhotos, storePhotos } from './photos';
import { claimRows, toClaims } from './rows';
import { claimWindow } from './window';

export interface ClaimsDeps {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
}

/** The order with its company and placer, when the actor's company reads it; else 404. */
export async function readableOrder(db: Db, access: Awaited<ReturnType<typeof accessOf>>, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('users as placer', 'placer.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.user_id',
      'orders.order_status',
      sql<number>`coalesce(placer.owner_id, placer.id)`.as('company_id'),
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  // Another company's order reads like a missing one: ids are guessable.
  if (!order || !readsCompany(access, Number(order.company_id))) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
  return { ...order, company_id: Number(order.company_id) };
}

export function createClaimReport(deps: ClaimsDeps): Pick<ClaimsService, 'create'> {
  const { db, storage, clock } = deps;
  return {
    async create(actor, orderId, input, photos) {
      const access = await accessOf(db, actor);
      const order = await readableOrder(db, access, orderId);
      if (!changesOrderOf(access, order.company_id, order.user_id)) throw new ForbiddenError(CLAIM_ERRORS.role);
      if (!(COMPLETE_ORDER_STATUSES as readonly string[]).includes(order.order_status))
        throw new ConflictError(CLAIM_ERRORS.orderNotComplete);
      const window = await claimWindow(db, order, clock());
      if (!window.open && access.kind !== 'admin')
        throw new ConflictError(windowPassedError(window.hours, window.phone));
      const line = await db
        .selectFrom('order_items')
        .select(['id', 'item_name', 'item_name_ko', 'spec', 'quantity', 'line_total_cents'])
        .where('id', '=', input.order_item_id)
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      if (!line) throw new ValidationError(CLAIM_ERRORS.line, { order_item_id: CLAIM_ERRORS.line });
      const checked = checkPhotos(photos);
      const stored = await storePhotos(storage, order.id, checked);
      try {
        const id = await db.transaction().execute(async (trx) => {
          const claim = await trx
            .insertInto('claims')
            .values({
              order_id: order.id,
              order_item_id: line.id,
              line_name: line.item_name,
              line_name_ko: line.item_name_ko,
              line_spec: line.spec,
              line_quantity: line.quantity,
              line_total_cents: line.line_total_cents,
              reason: input.reason,
              quantity: input.quantity,
              unit: input.unit,
              note: input.note ? input.note : null,
              claimed_by: actor.kind === 'guest' ? null : actor.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (stored.length > 0) {
            await trx
              .insertInto('claim_photos')
              .values(
                stored.map((p, i) => ({
                  claim_id: claim.id,
                  storage_key: p.key,
                  content_type: p.contentType,
                  size_bytes: p.size,
                  position: i + 1,
                })),
              )
              .execute();
          }
          return claim.id;
        });
        const [claim] = await toClaims(db, await claimRows(db).where('cl.id', '=', id).execute());
        return claim!;
      } catch (err) {
        await removePhotos(storage, stored);
        if (isUniqueViolation(err)) throw new ConflictError(CLAIM_ERRORS.lineClaimOpen);
        throw err;
      }
    },
  };
}
