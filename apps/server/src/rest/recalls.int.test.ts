// The recalls' REST door and its tRPC twins at the real server (inject): a recall opened by lot,
// read with its companies, notices sent once, the mail's link acknowledged once (then 409 with its
// code), the report as CSV and as a PDF whose text names the lot and the customer in
// the language asked, read with pdf.js. (The rules: the services' recalls.int.test.ts; who may: the matrices.)
import { describe, expect, it } from 'vitest';
import { OutboxSealer, outboxBody } from '@wholesale/services';
import { pdfPages, SESSION_SECRET } from '@wholesale/services/testing';
import { trpcMutation, trpcQuery } from '../testing/requests';
import { useTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
useTestServer((server) => (t = server));

/** A completed order of buyer A's company holding `count` cases of the lot, shipped on `day`. */
async function shipped(lotId: number, count: number, day: string) {
  const db = t.world.handle.db;
  const o = await db
    .insertInto('orders')
    .values({ user_id: t.world.buyerA.id, total_amount_cents: 5_000, order_status: 'complete' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await db
    .insertInto('order_items')
    .values({ order_id: o.id, item_id: 1, quantity: count, unit_price_cents: 1_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_cases')
    .values(
      Array.from({ length: count }, () => ({ order_id: o.id, order_item_id: line.id, lot_id: lotId, net_lbs: 30 })),
    )
    .execute();
  await db
    .insertInto('shipments')
    .values({
      order_id: o.id,
      shipped_on: day,
      company: 'Alice BBQ',
      buyer_name: 'Alice Kim',
      address: '1 Main',
      email: 'a@x.test',
    })
    .execute();
}

describe('recalls over REST', () => {
  it('opens a recall, sends its notices once, acknowledges by link once, and reports it', async () => {
    const made = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/lots',
      payload: {
        item_id: 1,
        lot_code: 'RREST-1',
        establishment: 'EST. 9',
        produced_on: '2026-11-20',
        packed_on: '2026-11-21',
        cases: 9,
      },
    });
    const lotId = made.json<{ data: { id: number } }>().data.id;
    await shipped(lotId, 2, '2026-11-24');

    const opened = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/recalls',
      payload: { lot_ids: [lotId], reason: 'Undeclared allergen' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const recall = opened.json<{ data: { id: number; companies: { company_id: number; shipped_cases: number }[] } }>()
      .data;
    expect(recall.companies).toEqual([expect.objectContaining({ company_id: t.world.buyerA.id, shipped_cases: 2 })]);

    const list = await t.injectAs('admin', { method: 'GET', url: '/api/recalls' });
    expect(list.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toContain(recall.id);

    const sent = await t.injectAs('admin', { method: 'POST', url: `/api/recalls/${recall.id}/notices` });
    expect(sent.json<{ data: { sent: number } }>().data.sent).toBe(1);
    const again = await t.inject(
      trpcMutation('admin.recalls.sendNotices', { recallId: recall.id }, t.headersAs('admin')),
    );
    expect(again.json<{ result: { data: { sent: number } } }>().result.data.sent).toBe(0);

    const mail = await t.world.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'recall-notice')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = outboxBody(mail, new OutboxSealer(SESSION_SECRET)).text.match(
      /https?:\/\/\S+recall\/acknowledge\S+/,
    )![0];
    const token = new URL(link).searchParams.get('token')!;
    const shown = await t.inject({ method: 'GET', url: `/api/recalls/notice?token=${token}` });
    expect(shown.json<{ data: { reason: string } }>().data.reason).toBe('Undeclared allergen');
    const ack = await t.inject({ method: 'POST', url: `/api/recalls/acknowledge?token=${token}` });
    expect(ack.statusCode, ack.body).toBe(200);
    const twice = await t.inject({ method: 'POST', url: `/api/recalls/acknowledge?token=${token}` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string }>().code).toBe('recalls.alreadyAcknowledged');
    const bad = await t.inject({ method: 'POST', url: '/api/recalls/acknowledge?token=short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('recalls.noticeLink');

    // The buyer's own notices, through tRPC.
    const mine = await t.inject(trpcQuery('recalls.mine', undefined, t.headersAs('buyer')));
    expect(mine.json<{ result: { data: { recall_id: number }[] } }>().result.data.map((n) => n.recall_id)).toContain(
      recall.id,
    );

    const csv = await t.injectAs('admin', { method: 'GET', url: `/api/recalls/${recall.id}/report.csv` });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('lot_code');
    expect(lines.find((l) => l.includes('RREST-1') && l.includes('Alice'))).toMatch(/,2,60\.00,2026-11-24,/);

    const pdf = await t.injectAs('admin', { method: 'GET', url: `/api/recalls/${recall.id}/report.pdf?lang=ko` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain(`리콜 ${recall.id}`);
    expect(text).toContain('RREST-1');
    expect(text).toContain('Alice');
    expect(text).toMatch(/확인 /);
  });

  it('answers a bad recall with 400 and its code, and no lot with 404', async () => {
    const bad = await t.injectAs('admin', { method: 'POST', url: '/api/recalls', payload: { reason: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('recalls.scope');
    const none = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/recalls',
      payload: { item_id: 1, produced_from: '2001-01-01', produced_to: '2001-01-02', reason: 'x' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ code: string }>().code).toBe('recalls.noLots');
  });
});
