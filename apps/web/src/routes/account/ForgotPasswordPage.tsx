import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from '../../lib/router';
import { EmailField, focusControl } from '../../features/account/Field';
import { fieldText, resetFailureText } from '../../features/account/messages';
import { validateLogin, type FieldErrorKey } from '../../features/account/validation';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { trpc } from '../../lib/trpc';
import { PageSkeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import '../../features/account/account.css';
import { SubmitRow } from '../../features/account/SubmitRow';
import { AccountFormPage } from '../../features/account/AccountFormPage';

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
      toast({
        group: 'forgot',
        variant: 'error',
        title: resetFailureText(LL, err, locale, LL.account.forgot.failed()),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountFormPage
      title={LL.account.forgot.title()}
      breadcrumbs={[{ label: LL.account.login.title(), href: '/login' }, { label: LL.account.forgot.title() }]}
      intro={LL.account.forgot.intro()}
      busy={busy}
      onSubmit={submit}
      links={<Link to="/login">{LL.account.forgot.backToLogin()}</Link>}
    >
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
    </AccountFormPage>
  );
}
