// Load at an arrival rate (shared by orders.mjs and prices.mjs): requests start on a fixed
// schedule (1/rate s apart), whether or not earlier ones were answered, and each latency is
// measured from its scheduled start, so a slow server cannot hide its queue by slowing the load
// (no coordinated omission).

/**
 * @param {{ seconds: number, perSecond: number, send: () => Promise<void> }} options `send` makes
 *   one request and resolves when its answer is read; a rejection counts as a transport error.
 * @returns {Promise<{ latencies: number[], transportErrors: number }>} latencies ascending, in ms
 */
export async function atArrivalRate({ seconds, perSecond, send }) {
  const latencies = [];
  let transportErrors = 0;
  const inFlight = [];
  const t0 = performance.now();
  const total = Math.round(seconds * perSecond);
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      send().then(
        () => {
          latencies.push(performance.now() - due);
        },
        () => {
          transportErrors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return { transportErrors, latencies: latencies.sort((a, b) => a - b) };
}
