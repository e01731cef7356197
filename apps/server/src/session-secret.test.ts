import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { SESSION_SECRET_FILE, resolveSessionSecret } from './session-secret';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-test-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('resolveSessionSecret', () => {
  it('keeps an explicit SESSION_SECRET and writes nothing', () => {
    const secret = 's'.repeat(40);
    const config = resolveSessionSecret(loadConfig({ SESSION_SECRET: secret, DATA_DIR: dir, MAIL_TRANSPORT: 'file' }));
    expect(config.sessionSecret).toBe(secret);
    expect(fs.existsSync(path.join(dir, SESSION_SECRET_FILE))).toBe(false);
  });

  it('generates a secret once in demo mode and reuses it on the next start', () => {
    const first = resolveSessionSecret(loadConfig({ DEMO: '1', DATA_DIR: dir })).sessionSecret;
    const second = resolveSessionSecret(loadConfig({ DEMO: '1', DATA_DIR: dir })).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(fs.statSync(path.join(dir, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });
});
