import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { scratchDirPerTest } from './testing/scratch-dir';
import { SESSION_SECRET_FILE, resolveSessionSecret } from './session-secret';

const dir = scratchDirPerTest('secret-test-');

describe('resolveSessionSecret', () => {
  it('keeps an explicit SESSION_SECRET and writes nothing', () => {
    const secret = 's'.repeat(40);
    const config = resolveSessionSecret(
      loadConfig({ SESSION_SECRET: secret, DATA_DIR: dir(), MAIL_TRANSPORT: 'file' }),
    );
    expect(config.sessionSecret).toBe(secret);
    expect(fs.existsSync(path.join(dir(), SESSION_SECRET_FILE))).toBe(false);
  });

  it('generates a secret once in demo mode and reuses it on the next start', () => {
    const first = resolveSessionSecret(loadConfig({ DEMO: '1', DATA_DIR: dir() })).sessionSecret;
    const second = resolveSessionSecret(loadConfig({ DEMO: '1', DATA_DIR: dir() })).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(fs.statSync(path.join(dir(), SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });
});
