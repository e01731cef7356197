// Every REST route walked as a guest with a junk body: a route that needs a signed-in actor answers
// 401 before it reads the body (never a 400 that tells what it wants, never a 500); the routes a
// guest may call answer their own 4xx to junk, never a 5xx.
import { describe, expect, it } from 'vitest';
import { restRouteTables } from '../rest';
import { useTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
useTestServer((server) => (t = server));

/** The route's URL with each parameter filled (`:userId.pdf` keeps its suffix). */
const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'email' ? 'a%40b.test' : name === 'style' ? 'marinated' : '1',
  );

const JUNK = [
  { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, payload: '{"amount": ' },
  { name: 'a JSON array', headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
  {
    name: 'wrong field types',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ amount: 'x', order_status: 7, cart_items: 'no' }),
  },
  { name: 'a text body', headers: { 'content-type': 'text/plain' }, payload: 'junk' },
];

describe('REST routes as a guest with a junk body', () => {
  it('lists the routes, some anonymous and most not', () => {
    const table = restRouteTables.get(t.app.server) ?? [];
    expect(table.filter((r) => r.anonymous).length).toBeGreaterThanOrEqual(10);
    expect(table.filter((r) => !r.anonymous).length).toBeGreaterThanOrEqual(60);
    expect(table).toContainEqual({ method: 'POST', url: '/api/orders/:orderId/payments', anonymous: false });
    expect(table).toContainEqual({ method: 'PUT', url: '/api/orders/:orderId/status', anonymous: false });
  });

  it('every signed-in route answers 401 first; the anonymous ones a 4xx', async () => {
    const wrong: string[] = [];
    for (const route of restRouteTables.get(t.app.server) ?? []) {
      for (const junk of route.method === 'GET' || route.method === 'DELETE' ? [JUNK[0]!] : JUNK) {
        const res = await t.inject({
          method: route.method as 'GET',
          url: `${fill(route.url)}${route.url.includes('statements') ? '?month=0000-01' : ''}`,
          headers: { ...junk.headers, origin: 'http://localhost:3000' },
          payload: junk.payload,
        });
        const ok = route.anonymous
          ? (res.statusCode >= 400 && res.statusCode < 500) || res.statusCode === 200
          : res.statusCode === 401;
        if (!ok) wrong.push(`${route.method} ${route.url} (${junk.name}) → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
