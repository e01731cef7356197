// Responsiveness of the quick add: how long a signed-in buyer waits, on a phone with a 4x slowed
// CPU, between tapping a listing card's + and seeing the new count (the interaction's INP: from
// the input to the next paint, as Chromium's Event Timing reports it). The built server on PGlite
// with the demo catalogue, the demo buyer signed in, cookies accepted, in Debian's Chromium at the
// phone size the e2e suite uses.
//
//   node bench/quick-add-inp.mjs [--runs 3] [--taps 6]
//   CHROME_PATH overrides /usr/bin/chromium.
//
// Chromium draws in a window (under Xvfb when there is no display: the bench starts itself again
// under `xvfb-run`, Debian's package xvfb). Headless Chromium was tried first and misreports this
// measure: a tap that changes only a card's count from 1 to 2 got no presented frame until
// something else on the page changed, so Event Timing ran on to the next tap (360-1,280 ms) while
// the same taps in a window measured 48-80 ms.
//
// Each run loads the listing afresh and taps the + of several cards in turn (and one card twice);
// a run's INP is its slowest tap (fewer than 50 interactions: the worst one). Budget: the median
// run's INP at most 100 ms.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { signInDemoBuyer, startDemoServer } from './lib/demo-server.mjs';
import { medianRun as median } from './lib/lighthouse.mjs';
import { environment, formatTable, timestamp, warnIfBusy, writeResults } from './lib/report.mjs';

if (!process.env.DISPLAY) {
  const again = spawnSync(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', process.execPath, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
    },
  );
  if (again.error) {
    console.error('No display, and xvfb-run could not start one: apt-get install -y xvfb');
    process.exit(2);
  }
  process.exit(again.status ?? 2);
}

const BUDGET_INP_MS = 100;
const LISTING = '/wholesale/shop-all';
const CPU_SLOWDOWN = 4;

const { values: opts } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, taps: { type: 'string', default: '6' } },
});
const runs = Number(opts.runs);
const taps = Number(opts.taps);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be 1..9 (got ${opts.runs})`);
if (!Number.isInteger(taps) || taps < 1 || taps > 20) throw new Error(`--taps must be 1..20 (got ${opts.taps})`);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const { defer, run } = cleanupOnExit('stopping Chromium and the server');

/** Runs in the page before its scripts: every interaction's longest event entry, by interactionId. */
function recordInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const before = window.__interactions.get(entry.interactionId);
      if (before && before.duration >= entry.duration) continue;
      window.__interactions.set(entry.interactionId, {
        duration: entry.duration,
        // Where the time went: waiting for the main thread, the handlers, then the paint.
        parts: [
          entry.name,
          entry.processingStart - entry.startTime,
          entry.processingEnd - entry.processingStart,
          entry.startTime + entry.duration - entry.processingEnd,
        ],
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function oneRun(page, base) {
  await page.goto(`${base}${LISTING}`, { waitUntil: 'networkidle0' });
  // The quick add is a lazy part drawn once the session is read: wait for its buttons.
  await page.waitForSelector('.quick-plus', { visible: true, timeout: 20_000 });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    const buttons = await page.$$('.quick-plus');
    if (buttons.length < 2) throw new Error(`${LISTING}: only ${buttons.length} quick-add buttons`);
    for (let i = 0; i < taps; i++) {
      // The first card twice (a line that grows), then the next cards (new lines).
      const button = buttons[i === 1 ? 0 : Math.min(i, buttons.length - 1)];
      await button.scrollIntoView();
      await button.tap();
      // Let the paint after the tap happen before the next one, as a person's next tap would.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    }
    // Event Timing reports an interaction after its paint: one more frame for the last.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const seen = await page.evaluate(() => [...window.__interactions.values()]);
    if (seen.length === 0) throw new Error('no interaction was reported (Event Timing)');
    const count = await page.$eval('.quick-count', (el) => el.textContent);
    const worst = seen.reduce((a, b) => (b.duration > a.duration ? b : a));
    return {
      inpMs: worst.duration,
      interactions: seen.length,
      taps: seen.map((t) => Math.round(t.duration)),
      worst: worst.parts.map((p) => (typeof p === 'number' ? Math.round(p) : p)),
      firstCount: count,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

async function main() {
  const stamp = timestamp();
  const loadAvgAtStart = warnIfBusy();
  const base = await startDemoServer(defer, 'wholesale-quick-add-');
  const { cookies } = await signInDemoBuyer(base);
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: false,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  defer(() => browser.close());
  const page = await browser.newPage();
  await page.emulate({
    viewport: { width: 412, height: 823, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  await page.evaluateOnNewDocument(recordInteractions);
  await page.goto(`${base}/api/items`);
  await page.setCookie(...cookies.map((c) => ({ ...c, url: base })));
  await page.evaluate(() => localStorage.setItem('accepted', 'true'));

  const results = [];
  for (let i = 0; i < runs; i++) {
    // Each run starts from an empty cart: the cookie that holds it is cleared.
    await page.deleteCookie({ name: 'cart', url: base });
    process.stdout.write(`  run ${i + 1}/${runs} ... `);
    const r = await oneRun(page, base);
    if (r.firstCount?.trim().startsWith('0')) throw new Error('the taps did not reach the cart (count still 0)');
    const [event, delay, handlers, paint] = r.worst;
    console.log(
      `INP ${Math.round(r.inpMs)} ms (taps ${r.taps.join(', ')}; the worst, a ${event}: ` +
        `${delay} ms waiting, ${handlers} ms handlers, ${paint} ms to the paint)`,
    );
    results.push(r);
  }
  const inpMs = median(results.map((r) => r.inpMs));
  const pass = inpMs <= BUDGET_INP_MS;
  console.log(
    `\nQuick add on ${LISTING}, signed-in buyer, CPU ${CPU_SLOWDOWN}x slower, ${taps} taps per run, ${runs} run(s)\n`,
  );
  console.log(
    formatTable(
      [
        ['measure', 'l'],
        ['median', 'r'],
        ['runs', 'l'],
        ['budget', 'l'],
      ],
      [
        [
          'INP ms',
          Math.round(inpMs),
          results.map((r) => Math.round(r.inpMs)).join(', '),
          `${pass ? 'PASS' : 'FAIL'} (≤ ${BUDGET_INP_MS})`,
        ],
      ],
    ),
  );
  writeResults('quick-add-inp', stamp, { environment: environment(), loadAvgAtStart, runs, taps, results, inpMs });
  return pass;
}

run(main);
