// What the team calls share: their dependencies, a member and an invitation as the wire carries
// them, the company the actor manages, a member locked for a change, and whether an address is taken.
import { fromCents } from '@wholesale/rules';
import {
  ACCOUNT_ERRORS,
  COMPANY_ERRORS,
  ForbiddenError,
  NotFoundError,
  requireSignedIn,
  type Actor,
  type InvitationLimits,
  type PendingInvitation,
  type TeamMember,
} from '@wholesale/contract';
import type { CompanyRole } from '@wholesale/db';
import type { SessionTokens } from '../accounts/tokens';
import { accountHasEmail, openSignupHasEmail } from '../accounts/user';
import { iso, type Clock, type Db, type MailQueued } from '../kernel/common';
import type { OutboxSealer } from '../mail/sealing';

export interface CompanyDeps {
  db: Db;
  /** PUBLIC_URL: the invitation links to `${publicUrl}/accept-invitation?token=...&lang=...` */
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

export const MEMBER_COLUMNS = ['id', 'name', 'email', 'company_role', 'order_limit_cents', 'created_at'] as const;

export function toMember(r: {
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

export function toInvitation(r: {
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

/** The company the actor manages: their own when they own one; the one an admin names. */
export async function managedCompany(
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

/** Whether an account (or a signup waiting for review) already has this address. */
export async function emailTaken(from: Db, email: string): Promise<boolean> {
  return (await accountHasEmail(from, email)) || openSignupHasEmail(from, email);
}
