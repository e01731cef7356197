// What a company's team answers and the service interface @wholesale/services
// implements. The owner's user id names the company. Money in US dollars.
import type { Actor } from '../actor';
import type { AcceptInvitationInput, InvitationInput, MemberUpdateInput } from './inputs';
export type CompanyRole = 'owner' | 'orderer' | 'viewer';

export interface TeamMember {
  id: number;
  name: string;
  email: string;
  role: CompanyRole;
  /** an orderer's orders above it wait for the owner's approval; null: none do */
  order_limit: number | null;
  created_at: string;
}

export interface PendingInvitation {
  id: number;
  email: string;
  role: 'orderer' | 'viewer';
  order_limit: number | null;
  locale: 'en' | 'ko';
  expires_at: string;
}

/** GET /api/company/members: the owner first, then the members, and the invitations not yet used. */
export interface Team {
  company_id: number;
  company: string | null;
  members: TeamMember[];
  invitations: PendingInvitation[];
}

export interface CompanyService {
  /** Invites someone to the actor's company (owner; an admin names the company). Mails the link. */
  invite(actor: Actor, input: InvitationInput, companyId?: number): Promise<PendingInvitation>;
  /** Cancels a pending invitation (owner; an admin names the company): its link no longer works. */
  cancelInvitation(actor: Actor, invitationId: number, companyId?: number): Promise<{ id: number }>;
  /** Joins the company the link names, signed in at once; the link works once, for 7 days. */
  acceptInvitation(
    actor: Actor,
    input: AcceptInvitationInput,
  ): Promise<{ token: string; user_id: number; company_id: number; role: CompanyRole }>;
  /** The actor's company's team (its owner; an admin names the company; a member is refused: company.ownerOnly). */
  team(actor: Actor, companyId?: number): Promise<Team>;
  /** Another role or limit for a member (owner, or an admin). */
  updateMember(actor: Actor, userId: number, input: MemberUpdateInput): Promise<TeamMember>;
  /** Removes a member (owner, or an admin): disabled, every session ended at once, their orders kept. */
  removeMember(actor: Actor, userId: number): Promise<{ id: number }>;
}

export interface CompanyDomain {
  company: CompanyService;
}
