// A wrong e-mail must cost the same as a wrong password: exactly one argon2 verification on
// every path (a dummy hash stands in for a missing account). Counted, not timed, so it is stable.
import { describe, expect, it } from 'vitest';
import { ForbiddenError, UnauthorizedError } from '@wholesale/contract';
import { expectError } from './expect-error';
import { verifications } from './passwords';
import { parsedSignupPayload, PASSWORD, uniqueEmail, useAccountsWorld } from './testing';

const w = useAccountsWorld();

describe('login work per attempt', () => {
  it('verifies exactly one argon2id hash for a known, unknown and pending e-mail', async () => {
    const pending = uniqueEmail('timing');
    await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(pending));

    const attempts: [string, string, abstract new (...a: never[]) => Error][] = [
      ['alice@restaurant.test', 'wrong', UnauthorizedError],
      ['nobody@restaurant.test', 'wrong', UnauthorizedError],
      [pending, 'wrong', UnauthorizedError],
      [pending, 'pending-pass', ForbiddenError],
    ];
    for (const [email, password, error] of attempts) {
      const before = verifications().count;
      await expectError(w.services.auth.login(w.guest, { email, password }, `t-${email}`), error);
      expect(verifications().count - before).toBe(1);
      expect(verifications().last).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    const before = verifications().count;
    await w.services.auth.login(w.guest, { email: 'alice@restaurant.test', password: PASSWORD }, 't-ok');
    expect(verifications().count - before).toBe(1);
  });
});
