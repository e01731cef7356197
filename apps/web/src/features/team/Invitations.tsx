import { useI18nContext } from '@wholesale/i18n';
import { useProfileDate } from '../profile/useProfileDate';
import type { PendingInvitation } from './queries';
import { limitWords, roleName, ROLE_BADGE } from './words';

/** The invitations not yet used, each with its role, limit and expiry, and Cancel. */
export function Invitations({
  invitations,
  onCancel,
}: {
  invitations: readonly PendingInvitation[];
  onCancel: (invitation: PendingInvitation) => void;
}) {
  const { LL } = useI18nContext();
  const T = LL.account.team;
  const date = useProfileDate();
  return (
    <section className="team-block" aria-labelledby="team-invitations-h">
      <h3 id="team-invitations-h">{T.invitations()}</h3>
      {invitations.length === 0 ? (
        <p className="team-empty">{T.noInvitations()}</p>
      ) : (
        <ul className="team-list card-list">
          {invitations.map((i) => (
            <li key={i.id} className="team-card card-list-item">
              <div className="team-card-head">
                <p className="team-card-name team-email">{i.email}</p>
                <span className={`badge ${ROLE_BADGE[i.role]}`}>{roleName(LL, i.role)}</span>
              </div>
              {i.role === 'orderer' && (
                <dl className="team-facts">
                  <dt>{T.limit()}</dt>
                  <dd>{limitWords(LL, i.order_limit)}</dd>
                </dl>
              )}
              <p className="team-role-note">{T.expires({ date: date(i.expires_at) })}</p>
              <div className="team-actions">
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => onCancel(i)}
                  aria-label={T.cancelFor({ email: i.email })}
                >
                  {T.cancelInvitation()}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
