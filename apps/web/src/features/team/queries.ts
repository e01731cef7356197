import type { RouterOutputs } from '@wholesale/api';
import { trpc } from '../../lib/trpc';

// The company's team through the tRPC integration. The buyer's own: logout drops it
// (buyerDataFilters, features/account/session.ts).

export type Team = RouterOutputs['company']['team'];
export type TeamMember = Team['members'][number];
export type PendingInvitation = Team['invitations'][number];

/** The signed-in owner's team (an admin would name the company; the web's buyers never do). */
export const teamQuery = () => trpc.company.team.queryOptions({});

/** The team with one member changed (the server's answer) or removed (null), for the cache until it is read again. */
export function withMember(team: Team | undefined, id: number, next: TeamMember | null): Team | undefined {
  if (!team) return team;
  const members = next === null ? team.members.filter((m) => m.id !== id) : team.members.map((m) => (m.id === id ? next : m));
  return { ...team, members };
}

/** The team with a new invitation (one to the same address replaces the old one, as on the server). */
export function withInvitation(team: Team | undefined, invitation: PendingInvitation): Team | undefined {
  if (!team) return team;
  const others = team.invitations.filter((i) => i.email.toLowerCase() !== invitation.email.toLowerCase());
  return { ...team, invitations: [...others, invitation] };
}
