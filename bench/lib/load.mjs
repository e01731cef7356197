// One autocannon run with precise latency percentiles (shared by api.mjs and admin.mjs).
import autocannon from 'autocannon';
import { createHistogram } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

/**
 * The command line of a load benchmark: --duration and --warmup (seconds) and --connections, with
 * this benchmark's default connections, beside its own `options`. Answers the parsed values and
 * the load they ask for, as numbers (what `measure` takes).
 * @param {number} connections
 * @param {import('node:util').ParseArgsConfig['options']} [options]
 */
export function loadArgs(connections, options = {}) {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: String(connections) },
      ...options,
    },
  });
  const load = {
    connections: Number(values.connections),
    duration: Number(values.duration),
    warmup: Number(values.warmup),
  };
  return { opts: values, load };
}

/**
 * Latency percentiles come from our own histogram fed by autocannon's `response` event (float ms
 * from hrtime): autocannon's HdrHistogram keeps whole milliseconds, too coarse for a ratio between
 * two single-digit p99s. The warm-up run has its own event emitter, so it is not recorded.
 *
 * `rotate`: a list of headers each request takes in turn (many signed-in buyers, not one).
 *
 * @param {string} url
 * @param {{ connections: number, duration: number, warmup: number, headers?: Record<string, string>, rotate?: Record<string, string>[] }} options
 */
export async function measure(url, { connections, duration, warmup, headers = {}, rotate }) {
  const hist = createHistogram();
  let turn = 0;
  const instance = autocannon({
    url,
    connections,
    duration,
    headers,
    warmup: { connections, duration: warmup },
    timeout: 10,
    ...(rotate
      ? {
          requests: [
            { setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...rotate[turn++ % rotate.length] } }) },
          ],
        }
      : {}),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    hist.record(Math.max(1, Math.round(responseTime * 1000))); // microseconds
  });
  const result = await instance;
  const ms = (p) => hist.percentile(p) / 1000;
  return {
    reqPerSec: result.requests.average,
    p50: ms(50),
    p90: ms(90),
    p99: ms(99),
    max: hist.max / 1000,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
