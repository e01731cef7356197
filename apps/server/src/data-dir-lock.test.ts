import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';
import { scratchDirPerTest } from './testing/scratch-dir';

const dir = scratchDirPerTest('lock-test-');

describe('lockDataDir', () => {
  it('creates the directory and a lock file holding the pid, removed on release', () => {
    const dataDir = path.join(dir(), 'nested', 'data');
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    lock.release(); // idempotent
  });

  it('refuses a second lock while the first is held, naming the pid', () => {
    const lock = lockDataDir(dir());
    try {
      expect(() => lockDataDir(dir())).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir())).toThrow(
        `DATA_DIR ${dir()} is in use by another server process (pid ${process.pid})`,
      );
    } finally {
      lock.release();
    }
    lockDataDir(dir()).release(); // free again after release
  });

  it('refuses when another live process holds the lock', () => {
    fs.writeFileSync(path.join(dir(), LOCK_FILE_NAME), '4242\n');
    expect(() => lockDataDir(dir(), { isAlive: (pid) => pid === 4242 })).toThrow('(pid 4242)');
    expect(fs.readFileSync(path.join(dir(), LOCK_FILE_NAME), 'utf8')).toBe('4242\n');
  });

  it('takes over a stale lock whose process is gone', () => {
    fs.writeFileSync(path.join(dir(), LOCK_FILE_NAME), '4242\n');
    const lock = lockDataDir(dir(), { isAlive: () => false });
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock left by an earlier process with our own pid (container restarts)', () => {
    fs.writeFileSync(path.join(dir(), LOCK_FILE_NAME), `${process.pid}\n`);
    const lock = lockDataDir(dir());
    expect(fs.existsSync(lock.file)).toBe(true);
    lock.release();
  });

  it('takes over a real stale lock (a pid that has exited)', async () => {
    const { spawnSync } = await import('node:child_process');
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(dir(), LOCK_FILE_NAME), `${child.stdout.toString()}\n`);
    const lock = lockDataDir(dir());
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('treats a fresh lock file without a pid as a process starting up, an old one as stale', () => {
    const file = path.join(dir(), LOCK_FILE_NAME);
    fs.writeFileSync(file, '');
    expect(() => lockDataDir(dir())).toThrow('it is starting up');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    lockDataDir(dir()).release();
  });

  it('does not remove a lock another process took over after ours was deleted', () => {
    const lock = lockDataDir(dir());
    fs.writeFileSync(lock.file, '4242\n');
    lock.release();
    expect(fs.readFileSync(lock.file, 'utf8')).toBe('4242\n');
  });
});
