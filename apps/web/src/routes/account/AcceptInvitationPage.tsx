import { useI18nContext } from '@wholesale/i18n';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { getAuthState, profileHref } from '../../features/auth-state/auth';
import { useSessionNow } from '../../features/auth-state/useSessionNow';
import { focusControl, NewPasswordFields, TextField } from '../../features/account/Field';
import { failureText } from '../../lib/serverErrorText';
import { fieldText } from '../../features/account/messages';
import { acceptInvitation } from '../../features/account/session';
import { useNamespace } from '../../features/locale/LocaleProvider';
import {
  invitationToken,
  JOIN_FIELDS,
  landingAfterJoin,
  NAME_MAX_LENGTH,
  validateJoin,
  type JoinField,
  type JoinFieldError,
} from '../../features/team/model';
import { ErrorView } from '../../ui/ErrorView';
import { LinkPair } from '../../ui/LinkPair';
import { PageSkeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import '../../features/account/account.css';
import '../../features/team/team.css';
import { useFieldRefs } from '../../features/account/useFieldRefs';
import { SubmitRow } from '../../features/account/SubmitRow';
import { AccountFormPage } from '../../features/account/AccountFormPage';

// /accept-invitation?token=…: the link of the mail a company's owner had sent.
// The new member chooses a name and a password (the reset page's rule); the server makes the
// account and sets its cookie, and the member lands signed in with a welcome. A link that is
// missing, used, replaced or expired says so (serverErrors.company.invitationLink), with the way
// to ask the business.

export default function AcceptInvitationPage() {
  const ready = [useNamespace('account'), useNamespace('serverErrors')].every(Boolean);
  const token = invitationToken(useSearchParams());
  const [badLink, setBadLink] = useState(false);
  // Whether someone is signed in already (a shared device) is worth a word before they join.
  if (!ready) return <PageSkeleton />;
  if (token === null || badLink) return <BadLink />;
  return <JoinForm token={token} onBadLink={() => setBadLink(true)} />;
}

function BadLink() {
  const { LL } = useI18nContext();
  const I = LL.account.invitation;
  useDocumentTitle(I.badLinkTitle());
  return (
    <div className="join-bad-link">
      <ErrorView
        title={I.badLinkTitle()}
        text={`${LL.serverErrors.company.invitationLink()} ${I.askOwner()}`}
        actions={<LinkPair main={{ to: '/contact', text: I.contact() }} other={{ to: '/', text: I.home() }} />}
      />
    </div>
  );
}

function JoinForm({ token, onBadLink }: { token: string; onBadLink: () => void }) {
  const { LL, locale } = useI18nContext();
  const I = LL.account.invitation;
  const auth = useSessionNow();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<JoinField, JoinFieldError>>>({});
  const [nameRefusal, setNameRefusal] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const { refs, ref, focusFirstInvalid } = useFieldRefs<JoinField>();

  const set = (field: JoinField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors({});
    setNameRefusal(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateJoin(values);
    setErrors(found);
    if (focusFirstInvalid(JOIN_FIELDS, found)) return;
    setBusy(true);
    const name = values.name.trim();
    const result = await acceptInvitation({ token, name, password: values.password });
    setBusy(false);
    if (result.ok) {
      const role = LL.account.team.roles[result.role]();
      setSaid(I.welcomeText({ role }));
      toast({
        group: 'join',
        variant: 'success',
        title: I.welcomeTitle({ name }),
        text: I.welcomeText({ role }),
        durationMs: 6000,
        forNextPage: true,
      });
      navigate(landingAfterJoin(result.role, profileHref(getAuthState())), { replace: true });
      return;
    }
    const f = result.failure;
    if (f.code === 'company.invitationLink') {
      onBadLink();
      return;
    }
    const text = failureText(LL, f, locale, {
      unreachable: LL.account.team.network(),
      failed: LL.account.team.server(),
    });
    if (f.code === 'company.name' || f.code === 'validation.nameLink') {
      setNameRefusal(text);
      focusControl(refs.current.name);
      return;
    }
    toast({ group: 'join', variant: 'error', title: I.failed(), text });
  };

  const error = (field: JoinField) => fieldText(LL, errors[field]);

  return (
    <AccountFormPage
      title={I.title()}
      intro={I.intro()}
      busy={busy}
      onSubmit={submit}
      above={auth.status === 'signedIn' && <p className="note join-note">{I.signedInNote()}</p>}
    >
      <TextField
        label={I.name()}
        name="name"
        autoComplete="name"
        required
        maxLength={NAME_MAX_LENGTH}
        value={values.name}
        onValue={(v) => set('name', v)}
        error={nameRefusal ?? error('name')}
        inputRef={ref('name')}
      />
      <NewPasswordFields
        name="password"
        passwordLabel={I.password()}
        confirmLabel={I.confirmPassword()}
        values={values}
        onValue={set}
        error={error}
        inputRef={ref}
      />
      <SubmitRow busy={busy} label={I.submit()} busyLabel={I.submitting()} />
      <p className="form-status" role="status" aria-live="polite">
        {said}
      </p>
    </AccountFormPage>
  );
}
