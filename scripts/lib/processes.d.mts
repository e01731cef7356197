// Types for processes.mjs, which the server's multi-process tests also use.
import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const SERVER_ENTRY: string;
export const WEB_INDEX: string;

export interface NodeProc {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number>;
export function startNode(
  name: string,
  entry: string,
  env: Record<string, string>,
  logFile: string,
  nodeArgs?: string[],
): NodeProc;
export function waitForHttp(proc: NodeProc, url: string, timeoutMs?: number): Promise<void>;
export function stopNode(proc: NodeProc | undefined, graceMs?: number): Promise<void>;
export function cleanupOnExit(interruptMessage: string): {
  defer(fn: () => unknown): void;
  cleanup(): Promise<void>;
  run(main: () => Promise<boolean>, exitStatus?: (ok: boolean) => number): Promise<void>;
};
