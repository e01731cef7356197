// A buyer is told buyer-facing statuses only: an order staff marked 'contacted' or 'quote sent'
// reads 'order placed' in the buyer's list and on the order's page, while the back office reads
// the stored step. On PGlite and (in CI) PostgreSQL.
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import { parseInput, placeOrderInput } from '@wholesale/contract';
import { orderServicesFor, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';

const w = useAccountsWorld();
const orders = useWorldService(w, (world) => orderServicesFor(world));

const box = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC)!;

describe('a staff step in the buyer’s answers', () => {
  it.each(['contacted', 'quote sent'] as const)('%s reads as order placed to the buyer only', async (step) => {
    const placed = await orders.placeOrder(
      w.buyerA.actor,
      parseInput(placeOrderInput, { cart_items: [{ id: box.id, quantity: 1 }] }),
    );
    // A pickup order's menu no longer offers these steps (pickup-status.int.test.ts); older orders carry them.
    await w.handle.db.updateTable('orders').set({ order_status: step }).where('id', '=', placed.id).execute();

    const listed = (await orders.orders(w.buyerA.actor, w.buyerA.id)).find((o) => o.id === placed.id);
    expect(listed?.order_status).toBe('order placed');
    expect((await orders.order(w.buyerA.actor, placed.id)).order_status).toBe('order placed');
    expect((await orders.admin.detail(w.admin.actor, placed.id)).order_status).toBe(step);
  });
});
