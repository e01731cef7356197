// A job every server process runs: once at start (catching up after downtime) and then every
// `everyMs`, one run at a time; a failed run is logged and tried again at the next tick. What makes
// each run safe with several processes at once is the job's own (its rows' keys and locks).

export interface JobLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PeriodicJob<R extends object> {
  /** names the job in the logs ('standing-order job') */
  name: string;
  run: () => Promise<R>;
  everyMs: number;
  /** what a run that did something logs (null: nothing worth a line) */
  done: (result: R) => string | null;
}

export function startPeriodicJob<R extends object>(job: PeriodicJob<R>, logger: JobLogger): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = job
      .run()
      .then((result) => {
        const line = job.done(result);
        if (line !== null) logger.info(result, line);
      })
      .catch((err: unknown) =>
        logger.error({ err: err instanceof Error ? err.message : String(err) }, `${job.name} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, job.everyMs);
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

/**
 * The starter of one kind of job, its name, period and log line fixed: the caller gives the run
 * (the service call) and the logger, and a test a shorter period.
 */
export function periodicJobStarter<R extends object>(job: Omit<PeriodicJob<R>, 'run'>) {
  return (run: () => Promise<R>, logger: JobLogger, everyMs = job.everyMs): { stop(): Promise<void> } =>
    startPeriodicJob({ ...job, run, everyMs }, logger);
}
