import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { formatUsd } from '@wholesale/rules';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { fieldErrorTexts, serverErrorText } from '../../lib/serverErrorText';
import { trpc } from '../../lib/trpc';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { describeFailure } from '../account/errors';
import { EmailField, focusControl, TextField } from '../account/Field';
import {
  emptyInvite,
  INVITE_FIELDS,
  invitePayload,
  limitText,
  MEMBER_ROLES,
  memberChange,
  validateInvite,
  type InviteField,
  type InviteValues,
  type MemberRole,
  type TeamFieldError,
} from './model';
import {
  teamQuery,
  teamScope,
  withInvitation,
  withMember,
  type PendingInvitation,
  type Team,
  type TeamMember,
} from './queries';
import '../account/account.css';
import '../../ui/badge.css';
import './team.css';
import { useProfileDate } from '../profile/useProfileDate';

// The profile's Team view (?view=team; issue 21, items 4 and 9), for the company's owner: the
// members with their role and order limit (each changeable) and Remove after a confirmation; the
// invitations not yet used; and the invite form. What a change did is said in a polite live region
// (at the top for the members, under the form for an invitation); every refusal in the page's
// language by its code. Texts: `account.team`; the rules are model.ts's, unit tested there.
//
// The same view is a panel of the back office's customer page (issue 21, item 4: the admin manages
// every company's team): given `companyId` it reads and changes that company's team, takes no
// focus when it appears, lays the lists and the invite form side by side on a desktop, and speaks
// of "the owner" where the owner's own view says "you" (`admin.customers.team`).

type LL = ReturnType<typeof useI18nContext>['LL'];

const ROLE_BADGE: Record<TeamMember['role'], string> = {
  owner: 'badge-purple',
  orderer: 'badge-green',
  viewer: 'badge-gray',
};

export type TeamViewProps =
  /** The profile's: the signed-in owner's team; Back (after an owner-only refusal) returns to the profile. */
  | { onBack: () => void; companyId?: undefined; onFailure?: undefined; mailLocale?: undefined }
  | {
      onBack?: undefined;
      /** The company an admin manages: its owner's user id. */
      companyId: number;
      /** Each failure, for the back office's guard (a session that ended shows its sign-in screen). */
      onFailure?: (err: unknown) => void;
      /** The invitation e-mail's language at first: the owner's. */
      mailLocale?: 'en' | 'ko';
    };

/** Whose team the view's parts act on, and who hears of a failure. */
interface TeamContext {
  companyId: number | undefined;
  report: (err: unknown) => void;
  mailLocale: 'en' | 'ko' | undefined;
}
const ScopeContext = createContext<TeamContext>({
  companyId: undefined,
  report: () => undefined,
  mailLocale: undefined,
});
const useScope = () => useContext(ScopeContext);

/** The words that differ by who manages the team: the owner ("your approval") or an admin ("the owner's approval"). */
function useWords() {
  const { LL } = useI18nContext();
  const { companyId } = useScope();
  const T = LL.account.team;
  if (companyId === undefined) {
    return {
      intro: T.intro,
      loading: T.loading,
      loadFailed: T.loadFailed,
      noMembers: T.noMembers,
      roleHelp: T.roleHelp,
      limitHint: T.limitHint,
      removeTitle: T.removeTitle,
      removeText: T.removeText,
      removed: T.removed,
    };
  }
  const A = LL.admin.customers.team;
  return {
    intro: A.intro,
    loading: A.loading,
    loadFailed: A.loadFailed,
    noMembers: A.noMembers,
    roleHelp: A.roleHelp,
    limitHint: A.limitHint,
    removeTitle: A.removeTitle,
    removeText: A.removeText,
    removed: A.removed,
  };
}

/** A refusal's words: the server's by its code, or that the server could not be reached or failed. */
function useFailureText() {
  const { LL, locale } = useI18nContext();
  return (err: unknown) => {
    const f = describeFailure(err);
    const T = LL.account.team;
    const text =
      f.status === null ? T.network() : f.status >= 500 ? T.server() : (serverErrorText(LL, f, locale) ?? T.server());
    return { ...f, text, fieldTexts: fieldErrorTexts(LL, f.fields, locale) };
  };
}

/** A refused change's words, the failure reported first (for an event handler, not a render). */
function useFailure() {
  const text = useFailureText();
  const { report } = useScope();
  return (err: unknown) => {
    report(err);
    return text(err);
  };
}

const roleName = (LL: LL, role: TeamMember['role']) => LL.account.team.roles[role]();
const limitWords = (LL: LL, limit: number | null) =>
  limit === null ? LL.account.team.noLimit() : LL.account.team.limitPerOrder({ amount: formatUsd(limit) });
