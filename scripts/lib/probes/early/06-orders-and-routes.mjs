// The second review's probes of orders and routes: amounts past an integer column, body-less routes
// with an empty JSON body, weighing a completed order, and the orders CSV (after the weighing,
// which places an order).

/** @param {import('../index.mjs').ProbeContext} ctx */
export default async function ordersAndRoutes({ send, check, newClient, signIn, buyer: buyerUser, admin: adminUser }) {
  const bearerOf = async (account) => ({ authorization: `Bearer ${(await signIn(newClient(), account)).token}` });

  // 16. Amounts past what an integer column holds: a 4xx that says the limit, never a 500.
  {
    const items = JSON.parse((await send('GET', '/api/items')).text).data;
    const cart = items.slice(0, 100).map((i) => ({ id: i.id, quantity: 999 }));
    const inquiry = await send('POST', '/api/inquiries', {
      body: {
        name: 'Probe',
        email: 'big@probe.test',
        message: 'big',
        cart_items: Array.from({ length: 200 }, (_, k) => ({ id: items[k % items.length].id, quantity: 999 })),
      },
    });
    const buyer = await bearerOf(buyerUser);
    const checkout = await send('POST', '/api/orders', { headers: buyer, body: { cart_items: cart } });
    check(
      'an inquiry of 200 lines × 999; a checkout of 999 of every product',
      '400 each, saying the limit',
      `inquiry ${inquiry.status}; checkout ${checkout.status} ${checkout.text.slice(0, 80)}`,
      inquiry.status === 400 && checkout.status === 400 && /1,000,000/.test(checkout.text),
    );
  }
  // 17. Body-less routes called with Content-Type: application/json and an empty body.
  {
    const admin = await bearerOf(adminUser);
    const guest = await send('POST', '/api/users/approve-signup/999999', {
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    const asAdmin = await send('PUT', '/api/users/signup-requests/revert/999999', {
      raw: '',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    check(
      'body-less routes with an empty JSON body',
      'the route’s own answer (401 for a guest, 404 for an unknown id), not 400',
      `guest ${guest.status}; admin ${asAdmin.status}`,
      guest.status === 401 && asAdmin.status === 404,
    );
  }
  // 19. Weighing: a completed order is not re-weighed; a typo-sized weight asks for confirmation.
  {
    const buyer = await bearerOf(buyerUser);
    const admin = await bearerOf(adminUser);
    const items = JSON.parse((await send('GET', '/api/items', { headers: buyer })).text).data;
    const cw = items.find((i) => i.spec.startsWith('C.W.') && i.avg_weight > 0);
    const placed = await send('POST', '/api/orders', {
      headers: buyer,
      body: { cart_items: [{ id: cw.id, quantity: 2 }] },
    });
    const order = JSON.parse(placed.text).data;
    const lines = JSON.parse((await send('GET', `/api/order-items/orders/${order.id}`, { headers: buyer })).text).data;
    const weigh = (weighed_lbs) =>
      send('POST', '/trpc/admin.orders.weigh', {
        headers: admin,
        body: { orderId: order.id, weights: [{ line_id: lines[0].id, weighed_lbs }] },
      });
    const typo = await weigh(Math.round(cw.avg_weight * 2 * 100 * 100) / 100);
    const fair = await weigh(Math.round(cw.avg_weight * 2 * 100) / 100);
    await send('PUT', `/api/orders/${order.id}/status`, { headers: admin, body: { status: 'complete' } });
    const after = await weigh(Math.round(cw.avg_weight * 2.1 * 100) / 100);
    check(
      'weighing: a 100× typo, a fair weight, then again after complete',
      '400, 200, 409',
      `${typo.status}, ${fair.status}, ${after.status}`,
      typo.status === 400 && fair.status === 200 && after.status === 409,
    );
  }
  // 18. The orders CSV carries every filtered order (it stopped at 1,000), admins only (after 19,
  // which places an order).
  {
    const admin = await bearerOf(adminUser);
    const csv = await send('GET', '/api/admin/orders/export.csv', { headers: admin });
    const list = JSON.parse((await send('GET', '/api/orders', { headers: admin })).text).data;
    const rows = csv.text.split('\n').filter((line) => /^"?WS-\d+/.test(line)).length;
    const asBuyer = await send('GET', '/api/admin/orders/export.csv', { headers: await bearerOf(buyerUser) });
    check(
      'the orders CSV',
      'every order (as the list); a buyer 403',
      `${rows} rows for ${list.length} orders, ${csv.headers.get('content-type')}; buyer ${asBuyer.status}`,
      csv.status === 200 && list.length > 0 && rows === list.length && asBuyer.status === 403,
    );
  }
}
