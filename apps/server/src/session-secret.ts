// Demo mode runs without SESSION_SECRET; a random one is generated once into DATA_DIR and reused,
// so sessions survive a restart of `npm start` (loadConfig refuses a missing secret otherwise).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIN_SESSION_SECRET_LENGTH, type Config, type ResolvedConfig } from './config';

export const SESSION_SECRET_FILE = 'session-secret';

export function resolveSessionSecret(config: Config): ResolvedConfig {
  if (config.sessionSecret !== undefined) return { ...config, sessionSecret: config.sessionSecret };
  if (!config.demo) {
    // loadConfig already refuses this; kept so a hand-built Config cannot slip through.
    throw new Error('SESSION_SECRET is required unless DEMO=1');
  }
  const file = path.join(config.dataDir, SESSION_SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': never overwrite an existing secret (that would sign everyone out).
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new Error(
      `${file} holds a session secret shorter than ${MIN_SESSION_SECRET_LENGTH} characters; delete it to generate a new one`,
    );
  }
  return { ...config, sessionSecret: secret };
}
