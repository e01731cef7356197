// A restaurant's team (issue 21, item 4): the approved signup owns the company (its user id names
// it); the owner invites staff by e-mail as 'orderer' or 'viewer', changes their roles and limits
// and removes them. An invitation is a single-use link for one address, valid 7 days, mailed sealed
// (it works as a credential until used); accepting it makes the member's account and signs them
// in, with no admin approval (the company is already verified). A removed member is disabled: every
// session of theirs ends at once in every process, and their orders stay. An admin manages any
// company's team by naming its owner.
import { fromCents, toCents } from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  COMPANY_ERRORS,
  ConflictError,
  ForbiddenError,
  addressInvitedTooOftenError,
  INVITATION_LIMITS,
  INVITATION_TTL_DAYS,
  INVITATION_WINDOW_HOURS,
  NotFoundError,
  RateLimitedError,
  tooManyInvitationsError,
  requireSignedIn,
  ValidationError,
  type AcceptInvitationInput,
  type Actor,
  type CompanyService,
  type InvitationInput,
  type InvitationLimits,
  type MemberUpdateInput,
  type PendingInvitation,
  type TeamMember,
} from '@wholesale/contract';
import { sql, type CompanyRole } from '@wholesale/db';
import { hashPassword } from '../accounts/passwords';
import type { SessionTokens } from '../accounts/tokens';
import {
  iso,
  isUniqueViolation,
  noMailHook,
  randomToken,
  sha256Hex,
  systemClock,
  type Clock,
  type Db,
  type MailQueued,
} from '../kernel/common';
import { enqueueMail } from '../mail/outbox';
import type { OutboxSealer } from '../mail/sealing';

export interface CompanyDeps {
  db: Db;
  /** PUBLIC_URL: the invitation links to `${publicUrl}/accept-invitation?token=...` */
  publicUrl: string;
  /** seals the invitation mail (its link works as a credential) before it is stored */
  sealer: OutboxSealer;
  /** signs the new member in, and forgets a removed member's sessions at once */
  tokens: Pick<SessionTokens, 'issue' | 'sessionsChanged'>;
  clock?: Clock;
  onMailQueued?: MailQueued;
  /** invitations a company may send in 24 hours, in all and to one address (INVITATION_LIMITS by default) */
  invitationLimits?: InvitationLimits;
}

const MEMBER_COLUMNS = ['id', 'name', 'email', 'company_role', 'order_limit_cents', 'created_at'] as const;

function toMember(r: {
  id: number;
  name: string;
  email: string;
  company_role: CompanyRole;
  order_limit_cents: number | null;
  created_at: Date;
}): TeamMember {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.company_role,
    order_limit: r.order_limit_cents === null ? null : fromCents(r.order_limit_cents),
    created_at: iso(r.created_at),
  };
}

/** "Alice Mae Park" → first "Alice", last "Mae Park"; a one-word name (e.g. 김민지) is all first name. */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

