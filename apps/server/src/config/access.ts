// Who may get in: the secret that signs sessions, and the bootstrap admin account.
import { z } from 'zod';
import { optional } from './fields';

/** Minimum length of SESSION_SECRET: 32 characters (at least 128 bits of entropy if random). */
export const MIN_SESSION_SECRET_LENGTH = 32;
/** A bootstrap admin password set from the environment guards the whole business. */
const MIN_ADMIN_PASSWORD_LENGTH = 12;

export const accessEnv = {
  SESSION_SECRET: optional(
    z.string().min(MIN_SESSION_SECRET_LENGTH, {
      error: `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long (use e.g. \`openssl rand -hex 32\`)`,
    }),
  ),
  ADMIN_EMAIL: optional(z.email({ error: 'ADMIN_EMAIL must be an e-mail address' })),
  ADMIN_PASSWORD: optional(
    z.string().min(MIN_ADMIN_PASSWORD_LENGTH, {
      error: `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`,
    }),
  ),
};

/** ADMIN_EMAIL and ADMIN_PASSWORD go together: that admin account, or none. */
export function adminOf(
  e: { ADMIN_EMAIL?: string | undefined; ADMIN_PASSWORD?: string | undefined },
  issues: string[],
): { email: string; password: string } | undefined {
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    issues.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither)');
  }
  return e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined;
}

/** Outside demo mode the session secret is required (demo mode generates one into DATA_DIR). */
export function requireSessionSecret(secret: string | undefined, demo: boolean, issues: string[]): void {
  if (!demo && secret === undefined) {
    issues.push(
      `SESSION_SECRET is required unless DEMO=1: set it to a random string of at least ${MIN_SESSION_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`,
    );
  }
}
