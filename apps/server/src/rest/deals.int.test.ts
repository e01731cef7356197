// The launch deal's doors on the real server (REST /api/deals/*, /api/settings/launch-deal/* and
// tRPC deals.*, admin.settings.*LaunchDeal*), driven with inject(): a 400 with the message and code
// for a bad list of products, staff's start through one door read through the others, a company
// approved through REST finding its place in the cart's read and its free line at $0 on its first
// order (and not on its second), the Deals page's count, another company's order read as missing.
import { describe, expect, it } from 'vitest';
import { demoItems } from '@wholesale/db';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import { DEAL_CODES, DEAL_MESSAGES, LAUNCH_DEAL_ITEMS_MAX } from '@wholesale/contract';
import { createSignupRequest } from '../testing/accounts';
import { useTestServer, TEST_PUBLIC_URL, type Role, type TestServer } from '../testing/test-server';

let t: TestServer;
const free = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.discounted_price_cents > 0)!;
const paid = demoItems.find((d) => d.show && d.spec !== CATCH_WEIGHT_SPEC && d.id !== free.id)!;

const trpcGet = (procedure: string, headers: Record<string, string>) =>
  t.inject({ method: 'GET', url: `/trpc/${procedure}`, headers });
const trpcPost = (procedure: string, who: Role) =>
  t.injectAs(who, {
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL },
  });
const putItems = (body: unknown) =>
  t.injectAs('admin', {
    method: 'PUT',
    url: '/api/settings/launch-deal/items',
    payload: body as Record<string, unknown>,
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

useTestServer((server) => (t = server), { tmpPrefix: 'server-deals-' });

describe('the products that qualify', () => {
  it('refuses a list that is not one, or too long, with the message and code', async () => {
    for (const body of [
      { item_ids: 'all' },
      { item_ids: Array.from({ length: LAUNCH_DEAL_ITEMS_MAX + 1 }, () => 1) },
    ]) {
      const res = await putItems(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(DEAL_CODES.itemIds);
      expect(res.body).toContain(DEAL_MESSAGES.itemIds);
    }
  });
});

describe('a company approved while the deal runs', () => {
  it('finds its place in the cart and gets the free line at $0 on its first order only', async () => {
    expect((await putItems({ item_ids: [free.id] })).statusCode).toBe(200);
    const started = await trpcPost('admin.settings.startLaunchDeal', 'admin');
    expect(started.statusCode, started.body).toBe(200);
    const status = await t.inject({ method: 'GET', url: '/api/deals/launch' });
    expect(status.json()).toEqual({ success: true, data: { state: 'running', capacity: 50, places_left: 50 } });

    const request = await createSignupRequest(t);
    const approved = await t.injectAs('admin', { method: 'POST', url: `/api/users/approve-signup/${request.id}` });
    expect(approved.statusCode, approved.body).toBe(200);
    // the password signupPayload sends
    const auth = bearer(await t.login(request.email, 'pending-pass'));

    const mine = await t.inject({ method: 'GET', url: '/api/deals/launch/mine', headers: auth });
    expect(mine.json()).toMatchObject({ success: true, data: { slot: 1, products: [{ id: free.id }] } });
    const twin = await trpcGet('deals.mine', auth);
    expect(twin.json()).toMatchObject({ result: { data: { slot: 1 } } });
    expect((await t.inject({ method: 'GET', url: '/api/deals/launch' })).json().data.places_left).toBe(49);

    const order = (body: Record<string, unknown>) =>
      t.inject({ method: 'POST', url: '/api/orders', headers: auth, payload: body });
    const first = await order({ cart_items: [{ id: paid.id, quantity: 1 }], free_item_id: free.id });
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json<{ data: { id: number } }>().data.id;
    const detail = await t.inject({ method: 'GET', url: `/api/orders/${firstId}`, headers: auth });
    expect(detail.json().data.launch_deal).toEqual({
      item_id: free.id,
      name: free.name,
      name_ko: free.name_ko,
      spec: free.spec,
      quantity: 1,
    });
    // another company reads the order as missing
    expect((await t.injectAs('buyer', { method: 'GET', url: `/api/orders/${firstId}` })).statusCode).toBe(404);

    const second = await order({ cart_items: [{ id: paid.id, quantity: 1 }], free_item_id: free.id });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json<{ data: { id: number } }>().data.id;
    expect(
      (await t.inject({ method: 'GET', url: `/api/orders/${secondId}`, headers: auth })).json().data.launch_deal,
    ).toBeNull();
    expect((await t.inject({ method: 'GET', url: '/api/deals/launch/mine', headers: auth })).json().data).toBeNull();

    const view = await t.injectAs('admin', { method: 'GET', url: '/api/settings/launch-deal' });
    expect(view.json().data.places).toEqual([expect.objectContaining({ slot: 1, item_name: free.name })]);
  });

  it('ends early through REST; the tRPC twin then refuses to end it again', async () => {
    const ended = await t.injectAs('admin', { method: 'POST', url: '/api/settings/launch-deal/end' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.state).toBe('ended');
    const again = await trpcPost('admin.settings.endLaunchDeal', 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(DEAL_CODES.notRunning);
    const status = await trpcGet('deals.launch', {});
    expect(status.json()).toMatchObject({ result: { data: { state: 'ended', places_left: 0 } } });
  });
});
