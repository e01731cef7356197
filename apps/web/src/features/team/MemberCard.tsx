import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { useProfileDate } from '../profile/useProfileDate';
import type { MemberRole } from './model';
import type { TeamMember } from './queries';
import { MemberEditor } from './MemberEditor';
import { useScope } from './scope';
import { limitWords, roleName, ROLE_BADGE, useWords } from './words';

/** One member: role, limit and date joined; Change opens the editor in place, Remove asks first. */
export function MemberCard({
  member,
  onSaved,
  onRemove,
  onStale,
}: {
  member: TeamMember;
  onSaved: (m: TeamMember) => void;
  onRemove: () => void;
  onStale: () => void;
}) {
  const { LL } = useI18nContext();
  const T = LL.account.team;
  const W = useWords();
  const { companyId } = useScope();
  const date = useProfileDate();
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) changeButton.current?.focus();
  }, [refocus]);
  const owner = member.role === 'owner';

  return (
    <li className="team-card card-list-item">
      <article aria-labelledby={`${ids}-name`}>
        <div className="team-card-head">
          <h4 id={`${ids}-name`} className="team-card-name">
            {member.name}
            {owner && companyId === undefined && <span className="team-you"> ({T.you()})</span>}
          </h4>
          <span className={`badge ${ROLE_BADGE[member.role]}`}>{roleName(LL, member.role)}</span>
        </div>
        <p className="team-email">{member.email}</p>
        {member.role === 'orderer' && (
          <dl className="team-facts">
            <dt>{T.limit()}</dt>
            <dd>{limitWords(LL, member.order_limit)}</dd>
          </dl>
        )}
        <p className="team-role-note">{member.role === 'owner' ? T.ownerHelp() : W.roleHelp[member.role]()}</p>
        {!owner && <p className="team-role-note">{T.joined({ date: date(member.created_at) })}</p>}
        {!owner && !editing && (
          <div className="team-actions">
            <button
              type="button"
              ref={changeButton}
              className="btn btn-secondary"
              aria-label={T.editLabel({ name: member.name })}
              onClick={() => setEditing(true)}
            >
              {T.edit()}
            </button>
            <button
              type="button"
              className="btn btn-secondary team-danger"
              aria-label={T.removeLabel({ name: member.name })}
              onClick={onRemove}
            >
              {T.remove()}
            </button>
          </div>
        )}
        {!owner && editing && member.role !== 'owner' && (
          <MemberEditor
            member={member as TeamMember & { role: MemberRole }}
            onDone={(saved) => {
              setEditing(false);
              setRefocus((n) => n + 1);
              if (saved) onSaved(saved);
            }}
            onStale={onStale}
          />
        )}
      </article>
    </li>
  );
}
