// Finds a Chromium for Playwright. Browser downloads are not possible here (and `npx playwright
// install` needs the internet), so we use the system's browser: CHROMIUM_PATH, or a known path.
// On Debian as root, with none found, Debian's packages are installed (the same step .ci/run
// takes); anywhere else the caller gets null and says what to install.
//
// The end-to-end suite prefers Chromium's headless shell (Debian's chromium-headless-shell, the
// build Playwright itself runs headless): the full browser in headless mode spent twice the CPU on
// the same tests (docs/decisions.md, "The end-to-end suite in Chromium's headless shell"). The
// benches that measure pages (Lighthouse, INP) keep the full browser, as a buyer's phone runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROMIUM_PATH, when it names a file. */
const chosenByEnv = () => {
  const path = process.env.CHROMIUM_PATH;
  return path && existsSync(path) ? path : null;
};

/** The browser for the end-to-end tests, as found: CHROMIUM_PATH, else the headless shell, else a full Chromium. */
export function testBrowser() {
  return chosenByEnv() ?? [HEADLESS_SHELL, ...FULL].find((p) => existsSync(p)) ?? null;
}

/** testBrowser(), after installing the headless shell where Debian lacks it and we are root. */
export function ensureChromium() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!chosenByEnv() && !existsSync(HEADLESS_SHELL) && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("• Installing Debian's Chromium headless shell and Korean fonts (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-noto-cjk'], {
      stdio: 'inherit',
      env,
    });
  }
  return testBrowser();
}
