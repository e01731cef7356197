import { cpSync, existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testBrowser } from '../scripts/lib/chromium.mjs';

// One server for the whole run: the built app on PGlite in a fresh data directory, demo data on.
// The config is evaluated again in every worker; the env vars keep them on the same directories.
const root = join(import.meta.dirname, '..');
if (!process.env.E2E_DATA_DIR) {
  const tmp = mkdtempSync(join(tmpdir(), 'wholesale-e2e-'));
  const webDist = join(root, 'apps', 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app first (npm run build in apps/web)');
  }
  // The server serves a copy of the built web app: a rebuild of apps/web/dist while the suite
  // runs would otherwise swap index.html and the hashed chunks under the open pages.
  cpSync(webDist, join(tmp, 'web'), { recursive: true });
  process.env.E2E_DATA_DIR = join(tmp, 'data');
  process.env.E2E_WEB_DIST_DIR = join(tmp, 'web');
  // Only this (the runner's) process gets here; the server is stopped by the time it exits.
  process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Playwright starts Chromium with --disable-dev-shm-usage, for containers whose /dev/shm holds 64 MB:
 * Chromium's shared memory (every frame a renderer draws) then lives in files under /tmp, on disk
 * here. Where /dev/shm is a roomy tmpfs (this machine's holds GBs), Chromium's default is kept.
 */
function roomyDevShm(): boolean {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

/**
 * Specs that read a figure of the whole store (the dashboard's Owed card sums every order) while
 * changing it: run alone, after every other spec, so no other spec moves the figure under them.
 * The launch deal's spec too: while it runs, every company approved gets a place and a free line
 * on its first order, which other specs' orders must not meet.
 */
const ALONE = /(admin-payments|launch-deal)\.desktop\.spec\.ts$/;

const chromium = {
  // CHROMIUM_PATH, else Chromium's headless shell (what `npm test` and .ci/run install), else a full
  // Chromium: the full browser, headless, spent twice the CPU on the same tests.
  executablePath: testBrowser() ?? '/usr/bin/chromium',
  ignoreDefaultArgs: roomyDevShm() ? ['--disable-dev-shm-usage'] : [],
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: join(root, 'test-results', 'e2e-artifacts'),
  fullyParallel: true,
  // Half as many workers again as cores: a test spends about a third of its time waiting (for the
  // server, a navigation, a poll), and a third worker fills those waits. On the 2-core machine the
  // whole suite took 7.3 min with 2 workers and 5.5 min with 3, every test passing in both
  // (docs/decisions.md, "Three end-to-end workers on two cores"). E2E_WORKERS chooses another number.
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, Math.ceil(availableParallelism() * 1.5)),
  // Once more on a failure, with a trace of that second run (the summary lists every test that
  // needed it). Recording a trace of every run cost a fifth of the suite's CPU: the browser draws
  // and encodes a screencast frame for each action, and the runner writes them all.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // The storefront's service worker is tested by offline.phone.spec.ts, on an origin
    // of its own; elsewhere it would answer from what an earlier test kept and hide requests
    // from page.route, which several specs use to doctor answers.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // A spec named *.phone.spec.ts runs on the phone only, *.desktop.spec.ts on the desktop only, any
  // other on both. A flow whose page is the same at any size (route guards, the server's HTML, a
  // form's answers, the information pages' words) runs at one size: the phone, where buyers are,
  // or the desktop for the search box's words (the phone's search has a spec of its own). The
  // layouts themselves are checked at both sizes (storefront-layout, chrome, a11y).
  projects: [
    {
      name: 'phone',
      // The back office is used on a desktop: its flows run at desktop size only.
      testIgnore: /\.desktop\.spec\.ts$/,
      // Drawn at one device pixel per CSS pixel: the layout (CSS pixels) is the Pixel 7's, and
      // Chromium, drawing without a GPU here, spends a seventh of the pixels on each frame.
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1,
        launchOptions: chromium,
      },
    },
    {
      name: 'desktop',
      // Buyers order on their phones: the cart and checkout flows run at phone size only.
      testIgnore: [/\.phone\.spec\.ts$/, ALONE],
      // The Korean runs of the specs of both sizes, tagged so (support.ts, PHONE_ONLY): their English
      // runs check the desktop, and the words are the same at any size.
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'desktop-alone',
      testMatch: ALONE,
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? '',
      DEMO: '1',
      DATABASE_URL: '',
      // Every browser of the suite is 127.0.0.1: the anonymous forms' per-client limits
      // would stop its signups and inquiries. The limits themselves are proven in the server's tests.
      FORM_LIMIT_SCALE: '100',
    },
  },
});
