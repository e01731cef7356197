// Order guides through the real server's doors: REST /api/order-guides and tRPC orderGuides.* call
// one service, so a guide made at one door reads the same at the other; refusals come with their
// code (400, 404, 409), never a 500. Who may call each door is the authorization matrices'.
import { describe, expect, it } from 'vitest';
import type { OrderGuide } from '@wholesale/contract';
import { restData, trpcData, trpcMutation, trpcQuery } from '../testing/requests';
import { useTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;

useTestServer((server) => (t = server), { tmpPrefix: 'server-guides-', signIn: ['buyer', 'buyerB'] });

const sold = async () =>
  (
    await t.world.handle.db.selectFrom('items').select('id').where('show', '=', true).orderBy('id').limit(2).execute()
  ).map((r) => r.id);

describe('order guides at both doors', () => {
  it('are made, listed, changed and deleted over REST, and read the same over tRPC', async () => {
    const [a, b] = await sold();
    const made = await t.injectAs('buyer', {
      method: 'POST',
      url: '/api/order-guides',
      payload: { name: 'Weekday', lines: [{ item_id: a, par: 6 }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const guide = restData<OrderGuide>(made);
    expect(guide).toMatchObject({ name: 'Weekday', can_edit: true, lines: [{ item_id: a, par: 6, available: true }] });

    const put = await t.injectAs('buyer', {
      method: 'PUT',
      url: `/api/order-guides/${guide.id}`,
      payload: {
        lines: [
          { item_id: a, par: 4 },
          { item_id: b, par: 2 },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(restData<OrderGuide>(put).lines.map((l) => [l.item_id, l.par])).toEqual([
      [a, 4],
      [b, 2],
    ]);

    const viaTrpc = await t.inject(trpcQuery('orderGuides.list', undefined, t.headersAs('buyer')));
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    const listed = trpcData<OrderGuide[]>(viaTrpc);
    const rest = restData<OrderGuide[]>(await t.injectAs('buyer', { method: 'GET', url: '/api/order-guides' }));
    expect(listed).toEqual(rest);
    expect(listed.find((g) => g.id === guide.id)?.name).toBe('Weekday');

    const gone = await t.injectAs('buyer', { method: 'DELETE', url: `/api/order-guides/${guide.id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    const again = await t.injectAs('buyer', { method: 'DELETE', url: `/api/order-guides/${guide.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'guides.notFound' });
  });

  it("answers another company's guide as missing at both doors", async () => {
    const made = await t.injectAs('buyer', { method: 'POST', url: '/api/order-guides', payload: { name: 'Ours' } });
    const { id } = restData<OrderGuide>(made);
    const put = await t.injectAs('buyerB', {
      method: 'PUT',
      url: `/api/order-guides/${id}`,
      payload: { name: 'Theirs' },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.inject(trpcMutation('orderGuides.remove', { guideId: id }, t.headersAs('buyerB')));
    expect(del.statusCode).toBe(404);
    const mine = restData<OrderGuide[]>(await t.injectAs('buyer', { method: 'GET', url: '/api/order-guides' }));
    expect(mine.find((g) => g.id === id)?.name).toBe('Ours');
  });

  it('refuses bad input with its code and a taken name with 409', async () => {
    const bad = await t.injectAs('buyer', {
      method: 'POST',
      url: '/api/order-guides',
      payload: { name: 'Par', lines: [{ item_id: 1, par: -2 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'guides.par' });
    const noBody = await t.injectAs('buyer', { method: 'POST', url: '/api/order-guides' });
    expect(noBody.statusCode).toBe(400);
    const badId = await t.injectAs('buyer', { method: 'PUT', url: '/api/order-guides/abc', payload: { name: 'X' } });
    // a malformed id reads as a miss, refused at the door before any read
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'guides.notFound' });
    await t.injectAs('buyer', { method: 'POST', url: '/api/order-guides', payload: { name: 'Twice' } });
    const twice = await t.injectAs('buyer', { method: 'POST', url: '/api/order-guides', payload: { name: 'twice' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'guides.nameTaken' });
  });
});