export function createCompanyService(deps: CompanyDeps): CompanyService {
  const { db, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const mailQueued = deps.onMailQueued ?? noMailHook;
  const limits = deps.invitationLimits ?? INVITATION_LIMITS;

  /** The company the actor manages: their own when they own one; the one an admin names. */
  async function managedCompany(
    from: Db,
    actor: Actor,
    companyId?: number,
  ): Promise<{ id: number; name: string; company: string | null }> {
    const me = requireSignedIn(actor);
    const wanted = me.kind === 'admin' ? companyId : me.userId;
    if (wanted === undefined) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
    const owner = await from
      .selectFrom('users')
      .select(['id', 'name', 'company', 'is_admin', 'owner_id', 'disabled_at'])
      .where('id', '=', wanted)
      .executeTakeFirst();
    if (me.kind === 'admin') {
      if (!owner || owner.is_admin || owner.owner_id !== null) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
    } else if (!owner || owner.owner_id !== null || owner.disabled_at !== null) {
      // A member (orderer or viewer) reads their company's orders but does not manage its team.
      throw new ForbiddenError(COMPANY_ERRORS.ownerOnly);
    }
    return { id: owner.id, name: owner.name, company: owner.company };
  }

  /** A member of `companyId` (never its owner), locked for the change. */
  async function lockMember(trx: Db, companyId: number, userId: number) {
    const member = await trx
      .selectFrom('users')
      .select([...MEMBER_COLUMNS, 'owner_id', 'disabled_at'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (member && member.id === companyId) throw new ValidationError(COMPANY_ERRORS.notAMember);
    if (!member || member.owner_id !== companyId || member.disabled_at !== null)
      throw new NotFoundError(COMPANY_ERRORS.memberNotFound);
    return member;
  }

  /**
   * Counts one more invitation against the company's limits (INVITATION_LIMITS: so many in 24 hours,
   * so many to one address), or refuses it with a 429. Counted in SQL over the invitations the
   * company sent, inside the invitation's transaction: the count survives restarts and holds across
   * server processes without Redis, and the company's row, locked first, makes a burst of
   * concurrent invitations wait in line instead of all passing one count.
   */
  async function chargeInvitation(trx: Db, companyId: number, email: string, now: Date): Promise<void> {
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

  /** Whether an account (or a signup waiting for review) already has this address. */
  async function emailTaken(from: Db, email: string): Promise<boolean> {
    const lower = email.toLowerCase();
    const user = await from
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower))
      .executeTakeFirst();
    if (user) return true;
    const pending = await from
      .selectFrom('signup_requests')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return pending !== undefined;
  }

  return {
    async invite(actor, asked: InvitationInput, companyId) {
      const me = requireSignedIn(actor);
      // One spelling per address: the account it makes is found case-insensitively anyway.
      const input = { ...asked, email: asked.email.toLowerCase() };
      const now = clock();
      const token = randomToken();
      const invitation = await db.transaction().execute(async (trx) => {
        const company = await managedCompany(trx, actor, companyId);
        await chargeInvitation(trx, company.id, input.email, now);
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

    async team(actor, companyId) {
      const company = await managedCompany(db, actor, companyId);
      const members = await db
        .selectFrom('users')
        .select(MEMBER_COLUMNS)
        .where((eb) => eb.or([eb('id', '=', company.id), eb('owner_id', '=', company.id)]))
        .where('disabled_at', 'is', null)
        .orderBy((eb) => eb.case().when('id', '=', company.id).then(0).else(1).end())
        .orderBy('name')
        .orderBy('id')
        .execute();
      const invitations = await db
        .selectFrom('company_invitations')
        .selectAll()
        .where('owner_id', '=', company.id)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', clock())
        .orderBy('created_at', 'desc')
        .execute();
      return {
        company_id: company.id,
        company: company.company,
        members: members.map(toMember),
        invitations: invitations.map(toInvitation),
      };
    },

    async updateMember(actor, userId, input: MemberUpdateInput) {
      return db.transaction().execute(async (trx) => {
        const company = await managedCompany(
          trx,
          actor,
          requireSignedIn(actor).kind === 'admin' ? await ownerOf(trx, userId) : undefined,
        );
        await lockMember(trx, company.id, userId);
        const row = await trx
          .updateTable('users')
          .set({
            ...(input.role !== undefined ? { company_role: input.role } : {}),
            ...(input.order_limit !== undefined
              ? { order_limit_cents: input.order_limit === null ? null : toCents(input.order_limit) }
              : {}),
            updated_at: new Date(),
          })
          .where('id', '=', userId)
          .returning(MEMBER_COLUMNS)
          .executeTakeFirstOrThrow();
        return toMember(row);
      });
    },

    async removeMember(actor, userId) {
      await db.transaction().execute(async (trx) => {
        const company = await managedCompany(
          trx,
          actor,
          requireSignedIn(actor).kind === 'admin' ? await ownerOf(trx, userId) : undefined,
        );
        await lockMember(trx, company.id, userId);
        // Disabled, not deleted: the orders they placed stay the company's, signed with their name.
        // The new session version ends every session of theirs, here at once and elsewhere by notification.
        await trx
          .updateTable('users')
          .set((eb) => ({
            disabled_at: clock(),
            session_version: eb('session_version', '+', 1),
            updated_at: new Date(),
          }))
          .where('id', '=', userId)
          .execute();
      });
      deps.tokens.sessionsChanged();
      return { id: userId };
    },
  };
}

/** The company a member belongs to (for an admin acting on a member by id); undefined when none. */
async function ownerOf(from: Db, userId: number): Promise<number | undefined> {
  const row = await from.selectFrom('users').select('owner_id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new NotFoundError(COMPANY_ERRORS.memberNotFound);
  return row.owner_id ?? userId;
}

function toInvitation(r: {
  id: number;
  email: string;
  role: 'orderer' | 'viewer';
  order_limit_cents: number | null;
  locale: 'en' | 'ko';
  expires_at: Date;
}): PendingInvitation {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    order_limit: r.order_limit_cents === null ? null : fromCents(r.order_limit_cents),
    locale: r.locale,
    expires_at: iso(r.expires_at),
  };
}
