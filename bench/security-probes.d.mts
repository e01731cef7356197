// Types for security-probes.mjs, which the server's probe test also runs.
export interface ProbeRow {
  probe: string;
  expected: string;
  got: string;
  ok: boolean;
}

export function runProbes(base: string): Promise<ProbeRow[]>;
export function startProbeServer(): Promise<{ base: string; logFile: string; stop(): Promise<void> }>;
