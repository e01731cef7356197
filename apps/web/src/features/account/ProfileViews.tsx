import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { PICKUP_TIME_ZONE } from '@wholesale/rules';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../app/router';
import { setAuthState, type AuthUser } from '../auth-state/auth';
import { describeFailure } from './errors';
import { focusControl, TextField } from './Field';
import { fieldText, serverText } from './messages';
import { OrderList } from './OrderViews';
import { ALL, filterByStatus, lastMonthRecords, recentOrders, statusLabel, statusOptions } from './orders';
import { addressesQuery, ordersQuery, pointsQuery, profileQuery } from './queries';
import { toAuthUser, type AccountUser } from './session';
import { firstInvalid, validateProfile, type FieldErrors, type ProfileField } from './validation';
import { loadApi } from '../../lib/api';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';

/** Dates of records (points) on the business's clock, America/Los_Angeles, like its orders. */
function useDate() {
  const { locale } = useI18nContext();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'medium', timeZone: PICKUP_TIME_ZONE });
    return (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : f.format(d);
    };
  }, [locale]);
}

// ---------------------------------------------------------------- summary

/**
 * The profile summary. `business` is false for an admin: staff accounts have no licence, resale
 * certificate or business address, so those rows are left out and the addresses are never asked
 * for (the server answers 404 to "no address", which the browser would log as a failed request).
 */
