// Payments are idempotent: the same POST /api/orders/:id/payments sent twice with one
// Idempotency-Key records one payment; the same key with another amount is a 409.

/** @param {import('./index.mjs').ProbeContext} ctx */
export default async function payments({ send, check, signIn, admin: adminUser }) {
  const buyer = { authorization: `Bearer ${(await signIn()).token}` };
  const admin = { authorization: `Bearer ${(await signIn(undefined, adminUser)).token}` };
  const item = JSON.parse((await send('GET', '/api/items')).text).data.find(
    (i) => !String(i.spec).includes('C.W') && i.price < 100,
  );
  const order = JSON.parse(
    (await send('POST', '/api/orders', { headers: buyer, body: { cart_items: [{ id: item.id, quantity: 1 }] } })).text,
  ).data;
  const key = `probe-payment-${Date.now()}`;
  const pay = (amount) =>
    send('POST', `/api/orders/${order.id}/payments`, {
      headers: { ...admin, 'idempotency-key': key },
      body: { amount, method: 'cash', kind: 'prepayment' },
    });
  const first = await pay(10);
  const second = await pay(10);
  const other = await pay(11);
  const [a, b] = [first, second].map((r) => JSON.parse(r.text).data ?? {});
  const recorded = b.payments?.length;
  // The same answer: the same payment (its id) and the same figures (the stored answer's keys may come back in another order).
  const same =
    a.paid === b.paid && JSON.stringify(a.payments?.map((p) => p.id)) === JSON.stringify(b.payments?.map((p) => p.id));
  check(
    'one payment sent twice with its Idempotency-Key, then the key with another amount',
    '201, the same answer (1 payment), 409',
    `${first.status}, ${second.status} (${recorded} payment${recorded === 1 ? '' : 's'}${same ? '' : ', another answer'}), ${other.status}`,
    first.status === 201 && same && recorded === 1 && other.status === 409,
  );
}
