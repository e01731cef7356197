// Types for security-probes.mjs, which the server's probe test also runs.
export interface ProbeRow {
  probe: string;
  expected: string;
  got: string;
  ok: boolean;
}

/** `logFile`: the server's log, when the caller started it (the log probes read it). */
export function runProbes(base: string, options?: { logFile?: string }): Promise<ProbeRow[]>;
export function startProbeServer(): Promise<{ base: string; logFile: string; stop(): Promise<void> }>;
