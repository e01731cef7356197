import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { toast } from '../../ui/Toast';
import { readFailure } from '../../lib/failure';
import { EMAIL_INPUT, MailLanguageOptions, TextField, bindTextFields, focusControl } from '../account/Field';
import { fieldText } from '../account/messages';
import { SubmitRow } from '../account/SubmitRow';
import { failureText } from '../../lib/serverErrorText';
import { toAuthUser, type AccountUser } from '../account/session';
import { validateProfile, type FieldErrors, type ProfileField } from '../account/validation';
import { setAuthState } from '../auth-state/auth';
import '../account/account.css';
import { useFieldRefs } from '../account/useFieldRefs';

/** The profile's edit view (?view=edit): name, e-mail (with the current password), phone, mail language. */
export function EditProfile({ user, userId, onDone }: { user: AccountUser; userId: number; onDone: () => void }) {
  const { LL, locale } = useI18nContext();
  const p = LL.account.profile;
  const client = useQueryClient();
  const { mutateAsync: updateAccount } = useMutation(trpc.account.update.mutationOptions());
  const [values, setValues] = useState({ name: user.name, email: user.email, phone: user.phone_number ?? '' });
  const [mailLocale, setMailLocale] = useState(user.locale);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  // A new e-mail address needs the current password (the server checks it and tells the old address).
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const emailChanges = values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const [busy, setBusy] = useState(false);
  const { ref, focusFirstInvalid } = useFieldRefs<ProfileField>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateProfile(values);
    setErrors(found);
    if (focusFirstInvalid(['name', 'email', 'phone'], found)) {
      toast({ group: 'profile', variant: 'error', title: LL.account.form.fixErrors() });
      return;
    }
    if (emailChanges && currentPassword === '') {
      setPasswordMissing(true);
      toast({ group: 'profile', variant: 'error', title: LL.account.form.fixErrors() });
      focusControl(passwordRef.current);
      return;
    }
    setBusy(true);
    try {
      const updated = await updateAccount({
        userId,
        name: values.name.trim(),
        email: values.email.trim(),
        phone_number: values.phone.trim() === '' ? null : values.phone.trim(),
        locale: mailLocale,
        ...(emailChanges ? { current_password: currentPassword } : {}),
      });
      client.setQueryData(trpc.account.profile.queryKey({ userId }), updated);
      setAuthState({ status: 'signedIn', user: toAuthUser(updated) });
      toast({ group: 'profile', variant: 'success', title: p.updated() });
      onDone();
    } catch (err) {
      const f = readFailure(err);
      toast({
        group: 'profile',
        variant: 'error',
        title: p.updateFailed(),
        text: failureText(LL, f, locale, { unreachable: p.updateFailedText(), failed: p.updateFailedText() }),
      });
    } finally {
      setBusy(false);
    }
  };

  const field = bindTextFields({
    values,
    onValue: (name: ProfileField) => (v: string) => {
      setValues((x) => ({ ...x, [name]: v }));
      if (errors[name]) setErrors((x) => ({ ...x, [name]: undefined }));
    },
    error: (name) => fieldText(LL, errors[name]),
    ref,
  });

  return (
    <section className="section" aria-labelledby="edit-h">
      <h2 id="edit-h" className="section-title">
        {p.editTitle()}
      </h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        {field('name', p.name(), { required: true, autoComplete: 'name' })}
        {field('email', p.email(), { required: true, autoComplete: 'email', ...EMAIL_INPUT })}
        {emailChanges && (
          <TextField
            label={p.currentPassword()}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onValue={(v) => {
              setCurrentPassword(v);
              if (passwordMissing) setPasswordMissing(false);
            }}
            hint={p.currentPasswordHint()}
            error={passwordMissing ? fieldText(LL, 'required') : undefined}
            inputRef={(el) => {
              passwordRef.current = el;
            }}
          />
        )}
        {field('phone', p.phone(), { optional: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        <div className="field">
          <label htmlFor="profile-mail-locale">{p.mailLanguage()}</label>
          <select
            id="profile-mail-locale"
            value={mailLocale}
            onChange={(e) => setMailLocale(e.target.value === 'ko' ? 'ko' : 'en')}
            aria-describedby="profile-mail-locale-hint"
          >
            <MailLanguageOptions />
          </select>
          <span id="profile-mail-locale-hint" className="field-hint">
            {p.mailLanguageHint()}
          </span>
        </div>
        <SubmitRow busy={busy} label={p.save()} busyLabel={p.saving()}>
          <button type="button" className="btn btn-secondary btn-block" onClick={onDone} disabled={busy}>
            {p.cancel()}
          </button>
        </SubmitRow>
      </form>
    </section>
  );
}
