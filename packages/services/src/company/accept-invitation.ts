// Accepting an invitation: it makes the member's account and signs them in, with no admin
// approval (the company is already verified).
import {
  COMPANY_ERRORS,
  ConflictError,
  ValidationError,
  type AcceptInvitationInput,
  type CompanyService,
} from '@wholesale/contract';
import { hashPassword } from '../accounts/passwords';
import { isUniqueViolation, sha256Hex, systemClock } from '../kernel/common';
import { emailTaken, type CompanyDeps } from './rows';

/** "Alice Mae Park" → first "Alice", last "Mae Park"; a one-word name (e.g. 김민지) is all first name. */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

export function createInvitationAcceptance(deps: CompanyDeps): Pick<CompanyService, 'acceptInvitation'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async acceptInvitation(_actor, input: AcceptInvitationInput) {
      const now = clock();
      const tokenHash = sha256Hex(input.token);
      // A link that works, checked before the password is hashed: argon2 is costly, and a guest
      // without a working link must not be able to make the server run it.
      const usable = await db
        .selectFrom('company_invitations')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!usable) throw new ValidationError(COMPANY_ERRORS.invitationLink);
      // Hashed before the transaction, which then holds its rows only briefly.
      const passwordHash = await hashPassword(input.password);
      let joined;
      try {
        joined = await db.transaction().execute(async (trx) => {
          const invitation = await trx
            .selectFrom('company_invitations')
            .selectAll()
            .where('token_hash', '=', tokenHash)
            .where('accepted_at', 'is', null)
            .where('expires_at', '>', now)
            .forUpdate()
            .executeTakeFirst();
          if (!invitation) throw new ValidationError(COMPANY_ERRORS.invitationLink);
          const owner = await trx
            .selectFrom('users')
            .select(['id', 'company', 'disabled_at', 'owner_id'])
            .where('id', '=', invitation.owner_id)
            .executeTakeFirst();
          if (!owner || owner.disabled_at !== null || owner.owner_id !== null)
            throw new ValidationError(COMPANY_ERRORS.invitationLink);
          if (await emailTaken(trx, invitation.email)) throw new ConflictError(COMPANY_ERRORS.emailTaken);
          const user = await trx
            .insertInto('users')
            .values({
              name: input.name,
              ...splitName(input.name),
              email: invitation.email,
              company: owner.company,
              password_hash: passwordHash,
              locale: invitation.locale,
              owner_id: owner.id,
              company_role: invitation.role,
              order_limit_cents: invitation.order_limit_cents,
            })
            .returning(['id', 'is_admin', 'session_version', 'company_role'])
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('company_invitations')
            .set({ accepted_at: now, user_id: user.id })
            .where('id', '=', invitation.id)
            .execute();
          return { user, companyId: owner.id };
        });
      } catch (err) {
        // The same address made an account meanwhile (another invitation, a signup).
        if (isUniqueViolation(err)) throw new ConflictError(COMPANY_ERRORS.emailTaken);
        throw err;
      }
      const token = await deps.tokens.issue(joined.user);
      return { token, user_id: joined.user.id, company_id: joined.companyId, role: joined.user.company_role };
    },
  };
}
