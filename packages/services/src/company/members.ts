// The team as its owner (or an admin) sees it, and changing or removing a member. A removed
// member is disabled, not deleted: every session of theirs ends at once in every process, and
// their orders stay.
import { toCents } from '@wholesale/rules';
import {
  COMPANY_ERRORS,
  NotFoundError,
  requireSignedIn,
  ValidationError,
  type Actor,
  type CompanyService,
  type MemberUpdateInput,
} from '@wholesale/contract';
import { rowOrNotFound, systemClock, type Db } from '../kernel/common';
import { managedCompany, MEMBER_COLUMNS, toInvitation, toMember, type CompanyDeps } from './rows';

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

/** The company a member belongs to (for an admin acting on a member by id); undefined when none. */
async function ownerOf(from: Db, userId: number): Promise<number | undefined> {
  const row = await rowOrNotFound(
    from.selectFrom('users').select('owner_id').where('id', '=', userId),
    COMPANY_ERRORS.memberNotFound,
  );
  return row.owner_id ?? userId;
}

/** A member of the company the actor manages (an admin: the member's own company), locked for the change. */
async function lockManagedMember(trx: Db, actor: Actor, userId: number) {
  const company = await managedCompany(
    trx,
    actor,
    requireSignedIn(actor).kind === 'admin' ? await ownerOf(trx, userId) : undefined,
  );
  return lockMember(trx, company.id, userId);
}

export function createTeamMembers(deps: CompanyDeps): Pick<CompanyService, 'team' | 'updateMember' | 'removeMember'> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  return {
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
        await lockManagedMember(trx, actor, userId);
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
        await lockManagedMember(trx, actor, userId);
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
