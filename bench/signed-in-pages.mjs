// Page-speed benchmark of the signed-in buyer's pages: Lighthouse 12 (mobile preset, simulated
// throttling) in Debian's Chromium against the built server on PGlite, as the demo buyer, on the
// profile, the orders list and the checkout with three products in the cart (cookies accepted).
// Budgets, median of the runs on each page: performance score at least 95, LCP at most 1.5 s.
//
//   node bench/signed-in-pages.mjs [--runs 3] [--save DIR] [--only profile,orders,checkout]
//   --save writes each run's whole Lighthouse report (JSON) to DIR, to see where the time went.
//   CHROME_PATH overrides /usr/bin/chromium.
//
// The session, the cart and the cookie consent are set in the browser before each run, and
// Lighthouse is told not to clear them (disableStorageReset): a signed-in page measured with a
// cleared session would measure the sign-in redirect instead.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { encodeUserId, signInDemoBuyer, startDemoServer } from './lib/demo-server.mjs';
import { medianRun as median, pageTimings } from './lib/lighthouse.mjs';
import { environment, formatTable, timestamp, warnIfBusy, writeResults } from './lib/report.mjs';

const BUDGET_SCORE = 95;
const BUDGET_LCP_MS = 1500;
/** Three demo products for the checkout's cart (ids of the demo catalogue, all sold). */
const CART = [
  { id: 1, quantity: 2 },
  { id: 2, quantity: 1 },
  { id: 9, quantity: 3 },
];

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Number(opts.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be 1..9 (got ${opts.runs})`);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const { defer, run } = cleanupOnExit('stopping Chromium and the server');
/** The timings of one Lighthouse result, and the page it ended on (a redirect to sign-in shows there). */
const summarise = (lhr) => ({ ...pageTimings(lhr), finalUrl: lhr.finalDisplayedUrl });

async function main() {
  const stamp = timestamp();
  const loadAvgAtStart = warnIfBusy();
  const base = await startDemoServer(defer, 'wholesale-signed-in-');
  const { userId, cookies } = await signInDemoBuyer(base);
  const profile = `/profile/user/${encodeUserId(userId)}`;
  const pages = [
    { name: 'profile', path: profile },
    { name: 'orders', path: `${profile}?view=orders` },
    { name: 'checkout', path: '/order-summary' },
  ];

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
    logLevel: 'silent',
  });
  defer(() => chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  defer(() => browser.disconnect());
  const page = await browser.newPage();
  // The browser's state before every run: signed in, a cart, cookies accepted (as a buyer has them).
  const prepare = async () => {
    await page.goto(`${base}/api/items`, { waitUntil: 'load' });
    await page.setCookie(...cookies.map((c) => ({ ...c, url: base })), {
      name: 'cart',
      value: encodeURIComponent(JSON.stringify(CART)),
      url: base,
    });
    await page.evaluate(() => localStorage.setItem('accepted', 'true'));
  };
  const run = async (url, name = 'warm-up') => {
    await prepare();
    const runner = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    );
    if (opts.save) {
      fs.mkdirSync(opts.save, { recursive: true });
      fs.writeFileSync(path.join(opts.save, `${name}-${Date.now()}.json`), JSON.stringify(runner.lhr));
    }
    return summarise(runner.lhr);
  };
  process.stdout.write('  lighthouse warm-up run (discarded) ... ');
  await run(base + pages[0].path);
  console.log('done');

  const results = [];
  const wanted = opts.only ? new Set(opts.only.split(',')) : null;
  for (const p of pages) {
    if (wanted && !wanted.has(p.name)) continue;
    const attempts = [];
    for (let i = 0; i < runs; i++) {
      process.stdout.write(`  lighthouse ${p.name.padEnd(8)} run ${i + 1}/${runs} ... `);
      let s;
      for (let tries = 1; ; tries++) {
        s = await run(base + p.path, p.name);
        // A page that sent the buyer to sign in measured the wrong page: the session did not hold.
        if (new URL(s.finalUrl).pathname === '/login') throw new Error(`${p.path}: redirected to /login`);
        if (!s.runtimeError) break;
        if (tries === 3) throw new Error(`${p.path}: ${s.runtimeError.code} ${s.runtimeError.message}`);
      }
      attempts.push(s);
      console.log(`score ${s.score}, LCP ${Math.round(s.lcpMs)} ms (benchmarkIndex ${Math.round(s.benchmarkIndex)})`);
    }
    const score = median(attempts.map((a) => a.score));
    const lcpMs = median(attempts.map((a) => a.lcpMs));
    results.push({
      page: p.name,
      path: p.path,
      score,
      lcpMs,
      fcpMs: median(attempts.map((a) => a.fcpMs)),
      tbtMs: median(attempts.map((a) => a.tbtMs)),
      cls: median(attempts.map((a) => a.cls)),
      pass: score >= BUDGET_SCORE && lcpMs <= BUDGET_LCP_MS,
    });
  }

  console.log(
    `\nLighthouse 12, mobile preset, simulated throttling, ${runs} run(s) per page (medians); budgets: score ≥ ${BUDGET_SCORE}, LCP ≤ ${BUDGET_LCP_MS} ms\n`,
  );
  console.log(
    formatTable(
      [
        ['page', 'l'],
        ['score', 'r'],
        ['FCP ms', 'r'],
        ['LCP ms', 'r'],
        ['TBT ms', 'r'],
        ['CLS', 'r'],
        ['budgets', 'l'],
      ],
      results.map((r) => [
        r.page,
        r.score,
        Math.round(r.fcpMs),
        Math.round(r.lcpMs),
        Math.round(r.tbtMs),
        r.cls.toFixed(3),
        r.pass ? 'PASS' : 'FAIL',
      ]),
    ),
  );
  writeResults('signed-in-pages', stamp, { environment: environment(), loadAvgAtStart, runs, results });
  return results.every((r) => r.pass);
}

run(main);
