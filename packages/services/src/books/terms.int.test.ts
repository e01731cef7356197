// A company's payment terms and credit limit: set by staff on the company (its owner's account,
// asked for a member too), shown on the customer's page, and carried by each invoice issued from
// then on with the day it falls due, which a later change of terms never moves.
import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, parseInput, termsInput } from '@wholesale/contract';
import { expectError } from '../accounts/expect-error';
import { insertUser, orderServicesFor, useAccountsWorld } from '../accounts/testing';
import { useWorldService } from '../accounts/world-service';
import { bytesOf, pdfPages } from '../pdf/pdf-text';
import { createBooksService } from './index';
import { placeBoxes } from '../orders/testing';

const w = useAccountsWorld();
// Wednesday, November 25, 2026, 10 AM in Los Angeles.
const now = new Date('2026-11-25T18:00:00Z');
const orders = useWorldService(w, (world) => orderServicesFor(world, { clock: () => now }));
const books = useWorldService(w, (world) => createBooksService({ db: world.handle.db }));

const squeeze = (s: string) => s.replace(/\s+/g, '');
const terms = (raw: unknown) => parseInput(termsInput, raw);

async function completedOrder(): Promise<number> {
  const { id } = await placeBoxes(orders, w.buyerA.actor, 1);
  await orders.admin.setStatus(w.admin.actor, id, 'complete');
  return id;
}

describe('payment terms', () => {
  it('start on pickup terms: an invoice is due the day it is issued', async () => {
    expect((await w.customers.detail(w.admin.actor, w.buyerA.id)).terms).toBe('pickup');
    const id = await completedOrder();
    const row = await w.handle.db
      .selectFrom('invoices')
      .select(['payment_terms', 'due_on'])
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_terms: 'pickup', due_on: '2026-11-25' });
  });

  it('net 15 with a credit limit: the next invoice is due 15 days on, and says so; an issued one keeps its date', async () => {
    const before = await completedOrder();
    const saved = await books.setTerms(w.admin.actor, w.buyerA.id, terms({ terms: 'net15', credit_limit: 2500.5 }));
    expect(saved).toEqual({ company_id: w.buyerA.id, terms: 'net15', credit_limit: 2500.5, reminders_paused: false });
    const detail = await w.customers.detail(w.admin.actor, w.buyerA.id);
    expect([detail.terms, detail.credit_limit, detail.reminders_paused]).toEqual(['net15', 2500.5, false]);
    // Paused through the terms, read back on the customer page.
    await books.setTerms(
      w.admin.actor,
      w.buyerA.id,
      terms({ terms: 'net15', credit_limit: 2500.5, reminders_paused: true }),
    );
    expect((await w.customers.detail(w.admin.actor, w.buyerA.id)).reminders_paused).toBe(true);
    await books.setTerms(
      w.admin.actor,
      w.buyerA.id,
      terms({ terms: 'net15', credit_limit: 2500.5, reminders_paused: false }),
    );

    const id = await completedOrder();
    const text = squeeze(
      (await pdfPages(await bytesOf((await orders.invoice(w.buyerA.actor, id, 'en')).content))).join(' '),
    );
    expect(text).toContain(squeeze('Terms: Net 15 days'));
    expect(text).toContain(squeeze('Due date: 12/10/2026'));
    const korean = squeeze(
      (await pdfPages(await bytesOf((await orders.invoice(w.buyerA.actor, id, 'ko')).content))).join(' '),
    );
    expect(korean).toContain(squeeze('결제 조건: 청구일로부터 15일 이내'));
    const dues = await w.handle.db
      .selectFrom('invoices')
      .select(['order_id', 'due_on'])
      .where('order_id', 'in', [before, id])
      .orderBy('order_id')
      .execute();
    expect(dues.map((d) => d.due_on)).toEqual(['2026-11-25', '2026-12-10']);
  });

  it('are the company’s: set through a member, they land on the owner; staff alone set them; no limit is null', async () => {
    const member = await insertUser(w.handle.db, {
      email: 'chef@b.test',
      owner_id: w.buyerB.id,
      company_role: 'orderer',
    });
    const saved = await books.setTerms(w.admin.actor, member, terms({ terms: 'net30', credit_limit: null }));
    expect(saved).toEqual({ company_id: w.buyerB.id, terms: 'net30', credit_limit: null, reminders_paused: false });
    const rows = await w.handle.db
      .selectFrom('users')
      .select(['id', 'payment_terms'])
      .where('id', 'in', [member, w.buyerB.id])
      .orderBy('id')
      .execute();
    expect(rows.find((r) => r.id === w.buyerB.id)?.payment_terms).toBe('net30');
    expect(rows.find((r) => r.id === member)?.payment_terms).toBe('pickup');
    await expectError(
      books.setTerms(w.buyerB.actor, w.buyerB.id, terms({ terms: 'net7', credit_limit: 1 })),
      ForbiddenError,
    );
    await expectError(
      books.setTerms(w.admin.actor, w.admin.id, terms({ terms: 'net7', credit_limit: 1 })),
      NotFoundError,
    );
  });

  it('refuse terms outside the four and a credit limit below zero, with their codes', () => {
    const codeOf = (raw: unknown) => termsInput.safeParse(raw).error?.issues[0]?.message;
    expect(codeOf({ terms: 'net60', credit_limit: null })).toBe('books.terms');
    expect(codeOf({ terms: 'net7', credit_limit: -1 })).toBe('books.creditLimit');
    expect(codeOf({ terms: 'net7', credit_limit: 1.005 })).toBe('books.creditLimit');
    expect(codeOf({ terms: 'net7', credit_limit: 0 })).toBeUndefined();
  });
});
