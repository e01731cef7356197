// The launch deal: staff choose the products that qualify, start it and may end it early; the
// Deals page reads how many places are left; a buyer's cart reads their company's unused place.
// Places are given at approval (accounts/signup-admin.ts) and used at checkout (orders/place-order.ts),
// both through places.ts.
import {
  ConflictError,
  DEAL_ERRORS,
  NotFoundError,
  requireAdmin,
  type DealsService,
  type LaunchDealAdminView,
  type LaunchDealStatus,
} from '@wholesale/contract';
import { launchDealPhase, launchDealPlacesLeft } from '@wholesale/rules';
import { iso, systemClock, type Clock, type Db } from '../kernel/common';
import { accessOf } from '../kernel/company-access';
import { launchDealProducts } from './places';

export {
  grantLaunchDealPlace,
  orderFreeLine,
  ordersFreeLines,
  takeFreeLine,
  useLaunchDealPlace,
  type FreeLine,
} from './places';

export interface DealsDeps {
  db: Db;
  clock?: Clock;
}

async function readDeal(db: Db) {
  return db
    .selectFrom('launch_deal')
    .select(['started_at', 'ended_at', 'capacity', 'taken'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

function statusOf(deal: Awaited<ReturnType<typeof readDeal>>): LaunchDealStatus {
  return { state: launchDealPhase(deal), capacity: deal.capacity, places_left: launchDealPlacesLeft(deal) };
}

export function createDealsService(deps: DealsDeps): DealsService {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  async function adminView(trx: Db): Promise<LaunchDealAdminView> {
    const deal = await readDeal(trx);
    const items = await launchDealProducts(trx, false);
    const places = await trx
      .selectFrom('launch_deal_places as p')
      .innerJoin('users as u', 'u.id', 'p.company_id')
      .leftJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.slot', 'p.company_id', 'u.company', 'p.granted_at', 'o.order_number', 'p.item_name'])
      .orderBy('p.slot')
      .execute();
    return {
      ...statusOf(deal),
      started_at: deal.started_at ? iso(deal.started_at) : null,
      ended_at: deal.ended_at ? iso(deal.ended_at) : null,
      items,
      places: places.map((p) => ({ ...p, granted_at: iso(p.granted_at), order_number: p.order_number ?? null })),
    };
  }

  return {
    async status() {
      return statusOf(await readDeal(db));
    },

    async mine(actor) {
      const access = await accessOf(db, actor);
      if (access.kind !== 'member') return null;
      const place = await db
        .selectFrom('launch_deal_places')
        .select('slot')
        .where('company_id', '=', access.companyId)
        .where('order_id', 'is', null)
        .executeTakeFirst();
      if (!place) return null;
      const products = await launchDealProducts(db, true);
      // A place with nothing to give today (every product hidden) is not offered until there is.
      return products.length === 0 ? null : { slot: place.slot, products };
    },

    async adminView(actor) {
      requireAdmin(actor);
      return adminView(db);
    },

    async setItems(actor, input) {
      const admin = requireAdmin(actor);
      const ids = [...new Set(input.item_ids)];
      return db.transaction().execute(async (trx) => {
        if (ids.length > 0) {
          const found = await trx.selectFrom('items').select('id').where('id', 'in', ids).execute();
          if (found.length !== ids.length) throw new NotFoundError(DEAL_ERRORS.itemNotFound);
        }
        await trx.deleteFrom('launch_deal_items').execute();
        if (ids.length > 0) {
          await trx
            .insertInto('launch_deal_items')
            .values(ids.map((item_id) => ({ item_id })))
            .execute();
        }
        await trx
          .updateTable('launch_deal')
          .set({ updated_by: admin.userId, updated_at: clock() })
          .where('id', '=', 1)
          .execute();
        return adminView(trx);
      });
    },

    async start(actor) {
      const admin = requireAdmin(actor);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const items = await launchDealProducts(trx, true);
        if (items.length === 0) throw new ConflictError(DEAL_ERRORS.noItems);
        const started = await trx
          .updateTable('launch_deal')
          .set({ started_at: now, updated_by: admin.userId, updated_at: now })
          .where('id', '=', 1)
          .where('started_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!started) throw new ConflictError(DEAL_ERRORS.alreadyStarted);
        return adminView(trx);
      });
    },

    async end(actor) {
      const admin = requireAdmin(actor);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable('launch_deal')
          .set({ ended_at: now, updated_by: admin.userId, updated_at: now })
          .where('id', '=', 1)
          .where('started_at', 'is not', null)
          .where('ended_at', 'is', null)
          .whereRef('taken', '<', 'capacity')
          .returning('id')
          .executeTakeFirst();
        if (!ended) throw new ConflictError(DEAL_ERRORS.notRunning);
        return adminView(trx);
      });
    },
  };
}
