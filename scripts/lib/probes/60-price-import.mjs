// A price-list import is bounded before it is parsed: a 4 MB nonsense file is refused within
// 200 ms while /healthz keeps answering, and a file with the header and no prices does not empty the list.

/** @param {import('./index.mjs').ProbeContext} ctx */
export default async function priceImport({ send, check, signIn, budget, admin: adminUser }) {
  const admin = { authorization: `Bearer ${(await signIn(undefined, adminUser)).token}` };
  const item = JSON.parse((await send('GET', '/api/items')).text).data[0];
  const created = await send('POST', '/api/price-lists', {
    headers: admin,
    body: { name: `Probe import ${Date.now()}`, prices: [{ item_id: item.id, price: 9.5 }] },
  });
  const id = JSON.parse(created.text).data.id;
  const imp = (csv) => send('POST', `/api/price-lists/${id}/import`, { headers: admin, body: { csv } });

  const nonsense = imp('1,2\n'.repeat(999_000));
  const health = [];
  for (let i = 0; i < 5; i++) health.push((await send('GET', '/healthz')).ms);
  const res = await nonsense;
  check(
    'a 4 MB nonsense price-list file',
    `400 within ${budget(200)} ms; /healthz < ${budget(100)} ms meanwhile`,
    `${res.status} in ${res.ms.toFixed(0)} ms; /healthz ≤ ${Math.max(...health).toFixed(0)} ms`,
    res.status === 400 && res.ms < budget(200) && Math.max(...health) < budget(100),
  );

  const empty = await imp('item_id,slug,name,name_ko,min_quantity,price\n');
  const after = JSON.parse((await send('GET', `/api/price-lists/${id}`, { headers: admin })).text).data.prices.length;
  check(
    'a price-list file with the header and no prices',
    '400; the list keeps its prices',
    `${empty.status}; ${after} price(s) left`,
    empty.status === 400 && after === 1,
  );
}
