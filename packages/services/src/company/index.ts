// A restaurant's team: the approved signup owns the company (its user id names it); the owner
// invites staff by e-mail as 'orderer' or 'viewer', changes their roles and limits and removes
// them. An invitation is a single-use link for one address, valid 7 days, mailed sealed (it works
// as a credential until used); accepting it makes the member's account and signs them in, with no
// admin approval (the company is already verified). A removed member is disabled: every session
// of theirs ends at once in every process, and their orders stay. An admin manages any company's
// team by naming its owner.
//
// invitations.ts: inviting and taking an invitation back; accept-invitation.ts: joining by one;
// members.ts: the team and its members' changes; rows.ts: what they share.
import type { CompanyService } from '@wholesale/contract';
import { createInvitationAcceptance } from './accept-invitation';
import { createInvitations } from './invitations';
import { createTeamMembers } from './members';
import type { CompanyDeps } from './rows';

export type { CompanyDeps } from './rows';

export function createCompanyService(deps: CompanyDeps): CompanyService {
  return {
    ...createInvitations(deps),
    ...createInvitationAcceptance(deps),
    ...createTeamMembers(deps),
  };
}
