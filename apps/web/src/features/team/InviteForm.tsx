import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { ErrorNote, SubmitButton } from '../../ui/BusyButton';
import { EmailField, MailLanguageOptions } from '../account/Field';
import { LimitField } from './LimitField';
import {
  emptyInvite,
  INVITE_FIELDS,
  invitePayload,
  MEMBER_ROLES,
  validateInvite,
  type InviteField,
  type InviteValues,
  type TeamFieldError,
} from './model';
import { teamScope, type PendingInvitation } from './queries';
import { useScope } from './scope';
import { useFailure } from './useFailure';
import { fieldError, roleName, useWords } from './words';
import { useFieldRefs } from '../account/useFieldRefs';

/** Invite someone by e-mail: their role, order limit and the mail's language. */
export function InviteForm({ onInvited }: { onInvited: (invitation: PendingInvitation) => void }) {
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
  const { ref, focusFirstInvalid } = useFieldRefs<InviteField>();
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
    if (focusFirstInvalid(INVITE_FIELDS, found)) return;
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
      if (!focusFirstInvalid(INVITE_FIELDS, fields)) setRefusal(f.text);
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
          inputRef={ref('email')}
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
          <LimitField
            value={values.limit}
            onValue={(limit) => set({ limit })}
            error={serverFields.limit ?? fieldError(LL, errors.limit)}
            inputRef={ref('limit')}
          />
        )}
        <div className="field">
          <label htmlFor={`${ids}-locale`}>{T.mailLanguage()}</label>
          <select
            id={`${ids}-locale`}
            value={values.locale}
            onChange={(e) => set({ locale: e.target.value === 'ko' ? 'ko' : 'en' })}
          >
            <MailLanguageOptions />
          </select>
        </div>
        <ErrorNote as="p" className="team-refusal" text={refusal} />
        <div className="form-actions">
          <SubmitButton
            busy={isPending}
            label={T.invite()}
            busyLabel={T.inviting()}
            className="btn btn-primary btn-block"
          />
        </div>
      </form>
      <p className="team-form-status" role="status">
        {said}
      </p>
    </section>
  );
}
