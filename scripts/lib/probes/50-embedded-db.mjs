// The embedded database never holds the server. On the embedded default (the
// probe server's, as `npm start` runs it), 60 reads of one order at once, and then 60 downloads of
// its order confirmation at once (drawn as an invoice is), while /healthz is asked again and
// again: /healthz must answer within 100 ms throughout (PGlite works in a worker thread, PDFs are drawn in others). Every read
// answers 200; every download 200, or 503 with Retry-After when the PDF pool's queue is full,
// never a 500 and never a hang. `burst` is also what bench/embedded-db.mjs measures with.

/** What /healthz may take while the bursts run. */
export const HEALTH_BUDGET_MS = 100;
/** A burst's size (the issue's figure). */
export const BURST = 60;
/** No answer within this is a hang. */
const HANG_MS = 30_000;
/** /healthz is asked at most this often (so that asking does not load the server it measures). */
const SAMPLE_EVERY_MS = 10;

/**
 * Sends `count` GETs of `url` at once (with `headers`) and asks /healthz, one after another (at
 * most every SAMPLE_EVERY_MS), until the last is answered. Answers each request's status,
 * Retry-After and time, and every /healthz time.
 * @param {string} base
 * @param {string} url
 * @param {{ headers?: Record<string, string>, count?: number }} [options]
 */
export async function burst(base, url, { headers = {}, count = BURST } = {}) {
  const started = performance.now();
  let done = false;
  const one = async () => {
    const t = performance.now();
    try {
      const res = await fetch(base + url, { headers, signal: AbortSignal.timeout(HANG_MS) });
      const body = Buffer.from(await res.arrayBuffer());
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        type: res.headers.get('content-type') ?? '',
        bytes: body.length,
        text: res.status === 200 ? '' : body.toString('utf8', 0, 200),
        ms: performance.now() - t,
      };
    } catch (err) {
      return {
        status: 0,
        retryAfter: null,
        type: '',
        bytes: 0,
        text: String(err.cause?.code ?? err.name ?? err),
        ms: performance.now() - t,
      };
    }
  };
  const requests = Promise.all(Array.from({ length: count }, one)).finally(() => (done = true));
  const health = [];
  while (!done) {
    const t = performance.now();
    const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(HANG_MS) });
    await res.arrayBuffer();
    const ms = performance.now() - t;
    health.push(ms);
    if (ms < SAMPLE_EVERY_MS) await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS - ms));
  }
  const answers = await requests;
  return { answers, health, ms: performance.now() - started };
}

/** `{ 200: 57, 503: 3 }` as '57 × 200, 3 × 503'. */
export function statusCounts(answers) {
  const counts = new Map();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
}

/** The demo buyer's order of two box items (no catch weight, so its confirmation has no estimate). */
export async function placeProbeOrder(send, auth) {
  const items = JSON.parse((await send('GET', '/api/items', { headers: auth })).text).data;
  const boxes = items.filter((i) => !i.spec.startsWith('C.W.')).slice(0, 2);
  const placed = await send('POST', '/api/orders', {
    headers: auth,
    body: { cart_items: boxes.map((i) => ({ id: i.id, quantity: 1 })) },
  });
  if (placed.status !== 201)
    throw new Error(`the probe order was not placed (${placed.status}): ${placed.text.slice(0, 200)}`);
  return JSON.parse(placed.text).data.id;
}

/** @param {import('./index.mjs').ProbeContext} ctx */
export default async function embeddedDatabase(ctx) {
  const { token } = await ctx.signIn(ctx.newClient());
  const auth = { authorization: `Bearer ${token}` };
  const orderId = await placeProbeOrder(ctx.send, auth);

  const max = (xs) => Math.max(0, ...xs);
  const reads = await burst(ctx.base, `/api/orders/${orderId}`, { headers: auth });
  ctx.check(
    `${BURST} reads of one order at once (GET /api/orders/:id), /healthz meanwhile`,
    `200 each; /healthz < ${ctx.budget(HEALTH_BUDGET_MS)} ms`,
    `${statusCounts(reads.answers)} in ${reads.ms.toFixed(0)} ms; /healthz ≤ ${max(reads.health).toFixed(0)} ms (${reads.health.length} asked)`,
    reads.answers.every((a) => a.status === 200) && max(reads.health) < ctx.budget(HEALTH_BUDGET_MS),
  );

  const pdfs = await burst(ctx.base, `/api/orders/${orderId}/confirmation.pdf`, { headers: auth });
  const drawn = pdfs.answers.filter((a) => a.status === 200);
  const refused = pdfs.answers.filter((a) => a.status === 503);
  ctx.check(
    `${BURST} downloads of its order confirmation at once (GET /api/orders/:id/confirmation.pdf), /healthz meanwhile`,
    `200 (a PDF) or 503 with Retry-After, at least one drawn, none hanging; /healthz < ${ctx.budget(HEALTH_BUDGET_MS)} ms`,
    `${statusCounts(pdfs.answers)} in ${pdfs.ms.toFixed(0)} ms${refused.length ? ` (Retry-After ${[...new Set(refused.map((a) => a.retryAfter))].join('/')})` : ''}; /healthz ≤ ${max(pdfs.health).toFixed(0)} ms (${pdfs.health.length} asked)`,
    drawn.length > 0 &&
      drawn.every((a) => a.type.startsWith('application/pdf') && a.bytes > 1000) &&
      refused.every((a) => Number(a.retryAfter) > 0) &&
      drawn.length + refused.length === BURST &&
      max(pdfs.health) < ctx.budget(HEALTH_BUDGET_MS),
  );
}
