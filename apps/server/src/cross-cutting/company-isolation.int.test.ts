// What one company's answers hold of another's, at the real server through both
// doors: company A has its own price for one item and a price list with quantity tiers for
// another, company B its own price for the first; each company's members (owner, orderer, viewer)
// read and pay their company's prices, never the other's, on every catalogue read and at checkout;
// an order, its lines, its invoice, a standing order, points, or a member or invitation of one
// company never reaches the other's members, who read another company's records as missing (or
// are refused), with nothing of them in the refusal. The actors are the authorization matrices'
// (testing/authorization-matrix), whose members join through their invitations.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATCH_WEIGHT_SPEC } from '@wholesale/rules';
import type { AccountsWorld } from '@wholesale/services/testing';
import { buildMatrix, type ActorName, type Matrix, type SignedInActor } from '../testing/authorization-matrix';
import { seedChangeableOrder } from '../testing/accounts';
import { trpcMutation, trpcQuery, type Headers } from '../testing/requests';
import type { TestServer } from '../testing/test-server';

let m: Matrix;
let t: TestServer;
let w: AccountsWorld;

const A_MEMBERS = ['buyerA', 'ordererA', 'viewerA'] as const;
const B_MEMBERS = ['buyerB', 'ordererB'] as const;
const COMPANY_OF: Record<SignedInActor, 'A' | 'B' | null> = {
  buyerA: 'A',
  ordererA: 'A',
  viewerA: 'A',
  buyerB: 'B',
  ordererB: 'B',
  admin: null,
};

// Prices no item of the demo catalogue has (checked below), so finding one in an answer means it came from there.
const A_OWN = 4.17;
const A_TIERS = [
  { min_quantity: 1, price: 6.29 },
  { min_quantity: 5, price: 5.93 },
];
const B_OWN = 3.41;
const A_PRICE_TEXTS = ['4.17', '6.29', '5.93'];
const B_PRICE_TEXTS = ['3.41'];

interface Item {
  id: number;
  name: string;
  style: string;
  price: number;
  discounted_price?: number;
  price_tiers?: { min_quantity: number; price: number }[];
}

/** X: A's and B's own prices; Y: A's list (tiers). Neither is in the world's seeded orders (items 1 and 2). */
let X: { id: number; name: string; style: string; member: number };
let Y: { id: number; name: string; style: string; member: number };

const json = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
};
const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);
const rest = (auth: Headers, url: string) => t.inject({ method: 'GET', url, headers: auth });
const query = (auth: Headers, procedure: string, input?: unknown) => t.inject(trpcQuery(procedure, input, auth));

beforeAll(async () => {
  m = await buildMatrix('server-company-isolation-');
  t = m.t;
  w = m.w;
  const items = await w.handle.db
    .selectFrom('items')
    .select(['id', 'name', 'style', 'discounted_price_cents'])
    .where('show', '=', true)
    .where('spec', '<>', CATCH_WEIGHT_SPEC)
    .where('discounted_price_cents', '>', 0)
    .where('id', 'not in', [1, 2])
    .orderBy('id')
    .limit(2)
    .execute();
  const [x, y] = items.map((i) => ({
    id: i.id,
    name: i.name,
    style: i.style,
    member: i.discounted_price_cents! / 100,
  }));
  X = x!;
  Y = y!;

  // Before any price of a company's: no answer holds these prices yet (the admin's list holds every item).
  const everything = await rest(m.authOf('admin'), '/api/items');
  for (const text of [...A_PRICE_TEXTS, ...B_PRICE_TEXTS]) expect(everything.body).not.toContain(text);

  const admin = m.authOf('admin');
  const put = (url: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url, headers: admin, payload });
  json(await put(`/api/users/${w.buyerA.id}/prices`, { prices: [{ item_id: X.id, price: A_OWN }] }));
  const list = json<{ data: { id: number } }>(
    await t.inject({
      method: 'POST',
      url: '/api/price-lists',
      headers: admin,
      payload: { name: 'Company A', prices: A_TIERS.map((tier) => ({ item_id: Y.id, ...tier })) },
    }),
  );
  json(await put(`/api/users/${w.buyerA.id}/price-list`, { price_list_id: list.data.id }));
  json(await put(`/api/users/${w.buyerB.id}/prices`, { prices: [{ item_id: X.id, price: B_OWN }] }));
}, 120_000);

afterAll(() => m?.close());

