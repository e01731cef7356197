// A scratch directory for tests that write files (a data directory, a lock, a secret).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/**
 * A fresh, empty directory under the system's temp directory for each test of the file, removed
 * after it. Call the answer inside a test for that test's directory.
 */
export function scratchDirPerTest(prefix: string): () => string {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}
