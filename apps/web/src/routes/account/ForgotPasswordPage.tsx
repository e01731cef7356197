import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from '../../lib/router';
import { readFailure } from '../../lib/failure';
import { EmailField, focusControl } from '../../features/account/Field';
import { fieldText } from '../../features/account/messages';
import { refusalText } from '../../lib/serverErrorText';
import { validateLogin, type FieldErrorKey } from '../../features/account/validation';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { trpc } from '../../lib/trpc';
import { PageShell } from '../../ui/PageShell';
import { PageSkeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import '../../features/account/account.css';
import { SubmitRow } from '../../features/account/SubmitRow';

export default function ForgotPasswordPage() {
  const ready = [useNamespace('account'), useNamespace('serverErrors')].every(Boolean);
  if (!ready) return <PageSkeleton />;
  return <ForgotForm />;
}

function ForgotForm() {
  const { LL, locale } = useI18nContext();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<FieldErrorKey | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { mutateAsync: requestReset } = useMutation(trpc.passwordReset.request.mutationOptions());
  const input = useRef<HTMLInputElement | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = validateLogin({ email, password: 'x' }).email;
    setError(problem);
    if (problem) {
      focusControl(input.current);
      return;
    }
    setBusy(true);
    try {
      await requestReset({ email: email.trim(), locale });
      // The same answer whether or not the address has an account (the server's rule).
      toast({ group: 'forgot', variant: 'success', title: LL.account.forgot.success(), durationMs: 8000 });
      setSent(true);
    } catch (err) {
      const f = readFailure(err);
      const text =
        f.status === null
          ? LL.account.forgot.network()
          : f.code || f.message
            ? refusalText(LL, f, locale)
            : LL.account.forgot.failed();
      toast({ group: 'forgot', variant: 'error', title: text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell
      title={LL.account.forgot.title()}
      breadcrumbs={[{ label: LL.account.login.title(), href: '/login' }, { label: LL.account.forgot.title() }]}
      intro={LL.account.forgot.intro()}
    >
      <div className="account-page">
        <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
          <EmailField
            name="email"
            autoComplete="email"
            required
            value={email}
            onValue={(v) => {
              setEmail(v);
              setError(undefined);
              setSent(false);
            }}
            error={fieldText(LL, error)}
            inputRef={input}
          />
          <SubmitRow busy={busy} label={LL.account.forgot.submit()} busyLabel={LL.account.forgot.submitting()} />
          <p className="form-status" role="status" aria-live="polite">
            {sent ? LL.account.forgot.success() : ''}
          </p>
        </form>
        <div className="form-links">
          <Link to="/login">{LL.account.forgot.backToLogin()}</Link>
        </div>
      </div>
    </PageShell>
  );
}
