// Claims through the real server's doors: the buyer's multipart report with several photos
// (POST /api/orders/:id/claims), its refusals with their codes and nothing kept, a photo served
// inline to whoever reads the claim, staff's decision (REST and tRPC, one service) and the credit
// memo's PDF in either language. Who may call each door is the authorization matrices'.
import { describe, expect, it } from 'vitest';
import type { Claim, OrderClaims } from '@wholesale/contract';
import { JPG, PNG } from '@wholesale/services/testing';
import { multipartPost, restData, trpcData, trpcMutation, type Headers } from '../testing/requests';
import { useTestServer, type TestServer } from '../testing/test-server';
import { lineIdOf, seedChangeableOrder } from '../testing/accounts';

let t: TestServer;

useTestServer((server) => (t = server), { tmpPrefix: 'server-claims-', signIn: ['buyer', 'buyerB', 'admin'] });

async function completedLine(): Promise<{ orderId: number; lineId: number }> {
  const orderId = await seedChangeableOrder(t, t.world.buyerA.id);
  await t.world.orders.admin.setStatus(t.world.admin.actor, orderId, 'complete');
  return { orderId, lineId: await lineIdOf(t, orderId) };
}

const report = (
  headers: Headers,
  orderId: number,
  fields: Record<string, string>,
  photos: { name: string; type: string; bytes: Buffer }[] = [],
) => {
  const files = photos.map((p) => ({ ...p, field: 'photos' }));
  return t.inject(multipartPost(`/api/orders/${orderId}/claims`, fields, files, headers));
};

describe('a report with photos', () => {
  it('answers 201 with the claim; the photos are served inline to the company and staff', async () => {
    const { orderId, lineId } = await completedLine();
    const res = await report(
      t.headersAs('buyer'),
      orderId,
      { order_item_id: String(lineId), reason: 'short_weight', quantity: '3.25', unit: 'lb', note: '케이스 무게 부족' },
      [
        { name: 'IMG_1.jpg', type: 'image/jpeg', bytes: JPG },
        { name: 'IMG_2.png', type: 'image/png', bytes: PNG },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const claim = restData<Claim>(res);
    expect(claim).toMatchObject({
      reason: 'short_weight',
      quantity: 3.25,
      unit: 'lb',
      note: '케이스 무게 부족',
      status: 'open',
    });
    expect(claim.photos).toHaveLength(2);
    const photo = await t.inject({ method: 'GET', url: claim.photos[1]!.url, headers: t.headersAs('admin') });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, max-age=300');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const listed = await t.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/claims`,
      headers: t.headersAs('buyer'),
    });
    expect(restData<OrderClaims>(listed).claims.map((c) => c.id)).toEqual([claim.id]);
  });

  it('refuses bad fields, too many photos and a file that is not a photo with codes, keeping nothing', async () => {
    const { orderId, lineId } = await completedLine();
    const count = async () =>
      Number(
        (
          await t.world.handle.db
            .selectFrom('claims')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('order_id', '=', orderId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const base = { order_item_id: String(lineId), reason: 'damaged', quantity: '1', unit: 'box' };
    const cases: [Record<string, string>, { name: string; type: string; bytes: Buffer }[], number, string][] = [
      [{ ...base, quantity: '1e3' }, [], 400, 'claims.quantity'],
      [{ ...base, reason: 'smell' }, [], 400, 'claims.reason'],
      [{ ...base, unit: 'kg' }, [], 400, 'claims.unit'],
      [
        base,
        Array.from({ length: 6 }, () => ({ name: 'p.jpg', type: 'image/jpeg', bytes: JPG })),
        400,
        'claims.photosTooMany',
      ],
      [
        base,
        [{ name: 'p.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.7 not a photo') }],
        400,
        'claims.photoType',
      ],
    ];
    for (const [fields, photos, status, code] of cases) {
      const res = await report(t.headersAs('buyer'), orderId, fields, photos);
      expect([res.statusCode, res.json<{ code: string }>().code], code).toEqual([status, code]);
    }
    expect(await count()).toBe(0);
    expect((await t.world.storage.list(`documents/claims/${orderId}/`)).length).toBe(0);
  });
});

describe('staff’s decision and the credit memo', () => {
  it('approves over tRPC and refuses over REST; the memo downloads in either language', async () => {
    /** The buyer's claim of one box on a completed order of its own. */
    const claimOneBox = async (reason: string) => {
      const { orderId, lineId } = await completedLine();
      const fields = { order_item_id: String(lineId), reason, quantity: '1', unit: 'box' };
      return restData<Claim>(await report(t.headersAs('buyer'), orderId, fields));
    };
    const a = await claimOneBox('missing');
    const b = await claimOneBox('quality');
    const approved = await t.inject(
      trpcMutation('admin.claims.decide', { claimId: a.id, decision: { approve_cents: 999 } }, t.headersAs('admin')),
    );
    expect(approved.statusCode).toBe(200);
    const memo = trpcData<Claim>(approved).credit_memo!;
    const decideB = (payload: Record<string, unknown>) =>
      t.inject({ method: 'POST', url: `/api/claims/${b.id}/decision`, headers: t.headersAs('admin'), payload });
    const both = await decideB({ approve_cents: 100, refuse_reason: 'x' });
    expect([both.statusCode, both.json<{ code: string }>().code]).toEqual([400, 'claims.decision']);
    const refused = await decideB({ refuse_reason: 'The product was sold as graded.' });
    expect(restData<Claim>(refused)).toMatchObject({
      status: 'refused',
      refuse_reason: 'The product was sold as graded.',
    });
    for (const lang of ['en', 'ko'] as const) {
      const pdf = await t.inject({ method: 'GET', url: `${memo.url}?lang=${lang}`, headers: t.headersAs('buyer') });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="credit-memo-${memo.number}-${lang}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const other = await t.inject({ method: 'GET', url: memo.url, headers: t.headersAs('buyerB') });
    expect([other.statusCode, other.json<{ code: string }>().code]).toEqual([404, 'claims.creditMemoNotFound']);
  });
});
