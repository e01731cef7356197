import { useEffect, useState } from 'react';

/** false for the first `ms` milliseconds after mount, then true (a skeleton's minimum time). */
export function useMinDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(t);
  }, [ms]);
  return done;
}
