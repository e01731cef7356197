// An orderer's limit holds on a change: an orderer with a $100 limit places one box (pending), then
// raises it to 999 boxes over REST and over tRPC; each answer must read 'awaiting approval'.
import { mailWith } from './index.mjs';

/** @param {import('./index.mjs').ProbeContext} ctx */
export default async function ordererLimit({ send, check, signIn, trpcGet, dataDir }) {
  if (!dataDir)
    return check(
      "an orderer's change above their limit",
      'awaiting approval',
      'skipped: the server was not started by this script (its mail is not readable)',
      true,
    );
  const owner = await signIn();
  const ownerAuth = { authorization: `Bearer ${owner.token}` };
  const email = `limit-${Date.now()}@probe.test`;
  const invited = await send('POST', '/api/company/invitations', {
    headers: ownerAuth,
    body: { email, role: 'orderer', order_limit: 100, locale: 'en' },
  });
  if (invited.status !== 201)
    return check("an orderer's change above their limit", 'the invitation is sent (201)', invited.status, false);
  const accepted = await send('POST', '/api/users/accept-invitation', {
    body: {
      token: /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec((await mailWith(dataDir, email)) ?? '')?.[1],
      name: 'Probe Chef',
      password: 'Probe-password-1',
    },
  });
  const auth = { authorization: `Bearer ${JSON.parse(accepted.text).token}` };
  const days = JSON.parse((await send('GET', trpcGet('orders.pickupSlots', undefined), { headers: auth })).text).result
    .data;
  // A window a week ahead: its cutoff is days away whatever day the probe runs.
  const weekAhead = Date.now() + 7 * 86_400_000;
  const slot = days.flatMap((d) => d.windows).find((w) => new Date(w.start).getTime() >= weekAhead)?.slot;
  const item = JSON.parse((await send('GET', '/api/items')).text).data.find(
    (i) => !String(i.spec).includes('C.W') && i.price < 100,
  );
  const placeOne = async () =>
    JSON.parse(
      (
        await send('POST', '/api/orders', {
          headers: auth,
          body: { pickup_slot: slot, cart_items: [{ id: item.id, quantity: 1 }] },
        })
      ).text,
    ).data;

  const viaRest = await placeOne();
  const rest = await send('PATCH', `/api/orders/${viaRest.id}`, {
    headers: { ...auth, 'idempotency-key': `probe-limit-${Date.now()}` },
    body: { cart_items: [{ id: item.id, quantity: 999 }] },
  });
  const restStatus = rest.status === 200 ? JSON.parse(rest.text).data.order_status : rest.status;
  const viaTrpc = await placeOne();
  const trpc = await send('POST', '/trpc/orders.change', {
    headers: auth,
    body: {
      orderId: viaTrpc.id,
      cart_items: [{ id: item.id, quantity: 999 }],
      idempotency_key: `probe-limit-trpc-${Date.now()}`,
    },
  });
  const trpcStatus = trpc.status === 200 ? JSON.parse(trpc.text).result.data.order_status : trpc.status;
  check(
    'an orderer ($100 limit) raises a 1-box order to 999 boxes (REST, tRPC)',
    "'awaiting approval' on both doors",
    `placed ${viaRest.order_status}/${viaTrpc.order_status}; REST ${restStatus}, tRPC ${trpcStatus}`,
    viaRest.order_status === 'pending' && restStatus === 'awaiting approval' && trpcStatus === 'awaiting approval',
  );
}
