// 1. Order changes: buyers changing their pending orders through PATCH /api/orders/:id at a fixed
// rate (a tenth of them resent with the same Idempotency-Key, as a retry would be); then every
// acknowledged change must be in the database once (one revision per change, a retry answering
// its first change).
import { createBenchBuyers, percentile, post, signIn } from '../lib/buyers.mjs';
import { lastWindow, query, round } from './server.mjs';

/** @param {{ buyers: number, rate: number, duration: number }} opts */
export async function changes(base, db, { buyers, rate, duration }) {
  const tokens = await signIn(base, await createBenchBuyers(db.url, buyers, 'cycle-buyer'));
  const items = (
    await query(db.url, "SELECT id FROM items WHERE show AND spec NOT LIKE 'C.W.%' ORDER BY id LIMIT 12")
  ).map((r) => r.id);
  const slot = await lastWindow(base, tokens[0]);
  const orders = [];
  for (const [i, token] of tokens.entries()) {
    const res = await post(
      base,
      '/api/orders',
      {
        cart_items: [
          { id: items[i % items.length], quantity: 1 },
          { id: items[(i + 5) % items.length], quantity: 2 },
        ],
        pickup_slot: slot,
      },
      { authorization: `Bearer ${token}` },
    );
    if (res.status !== 201) throw new Error(`order of buyer ${i}: ${res.status} ${JSON.stringify(res.body)}`);
    orders.push({ id: res.body.data.id, token, items: [items[i % items.length], items[(i + 5) % items.length]], n: 1 });
  }
  const latencies = [];
  const answers = [];
  let transportErrors = 0;
  const inFlight = [];
  const sent = [];
  const t0 = performance.now();
  const total = Math.round(duration * rate);
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    // a tenth: a change already answered, sent again with its key
    const retry = sent.length > 0 && Math.random() < 0.1 ? sent[Math.floor(Math.random() * sent.length)] : null;
    let change = retry;
    if (!change) {
      const o = orders[i % orders.length];
      o.n = (o.n % 998) + 1; // a new first quantity every time: every change changes the order
      change = {
        order: o,
        key: `cycle-${i}-${Date.now()}`,
        body: JSON.stringify({
          cart_items: [
            { id: o.items[0], quantity: o.n + 1 },
            { id: o.items[1], quantity: 2 },
          ],
        }),
      };
    }
    const c = change;
    inFlight.push(
      fetch(`${base}/api/orders/${c.order.id}`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${c.order.token}`,
          'idempotency-key': c.key,
        },
        body: c.body,
        signal: AbortSignal.timeout(10_000),
      })
        .then(async (res) => {
          const body = await res.json().catch(() => null);
          latencies.push(performance.now() - due);
          answers.push({ status: res.status, key: c.key, retry: retry !== null, revision: body?.data?.revision });
          if (res.status === 200 && retry === null) sent.push(c);
        })
        .catch(() => {
          transportErrors += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const ok = answers.filter((a) => a.status === 200);
  const byKey = new Map();
  let retryMismatches = 0;
  for (const a of ok) {
    if (!byKey.has(a.key)) byKey.set(a.key, a.revision);
    else if (byKey.get(a.key) !== a.revision) retryMismatches += 1;
  }
  const ids = orders.map((o) => o.id);
  const [{ revisions }] = await query(
    db.url,
    'SELECT count(*)::int AS revisions FROM order_revisions WHERE order_id = ANY($1)',
    [ids],
  );
  const [{ keys }] = await query(
    db.url,
    'SELECT count(*)::int AS keys FROM order_change_keys WHERE order_id = ANY($1)',
    [ids],
  );
  const halfWritten = (
    await query(
      db.url,
      'SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = ANY($1) GROUP BY o.id, o.total_amount_cents HAVING sum(i.line_total_cents) <> o.total_amount_cents',
      [ids],
    )
  ).length;
  return {
    buyers,
    rate,
    requests: answers.length,
    retriesAnswered: ok.filter((a) => a.retry).length,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    errors: answers.length - ok.length + transportErrors,
    changesAcknowledged: byKey.size,
    revisionsInDatabase: revisions,
    keysInDatabase: keys,
    retryMismatches,
    halfWritten,
  };
}