const fieldError = (LL: LL, key: TeamFieldError | undefined) =>
  key === undefined ? undefined : key === 'limit' ? LL.account.team.limitInvalid() : LL.account.form[key]();

export function TeamView(props: TeamViewProps) {
  const { companyId, onFailure, mailLocale } = props;
  const scope = useMemo<TeamContext>(
    () => ({ companyId, report: onFailure ?? (() => undefined), mailLocale }),
    [companyId, onFailure, mailLocale],
  );
  return (
    <ScopeContext.Provider value={scope}>
      <TeamPanel onBack={props.onBack} />
    </ScopeContext.Provider>
  );
}

function TeamPanel({ onBack }: { onBack: (() => void) | undefined }) {
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

  const setTeam = (update: (team: Team | undefined) => Team | undefined) => {
    queryClient.setQueryData(teamQuery(companyId).queryKey, update);
    void queryClient.invalidateQueries(trpc.company.team.pathFilter());
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
        onStale={() => void queryClient.invalidateQueries(trpc.company.team.pathFilter())}
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
        <>
          <p className="visually-hidden" role="status">
            {W.loading()}
          </p>
          <Skeleton height={120} />
          <Skeleton height={220} style={{ marginTop: 16 }} />
        </>
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
          onCancelled={() => {
            setCancelling(null);
            setTeam((t) => (t ? { ...t, invitations: t.invitations.filter((i) => i.id !== cancelling.id) } : t));
            setSaid(T.cancelled({ email: cancelling.email }));
            setFocusHeading((n) => n + 1);
          }}
          onStale={(text) => {
            setCancelling(null);
            setSaid(text);
            void queryClient.invalidateQueries(trpc.company.team.pathFilter());
            setFocusHeading((n) => n + 1);
          }}
        />
      )}
      {removing && (
        <RemoveDialog
          member={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            setTeam((t) => withMember(t, removing.id, null));
            setSaid(W.removed({ name: removing.name }));
            setFocusHeading((n) => n + 1);
          }}
          onStale={(text) => {
            // Gone meanwhile (removed on another device): the list is read again and the refusal said.
            setRemoving(null);
            setSaid(text);
            void queryClient.invalidateQueries(trpc.company.team.pathFilter());
            setFocusHeading((n) => n + 1);
          }}
        />
      )}
    </section>
  );
}

// ---------------------------------------------------------------- members

function Members({
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
      <ul className="team-list">
        {team.members.map((m) => (
          <MemberCard key={m.id} member={m} onSaved={onSaved} onRemove={() => onRemove(m)} onStale={onStale} />
        ))}
      </ul>
      {others.length === 0 && <p className="team-empty">{W.noMembers()}</p>}
    </section>
  );
}

function MemberCard({
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
    <li className="team-card">
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

/** A member's role and limit, changed in place: Save sends only what changed. */
function MemberEditor({
  member,
  onDone,
  onStale,
}: {
  member: TeamMember & { role: MemberRole };
  onDone: (saved: TeamMember | null) => void;
  onStale: () => void;
}) {
  const { LL } = useI18nContext();
  const T = LL.account.team;
  const W = useWords();
  const ids = useId();
  const failure = useFailure();
  const [role, setRole] = useState<MemberRole>(member.role);
  const [limit, setLimit] = useState(limitText(member.order_limit));
  const [error, setError] = useState<TeamFieldError | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const limitRef = useRef<HTMLInputElement | null>(null);
  const roleRef = useRef<HTMLSelectElement | null>(null);
  const { mutateAsync: update, isPending } = useMutation(trpc.company.updateMember.mutationOptions());

  useEffect(() => {
    roleRef.current?.focus();
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isPending) return;
    setRefusal(null);
    const asked = memberChange(member, role, limit);
    if (!asked.ok) {
      setError(asked.error);
      focusControl(limitRef.current);
      return;
    }
    if (asked.change === null) {
      onDone(null);
      return;
    }
    try {
      onDone(await update({ userId: member.id, ...asked.change }));
    } catch (err) {
      const f = failure(err);
      if (f.fieldTexts.order_limit) setError('limit');
      setRefusal(f.text);
      if (f.code === 'company.memberNotFound') onStale();
    }
  };

  return (
    <form
      className="team-edit account-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={isPending}
      aria-label={T.editLabel({ name: member.name })}
    >
      <div className="field">
        <label htmlFor={`${ids}-role`}>{T.role()}</label>
        <select
          id={`${ids}-role`}
          ref={roleRef}
          value={role}
          aria-describedby={`${ids}-role-help`}
          onChange={(e) => {
            setRole(e.target.value === 'viewer' ? 'viewer' : 'orderer');
            setError(undefined);
          }}
        >
          {MEMBER_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleName(LL, r)}
            </option>
          ))}
        </select>
        <p id={`${ids}-role-help`} className="field-hint">
          {W.roleHelp[role]()}
        </p>
      </div>
      {role === 'orderer' && (
        <TextField
          label={T.limitField()}
          name="order_limit"
          inputMode="decimal"
          autoComplete="off"
          optional
          value={limit}
          onValue={(v) => {
            setLimit(v);
            setError(undefined);
          }}
          hint={W.limitHint()}
          error={fieldError(LL, error)}
          inputRef={(el) => {
            limitRef.current = el;
          }}
        />
      )}
      {refusal && (
        <p className="team-refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="team-actions">
        <button type="submit" className="btn btn-primary" aria-disabled={isPending || undefined}>
          {isPending ? T.saving() : T.save()}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onDone(null)} disabled={isPending}>
          {T.cancel()}
        </button>
      </div>
    </form>
  );
}