describe('prices', () => {
  /** Every catalogue read of both doors, with the items it must hold. */
  const reads: { name: string; holds: () => number[]; read: (auth: Headers) => Promise<Item[]> }[] = [
    {
      name: 'GET /api/items',
      holds: () => [X.id, Y.id],
      read: async (auth) => json<{ data: Item[] }>(await rest(auth, '/api/items')).data,
    },
    {
      name: 'GET /api/items?ids=X,Y',
      holds: () => [X.id, Y.id],
      read: async (auth) => json<{ data: Item[] }>(await rest(auth, `/api/items?ids=${X.id},${Y.id}`)).data,
    },
    {
      name: 'GET /api/items/style/:X',
      holds: () => [X.id],
      read: async (auth) => json<{ data: Item[] }>(await rest(auth, `/api/items/style/${X.style}`)).data,
    },
    {
      name: 'GET /api/items/style/:Y',
      holds: () => [Y.id],
      read: async (auth) => json<{ data: Item[] }>(await rest(auth, `/api/items/style/${Y.style}`)).data,
    },
    {
      name: 'GET /api/items/:X',
      holds: () => [X.id],
      read: async (auth) => [json<{ data: Item }>(await rest(auth, `/api/items/${X.id}`)).data],
    },
    {
      name: 'GET /api/items/:Y',
      holds: () => [Y.id],
      read: async (auth) => [json<{ data: Item }>(await rest(auth, `/api/items/${Y.id}`)).data],
    },
    {
      name: 'catalogue.list',
      holds: () => [X.id, Y.id],
      read: async (auth) => json<{ result: { data: Item[] } }>(await query(auth, 'catalogue.list')).result.data,
    },
    {
      name: 'catalogue.list(style of X)',
      holds: () => [X.id],
      read: async (auth) =>
        json<{ result: { data: Item[] } }>(await query(auth, 'catalogue.list', { style: X.style })).result.data,
    },
    {
      name: 'catalogue.byId(X)',
      holds: () => [X.id],
      read: async (auth) => [
        json<{ result: { data: Item } }>(await query(auth, 'catalogue.byId', { id: X.id })).result.data,
      ],
    },
    {
      name: 'catalogue.byId(Y)',
      holds: () => [Y.id],
      read: async (auth) => [
        json<{ result: { data: Item } }>(await query(auth, 'catalogue.byId', { id: Y.id })).result.data,
      ],
    },
    {
      name: 'catalogue.byIds(X, Y) (the cart)',
      holds: () => [X.id, Y.id],
      read: async (auth) =>
        json<{ result: { data: Item[] } }>(await query(auth, 'catalogue.byIds', { ids: [X.id, Y.id] })).result.data,
    },
    {
      name: 'catalogue.search(X’s name)',
      holds: () => [X.id],
      read: async (auth) =>
        json<{ result: { data: Item[] } }>(await query(auth, 'catalogue.search', { q: X.name, limit: 50 })).result.data,
    },
    {
      name: 'catalogue.search(Y’s name)',
      holds: () => [Y.id],
      read: async (auth) =>
        json<{ result: { data: Item[] } }>(await query(auth, 'catalogue.search', { q: Y.name, limit: 50 })).result.data,
    },
  ];

  /** What the actor must see for X and Y: their company's prices; the member price for an admin; none for a guest. */
  function expected(actor: ActorName): { x: Partial<Item>; y: Partial<Item> } {
    const company = actor === 'guest' || actor === 'pending' ? null : COMPANY_OF[actor];
    if (company === 'A')
      return { x: { discounted_price: A_OWN }, y: { discounted_price: A_TIERS[0]!.price, price_tiers: A_TIERS } };
    if (company === 'B') return { x: { discounted_price: B_OWN }, y: { discounted_price: Y.member } };
    if (actor === 'admin') return { x: { discounted_price: X.member }, y: { discounted_price: Y.member } };
    return { x: {}, y: {} };
  }

  const actors: ActorName[] = ['guest', ...B_MEMBERS, ...A_MEMBERS, 'admin'];
  it.each(reads.map((r) => [r.name, r] as const))(
    '%s: each company’s members read their own prices, never the other’s',
    async (_name, r) => {
      for (const actor of actors) {
        const items = await r.read(m.authOf(actor));
        const byId = new Map(items.map((i) => [i.id, i]));
        for (const id of r.holds()) expect(byId.has(id), `${actor}: item ${id} in ${r.name}`).toBe(true);
        const want = expected(actor);
        for (const [item, shouldBe] of [
          [byId.get(X.id), want.x],
          [byId.get(Y.id), want.y],
        ] as const) {
          if (!item) continue;
          expect(
            { discounted_price: item.discounted_price, price_tiers: item.price_tiers },
            `${actor}: item ${item.id} in ${r.name}`,
          ).toEqual({
            discounted_price: shouldBe.discounted_price,
            price_tiers: shouldBe.price_tiers,
          });
        }
        // Nowhere in the answer, on any item: the other company's prices.
        const text = JSON.stringify(items);
        const company = actor === 'guest' || actor === 'pending' ? null : COMPANY_OF[actor];
        for (const other of company === 'A'
          ? B_PRICE_TEXTS
          : company === 'B'
            ? A_PRICE_TEXTS
            : [...A_PRICE_TEXTS, ...B_PRICE_TEXTS]) {
          expect(text, `${actor}: ${other} in ${r.name}`).not.toContain(other);
        }
      }
    },
  );
});

