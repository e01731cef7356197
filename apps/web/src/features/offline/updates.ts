import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/idle';

// The service worker's registration and what the page learns from it. A new
// version of the worker takes over at once (src/sw/service-worker.ts): the next load runs the new
// app, and a page still running the old one says so and offers to reload, so no buyer runs a stale
// app for more than the load they are on.

/** The worker as built (apps/web/scripts/build-service-worker.mjs), at the root so it serves every page. */
export const WORKER_URL = '/sw.js';
/** A phone keeps a tab open for days: it asks for a new version when the buyer comes back, at most this often. */
const UPDATE_CHECK_MS = 60_000;

let updateReady = false;
const listeners = new Set<() => void>();

function setUpdateReady(): void {
  updateReady = true;
  for (const l of listeners) l();
}

/** Whether a new version has taken over this page's worker (for tests; pages use the hook). */
export function isUpdateReady(): boolean {
  return updateReady;
}

/** True once a new version has taken over this page's worker: the page runs the old app. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => updateReady,
    () => false,
  );
}

/**
 * Registers the worker once the page has settled (loaded, then idle): its install downloads the
 * storefront for offline use, which must not compete with the page's own pictures and scripts.
 */
export function startServiceWorker(): void {
  if (typeof window === 'undefined') return;
  const register = () => void registerServiceWorker().catch(() => undefined);
  const settled = () => whenIdle(register, 10_000, 3000);
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
}

/** Registers the worker (a production build only: the dev server has none) and watches for new versions. */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  enabled: boolean = import.meta.env.PROD,
): Promise<void> {
  if (!container || !enabled) return;
  // A page that was not under a worker when it loaded sees the first one take over (clientsClaim):
  // not an update. Any takeover after the page's first worker is a new version.
  let workers = container.controller === null ? 0 : 1;
  container.addEventListener('controllerchange', () => {
    workers += 1;
    if (workers >= 2) setUpdateReady();
  });
  // updateViaCache 'none': the browser asks the server for sw.js itself each time, never its HTTP cache.
  const registration = await container.register(WORKER_URL, { updateViaCache: 'none' });
  let checkedAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
    checkedAt = Date.now();
    void registration.update().catch(() => undefined);
  });
}
