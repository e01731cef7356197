// The record of price changes: a buyer's, or a list's (its own changes, and its buyers given to
// it or taken from it), newest first.
import { requireAdmin, type PriceChange, type PricesService } from '@wholesale/contract';
import { iso } from '../../kernel/common';
import type { PricesDeps } from './rows';

export function createPriceHistory(deps: PricesDeps): Pick<PricesService, 'priceChanges'> {
  const { db } = deps;
  return {
    async priceChanges(actor, of): Promise<PriceChange[]> {
      requireAdmin(actor);
      const rows = await db
        .selectFrom('price_changes as c')
        .leftJoin('users as a', 'a.id', 'c.admin_id')
        .leftJoin('items as i', 'i.id', 'c.item_id')
        .select([
          'c.id',
          'c.changed_at',
          'c.admin_id',
          'a.name as admin_name',
          'c.action',
          'c.user_id',
          'c.price_list_id',
          'c.old_price_list_id',
          'c.item_id',
          'i.name as item_name',
          'i.name_ko as item_name_ko',
          'c.min_quantity',
          'c.old_value',
          'c.new_value',
        ])
        .$if(of.userId !== undefined, (q) => q.where('c.user_id', '=', of.userId!))
        // A list's history: its own changes, and its buyers given to it or taken from it.
        .$if(of.priceListId !== undefined, (q) =>
          q.where((eb) =>
            eb.or([eb('c.price_list_id', '=', of.priceListId!), eb('c.old_price_list_id', '=', of.priceListId!)]),
          ),
        )
        .orderBy('c.changed_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        changed_at: iso(r.changed_at),
        admin: r.admin_id !== null ? { id: r.admin_id, name: r.admin_name ?? '' } : null,
        action: r.action,
        user_id: r.user_id,
        price_list_id: r.price_list_id,
        old_price_list_id: r.old_price_list_id,
        item_id: r.item_id,
        item_name: r.item_name,
        item_name_ko: r.item_name_ko,
        min_quantity: r.min_quantity,
        old_value: r.old_value,
        new_value: r.new_value,
      }));
    },
  };
}
