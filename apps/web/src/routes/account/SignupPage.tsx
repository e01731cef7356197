import { useMutation } from '@tanstack/react-query';
import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { POST_SIGNUP_REDIRECT_MS, TOAST_MS } from '@wholesale/rules/checks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { profileHref } from '../../features/auth-state/auth';
import { useSessionNow } from '../../features/auth-state/useSessionNow';
import { DOC_FIELDS, DocumentPicker, useDocumentFiles, type DocField } from '../../features/account/DocumentPicker';
import { EMAIL_INPUT, PasswordField, bindTextFields } from '../../features/account/Field';
import { fieldText } from '../../features/account/messages';
import { refusalText } from '../../lib/serverErrorText';
import type { UploadFailure } from '../../features/account/upload';
import {
  signupPayload,
  SIGNUP_FIELDS,
  validateSignup,
  type FieldErrors,
  type SignupField,
  type SignupValues,
} from '../../features/account/validation';
import { forgetAccepted, wereAccepted } from '../../features/signup/agreements';
import { submitSignup, type SignupDoc, type SignupDocType } from '../../features/signup/submit';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { trpc } from '../../lib/trpc';
import { PageSkeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import '../../features/account/account.css';
import { useFieldRefs } from '../../features/account/useFieldRefs';
import { SubmitRow } from '../../features/account/SubmitRow';
import { AccountFormPage, BusinessAddressFields, LicenseFields } from '../../features/account/AccountFormPage';

type AnyField = SignupField | DocField;
const ORDER: readonly AnyField[] = [...SIGNUP_FIELDS, ...DOC_FIELDS];
const DOC_TYPE: Record<DocField, SignupDocType> = {
  businessLicenseFile: 'business-license',
  resaleFile: 'resale-certificate',
};

const EMPTY: SignupValues = Object.fromEntries(SIGNUP_FIELDS.map((f) => [f, ''])) as SignupValues;

export default function SignupPage() {
  const ready = [useNamespace('account'), useNamespace('serverErrors')].every(Boolean);
  const auth = useSessionNow();
  const navigate = useNavigate();
  const { LL } = useI18nContext();
  // Read once: the form forgets the acceptance after a successful submit, which must not bounce
  // the visitor back to the agreements during the redirect to /.
  const [skipped] = useState(() => !wereAccepted());
  useEffect(() => {
    if (auth.status === 'signedIn') navigate(profileHref(auth), { replace: true });
  }, [auth, navigate]);
  useEffect(() => {
    if (ready && skipped) {
      toast({ group: 'signup', variant: 'info', title: LL.account.signup.agreementsFirst(), forNextPage: true });
      navigate('/signup/agreements', { replace: true });
    }
  }, [ready, skipped, navigate, LL]);
  if (!ready || skipped || auth.status === 'signedIn') return <PageSkeleton />;
  return <SignupForm />;
}

function reasonText(LL: TranslationFunctions, reason: UploadFailure): string {
  const s = LL.account.signup;
  switch (reason) {
    case 'storage':
      return s.docStorage();
    case 'network':
      return s.docNetwork();
    case 'connection':
      return s.docConnection();
    case 'storageService':
      return s.docStorageService();
    default:
      return s.docServer();
  }
}

function SignupForm() {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const documents = useDocumentFiles('signup');
  const { files, fileErrors } = documents;
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignupField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string>('');
  const { mutateAsync: createSignup } = useMutation(trpc.signup.create.mutationOptions());
  const { ref, focusFirstInvalid } = useFieldRefs<AnyField>();
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  // Errors show after the first submit attempt and then follow the typing.
  const fieldErrors: FieldErrors<SignupField> = submitted ? validateSignup(values) : {};
  const errorOf = (f: SignupField): string | undefined => fieldText(LL, fieldErrors[f]) ?? serverErrors[f];

  const set = (f: SignupField) => (v: string) => {
    setValues((prev) => ({ ...prev, [f]: v }));
    if (serverErrors[f]) setServerErrors((prev) => ({ ...prev, [f]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (focusFirstInvalid(ORDER, { ...validateSignup(values), ...fileErrors })) {
      toast({ group: 'signup', variant: 'error', title: LL.account.form.fixErrors() });
      return;
    }
    const docs: SignupDoc[] = [];
    for (const f of DOC_FIELDS) {
      const file = files[f];
      if (file) docs.push({ documentType: DOC_TYPE[f], file });
    }
    setBusy(true);
    setProgress(LL.account.signup.submitting());
    const payload = signupPayload(values, locale);
    const outcome = await submitSignup({ create: () => createSignup(payload) }, values.email, docs, (done) =>
      setProgress(LL.account.signup.uploading({ n: Math.min(done + 1, docs.length), total: docs.length })),
    );
    setBusy(false);
    setProgress('');
    if (outcome.kind === 'noRequestId') {
      toast({
        group: 'signup',
        variant: 'error',
        title: LL.account.signup.failedTitle(),
        text: LL.account.signup.noRequestId(),
      });
      return;
    }
    if (outcome.kind === 'failed') {
      // Field messages from the server (same rules, same words) go next to their fields.
      const byField: Partial<Record<SignupField, string>> = {};
      for (const [k, v] of Object.entries(outcome.fields)) {
        if ((SIGNUP_FIELDS as readonly string[]).includes(k)) byField[k as SignupField] = refusalText(LL, v, locale);
      }
      setServerErrors(byField);
      toast({
        group: 'signup',
        variant: 'error',
        title: LL.account.signup.failedTitle(),
        text: refusalText(LL, outcome.error, locale, LL.account.signup.docServer()),
        durationMs: 8000,
      });
      focusFirstInvalid(SIGNUP_FIELDS, byField);
      return;
    }
    if (outcome.failed.length > 0) {
      const names: Record<SignupDocType, string> = {
        'business-license': LL.account.form.businessLicenseFile(),
        'resale-certificate': LL.account.form.resaleFile(),
      };
      const list = outcome.failed
        .map((f) =>
          LL.account.signup.uploadWarningItem({ type: names[f.documentType], reason: reasonText(LL, f.reason) }),
        )
        .join(', ');
      toast({
        group: 'signup-docs',
        variant: 'warning',
        title: LL.account.signup.uploadWarningTitle(),
        text: LL.account.signup.uploadWarningText({ list }),
        durationMs: TOAST_MS.uploadWarning,
        forNextPage: true,
      });
    }
    toast({
      group: 'signup',
      variant: 'success',
      title: LL.account.signup.successTitle(),
      text: LL.account.signup.successText(),
      durationMs: 8000,
      forNextPage: true,
    });
    forgetAccepted();
    redirect.current = window.setTimeout(() => navigate('/'), POST_SIGNUP_REDIRECT_MS);
  };

  const f = LL.account.form;
  const s = LL.account.signup;
  const text = bindTextFields({ values, onValue: set, error: errorOf, ref });

  return (
    <AccountFormPage
      title={s.title()}
      breadcrumbs={[{ label: s.crumb() }]}
      intro={
        <>
          <p className="form-status">{s.step()}</p>
          <p>{s.intro()}</p>
        </>
      }
      busy={busy}
      onSubmit={submit}
      links={
        <span>
          {s.haveAccount()} <Link to="/login">{s.login()}</Link>
        </span>
      }
    >
      <fieldset>
        <legend>{s.accountSection()}</legend>
        <div className="form-row-2">
          {text('firstName', s.firstName(), { required: true, autoComplete: 'given-name' })}
          {text('lastName', s.lastName(), { required: true, autoComplete: 'family-name' })}
        </div>
        {text('email', f.email(), { required: true, autoComplete: 'email', ...EMAIL_INPUT })}
        <PasswordField
          label={f.password()}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onValue={set('password')}
          error={errorOf('password')}
          inputRef={ref('password')}
        />
        {text('phone', f.phone(), { optional: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      </fieldset>
      <fieldset>
        <legend>{s.businessSection()}</legend>
        {text('companyName', s.companyName(), { required: true, autoComplete: 'organization' })}
        <LicenseFields text={text} required={true} />
        <BusinessAddressFields text={text} />
      </fieldset>
      <fieldset>
        <legend>{s.documentsSection()}</legend>
        <p className="field-hint">{s.documentsIntro()}</p>
        <DocumentPicker docs={documents} inputRef={ref} />
      </fieldset>
      {/* The spec's wholesale-eligibility acknowledgement: always checked (accepted on the agreements step). */}
      <div className="ack">
        <input
          id="eligibility"
          type="checkbox"
          checked
          readOnly
          aria-readonly="true"
          aria-describedby="eligibility-note"
          onClick={(e) => e.preventDefault()}
        />
        <div>
          <label htmlFor="eligibility">{s.eligibility()}</label>
          <p id="eligibility-note" className="field-hint">
            {s.eligibilityNote()}
          </p>
        </div>
      </div>
      <SubmitRow busy={busy} label={s.submit()} busyLabel={s.submitting()}>
        <p className="form-status" role="status" aria-live="polite">
          {progress}
        </p>
      </SubmitRow>
    </AccountFormPage>
  );
}
