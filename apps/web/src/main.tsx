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

/** Runs `run` after the next paint once the page's main picture (its LCP) is in, or has failed, or is late. */
function afterHeroPaint(run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    requestAnimationFrame(() => setTimeout(run, 0));
  };
  const hero = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
  if (!hero || hero.complete) return go();
  hero.addEventListener('load', go, { once: true });
  hero.addEventListener('error', go, { once: true });
  setTimeout(go, HERO_WAIT_MS);
}

if (document.getElementById('ssr-state')) afterHeroPaint(start);
else start();
