import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { POST_RESET_REDIRECT_MS } from '@wholesale/rules/checks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { NewPasswordFields } from '../../features/account/Field';
import { fieldText, resetFailureText } from '../../features/account/messages';
import { validateReset, type FieldErrors, type ResetField } from '../../features/account/validation';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { trpc } from '../../lib/trpc';
import { ErrorView } from '../../ui/ErrorView';
import { PageSkeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import '../../features/account/account.css';
import { useFieldRefs } from '../../features/account/useFieldRefs';
import { SubmitRow } from '../../features/account/SubmitRow';
import { AccountFormPage } from '../../features/account/AccountFormPage';

export default function ResetPasswordPage() {
  const ready = [useNamespace('account'), useNamespace('serverErrors')].every(Boolean);
  const { LL } = useI18nContext();
  const params = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  if (!ready) return <PageSkeleton />;
  if (!email || !token) {
    return (
      <ErrorView
        title={LL.account.reset.title()}
        text={LL.account.reset.badLink()}
        actions={
          <Link className="btn btn-primary" to="/forgot-password">
            {LL.account.reset.requestNew()}
          </Link>
        }
      />
    );
  }
  return <ResetForm email={email} token={token} />;
}

function ResetForm({ email, token }: { email: string; token: string }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { mutateAsync: resetPassword } = useMutation(trpc.passwordReset.reset.mutationOptions());
  const { ref, focusFirstInvalid } = useFieldRefs<ResetField>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Any typing clears both errors: the confirmation's depends on the password too.
  const typing = (field: ResetField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done) return;
    const found = validateReset(values);
    setErrors(found);
    if (focusFirstInvalid(['password', 'confirm'], found)) return;
    setBusy(true);
    try {
      await resetPassword({ email, token, newPassword: values.password });
      setDone(true);
      toast({
        group: 'reset',
        variant: 'success',
        title: LL.account.reset.success(),
        durationMs: 6000,
        forNextPage: true,
      });
      timer.current = window.setTimeout(() => navigate('/login', { replace: true }), POST_RESET_REDIRECT_MS);
    } catch (err) {
      const text = resetFailureText(LL, err, locale, LL.account.reset.failed());
      toast({ group: 'reset', variant: 'error', title: LL.account.reset.failed(), text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountFormPage
      title={LL.account.reset.title()}
      breadcrumbs={[{ label: LL.account.login.title(), href: '/login' }, { label: LL.account.reset.title() }]}
      intro={LL.account.reset.intro({ email })}
      busy={busy}
      onSubmit={submit}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        name="newPassword"
        passwordLabel={LL.account.reset.newPassword()}
        confirmLabel={LL.account.reset.confirmPassword()}
        values={values}
        onValue={typing}
        error={(field) => fieldText(LL, errors[field])}
        inputRef={ref}
      />
      {/* Disabled until both entries are filled (spec section 5). */}
      <SubmitRow
        busy={busy}
        label={LL.account.reset.submit()}
        busyLabel={LL.account.reset.submitting()}
        disabled={done || !values.password || !values.confirm}
      />
      <p className="form-status" role="status" aria-live="polite">
        {done ? `${LL.account.reset.success()} ${LL.account.reset.redirecting()}` : ''}
      </p>
    </AccountFormPage>
  );
}
