// Password hashing: argon2id with OWASP's minimum parameters (m = 19456 KiB, t = 2, p = 1).
// Native code (prebuilt binaries), so only server-side code imports this module.
import { hash, verify } from '@node-rs/argon2';

export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`) with a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  // @node-rs/argon2's default algorithm is argon2id; its enum is a `const enum` that isolated
  // modules cannot reference, so the tests assert the algorithm from the output instead.
  return hash(plain, ARGON2_OPTIONS);
}

/** Whether `plain` matches `hashed`; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
