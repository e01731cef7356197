import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../lib/trpc';

// The company's team through the tRPC integration: the signed-in owner's own (the profile's Team
// view), or the one an admin names by its owner's id (the back office's customer page). Logout
// drops both (buyerDataFilters, features/account/session.ts: the whole company path).

export type Team = RouterOutputs['company']['team'];
export type TeamMember = Team['members'][number];
export type PendingInvitation = Team['invitations'][number];

/**
 * Whose team a call is about: nothing for the signed-in owner's own (a buyer never names one), the
 * company (its owner's user id) for an admin. Spread into company.team, invite and cancelInvitation.
 */
export const teamScope = (companyId?: number): { companyId?: number } => (companyId === undefined ? {} : { companyId });

/** The team of the signed-in owner, or of the company an admin names: one cache entry per company. */
export const teamQuery = (companyId?: number) => trpc.company.team.queryOptions(teamScope(companyId));

/** The team with one member changed (the server's answer) or removed (null), for the cache until it is read again. */
export function withMember(team: Team | undefined, id: number, next: TeamMember | null): Team | undefined {
  if (!team) return team;
  const members =
    next === null ? team.members.filter((m) => m.id !== id) : team.members.map((m) => (m.id === id ? next : m));
  return { ...team, members };
}

/** The team with a new invitation (one to the same address replaces the old one, as on the server). */
export function withInvitation(team: Team | undefined, invitation: PendingInvitation): Team | undefined {
  if (!team) return team;
  const others = team.invitations.filter((i) => i.email.toLowerCase() !== invitation.email.toLowerCase());
  return { ...team, invitations: [...others, invitation] };
}
