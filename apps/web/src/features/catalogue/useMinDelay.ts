import { useEffect, useState } from 'react';

/**
 * false for the first `ms` milliseconds after mount, then true (a skeleton's minimum time).
 * `ready`: what the skeleton stands for was there at mount (the page's HTML came with it): no
 * skeleton at all, so the server's HTML and the first render in the browser show the content.
 */
export function useMinDelay(ms: number, ready = false): boolean {
  const [done, setDone] = useState(ready);
  useEffect(() => {
    if (done) return;
    const t = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(t);
  }, [ms, done]);
  return done;
}
