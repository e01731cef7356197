// 2. Invoices and credit memos: 10 admins downloading the invoice of a 40-line order at once, then
// the credit memo of a claim approved on it, while the server's memory is sampled for its trend.
import { createBenchBuyers, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, percentile, post, signIn } from '../lib/buyers.mjs';
import { query, round, rssMb } from './server.mjs';

/** @param {{ invoices: number; creditMemos: number }} opts */
export async function invoiceLoad(base, server, db, { invoices, creditMemos }) {
  const [admin] = await signIn(base, [DEMO_ADMIN_EMAIL], DEMO_ADMIN_PASSWORD);
  const [buyer] = await signIn(base, await createBenchBuyers(db.url, 1, 'invoice-buyer'));
  const items = (await query(db.url, 'SELECT id FROM items WHERE show ORDER BY id LIMIT 40')).map((r) => r.id);
  if (items.length < 40) throw new Error(`only ${items.length} items to order`);
  const placed = await post(
    base,
    '/api/orders',
    { cart_items: items.map((id) => ({ id, quantity: 2 })) },
    { authorization: `Bearer ${buyer}` },
  );
  if (placed.status !== 201) throw new Error(`the 40-line order: ${placed.status} ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.data.id;
  const lines = await query(db.url, "SELECT id FROM order_items WHERE order_id = $1 AND spec LIKE 'C.W.%'", [orderId]);
  if (lines.length > 0) {
    const weigh = await post(
      base,
      '/trpc/admin.orders.weigh',
      { orderId, weights: lines.map((l) => ({ line_id: l.id, weighed_lbs: 20.5, confirm_unusual: true })) },
      { authorization: `Bearer ${admin}` },
    );
    if (weigh.status !== 200) throw new Error(`weighing: ${weigh.status} ${JSON.stringify(weigh.body)}`);
  }
  // Completing the order issues its invoice (every catch-weight line weighed first).
  const completed = await post(
    base,
    '/trpc/admin.orders.setStatus',
    { orderId, status: 'complete' },
    { authorization: `Bearer ${admin}` },
  );
  if (completed.status !== 200) throw new Error(`completing: ${completed.status} ${JSON.stringify(completed.body)}`);
  const invoice = await timedDownloads(`${base}/api/orders/${orderId}/invoice.pdf`, admin, server, invoices);

  // A claim on the order's first line, approved in part: its credit memo, downloaded the same way.
  const [line] = await query(db.url, 'SELECT id FROM order_items WHERE order_id = $1 ORDER BY id LIMIT 1', [orderId]);
  const form = new FormData();
  for (const [k, v] of Object.entries({
    order_item_id: String(line.id),
    reason: 'damaged',
    quantity: '1',
    unit: 'box',
  }))
    form.set(k, v);
  const claimed = await fetch(`${base}/api/orders/${orderId}/claims`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${buyer}` },
  });
  if (claimed.status !== 201) throw new Error(`the claim: ${claimed.status} ${await claimed.text()}`);
  const claimId = (await claimed.json()).data.id;
  const decided = await post(
    base,
    '/trpc/admin.claims.decide',
    { claimId, decision: { approve_cents: 500 } },
    { authorization: `Bearer ${admin}` },
  );
  if (decided.status !== 200) throw new Error(`the decision: ${decided.status} ${JSON.stringify(decided.body)}`);
  const memoId = decided.body.result.data.credit_memo.id;
  const creditMemo = await timedDownloads(`${base}/api/credit-memos/${memoId}.pdf`, admin, server, creditMemos);
  return { invoice, creditMemo };
}

/**
 * `count` downloads of the PDF at `url` by 10 admins at once, each downloading again as soon as the
 * last one came, while the server's memory is sampled for its trend.
 */
async function timedDownloads(url, admin, server, count) {
  const download = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${url}: ${res.status}`);
    return performance.now() - t;
  };
  const latencies = [];
  let done = 0;
  // the server's RSS every 100 downloads, after the first 500 (the heap has settled by then)
  const samples = [];
  const worker = async () => {
    while (done < count) {
      done += 1;
      latencies.push(await download());
      if (done >= 500 && done % 100 === 0) samples.push([done, rssMb(server.child.pid)]);
    }
  };
  for (let i = 0; i < 20; i += 1) await download(); // warm-up: fonts parsed, code compiled
  await Promise.all(Array.from({ length: 10 }, worker));
  latencies.sort((a, b) => a - b);
  // The trend of the samples (least squares), in MB per 1,000 downloads: a leak climbs steadily;
  // the garbage collector's own swings (tens of MB either way) average out.
  const n = samples.length;
  const mx = samples.reduce((a, [x]) => a + x, 0) / n;
  const my = samples.reduce((a, [, y]) => a + y, 0) / n;
  const slope =
    samples.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0) / samples.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return {
    downloads: latencies.length,
    concurrent: 10,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    rssFirstMb: round(samples[0][1]),
    rssLastMb: round(samples.at(-1)[1]),
    rssTrendMbPer1000: round(slope * 1000),
  };
}
