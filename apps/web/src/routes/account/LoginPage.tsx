import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { profileHref } from '../../features/auth-state/auth';
import { useSessionNow } from '../../features/auth-state/useSessionNow';
import { EmailField, PasswordField } from '../../features/account/Field';
import { fieldText } from '../../features/account/messages';
import { refusalText } from '../../lib/serverErrorText';
import { landingAfterLogin, safeReturnPath } from '../../features/account/returnTo';
import { login } from '../../features/account/session';
import { validateLogin, type FieldErrors, type LoginField } from '../../features/account/validation';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { PageSkeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import '../../features/account/account.css';
import { useFieldRefs } from '../../features/account/useFieldRefs';
import { SubmitRow } from '../../features/account/SubmitRow';
import { AccountFormPage } from '../../features/account/AccountFormPage';

export default function LoginPage() {
  const ready = [useNamespace('account'), useNamespace('serverErrors')].every(Boolean);
  const auth = useSessionNow();
  const navigate = useNavigate();
  // From a product page's "Sign in to see your price and order": back to that product.
  const next = safeReturnPath(useSearchParams().get('next'));
  // Signed in: back where the user came from, else an admin to the dashboard and a buyer to the
  // profile (spec, Login).
  useEffect(() => {
    if (auth.status === 'signedIn') navigate(landingAfterLogin(auth.user, profileHref(auth), next), { replace: true });
  }, [auth, navigate, next]);
  if (!ready || auth.status !== 'guest') return <PageSkeleton />;
  return <LoginForm />;
}

function LoginForm() {
  const { LL, locale } = useI18nContext();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [busy, setBusy] = useState(false);
  const { refs, ref, focusFirstInvalid } = useFieldRefs<LoginField>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateLogin(values);
    setErrors(found);
    if (found.email === 'invalidEmail') {
      toast({
        group: 'login',
        variant: 'error',
        title: LL.account.login.invalidEmailTitle(),
        text: LL.account.login.invalidEmailText(),
      });
    }
    if (focusFirstInvalid(['email', 'password'], found)) return;
    setBusy(true);
    const result = await login(values.email, values.password);
    setBusy(false);
    if (result.ok) {
      const name = result.user.first_name || result.user.name;
      toast({
        group: 'login',
        variant: 'success',
        title: LL.account.login.successTitle(),
        text: LL.account.login.successText({ name }),
        forNextPage: true,
      });
      // The page's effect sends the now signed-in user on (the dashboard, the profile or `next`).
      return;
    }
    switch (result.kind) {
      case 'pending':
        toast({
          group: 'login',
          variant: 'warning',
          title: LL.account.login.pendingTitle(),
          text: refusalText(LL, result.error, locale, LL.serverErrors.accounts.pending()),
          durationMs: 8000,
        });
        break;
      case 'rateLimited':
        toast({
          group: 'login',
          variant: 'error',
          title: LL.account.login.tooManyTitle(),
          text: refusalText(LL, result.error, locale),
          durationMs: 8000,
        });
        break;
      case 'refused':
        toast({
          group: 'login',
          variant: 'error',
          title: LL.account.login.failedTitle(),
          text: refusalText(LL, result.error, locale, LL.serverErrors.accounts.invalidCredentials()),
        });
        break;
      case 'unreachable':
      case 'server':
        toast({
          group: 'login',
          variant: 'error',
          title: LL.account.login.serverErrorTitle(),
          text: LL.account.login.serverErrorText(),
        });
        break;
    }
    refs.current.password?.focus();
  };

  // A field of the form: its value, its error and its focus target; typing in it clears its own
  // error, not the other's.
  const bound = (field: LoginField) => ({
    name: field,
    value: values[field],
    onValue: (v: string) => {
      setValues((x) => ({ ...x, [field]: v }));
      if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
    },
    error: fieldText(LL, errors[field]),
    inputRef: ref(field),
  });

  return (
    <AccountFormPage
      title={LL.account.login.title()}
      breadcrumbs={[{ label: LL.account.login.title() }]}
      intro={LL.account.login.intro()}
      busy={busy}
      onSubmit={submit}
      links={
        <>
          <Link to="/forgot-password">{LL.account.login.forgot()}</Link>
          <span>
            {LL.account.login.noAccount()} <Link to="/signup/agreements">{LL.account.login.createAccount()}</Link>
          </span>
        </>
      }
    >
      <EmailField autoComplete="username" required {...bound('email')} />
      <PasswordField
        label={LL.account.form.password()}
        autoComplete="current-password"
        required
        {...bound('password')}
      />
      <SubmitRow busy={busy} label={LL.account.login.submit()} busyLabel={LL.account.login.submitting()} />
    </AccountFormPage>
  );
}
