import { useI18nContext } from '@wholesale/i18n';
import { SIGNUP_AGREEMENTS } from '@wholesale/rules/checks';
import { useState } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { Switch } from '../../features/account/Field';
import { allAccepted, rememberAccepted } from '../../features/signup/agreements';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { PageShell } from '../../ui/PageShell';
import { PageSkeleton } from '../../ui/Skeleton';
import '../../features/account/account.css';

const INDEXES = Array.from({ length: SIGNUP_AGREEMENTS }, (_, i) => i) as (0 | 1 | 2 | 3 | 4)[];

export default function AgreementsPage() {
  const ready = useNamespace('account');
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const [on, setOn] = useState<boolean[]>(() => INDEXES.map(() => false));
  if (!ready) return <PageSkeleton />;
  const ok = allAccepted(on);
  const count = on.filter(Boolean).length;
  return (
    <PageShell
      title={LL.account.agreements.title()}
      breadcrumbs={[{ label: LL.account.agreements.title() }, { label: LL.account.agreements.crumb() }]}
      intro={
        <>
          <p className="form-status">{LL.account.agreements.step()}</p>
          <p>{LL.account.agreements.intro()}</p>
        </>
      }
    >
      <div className="account-page">
        <ul className="switch-list">
          {INDEXES.map((i) => (
            <li key={i}>
              <Switch
                checked={on[i] ?? false}
                onChange={(v) => setOn((prev) => prev.map((x, j) => (j === i ? v : x)))}
                label={LL.account.agreements.items[i].title()}
                description={LL.account.agreements.items[i].text()}
              />
            </li>
          ))}
        </ul>
        <p>
          <Link to="/terms-and-policies">{LL.account.agreements.readTerms()}</Link>
        </p>
        <p className="form-status" role="status" aria-live="polite">
          {ok
            ? LL.account.agreements.accepted({ count })
            : `${LL.account.agreements.accepted({ count })} · ${LL.account.agreements.allRequired()}`}
        </p>
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={!ok}
            onClick={() => {
              rememberAccepted();
              navigate('/signup');
            }}
          >
            {LL.account.agreements.continue()}
          </button>
        </div>
      </div>
    </PageShell>
  );
}
