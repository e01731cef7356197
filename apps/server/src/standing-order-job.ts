// The standing-order job (issue 20, item 7): makes the cycles' orders whose time has come, once
// at start (catching up after downtime) and then every STANDING_ORDER_JOB_MS. Every server process
// runs it: the service takes each batch with FOR UPDATE SKIP LOCKED and claims each cycle's row,
// so one order is made per cycle however many processes run. A failed run is logged and tried
// again at the next tick.
import type { StandingOrderRun } from '@wholesale/contract';

/** How often the job looks for due cycles (they are made at 6:00 AM, three days before pickup). */
export const STANDING_ORDER_JOB_MS = 10 * 60_000;

interface JobLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function startStandingOrderJob(run: () => Promise<StandingOrderRun>, logger: JobLogger, everyMs = STANDING_ORDER_JOB_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = run()
      .then((result) => {
        if (result.created + result.unavailable + result.missed > 0) logger.info(result, 'standing orders made');
      })
      .catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'standing-order job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