/**
 * A question before a change that cannot be taken back (removing a member, cancelling an
 * invitation). Keep is focused first; Escape keeps. A refusal that says the thing is already gone
 * (`staleCode`) closes it and says so; any other stays in the dialog.
 */
function ConfirmDialog(props: {
  title: string;
  subtitle: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  keepLabel: string;
  staleCode: string;
  run: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
  onStale: (text: string) => void;
}) {
  const ids = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const failure = useFailure();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const confirm = async () => {
    if (isPending) return;
    setRefusal(null);
    setPending(true);
    try {
      await props.run();
      props.onDone();
    } catch (err) {
      const f = failure(err);
      if (f.code === props.staleCode) props.onStale(f.text);
      else setRefusal(f.text);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      labelledBy={`${ids}-title`}
      describedBy={`${ids}-text`}
      onClose={props.onClose}
      busy={isPending}
      initialFocus={keep}
      className="team-dialog"
    >
      <h2 id={`${ids}-title`} className="team-dialog-title">
        {props.title}
      </h2>
      <p className="team-email">{props.subtitle}</p>
      <p id={`${ids}-text`} className="team-dialog-text">
        {props.text}
      </p>
      {refusal && (
        <p className="team-refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="team-dialog-actions">
        <button
          type="button"
          className="btn team-remove-confirm"
          aria-disabled={isPending || undefined}
          onClick={() => void confirm()}
        >
          {isPending ? props.busyLabel : props.confirmLabel}
        </button>
        <button type="button" className="btn btn-secondary" ref={keep} onClick={props.onClose} disabled={isPending}>
          {props.keepLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** "Remove … from your team?": signed out at once, orders kept. */
function RemoveDialog({
  member,
  onRemoved,
  onClose,
  onStale,
}: {
  member: TeamMember;
  onRemoved: () => void;
  onClose: () => void;
  onStale: (text: string) => void;
}) {
  const { LL } = useI18nContext();
  const T = LL.account.team;
  const W = useWords();
  const { mutateAsync: remove } = useMutation(trpc.company.removeMember.mutationOptions());
  return (
    <ConfirmDialog
      title={W.removeTitle({ name: member.name })}
      subtitle={member.email}
      text={W.removeText({ name: member.name })}
      confirmLabel={T.removeConfirm()}
      busyLabel={T.removing()}
      keepLabel={T.removeKeep()}
      staleCode="company.memberNotFound"
      run={() => remove({ userId: member.id })}
      onDone={onRemoved}
      onClose={onClose}
      onStale={onStale}
    />
  );
}

/** "Cancel the invitation to …?": its link stops working. */
function CancelInvitationDialog({
  invitation,
  onCancelled,
  onClose,
  onStale,
}: {
  invitation: PendingInvitation;
  onCancelled: () => void;
  onClose: () => void;
  onStale: (text: string) => void;
}) {
  const { LL } = useI18nContext();
  const T = LL.account.team;
  const { companyId } = useScope();
  const { mutateAsync: cancel } = useMutation(trpc.company.cancelInvitation.mutationOptions());
  return (
    <ConfirmDialog
      title={T.cancelTitle({ email: invitation.email })}
      subtitle={invitation.email}
      text={T.cancelText()}
      confirmLabel={T.cancelConfirm()}
      busyLabel={T.cancelling()}
      keepLabel={T.cancelKeep()}
      staleCode="company.invitationNotFound"
      run={() => cancel({ invitationId: invitation.id, ...teamScope(companyId) })}
      onDone={onCancelled}
      onClose={onClose}
      onStale={onStale}
    />
  );
}

// ---------------------------------------------------------------- invitations

function Invitations({
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
        <ul className="team-list">
          {invitations.map((i) => (
            <li key={i.id} className="team-card">
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

// ---------------------------------------------------------------- the invite form

function InviteForm({ onInvited }: { onInvited: (invitation: PendingInvitation) => void }) {
  const { LL, locale } = useI18nContext();
  const T = LL.account.team;
  const W = useWords();
  const { companyId, mailLocale } = useScope();
  const ids = useId();
  const failure = useFailure();
  const [values, setValues] = useState<InviteValues>(() => emptyInvite(mailLocale ?? locale));
  const [errors, setErrors] = useState<Partial<Record<InviteField, TeamFieldError>>>({});
  // The server's words for a field (an address that has an account) and for the rest.
  const [serverFields, setServerFields] = useState<Partial<Record<InviteField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const refs = useRef<Partial<Record<InviteField, HTMLInputElement | null>>>({});
  const { mutateAsync: invite, isPending } = useMutation(trpc.company.invite.mutationOptions());

  const set = (patch: Partial<InviteValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
    setServerFields({});
    setRefusal(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isPending) return;
    setSaid('');
    const found = validateInvite(values);
    setErrors(found);
    const first = INVITE_FIELDS.find((f) => found[f] !== undefined);
    if (first) {
      focusControl(refs.current[first]);
      return;
    }
    try {
      const sent = await invite({ ...invitePayload(values), ...teamScope(companyId) });
      onInvited(sent);
      setSaid(T.invited({ email: sent.email }));
      // Ready for the next person: same role and mail language, a new address.
      setValues((v) => ({ ...v, email: '', limit: '' }));
    } catch (err) {
      const f = failure(err);
      const fields: Partial<Record<InviteField, string>> = {};
      // Taken, or invited too often today: the address's own refusals go next to it.
      if (f.code === 'company.emailTaken' || f.code === 'company.addressInvitedTooOften') fields.email = f.text;
      else if (f.fieldTexts.email) fields.email = f.fieldTexts.email;
      if (f.fieldTexts.order_limit) fields.limit = f.fieldTexts.order_limit;
      setServerFields(fields);
      const first = INVITE_FIELDS.find((k) => fields[k] !== undefined);
      if (first) focusControl(refs.current[first]);
      else setRefusal(f.text);
    }
  };

  return (
    <section className="team-block card" aria-labelledby={`${ids}-h`}>
      <h3 id={`${ids}-h`}>{T.inviteTitle()}</h3>
      <p className="team-section-intro">{T.inviteIntro()}</p>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isPending}>
        <EmailField
          name="email"
          autoComplete="off"
          required
          value={values.email}
          onValue={(email) => set({ email })}
          error={serverFields.email ?? fieldError(LL, errors.email)}
          inputRef={(el) => {
            refs.current.email = el;
          }}
        />
        <fieldset className="team-roles">
          <legend>{T.roleLegend()}</legend>
          {MEMBER_ROLES.map((r) => (
            <label key={r} className="team-role-option">
              <input
                type="radio"
                name={`${ids}-role`}
                value={r}
                checked={values.role === r}
                onChange={() => set({ role: r })}
                aria-describedby={`${ids}-${r}-help`}
              />
              <span>
                <strong>{roleName(LL, r)}</strong>
                <span id={`${ids}-${r}-help`} className="team-role-help">
                  {W.roleHelp[r]()}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {values.role === 'orderer' && (
          <TextField
            label={T.limitField()}
            name="order_limit"
            inputMode="decimal"
            autoComplete="off"
            optional
            value={values.limit}
            onValue={(limit) => set({ limit })}
            hint={W.limitHint()}
            error={serverFields.limit ?? fieldError(LL, errors.limit)}
            inputRef={(el) => {
              refs.current.limit = el;
            }}
          />
        )}
        <div className="field">
          <label htmlFor={`${ids}-locale`}>{T.mailLanguage()}</label>
          <select
            id={`${ids}-locale`}
            value={values.locale}
            onChange={(e) => set({ locale: e.target.value === 'ko' ? 'ko' : 'en' })}
          >
            {/* Each language in its own words, so a reader of either finds theirs. */}
            <option value="en" lang="en">
              English
            </option>
            <option value="ko" lang="ko">
              한국어
            </option>
          </select>
        </div>
        {refusal && (
          <p className="team-refusal" role="alert">
            {refusal}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" aria-disabled={isPending || undefined}>
            {isPending ? T.inviting() : T.invite()}
          </button>
        </div>
      </form>
      <p className="team-form-status" role="status">
        {said}
      </p>
    </section>
  );
}
