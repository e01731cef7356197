import { useI18nContext } from '@wholesale/i18n';
import type { Team, TeamMember } from './queries';
import { MemberCard } from './MemberCard';
import { useWords } from './words';

/** The company's people: the owner first, then each member with their role and order limit. */
export function Members({
  team,
  onSaved,
  onRemove,
  onStale,
}: {
  team: Team;
  onSaved: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  onStale: () => void;
}) {
  const { LL } = useI18nContext();
  const T = LL.account.team;
  const W = useWords();
  const others = team.members.filter((m) => m.role !== 'owner');
  return (
    <section className="team-block" aria-labelledby="team-members-h">
      <h3 id="team-members-h">{T.members()}</h3>
      <ul className="team-list card-list">
        {team.members.map((m) => (
          <MemberCard key={m.id} member={m} onSaved={onSaved} onRemove={() => onRemove(m)} onStale={onStale} />
        ))}
      </ul>
      {others.length === 0 && <p className="team-empty">{W.noMembers()}</p>}
    </section>
  );
}
