// PGlite (and the local file store) must never be opened by two processes: a second server on the
// same DATA_DIR corrupts the database. An exclusive lock file holding the owner's pid refuses the
// second process with a clear message. A lock left behind by a crashed process (pid no longer
// alive) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      pid === undefined
        ? `DATA_DIR ${dataDir} is in use by another server process (it is starting up). Stop it or choose another DATA_DIR.`
        : `DATA_DIR ${dataDir} is in use by another server process (pid ${pid}). Stop it or choose another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Idempotent. Removes the lock file only if it still holds our pid. */
  release(): void;
}

// Directories locked by this very process. A lock file holding our own pid that is NOT in this set
// was left by an earlier incarnation with the same pid (typical in containers, where the server
// is always pid 1), so it is stale.
const heldByThisProcess = new Set<string>();

// A lock file younger than this with no readable pid belongs to a process that has just created
// it and not yet written its pid.
const UNWRITTEN_LOCK_GRACE_MS = 10_000;

export interface LockOptions {
  /** Injectable for tests. */
  pid?: number;
  isAlive?: (pid: number) => boolean;
}

/** Whether a process with this id is running (ours or another user's). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return /^\d+$/.test(text) ? Number(text) : undefined;
  } catch {
    return undefined;
  }
}

export function lockDataDir(dataDir: string, options: LockOptions = {}): DataDirLock {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? isProcessAlive;
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE_NAME);
  fs.mkdirSync(dir, { recursive: true });

  // A few attempts: between unlinking a stale lock and creating ours, another starting process
  // may win the race; then we read its pid on the next round and refuse.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o644);
      try {
        fs.writeSync(fd, `${pid}\n`);
      } finally {
        fs.closeSync(fd);
      }
      heldByThisProcess.add(dir);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(dir);
          if (readPid(file) === pid) {
            try {
              fs.unlinkSync(file);
            } catch {
              // Already gone: nothing to release.
            }
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }

    const owner = readPid(file);
    if (owner === undefined) {
      let mtimeMs: number;
      try {
        mtimeMs = fs.statSync(file).mtimeMs;
      } catch {
        continue; // vanished meanwhile: try again
      }
      if (Date.now() - mtimeMs < UNWRITTEN_LOCK_GRACE_MS) throw new DataDirInUseError(dir, undefined);
    } else {
      const ownLockHeldHere = owner === pid && heldByThisProcess.has(dir);
      const ownStaleLock = owner === pid && !heldByThisProcess.has(dir);
      if (ownLockHeldHere || (!ownStaleLock && isAlive(owner))) throw new DataDirInUseError(dir, owner);
    }
    // Stale: its owner is gone. Take it over.
    try {
      fs.unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirInUseError(dir, readPid(file));
}
