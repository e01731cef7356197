// Types for security-probes.mjs, which the server's probe test also runs.
export interface ProbeRow {
  probe: string;
  expected: string;
  got: string;
  ok: boolean;
}

/** `logFile`, `dataDir`: the server's log and DATA_DIR, when the caller started it (the log and mail probes read them). */
export function runProbes(
  base: string,
  options?: { logFile?: string; dataDir?: string; timeSlack?: number },
): Promise<ProbeRow[]>;
export function startProbeServer(): Promise<{ base: string; logFile: string; dataDir: string; stop(): Promise<void> }>;
