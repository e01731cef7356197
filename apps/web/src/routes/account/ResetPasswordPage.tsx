import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { POST_RESET_REDIRECT_MS } from '@wholesale/rules/checks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { PasswordField } from '../../features/account/Field';
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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { mutateAsync: resetPassword } = useMutation(trpc.passwordReset.reset.mutationOptions());
  const { ref, focusFirstInvalid } = useFieldRefs<ResetField>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Any typing clears both errors: the confirmation's depends on the password too.
  const typing = (setValue: (v: string) => void) => (v: string) => {
    setValue(v);
    setErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done) return;
    const found = validateReset({ password, confirm });
    setErrors(found);
    if (focusFirstInvalid(['password', 'confirm'], found)) return;
    setBusy(true);
    try {
      await resetPassword({ email, token, newPassword: password });
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
      <PasswordField
        label={LL.account.reset.newPassword()}
        name="newPassword"
        autoComplete="new-password"
        required
        hint={LL.account.reset.rule()}
        value={password}
        onValue={typing(setPassword)}
        error={fieldText(LL, errors.password)}
        inputRef={ref('password')}
      />
      <PasswordField
        label={LL.account.reset.confirmPassword()}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onValue={typing(setConfirm)}
        error={fieldText(LL, errors.confirm)}
        inputRef={ref('confirm')}
      />
      {/* Disabled until both entries are filled (spec section 5). */}
      <SubmitRow
        busy={busy}
        label={LL.account.reset.submit()}
        busyLabel={LL.account.reset.submitting()}
        disabled={done || !password || !confirm}
      />
      <p className="form-status" role="status" aria-live="polite">
        {done ? `${LL.account.reset.success()} ${LL.account.reset.redirecting()}` : ''}
      </p>
    </AccountFormPage>
  );
}