export function Summary({ user, userId, business = true }: { user: AccountUser; userId: number; business?: boolean }) {
  const { LL } = useI18nContext();
  const p = LL.account.profile;
  const addresses = useQuery({ ...addressesQuery(userId), enabled: business });
  const a = addresses.data?.[0];
  const address = a ? [a.address_line_1, a.address_line_2, `${a.city}, ${a.state} ${a.zip_code}`].filter(Boolean).join(', ') : null;
  const none = <span className="muted">{p.notProvided()}</span>;
  return (
    <section className="section card" aria-labelledby="summary-h">
      <div className="section-head">
        <h2 id="summary-h">{user.name}</h2>
      </div>
      <dl className="summary-list">
        <dt>{p.email()}</dt>
        <dd>{user.email}</dd>
        <dt>{p.phone()}</dt>
        <dd>{user.phone_number || none}</dd>
        {business && (
          <>
            <dt>{p.company()}</dt>
            <dd>{user.company || none}</dd>
            <dt>{p.license()}</dt>
            <dd>{user.license_number || none}</dd>
            <dt>{p.resale()}</dt>
            <dd>{user.california_resale || none}</dd>
            <dt>{p.address()}</dt>
            <dd>{addresses.isPending ? <Skeleton height={14} width="60%" /> : (address ?? none)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

// ---------------------------------------------------------------- orders

export function RecentOrders({ user, onAll }: { user: AuthUser; onAll: () => void }) {
  const { LL } = useI18nContext();
  const p = LL.account.profile;
  const q = useQuery(ordersQuery(user.id));
  return (
    <section className="section" aria-labelledby="recent-h">
      <div className="section-head">
        <h2 id="recent-h">{p.recentOrders()}</h2>
        <button type="button" className="btn btn-ghost btn-small" onClick={onAll}>
          {p.viewAllOrders()}
        </button>
      </div>
      {q.isPending ? (
        <Skeleton height={72} style={{ marginTop: 12 }} />
      ) : q.isError ? (
        <p className="alert">{p.loadError({ error: describeFailure(q.error).message ?? LL.account.server.somethingWrong() })}</p>
      ) : q.data.length === 0 ? (
        <p className="empty">{p.noOrders()}</p>
      ) : (
        <OrderList orders={recentOrders(q.data)} user={user} />
      )}
    </section>
  );
}

export function AllOrders({ user }: { user: AuthUser }) {
  const { LL } = useI18nContext();
  const p = LL.account.profile;
  const q = useQuery(ordersQuery(user.id));
  const [status, setStatus] = useState<string>(ALL);
  const list = q.data ? filterByStatus(q.data, status) : [];
  return (
    <section className="section" aria-labelledby="orders-h">
      <div className="section-head">
        <h2 id="orders-h">{p.orders()}</h2>
        <label className="field" style={{ minWidth: 160 }}>
          <span className="visually-hidden">{p.filterLabel()}</span>
          <select className="select" value={status} onChange={(e) => setStatus(e.target.value)} aria-label={p.filterLabel()}>
            <option value={ALL}>{p.allStatuses()}</option>
            {statusOptions(q.data ?? []).map((s) => (
              <option key={s} value={s}>
                {statusLabel(LL, s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div aria-live="polite">
        {q.isPending ? (
          <Skeleton height={160} style={{ marginTop: 12 }} />
        ) : q.isError ? (
          <p className="alert">{p.loadError({ error: describeFailure(q.error).message ?? LL.account.server.somethingWrong() })}</p>
        ) : list.length === 0 ? (
          <p className="empty">{status === ALL ? p.noOrders() : p.noOrdersStatus({ status: statusLabel(LL, status) })}</p>
        ) : (
          <OrderList orders={list} user={user} />
        )}
      </div>
    </section>
  );
}

// ---------------------------------------------------------------- rewards

export function Rewards({ userId }: { userId: number }) {
  const { LL } = useI18nContext();
  const p = LL.account.profile;
  const date = useDate();
  const q = useQuery(pointsQuery(userId));
  const recent = q.data ? lastMonthRecords(q.data.records, new Date()) : [];
  return (
    <section className="section card" aria-labelledby="rewards-h">
      <h2 id="rewards-h" className="section-title">
        {p.rewards()}
      </h2>
      {q.isPending ? (
        <Skeleton height={60} />
      ) : q.isError ? (
        <p className="alert">{p.rewardsFailed()}</p>
      ) : (
        <>
          <p className="muted">{p.rewardsTotalLabel()}</p>
          <p className="rewards-total">{p.rewardsTotal({ points: q.data.total })}</p>
          <h3>{p.rewardsLastMonth()}</h3>
          {recent.length === 0 ? (
            <p className="muted">{p.rewardsNone()}</p>
          ) : (
            <ul className="rewards-list">
              {recent.map((r) => (
                <li key={r.id}>
                  <span>{date(r.created_on)}</span>
                  {/* '+N points · WS-100123': the order they came from, when there is one. */}
                  <span className="rewards-amount">
                    <strong>{p.rewardsRecord({ amount: r.amount })}</strong>
                    {r.order_number && <span className="rewards-order"> · {r.order_number}</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="field-hint">{p.rewardsHow()}</p>
        </>
      )}
    </section>
  );
}

// ---------------------------------------------------------------- edit

export function EditProfile({ user, userId, onDone }: { user: AccountUser; userId: number; onDone: () => void }) {
  const { LL } = useI18nContext();
  const p = LL.account.profile;
  const client = useQueryClient();
  const [values, setValues] = useState({ name: user.name, email: user.email, phone: user.phone_number ?? '' });
  const [mailLocale, setMailLocale] = useState(user.locale);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  // A new e-mail address needs the current password (the server checks it and tells the old address).
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const emailChanges = values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateProfile(values);
    setErrors(found);
    const first = firstInvalid(['name', 'email', 'phone'], found);
    if (first) {
      toast({ group: 'profile', variant: 'error', title: LL.account.form.fixErrors() });
      focusControl(refs.current[first]);
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
      const api = await loadApi();
      const updated = await api.account.update.mutate({
        userId,
        name: values.name.trim(),
        email: values.email.trim(),
        phone_number: values.phone.trim() === '' ? null : values.phone.trim(),
        locale: mailLocale,
        ...(emailChanges ? { current_password: currentPassword } : {}),
      });
      client.setQueryData(profileQuery(userId).queryKey, updated);
      setAuthState({ status: 'signedIn', user: toAuthUser(updated) });
      toast({ group: 'profile', variant: 'success', title: p.updated() });
      onDone();
    } catch (err) {
      const f = describeFailure(err);
      toast({ group: 'profile', variant: 'error', title: p.updateFailed(), text: f.code || f.message ? serverText(LL, f) : p.updateFailedText() });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: ProfileField, label: string, extra: Record<string, unknown>) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onValue={(v) => {
        setValues((x) => ({ ...x, [name]: v }));
        if (errors[name]) setErrors((x) => ({ ...x, [name]: undefined }));
      }}
      error={fieldText(LL, errors[name])}
      inputRef={(el) => {
        refs.current[name] = el;
      }}
      {...extra}
    />
  );

  return (
    <section className="section" aria-labelledby="edit-h">
      <h2 id="edit-h" className="section-title">
        {p.editTitle()}
      </h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        {field('name', p.name(), { required: true, autoComplete: 'name' })}
        {field('email', p.email(), { required: true, type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false })}
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
            {/* Each language in its own words, so a reader of either finds theirs. */}
            <option value="en" lang="en">
              English
            </option>
            <option value="ko" lang="ko">
              한국어
            </option>
          </select>
          <span id="profile-mail-locale-hint" className="field-hint">
            {p.mailLanguageHint()}
          </span>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? p.saving() : p.save()}
          </button>
          <button type="button" className="btn btn-secondary btn-block" onClick={onDone} disabled={busy}>
            {p.cancel()}
          </button>
        </div>
      </form>
    </section>
  );
}

export function AdminLinks() {
  const { LL } = useI18nContext();
  return (
    <p className="note">
      {LL.account.profile.adminNote()} <Link to="/admin/dashboard">{LL.account.profile.adminDashboard()}</Link>
    </p>
  );
}
