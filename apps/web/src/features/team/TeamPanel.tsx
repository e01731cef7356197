import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { CancelInvitationDialog } from './CancelInvitationDialog';
import { Invitations } from './Invitations';
import { InviteForm } from './InviteForm';
import { Members } from './Members';
import { teamQuery, withInvitation, withMember, type PendingInvitation, type Team, type TeamMember } from './queries';
import { RemoveDialog } from './RemoveDialog';
import { useScope } from './scope';
import { useFailureText } from './useFailure';
import { limitWords, roleName, useWords } from './words';
import { LoadingBlocks } from '../../ui/LoadState';

/**
 * The team's page: the members and invitations, the invite form, what the last change did (a polite
 * live region), and the dialogs that ask before a removal or a cancelled invitation.
 */
export function TeamPanel({ onBack }: { onBack: (() => void) | undefined }) {
  const { LL } = useI18nContext();
  const T = LL.account.team;
  const W = useWords();
  const { companyId, report } = useScope();
  const embedded = companyId !== undefined;
  const q = useQuery(teamQuery(companyId));
  const queryClient = useQueryClient();
  const failure = useFailureText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState('');
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [cancelling, setCancelling] = useState<PendingInvitation | null>(null);
  // After a removal the member's card and buttons are gone: focus goes to the view's heading.
  const [focusHeading, setFocusHeading] = useState(0);

  // The profile's view replaces the one the tab was on: start at its heading. A panel of a page
  // (the back office's) leaves the focus where it is.
  useEffect(() => {
    if (!embedded) heading.current?.focus({ preventScroll: true });
  }, [embedded]);
  useEffect(() => {
    if (focusHeading > 0) heading.current?.focus();
  }, [focusHeading]);
  useEffect(() => {
    if (q.error) report(q.error);
  }, [q.error, report]);

  const reloadTeam = () => void queryClient.invalidateQueries(trpc.company.team.pathFilter());
  const setTeam = (update: (team: Team | undefined) => Team | undefined) => {
    queryClient.setQueryData(teamQuery(companyId).queryKey, update);
    reloadTeam();
  };
  // A question answered, or found out of date: the dialog closes, what happened is said, and the
  // focus goes to the heading, since the card that opened it may be gone.
  const closeDialog = (text: string) => {
    setRemoving(null);
    setCancelling(null);
    setSaid(text);
    setFocusHeading((n) => n + 1);
  };
  const refusal = q.isError ? failure(q.error) : null;
  const ownerOnly = !embedded && refusal !== null && (refusal.code === 'company.ownerOnly' || refusal.status === 403);

  const lists = q.data && (
    <>
      <Members
        team={q.data}
        onSaved={(member) => {
          setTeam((t) => withMember(t, member.id, member));
          const role = roleName(LL, member.role);
          setSaid(
            member.role === 'orderer'
              ? T.saved({ name: member.name, role, limit: limitWords(LL, member.order_limit) })
              : T.savedViewer({ name: member.name, role }),
          );
        }}
        onRemove={(member) => {
          setSaid('');
          setRemoving(member);
        }}
        onStale={reloadTeam}
      />
      <Invitations
        invitations={q.data.invitations}
        onCancel={(invitation) => {
          setSaid('');
          setCancelling(invitation);
        }}
      />
    </>
  );
  const form = <InviteForm onInvited={(invitation) => setTeam((t) => withInvitation(t, invitation))} />;

  return (
    <section
      className={embedded ? 'admin-panel team-view team-embedded' : 'section team-view'}
      aria-labelledby="team-h"
      aria-busy={q.isPending}
      data-testid={embedded ? 'customer-team' : undefined}
    >
      <h2 id="team-h" ref={heading} tabIndex={-1} className={embedded ? 'admin-h2' : undefined}>
        {T.title()}
      </h2>
      {!embedded && q.data?.company && <p className="team-company">{q.data.company}</p>}
      {!ownerOnly && <p className={embedded ? 'muted admin-hint cu-intro' : 'team-intro'}>{W.intro()}</p>}
      <div role="status" className="team-said">
        {said && <p className="note team-said-text">{said}</p>}
      </div>
      {q.isPending ? (
        <LoadingBlocks label={W.loading()} heights={[120, 220]} />
      ) : q.isError ? (
        <div className="team-empty" role="alert">
          {ownerOnly ? (
            <>
              <p>
                <strong>{T.ownerOnlyTitle()}</strong>
              </p>
              <p>{refusal?.text}</p>
              {onBack && (
                <button type="button" className="btn btn-primary" onClick={onBack}>
                  {T.backToProfile()}
                </button>
              )}
            </>
          ) : (
            <>
              <p>
                <strong>{W.loadFailed()}</strong> {refusal?.text}
              </p>
              <button type="button" className="btn btn-primary" onClick={() => void q.refetch()}>
                {T.retry()}
              </button>
            </>
          )}
        </div>
      ) : embedded ? (
        // A desktop's width: the members and invitations beside the invite form.
        <div className="team-columns">
          <div className="team-lists">{lists}</div>
          {form}
        </div>
      ) : (
        <>
          {lists}
          {form}
        </>
      )}
      {cancelling && (
        <CancelInvitationDialog
          invitation={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setTeam((t) => (t ? { ...t, invitations: t.invitations.filter((i) => i.id !== cancelling.id) } : t));
            closeDialog(T.cancelled({ email: cancelling.email }));
          }}
          onStale={(text) => {
            reloadTeam();
            closeDialog(text);
          }}
        />
      )}
      {removing && (
        <RemoveDialog
          member={removing}
          onClose={() => setRemoving(null)}
          onDone={() => {
            setTeam((t) => withMember(t, removing.id, null));
            closeDialog(W.removed({ name: removing.name }));
          }}
          onStale={(text) => {
            // Gone meanwhile (removed on another device): the list is read again and the refusal said.
            reloadTeam();
            closeDialog(text);
          }}
        />
      )}
    </section>
  );
}
