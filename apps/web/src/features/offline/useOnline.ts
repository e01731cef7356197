import { useSyncExternalStore } from 'react';

// Whether the server can be reached: the browser's own word (its online and offline events), and
// what the last request learnt (noteReached). A phone with signal whose server is down, or behind a
// proxy answering 502-504, is offline to the buyer too. In the first load: it drives the notice.

let unreached = false;
const listeners = new Set<() => void>();

/**
 * What an answer says of the server: reached, unless it failed to arrive (`answer` null), came from
 * the phone (the service worker's kept answers carry `x-kept-for`), or is a proxy's 502-504.
 */
export function noteReached(answer: Response | null): void {
  const next = !answer || answer.headers.has('x-kept-for') || (answer.status > 501 && answer.status < 505);
  if (unreached === next) return;
  unreached = next;
  listeners.forEach((l) => l());
}

/** Whether the browser says it has a connection and the last request reached the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (l) => {
      // The signal back: the server is tried again by the next request; until then, hope.
      const online = () => {
        unreached = false;
        l();
      };
      window.addEventListener('online', online);
      window.addEventListener('offline', l);
      listeners.add(l);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', l);
        listeners.delete(l);
      };
    },
    () => navigator.onLine && !unreached,
    () => true,
  );
}
