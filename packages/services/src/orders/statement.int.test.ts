// A buyer's monthly statement, read back with pdf.js: the month's orders (Los
// Angeles month), the payments received in it, the open balance today, in the buyer's language;
// admins only, and not for a month to come.
import { describe, expect, it } from 'vitest';
import { formatUsd } from '@wholesale/rules';
import { ForbiddenError, NotFoundError, ORDER_MESSAGES, ValidationError } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { insertUser, orderServicesFor, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { approvedCreditMemo } from '../claims/testing';
import { placeBoxes } from './testing';

const w = useAccountsWorld();
const now = new Date('2026-11-20T20:00:00Z'); // Friday Nov 20 2026, noon PST
const orders = useWorldService(w, (world) => orderServicesFor(world, { clock: () => now }));

const squeeze = (s: string) => s.replace(/\s+/g, '');

describe('the monthly statement', () => {
  it('lists the month’s orders, its payments and what is owed today', async () => {
    const a = await placeBoxes(orders, w.buyerA.actor, 1);
    const b = await placeBoxes(orders, w.buyerA.actor, 2);
    // an order of October 31, 11:30 PM Los Angeles: October's, not November's
    const october = await placeBoxes(orders, w.buyerA.actor, 3);
    await w.handle.db
      .updateTable('orders')
      .set({ order_date: new Date('2026-11-01T06:30:00Z') })
      .where('id', '=', october.id)
      .execute();
    await orders.admin.setStatus(w.admin.actor, a.id, 'order placed');
    await orders.admin.setStatus(w.admin.actor, b.id, 'order placed');
    await orders.admin.recordPayment(w.admin.actor, a.id, {
      amount: a.total_amount,
      method: 'cash',
      kind: 'prepayment',
    });

    const file = await orders.admin.statement(w.admin.actor, w.buyerA.id, '2026-11');
    expect(file.filename).toBe('statement-2026-11-alice-bbq.pdf');
    const text = squeeze((await pdfPages(await bytesOf(file.content))).join(' '));
    for (const words of [
      'Statement',
      'November 2026',
      'Alice BBQ',
      a.order_number,
      b.order_number,
      'Confirmed',
      formatUsd(a.total_amount),
      `Cash`.toLowerCase(),
      formatUsd(b.total_amount),
    ]) {
      expect(text, words).toContain(squeeze(words));
    }
    expect(text).not.toContain(october.order_number);
    // owed today: b unpaid (a is paid in full; the pending October order is not owed yet)
    expect(text).toContain(
      squeeze(`Open balance (all confirmed and completed orders, today) ${formatUsd(b.total_amount)}`),
    );
  });

  it('is the company’s: every member’s orders with who placed them, sales without declined or cancelled ones, payments as collected, refunds', async () => {
    const owner = await insertUser(w.handle.db, {
      email: 'owner@seoul-galbi.test',
      name: 'Min Kim',
      company: 'Seoul Galbi',
    });
    const chef = await insertUser(w.handle.db, {
      email: 'chef@seoul-galbi.test',
      name: 'Chef Park',
      owner_id: owner,
      company_role: 'orderer',
    });
    const order = async (userId: number, status: 'order placed' | 'declined' | 'pending', cents: number) =>
      await w.handle.db
        .insertInto('orders')
        .values({
          user_id: userId,
          total_amount_cents: cents,
          order_status: status,
          order_date: new Date('2026-11-10T18:00:00Z'),
        })
        .returning(['id', 'order_number'])
        .executeTakeFirstOrThrow();
    const byChef = await order(chef, 'order placed', 10_000);
    const declined = await order(owner, 'declined', 86_534);
    const pending = await order(owner, 'pending', 98_272);
    // $50.00 by card: 9.75% tax, $4.88 (4.875 rounded half up), $54.88 collected.
    await orders.admin.recordPayment(w.admin.actor, byChef.id, {
      amount: 50,
      method: 'card',
      kind: 'prepayment',
      received_at: '2026-11-12T18:00:00Z',
    });

    // Asked for the member, it is the company's statement.
    const text = squeeze(
      (await pdfPages(await bytesOf((await orders.admin.statement(w.admin.actor, chef, '2026-11')).content))).join(' '),
    );
    expect(text).toContain('SeoulGalbi');
    for (const words of [
      byChef.order_number,
      'Chef Park',
      declined.order_number,
      'Declined',
      pending.order_number,
      // the chef's order and the pending one; the declined one listed, not counted
      `Sales this month (declined and cancelled orders not counted) ${formatUsd(1082.72)}`,
      'Card sales tax +$4.88',
      `Payments collected this month $54.88`,
      `Open balance (all confirmed and completed orders, today) $50.00`,
      '11/10/2026',
    ])
      expect(text, words).toContain(squeeze(words));
  });

  it('opens and closes its ledger to the cent: invoices less payments applied, credit memos, plus refunds', async () => {
    // Company B, fresh this month: an order completed (its invoice issued), $10.00 paid, and a
    // claim approved for $2.50 (a credit memo).
    const placed = await placeBoxes(orders, w.buyerB.actor, 2);
    await orders.admin.recordPayment(w.admin.actor, placed.id, { amount: 10, method: 'cash', kind: 'prepayment' });
    await orders.admin.setStatus(w.admin.actor, placed.id, 'complete');
    const memo = await approvedCreditMemo(w, orders, { id: placed.id, buyer: w.buyerB.actor }, 250, () => now);
    const totalCents = Math.round(placed.total_amount * 100);
    const text = squeeze(
      (
        await pdfPages(
          await bytesOf((await orders.admin.statement(w.admin.actor, w.buyerB.id, '2026-11', 'en')).content),
        )
      ).join(' '),
    );
    const usd = (cents: number) => squeeze(formatUsd(cents / 100));
    expect(text).toContain(squeeze(`Account summary Opening balance on 11/01/2026 ${usd(0)}`));
    expect(text).toContain(squeeze(`Invoices issued +${usd(totalCents)}`));
    expect(text).toContain(squeeze(`Payments applied (finance charges paid included) −${usd(1000)}`));
    expect(text).toContain(squeeze(`Credit memos and waived charges −${usd(250)}`));
    expect(text).toContain(squeeze(`Closing balance on 11/20/2026 ${usd(totalCents - 1000 - 250)}`));
    expect(text).toContain(squeeze(`Credit memo ${memo.number} · ${placed.order_number} −${usd(250)}`));
    expect(text).toContain(squeeze('Owed today, by days past the due date'));
  });

  it('is in Korean for a Korean buyer, and for admins only, never for a month to come', async () => {
    await w.handle.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', w.buyerB.id).execute();
    const text = squeeze(
      (
        await pdfPages(await bytesOf((await orders.admin.statement(w.admin.actor, w.buyerB.id, '2026-10')).content))
      ).join(' '),
    );
    expect(text).toContain('거래명세서');
    expect(text).toContain('2026년10월');
    await expectError(orders.admin.statement(w.buyerA.actor, w.buyerA.id, '2026-11'), ForbiddenError);
    await expectError(orders.admin.statement(w.admin.actor, w.admin.id, '2026-11'), NotFoundError);
    await expectError(
      orders.admin.statement(w.admin.actor, w.buyerA.id, '2026-12'),
      ValidationError,
      ORDER_MESSAGES.statementMonth,
    );
  });
});
