/**
 * Runs `run` once the browser is idle (at the latest `timeoutMs` later), or after `fallbackMs`
 * where there is no idle callback (Safari). For work that must never delay a paint.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): void {
  const idle = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(run, { timeout: timeoutMs });
  else window.setTimeout(run, fallbackMs);
}
