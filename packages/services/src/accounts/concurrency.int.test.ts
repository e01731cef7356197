// Races that a multi-process deployment will see; meaningful on PostgreSQL (DATABASE_URL), and
// still correct (serialised) on PGlite.
import { describe, expect, it } from 'vitest';
import { ConflictError, forgotPasswordInput, parseInput, ValidationError } from '@wholesale/contract';
import { latestMail } from '../mail/outbox-testing';
import { parsedSignupPayload, sealedLink, uniqueEmail, useAccountsWorld } from './testing';

// argon2id hashes and a PGlite start per file: generous limits for a loaded machine.
const w = useAccountsWorld();

function outcomes(results: PromiseSettledResult<unknown>[]) {
  return {
    ok: results.filter((r) => r.status === 'fulfilled').length,
    errors: results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : [])),
  };
}

describe('concurrent changes', () => {
  it('two signups for one e-mail at once: one request, one conflict', async () => {
    const email = uniqueEmail('race');
    const { ok, errors } = outcomes(
      await Promise.allSettled([
        w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email)),
        w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email.toUpperCase())),
      ]),
    );
    expect(ok).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ConflictError);
  });

  it('two admins approving one request at once: one account', async () => {
    const email = uniqueEmail('race2');
    const { signupRequestId } = await w.services.signup.createSignupRequest(w.guest, parsedSignupPayload(email));
    const { ok, errors } = outcomes(
      await Promise.allSettled([
        w.services.signupAdmin.approve(w.admin.actor, signupRequestId),
        w.services.signupAdmin.approve(w.admin.actor, signupRequestId),
      ]),
    );
    expect(ok).toBe(1);
    expect(errors[0]).toBeInstanceOf(ConflictError);
    const users = await w.handle.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
  });

  it('one reset link used twice at once: one success', async () => {
    await w.services.passwordReset.requestReset(
      w.guest,
      parseInput(forgotPasswordInput, { email: 'bob@restaurant.test' }),
    );
    await w.services.passwordReset.idle();
    // the reset mail is stored sealed
    const mail = await latestMail(w.handle.db, { template: 'password-reset' });
    const token = sealedLink(mail, 'reset-password').searchParams.get('token')!;
    const { ok, errors } = outcomes(
      await Promise.allSettled([
        w.services.passwordReset.reset(w.guest, { email: 'bob@restaurant.test', token, newPassword: 'first-one' }),
        w.services.passwordReset.reset(w.guest, { email: 'bob@restaurant.test', token, newPassword: 'second-one' }),
      ]),
    );
    expect(ok).toBe(1);
    expect(errors[0]).toBeInstanceOf(ValidationError);
    const user = await w.handle.db
      .selectFrom('users')
      .select('session_version')
      .where('id', '=', w.buyerB.id)
      .executeTakeFirstOrThrow();
    expect(user.session_version).toBe(1);
  });
});
