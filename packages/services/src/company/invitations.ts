// Inviting staff: the owner invites by e-mail as 'orderer' or 'viewer', or takes an invitation
// back. An invitation is a single-use link for one address, valid 7 days, mailed sealed (it works
// as a credential until used), and counted against the company's limits.
import { toCents } from '@wholesale/rules';
import {
  addressInvitedTooOftenError,
  COMPANY_ERRORS,
  ConflictError,
  INVITATION_LIMITS,
  INVITATION_TTL_DAYS,
  INVITATION_WINDOW_HOURS,
  NotFoundError,
  RateLimitedError,
  requireSignedIn,
  tooManyInvitationsError,
  type CompanyService,
  type InvitationInput,
  type InvitationLimits,
} from '@wholesale/contract';
import { sql } from '@wholesale/db';
import { noMailHook, randomToken, sha256Hex, systemClock, type Db } from '../kernel/common';
import { enqueueMail } from '../mail/outbox';
import { emailTaken, managedCompany, toInvitation, type CompanyDeps } from './rows';

/**
 * Counts one more invitation against the company's limits (INVITATION_LIMITS: so many in 24 hours,
 * so many to one address), or refuses it with a 429. Counted in SQL over the invitations the
 * company sent, inside the invitation's transaction: the count survives restarts and holds across
 * server processes without Redis, and the company's row, locked first, makes a burst of
 * concurrent invitations wait in line instead of all passing one count.
 */
async function chargeInvitation(
  trx: Db,
  limits: InvitationLimits,
  companyId: number,
  email: string,
  now: Date,
): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', companyId).forNoKeyUpdate().execute();
  const windowMs = INVITATION_WINDOW_HOURS * 3_600_000;
  const sent = await trx
    .selectFrom('company_invitations')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<Date | string | null>`min(created_at)`.as('oldest'),
      sql<number>`(count(*) FILTER (WHERE lower(email) = ${email}))::int`.as('to_address'),
      sql<Date | string | null>`min(created_at) FILTER (WHERE lower(email) = ${email})`.as('oldest_to_address'),
    ])
    .where('owner_id', '=', companyId)
    .where('created_at', '>', new Date(now.getTime() - windowMs))
    .executeTakeFirstOrThrow();
  // Seconds until the oldest counted invitation leaves the window.
  const wait = (oldest: Date | string | null) =>
    Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + windowMs - now.getTime()) / 1000));
  if (sent.total >= limits.perDay) {
    const seconds = wait(sent.oldest);
    throw new RateLimitedError(tooManyInvitationsError(limits.perDay, seconds), seconds);
  }
  if (sent.to_address >= limits.perAddressPerDay) {
    const seconds = wait(sent.oldest_to_address);
    throw new RateLimitedError(addressInvitedTooOftenError(limits.perAddressPerDay, seconds), seconds);
  }
}

export function createInvitations(deps: CompanyDeps): Pick<CompanyService, 'invite' | 'cancelInvitation'> {
  const { db, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const limits = deps.invitationLimits ?? INVITATION_LIMITS;

  return {
    async invite(actor, asked: InvitationInput, companyId) {
      const me = requireSignedIn(actor);
      // One spelling per address: the account it makes is found case-insensitively anyway.
      const input = { ...asked, email: asked.email.toLowerCase() };
      const now = clock();
      const token = randomToken();
      const invitation = await db.transaction().execute(async (trx) => {
        const company = await managedCompany(trx, actor, companyId);
        await chargeInvitation(trx, limits, company.id, input.email, now);
        if (await emailTaken(trx, input.email)) throw new ConflictError(COMPANY_ERRORS.emailTaken);
        // A new invitation to the same address replaces one not yet used: one working link at a time.
        // The old row stays (its link ended): it was mailed, and counts against the company's limits.
        await trx
          .updateTable('company_invitations')
          .set({ expires_at: now })
          .where('owner_id', '=', company.id)
          .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email))
          .where('accepted_at', 'is', null)
          .where('expires_at', '>', now)
          .execute();
        const row = await trx
          .insertInto('company_invitations')
          .values({
            owner_id: company.id,
            invited_by: me.userId,
            email: input.email,
            role: input.role,
            order_limit_cents: input.order_limit === null ? null : toCents(input.order_limit),
            locale: input.locale,
            token_hash: sha256Hex(token),
            expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
            // On the service's clock, which the limits count by.
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // The business speaks: the mail names the company in its own sentence, never a user's name as
        // who sends it (a name is whatever its owner typed).
        await enqueueMail(
          trx,
          {
            to: input.email,
            template: 'company-invitation',
            locale: input.locale,
            data: { company: company.company, email: input.email, role: input.role, token, publicUrl },
          },
          deps.sealer,
        );
        return row;
      });
      mailQueued();
      return toInvitation(invitation);
    },

    async cancelInvitation(actor, invitationId, companyId) {
      const company = await managedCompany(db, actor, companyId);
      const now = clock();
      // Its link ends; the row stays, as a mail the company sent (its limits count it).
      const gone = await db
        .updateTable('company_invitations')
        .set({ expires_at: now })
        .where('id', '=', invitationId)
        .where('owner_id', '=', company.id)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      // Another company's, a used one, or none: the same answer (ids are guessable).
      if (!gone) throw new NotFoundError(COMPANY_ERRORS.invitationNotFound);
      return { id: gone.id };
    },
  };
}