describe('orders, invoices, standing orders and points', () => {
  let orderOfA = { id: 0, number: '' };
  let orderOfB = { id: 0, number: '' };
  let standingOfA = 0;

  /** Orders placed at checkout through both doors: each at its company's prices. */
  beforeAll(async () => {
    const placedA = json<{ data: { id: number; order_number: string } }>(
      await t.inject({
        method: 'POST',
        url: '/api/orders',
        headers: m.authOf('ordererA'),
        payload: {
          order_type: 'pickup',
          cart_items: [
            { id: X.id, quantity: 1 },
            { id: Y.id, quantity: 5 },
          ],
        },
      }),
    );
    orderOfA = { id: placedA.data.id, number: placedA.data.order_number };
    const placedB = json<{ result: { data: { id: number; order_number: string } } }>(
      await t.inject(trpcMutation('orders.place', { cart_items: [{ id: X.id, quantity: 1 }] }, m.authOf('ordererB'))),
    );
    orderOfB = { id: placedB.result.data.id, number: placedB.result.data.order_number };
    standingOfA = json<{ data: { id: number } }>(
      await t.inject({
        method: 'POST',
        url: `/api/orders/${orderOfA.id}/repeat`,
        headers: m.authOf('ordererA'),
        payload: { every_weeks: 2 },
      }),
    ).data.id;
    // Points of A's (earned by its orderer): A's total, never B's.
    await w.handle.db.insertInto('points').values({ user_id: m.ordererA.id, amount: 1000 }).execute();
  });

  it('each order is priced at its company’s prices', async () => {
    const linesOf = async (actor: SignedInActor, id: number) =>
      json<{ data: { item_id: number; quantity: number; unit_price: number }[] }>(
        await rest(m.authOf(actor), `/api/order-items/orders/${id}`),
      ).data.map((l) => [l.item_id, l.quantity, l.unit_price]);
    const aLines = [
      [X.id, 1, A_OWN],
      [Y.id, 5, A_TIERS[1]!.price],
    ];
    for (const actor of A_MEMBERS) expect(await linesOf(actor, orderOfA.id)).toEqual(aLines);
    for (const actor of B_MEMBERS) expect(await linesOf(actor, orderOfB.id)).toEqual([[X.id, 1, B_OWN]]);
  });

  it('another company’s order, its lines and its invoice read as missing, with nothing of them in the answer', async () => {
    const readsOf = (id: number): [string, (auth: Headers) => Promise<LightMyRequestResponse>][] => [
      ['GET /api/orders/:id', (auth) => rest(auth, `/api/orders/${id}`)],
      ['GET /api/order-items/orders/:id', (auth) => rest(auth, `/api/order-items/orders/${id}`)],
      ['GET /api/orders/:id/confirmation.pdf', (auth) => rest(auth, `/api/orders/${id}/confirmation.pdf`)],
      ['orders.detail', (auth) => query(auth, 'orders.detail', { orderId: id })],
      ['orders.lines', (auth) => query(auth, 'orders.lines', { orderId: id })],
    ];
    const sides = [
      { readers: B_MEMBERS, own: orderOfB, other: orderOfA },
      { readers: A_MEMBERS, own: orderOfA, other: orderOfB },
    ];
    for (const { readers, own, other } of sides) {
      for (const actor of readers) {
        for (const [name, read] of readsOf(other.id)) {
          const res = await read(m.authOf(actor));
          expect(res.statusCode, `${actor}: ${name} of the other company's order`).toBe(404);
          expect(res.headers['content-type'], `${actor}: ${name}`).toMatch(/^application\/json/);
          expect(res.body, `${actor}: ${name}`).not.toContain(other.number);
        }
        for (const [name, read] of readsOf(own.id)) {
          const res = await read(m.authOf(actor));
          expect(res.statusCode, `${actor}: ${name} of their company's order`).toBe(200);
        }
        const confirmation = await rest(m.authOf(actor), `/api/orders/${own.id}/confirmation.pdf`);
        expect(confirmation.headers['content-type']).toBe('application/pdf');
        expect(confirmation.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('each company’s lists (orders, standing orders, usual items, points) hold only its own', async () => {
    const db = w.handle.db;
    const companyOrderIds = async (ownerId: number) =>
      (
        await db
          .selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.user_id')
          .select('orders.id')
          .where((eb) => eb.or([eb('users.id', '=', ownerId), eb('users.owner_id', '=', ownerId)]))
          .orderBy('orders.id')
          .execute()
      ).map((r) => r.id);
    const ids = { A: await companyOrderIds(w.buyerA.id), B: await companyOrderIds(w.buyerB.id) };
    expect(ids.A).toContain(orderOfA.id);
    expect(ids.B).toContain(orderOfB.id);
    const points = { A: 40 + 1000, B: 40 };

    for (const actor of [...A_MEMBERS, ...B_MEMBERS]) {
      const company = COMPANY_OF[actor]!;
      const auth = m.authOf(actor);
      const me = m.idOf(actor);
      const restOrders = json<{ data: { id: number }[] }>(await rest(auth, `/api/orders/user/${me}`)).data.map(
        (o) => o.id,
      );
      expect(ascending(restOrders), `${actor}: GET /api/orders/user/:self`).toEqual(ids[company]);
      const trpcOrders = json<{ result: { data: { id: number }[] } }>(
        await query(auth, 'orders.list', { userId: me }),
      ).result.data.map((o) => o.id);
      expect(ascending(trpcOrders), `${actor}: orders.list(self)`).toEqual(ids[company]);

      const standing = json<{ data: { id: number }[] }>(await rest(auth, '/api/standing-orders')).data.map((s) => s.id);
      if (company === 'A') expect(standing).toContain(standingOfA);
      else expect(standing).not.toContain(standingOfA);

      const usual = json<{ result: { data: { item_id: number }[] } }>(
        await query(auth, 'orders.usualItems', { userId: me }),
      ).result.data.map((u) => u.item_id);
      // Y was ordered by company A only.
      if (company === 'A') expect(usual).toContain(Y.id);
      else expect(usual).not.toContain(Y.id);

      const total = json<{ data: { total_points: number } }>(await rest(auth, `/api/points/user/${me}/total`)).data
        .total_points;
      expect(total, `${actor}: points`).toBe(points[company]);

      // Named by a user of the other company: refused, with nothing of theirs in the answer.
      const other = company === 'A' ? m.ordererB : m.ordererA;
      for (const url of [
        `/api/orders/user/${other.id}`,
        `/api/points/user/${other.id}`,
        `/api/points/user/${other.id}/total`,
        `/api/users/${other.id}`,
      ]) {
        const res = await rest(auth, url);
        expect(res.statusCode, `${actor}: ${url}`).toBe(403);
        expect(res.body).not.toContain(other.email);
      }
      // The other company's standing order reads as missing.
      if (company === 'B') {
        const res = await t.inject({
          method: 'PATCH',
          url: `/api/standing-orders/${standingOfA}`,
          headers: auth,
          payload: { paused: true },
        });
        expect(res.statusCode, `${actor}: PATCH the other company's standing order`).toBe(404);
      }
    }
  });
});

describe('members and invitations', () => {
  const emailsOf = (team: { members: { email: string }[]; invitations: { email: string }[] }) => ({
    members: team.members.map((x) => x.email).sort(),
    invitations: team.invitations.map((x) => x.email),
  });

  // After the lists' test: a completion awards points, which it counts.
  it('another company’s issued invoice reads as missing; every member of its own reads it', async () => {
    const completedOf = async (userId: number) => {
      const id = await seedChangeableOrder(t, userId);
      await w.orders.admin.setStatus(w.admin.actor, id, 'complete');
      return id;
    };
    const ofA = await completedOf(m.ordererA.id);
    const ofB = await completedOf(w.buyerB.id);
    for (const [readers, own, other] of [
      [A_MEMBERS, ofA, ofB],
      [B_MEMBERS, ofB, ofA],
    ] as const) {
      for (const actor of readers) {
        const missing = await rest(m.authOf(actor), `/api/orders/${other}/invoice.pdf`);
        expect(missing.statusCode, `${actor}: the other company's invoice`).toBe(404);
        expect(missing.body).not.toContain('INV-');
        const invoice = await rest(m.authOf(actor), `/api/orders/${own}/invoice.pdf`);
        expect(invoice.statusCode, `${actor}: their company's invoice`).toBe(200);
        expect(invoice.headers['content-disposition']).toMatch(/filename="invoice-INV-\d{6}-(en|ko)\.pdf"/);
      }
    }
  });

  it('each owner’s team holds only their company’s members and invitations, whatever company they name', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/company/invitations',
      headers: m.authOf('buyerA'),
      payload: { email: 'invited-to-a@restaurant.test', role: 'viewer' },
    });
    await t.inject({
      method: 'POST',
      url: '/api/company/invitations',
      headers: m.authOf('buyerB'),
      payload: { email: 'invited-to-b@restaurant.test', role: 'orderer' },
    });
    const teamOf = {
      A: {
        company_id: w.buyerA.id,
        members: [m.emailOf('buyerA'), m.ordererA.email, m.viewerA.email].sort(),
        invitations: ['invited-to-a@restaurant.test'],
      },
      B: {
        company_id: w.buyerB.id,
        members: [m.emailOf('buyerB'), m.ordererB.email].sort(),
        invitations: ['invited-to-b@restaurant.test'],
      },
    };
    for (const [owner, company, other] of [
      ['buyerA', 'A', 'B'],
      ['buyerB', 'B', 'A'],
    ] as const) {
      const auth = m.authOf(owner);
      const answers = [
        json<{ data: Team }>(await rest(auth, '/api/company/members')).data,
        json<{ data: Team }>(await rest(auth, `/api/company/members?company=${teamOf[other].company_id}`)).data,
        json<{ result: { data: Team } }>(await query(auth, 'company.team', {})).result.data,
        json<{ result: { data: Team } }>(await query(auth, 'company.team', { companyId: teamOf[other].company_id }))
          .result.data,
      ];
      for (const team of answers) {
        expect({ company_id: team.company_id, ...emailsOf(team) }, owner).toEqual(teamOf[company]);
        const text = JSON.stringify(team);
        for (const email of [...teamOf[other].members, ...teamOf[other].invitations]) expect(text).not.toContain(email);
      }
    }
    // The admin names either company and gets that one.
    for (const company of ['A', 'B'] as const) {
      const team = json<{ data: Team }>(
        await rest(m.authOf('admin'), `/api/company/members?company=${teamOf[company].company_id}`),
      ).data;
      expect({ company_id: team.company_id, ...emailsOf(team) }).toEqual(teamOf[company]);
    }
  });

  it('no member of one company reaches a member or invitation of the other', async () => {
    const pending = await w.handle.db
      .selectFrom('company_invitations')
      .select('id')
      .where('email', '=', 'invited-to-a@restaurant.test')
      .where('accepted_at', 'is', null)
      .executeTakeFirstOrThrow();
    for (const actor of B_MEMBERS) {
      const auth = m.authOf(actor);
      const tries = [
        await t.inject({
          method: 'PATCH',
          url: `/api/company/members/${m.ordererA.id}`,
          headers: auth,
          payload: { role: 'viewer' },
        }),
        await t.inject({ method: 'DELETE', url: `/api/company/members/${m.viewerA.id}`, headers: auth }),
        await t.inject({
          method: 'DELETE',
          url: `/api/company/invitations/${pending.id}?company=${w.buyerA.id}`,
          headers: auth,
        }),
        await t.inject(trpcMutation('company.updateMember', { userId: m.ordererA.id, order_limit: 1 }, auth)),
        await t.inject(trpcMutation('company.removeMember', { userId: m.viewerA.id }, auth)),
      ];
      for (const res of tries) {
        // the owner of B finds no such member of theirs; B's orderer manages no team at all
        expect(res.statusCode, `${actor}: ${res.body}`).toBe(actor === 'buyerB' ? 404 : 403);
        for (const email of [m.ordererA.email, m.viewerA.email, 'invited-to-a@restaurant.test'])
          expect(res.body).not.toContain(email);
      }
    }
    // Nothing changed in A's team.
    const team = json<{ data: Team }>(await rest(m.authOf('buyerA'), '/api/company/members')).data;
    expect(team.members.map((x) => [x.email, x.role, x.order_limit])).toEqual(
      expect.arrayContaining([
        [m.ordererA.email, 'orderer', null],
        [m.viewerA.email, 'viewer', null],
      ]),
    );
    expect(team.invitations.map((x) => x.email)).toContain('invited-to-a@restaurant.test');
    // …and A's members still sign in.
    for (const actor of ['ordererA', 'viewerA'] as const)
      expect((await rest(m.authOf(actor), '/api/standing-orders')).statusCode).toBe(200);
  });
});

interface Team {
  company_id: number;
  members: { email: string; role: string; order_limit: number | null }[];
  invitations: { email: string }[];
}
