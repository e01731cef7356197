import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { ErrorNote, SubmitButton } from '../../ui/BusyButton';
import { focusControl } from '../account/Field';
import { LimitField } from './LimitField';
import { limitText, MEMBER_ROLES, memberChange, type MemberRole, type TeamFieldError } from './model';
import type { TeamMember } from './queries';
import { useFailure } from './useFailure';
import { fieldError, roleName, useWords } from './words';

/** A member's role and limit, changed in place: Save sends only what changed. */
export function MemberEditor({
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
        <LimitField
          value={limit}
          onValue={(v) => {
            setLimit(v);
            setError(undefined);
          }}
          error={fieldError(LL, error)}
          inputRef={(el) => {
            limitRef.current = el;
          }}
        />
      )}
      <ErrorNote as="p" className="team-refusal" text={refusal} />
      <div className="team-actions">
        <SubmitButton busy={isPending} label={T.save()} busyLabel={T.saving()} />
        <button type="button" className="btn btn-secondary" onClick={() => onDone(null)} disabled={isPending}>
          {T.cancel()}
        </button>
      </div>
    </form>
  );
}
