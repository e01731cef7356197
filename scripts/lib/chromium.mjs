// Finds a Chromium for Playwright and Lighthouse. Browser downloads are not possible here (and
// `npx playwright install` needs the internet), so we use the system's browser: CHROMIUM_PATH,
// or a known path. On Debian as root, with none found, Debian's package is installed (the same
// step .ci/run takes); anywhere else the caller gets null and says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return candidates.find((p) => existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("• No Chromium found: installing Debian's chromium and Korean fonts (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env });
  }
  return findChromium();
}
