// index.html's one script. A page the server rendered is already on screen, and reading it needs
// no JavaScript: the app (React, the page's code, hydration) is fetched and run only once the
// page's main picture is in and painted, so its download and start-up never compete with the
// paint a buyer on a slow phone is waiting for. A page the server did not render starts the app
// at once.
// The styles come with the HTML (render-blocking, linked by the build), not with the app.
import './styles.css';

const start = () => void import('./boot');

/** The most a slow or failed picture holds the app back. */
const HERO_WAIT_MS = 2500;

/**
 * Runs `run` once the page's main picture (its LCP; the one image with `elementtiming`, from
 * ui/Picture.tsx) is on screen, or has failed, or is late. Where the browser reports element timing
 * (Chromium), its report is the proof of the paint: a frame can reach the screen well after the
 * image's load event and the next animation frame, and an app that arrived in between would run
 * its start-up before the picture was seen. Elsewhere the next animation frame after the load
 * stands in for it.
 */
function afterHeroPaint(run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(run, 0);
  };
  const hero = document.querySelector<HTMLImageElement>('main img[elementtiming]');
  // No picture, or one that failed before this script ran (offline, a picture not kept): nothing to wait for.
  if (!hero || (hero.complete && hero.naturalWidth === 0)) return go();
  if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
    // buffered: a picture painted before this script ran was reported already.
    new PerformanceObserver(go).observe({ type: 'element', buffered: true });
  } else if (hero.complete) {
    requestAnimationFrame(go);
  } else {
    hero.addEventListener('load', () => requestAnimationFrame(go), { once: true });
  }
  hero.addEventListener('error', go, { once: true });
  setTimeout(go, HERO_WAIT_MS);
}

if (document.getElementById('ssr-state')) afterHeroPaint(start);
else start();
